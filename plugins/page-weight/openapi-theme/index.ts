import {readdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';
import {processPlan} from '../../../config/build-plan.ts';
import {API_REFERENCE_DIR, API_ROUTE} from '../../../site/content.ts';
import {CSS_MODULE_TYPE, styleCacheGroups} from '../../../internals/docusaurus-css-split-chunks.ts';
import {CODE_TABS_LATER_LOADER, CODE_TABS_STYLESHEET, THEME_COMPONENT, THEME_STYLESHEET} from '../../../internals/openapi-theme-stylesheet.ts';
import {isOff} from '../plugins-off.ts';

/**
 * docusaurus-theme-openapi-docs with its stylesheet kept to the API pages.
 * The theme registers `styles.scss` as a client module, and Docusaurus bundles all CSS into one file, so every page
 * of the site would download the API styles (about 60 KB). Here the client module is dropped, the API page
 * (src/theme/ApiItem/Page.tsx, which only generated pages load) imports the stylesheet, and a separate CSS chunk
 * holds it with the try-it wrappers' own styles (src/theme/ApiExplorer): only the generated API pages load it (the
 * overview is a plain doc page and does not).
 * The explorer's code tabs with their inline language logos (20 KB gzip) are left out of it and load with the
 * explorer.
 * After the build the chunk is linked from the generated pages' HTML, so they are styled at first paint (the bundler
 * would otherwise add it only once the page's script runs).
 * The internals it rewrites: internals/docusaurus-css-split-chunks.ts and internals/openapi-theme-stylesheet.ts.
 */
type AnyModule = {nameForCondition?: () => string | null; resource?: string; identifier?: () => string};
const modulePath = (module: AnyModule) => module.nameForCondition?.() ?? module.resource ?? module.identifier?.() ?? '';
/** The explorer's code tabs (language logos), imported by src/theme/ApiItem/Explorer.tsx: a CSS chunk that loads with it. */
const isCodeTabsStylesheet = (module: AnyModule) => CODE_TABS_STYLESHEET.test(modulePath(module));
const SITE_API_COMPONENT = /src[\\/]theme[\\/]Api(Item|Explorer)[\\/]/;
const isApiStylesheet = (module: AnyModule) =>
  !isCodeTabsStylesheet(module) && (THEME_COMPONENT.test(modulePath(module)) || SITE_API_COMPONENT.test(modulePath(module)));

export default function openapiThemeScoped(context: LoadContext, options: unknown): Plugin {
  const theme = (openapiTheme as unknown as (c: LoadContext, o: unknown) => Plugin)(context, options);
  if (isOff('openapi-theme')) return theme;
  return {
    ...theme,
    name: 'docusaurus-theme-openapi-scoped',
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const groups = styleCacheGroups(config);
      if (!isServer && groups) {
        groups.styles.test = (module: AnyModule) => !isApiStylesheet(module) && !isCodeTabsStylesheet(module);
        groups.apiStyles = {name: 'api-styles', type: CSS_MODULE_TYPE, chunks: 'all', enforce: true, test: isApiStylesheet};
      }
      const themeConfig = theme.configureWebpack!(config, isServer, utils, content) ?? {};
      // The theme's stylesheet without the explorer's code tabs, which load with the explorer.
      const codeTabsLater = {test: THEME_STYLESHEET, enforce: 'pre' as const, use: [CODE_TABS_LATER_LOADER]};
      return {...themeConfig, module: {...themeConfig.module, rules: [...(themeConfig.module?.rules ?? []), codeTabsLater]}};
    },
    async postBuild({outDir, baseUrl}) {
      // An archived docs version's own build (config/build-plan.ts) has no API pages.
      if (processPlan().archiveBuild) return;
      const cssDir = join(outDir, 'assets/css');
      const stylesheet = existsSync(cssDir) && readdirSync(cssDir).find((f) => /^api-styles\.[\w]+\.css$/.test(f));
      const apiDir = join(outDir, API_ROUTE, API_REFERENCE_DIR);
      if (!stylesheet || !existsSync(apiDir)) {
        throw new Error('API reference: no api-styles CSS chunk or no pages; check internals/docusaurus-css-split-chunks.ts against the Docusaurus version');
      }
      const link = `<link rel="stylesheet" href="${baseUrl}assets/css/${stylesheet}">`;
      for (const file of readdirSync(apiDir, {recursive: true, encoding: 'utf8'})) {
        if (!file.endsWith('.html')) continue;
        const html = readFileSync(join(apiDir, file), 'utf8');
        if (!html.includes(stylesheet)) writeFileSync(join(apiDir, file), html.replace('</head>', `${link}</head>`));
      }
    },
  };
}
