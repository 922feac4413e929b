import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Pages readable without JavaScript (issue 27): with scripts off, blocked by a proxy, or read by a crawler or a text
 * browser, every page shows its whole content in place.
 *
 * - `__SERVER_RENDER__`: true in the server bundle, false in the browser's. A component that loads a part lazily in
 *   the browser (the code highlighter, src/theme/CodeBlock) renders that part at once on the server. A `lazy()` part
 *   would suspend the server render, and React would then stream it at the end of the document in a `<div hidden>`,
 *   moved into place by an inline script, so without JavaScript the page would be empty there. The browser bundle
 *   drops the server's import as dead code (a constant condition).
 * - The OpenAPI theme (docusaurus-theme-openapi-docs 5.2: its internals) renders the parameters, the request body and
 *   the responses of an operation in the browser only (`BrowserOnly` in ParamsDetails, RequestSchema and
 *   ResponseSchema). Those three modules get `./render-everywhere` in its place, which renders them on the server as
 *   well; they read nothing of the browser. The build fails when one of them no longer imports BrowserOnly, so an
 *   upgrade that changes them is looked at.
 * - A `<noscript>` style shows every panel of a tab group, one under the other (their tabs cannot be switched without
 *   JavaScript), in the order of the tabs above them.
 */
const noscriptStyle = ['[role=tabpanel][hidden]{display:block!important}', '[role=tabpanel]+[role=tabpanel]{margin-top:1rem}'].join('');

const BROWSER_ONLY_IN = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'];
const openapiThemeModule = new RegExp(`docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${BROWSER_ONLY_IN.join('|')})[\\\\/]`);
const renderEverywhere = path.join(__dirname, 'render-everywhere.tsx');

type ResolveData = {request: string; context?: string; contextInfo?: {issuer?: string}};

/** Stops the build when one of the three theme modules no longer renders through BrowserOnly (an upgrade changed it). */
function checkThemeModules(): void {
  const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/ParamsDetails/index.js'));
  const changed = BROWSER_ONLY_IN.filter((name) => {
    const source = readFileSync(path.join(themeDir, '..', name, 'index.js'), 'utf8');
    return !source.includes('require("@docusaurus/BrowserOnly")');
  });
  if (changed.length) {
    throw new Error(
      `without-javascript: ${changed.join(', ')} of docusaurus-theme-openapi-docs no longer use(s) @docusaurus/BrowserOnly; ` +
        'check that the API pages still show their parameters and schemas without JavaScript, then update BROWSER_ONLY_IN',
    );
  }
}

export default function withoutJavaScript(): Plugin {
  checkThemeModules();
  return {
    name: 'without-javascript',
    configureWebpack(_config, isServer, utils) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replaceBrowserOnly = new NormalModuleReplacementPlugin(/^@docusaurus\/BrowserOnly$/, (data: ResolveData) => {
        if (openapiThemeModule.test(data.contextInfo?.issuer || data.context || '')) data.request = renderEverywhere;
      });
      return {plugins: [new DefinePlugin({__SERVER_RENDER__: JSON.stringify(isServer)}), replaceBrowserOnly]};
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${noscriptStyle}</style>`}]};
    },
  };
}
