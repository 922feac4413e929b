/**
 * Internal: how docusaurus-theme-openapi-docs 5.2 renders an operation's method and path on the server
 * (`lib/theme/ApiExplorer/MethodEndpoint/index.js`): `<pre class="openapi__method-endpoint"><span …>GET</span>
 * <h2 class="openapi__method-endpoint-path">/path</h2></pre>`.
 *
 * Used by plugins/search-index/api-pages.ts: an operation page is found by its method and path, read from its built
 * HTML (the search plugin skips <pre>). Breaks: operation pages are treated as tag pages and left out of the search
 * index (tests/site/search-index.test.ts).
 */
import type {Guard} from './guard.ts';

/** Method and path of an operation page's built HTML, or undefined. */
export function endpointInHtml(html: string): string | undefined {
  const method = /openapi__method-endpoint[^>]*>\s*<span[^>]*>([A-Z]+)<\/span>/.exec(html)?.[1];
  const path = /openapi__method-endpoint-path[^>]*>([^<]+)</.exec(html)?.[1];
  return method && path ? `${method} ${path.trim()}` : undefined;
}

export const guard: Guard = (probe) => [
  ...probe.version('docusaurus-theme-openapi-docs', '5.2.0'),
  ...probe.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/MethodEndpoint/index.js', [
    /"pre",\s*\{ className: "openapi__method-endpoint" \},\s*react_1\.default\.createElement\(\s*"span"/,
    /"h2",\s*\{ className: "openapi__method-endpoint-path" \}/,
  ]),
];
