/**
 * The site's text font: system fonts only (no web-font request), with the Japanese and Traditional Chinese faces
 * each platform ships. src/css/custom.css sets the same stack as --ifm-font-family-base; Mermaid gets it here because
 * it measures diagram labels before the page's CSS applies, and a different measuring font cuts labels short.
 */
export const SITE_FONT_FAMILY = [
  'system-ui',
  '-apple-system',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  "'Hiragino Sans'",
  "'Hiragino Kaku Gothic ProN'",
  "'Noto Sans CJK JP'",
  "'Noto Sans JP'",
  'Meiryo',
  "'Microsoft JhengHei'",
  "'PingFang TC'",
  "'Noto Sans CJK TC'",
  'sans-serif',
].join(', ');
