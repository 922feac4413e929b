import {readdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {ARCHIVE_BUILD} from '../../../config/docs-versions';
import path, {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';
import {API_REFERENCE_DIR, API_ROUTE} from '../../../config/api-paths';
import {isOff} from '../plugins-off';

/**
 * docusaurus-theme-openapi-docs with its stylesheet kept to the API pages.
 * The theme registers `styles.scss` as a client module, and Docusaurus bundles all CSS into one file, so every page
 * of the site would download the API styles (about 60 KB). Here the client module is dropped, the API page
 * (src/theme/ApiItem/Page.tsx, which only generated pages load) imports the stylesheet, and a separate CSS chunk
 * holds it with the try-it wrappers' own styles (src/theme/ApiExplorer): only the generated API pages load it (the
 * overview is a plain doc page and does not).
 * The explorer's code tabs with their inline language logos (20 KB gzip) are left out of it and load with the
 * explorer (./code-tabs-later.cjs).
 * After the build the chunk is linked from the generated pages' HTML, so they are styled at first paint (the bundler
 * would otherwise add it only once the page's script runs).
 */
type AnyModule = {nameForCondition?: () => string | null; resource?: string; identifier?: () => string};
const modulePath = (module: AnyModule) => module.nameForCondition?.() ?? module.resource ?? module.identifier?.() ?? '';
/** The explorer's code tabs (language logos), imported by src/theme/ApiItem/Explorer.tsx: a CSS chunk that loads with it. */
const isCodeTabsStylesheet = (module: AnyModule) => /ApiExplorer[\\/]CodeTabs[\\/]_CodeTabs\.scss$/.test(modulePath(module));
const isApiStylesheet = (module: AnyModule) =>
  !isCodeTabsStylesheet(module) && /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]|src[\\/]theme[\\/]Api(Item|Explorer)[\\/]/.test(modulePath(module));
const THEME_STYLESHEET = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/;

export default function openapiThemeScoped(context: LoadContext, options: unknown): Plugin {
  const theme = (openapiTheme as unknown as (c: LoadContext, o: unknown) => Plugin)(context, options);
  if (isOff('openapi-theme')) return theme;
  return {
    ...theme,
    name: 'docusaurus-theme-openapi-scoped',
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const splitChunks = config.optimization?.splitChunks;
      const groups = splitChunks && typeof splitChunks === 'object' ? splitChunks.cacheGroups : undefined;
      if (!isServer && groups && typeof groups.styles === 'object') {
        groups.styles.test = (module: AnyModule) => !isApiStylesheet(module) && !isCodeTabsStylesheet(module);
        groups.apiStyles = {name: 'api-styles', type: 'css/mini-extract', chunks: 'all', enforce: true, test: isApiStylesheet};
      }
      const themeConfig = theme.configureWebpack!(config, isServer, utils, content) ?? {};
      // The theme's stylesheet without the explorer's code tabs (./code-tabs-later.cjs), which load with the explorer.
      const codeTabsLater = {test: THEME_STYLESHEET, enforce: 'pre' as const, use: [path.join(__dirname, 'code-tabs-later.cjs')]};
      return {...themeConfig, module: {...themeConfig.module, rules: [...(themeConfig.module?.rules ?? []), codeTabsLater]}};
    },
    async postBuild({outDir, baseUrl}) {
      // An archived docs version's own build (config/docs-versions.ts) has no API pages.
      if (ARCHIVE_BUILD) return;
      const cssDir = join(outDir, 'assets/css');
      const stylesheet = existsSync(cssDir) && readdirSync(cssDir).find((f) => /^api-styles\.[\w]+\.css$/.test(f));
      const apiDir = join(outDir, API_ROUTE, API_REFERENCE_DIR);
      if (!stylesheet || !existsSync(apiDir)) throw new Error('API reference: no api-styles CSS chunk or no pages');
      const link = `<link rel="stylesheet" href="${baseUrl}assets/css/${stylesheet}">`;
      for (const file of readdirSync(apiDir, {recursive: true}) as string[]) {
        if (!file.endsWith('.html')) continue;
        const html = readFileSync(join(apiDir, file), 'utf8');
        if (!html.includes(stylesheet)) writeFileSync(join(apiDir, file), html.replace('</head>', `${link}</head>`));
      }
    },
  };
}
