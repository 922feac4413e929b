import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {assertThemeModulesUseBrowserOnly, BROWSER_ONLY_ISSUER, BROWSER_ONLY_REQUEST} from '../../internals/openapi-theme-browser-only.ts';

/**
 * Pages readable without JavaScript: with scripts off, blocked by a proxy, or read by a crawler or a text browser,
 * every page shows its whole content in place.
 *
 * - `__SERVER_RENDER__`: true in the server bundle, false in the browser's. A component that loads a part lazily in
 *   the browser (the code highlighter, src/theme/CodeBlock) renders that part at once on the server. A `lazy()` part
 *   would suspend the server render, and React would then stream it at the end of the document in a `<div hidden>`,
 *   moved into place by an inline script, so without JavaScript the page would be empty there. The browser bundle
 *   drops the server's import as dead code (a constant condition).
 * - The OpenAPI theme renders the parameters, the request body and the responses of an operation in the browser
 *   only (`BrowserOnly` in ParamsDetails, RequestSchema and ResponseSchema: internals/openapi-theme-browser-only.ts).
 *   Those three modules get `./render-everywhere` in its place, which renders them on the server as well; they read
 *   nothing of the browser. The build fails when one of them no longer imports BrowserOnly, so an upgrade that
 *   changes them is looked at.
 * - A `<noscript>` style shows every panel of a tab group, one under the other (their tabs cannot be switched without
 *   JavaScript), in the order of the tabs above them, and hides the feedback question, which cannot be answered.
 */
const noscriptStyle = [
  '[role=tabpanel][hidden]{display:block!important}',
  '[role=tabpanel]+[role=tabpanel]{margin-top:1rem}',
  // "Was this page helpful?" (src/feedback/FeedbackSlot.tsx) cannot be answered without JavaScript.
  '[data-feedback-slot]{display:none!important}',
].join('');

const RENDER_EVERYWHERE = fileURLToPath(new URL('./render-everywhere.tsx', import.meta.url));

type ResolveData = {request: string; context?: string; contextInfo?: {issuer?: string}};

export default function withoutJavaScript(): Plugin {
  assertThemeModulesUseBrowserOnly();
  return {
    name: 'without-javascript',
    configureWebpack(_config, isServer, utils) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replaceBrowserOnly = new NormalModuleReplacementPlugin(BROWSER_ONLY_REQUEST, (data: ResolveData) => {
        if (BROWSER_ONLY_ISSUER.test(data.contextInfo?.issuer || data.context || '')) data.request = RENDER_EVERYWHERE;
      });
      return {plugins: [new DefinePlugin({__SERVER_RENDER__: JSON.stringify(isServer)}), replaceBrowserOnly]};
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${noscriptStyle}</style>`}]};
    },
  };
}
