import type {PluginConfig} from '@docusaurus/types';
import {remarkPrerenderedDiagrams} from '../plugins/diagrams/index.ts';
import remarkImportTabs from '../plugins/remark-import-tabs/index.ts';
import rehypeLanguageOfParts from '../plugins/rehype-language-of-parts/index.ts';
import {docsWithoutGlobalDocList} from '../plugins/page-weight/lean-docs-plugin/index.ts';
import {API_DOCS_ID, API_ROUTE, apiReferenceDir} from '../site/content.ts';
import {LOCALE_CODES} from '../site/locales.ts';
import {OPENAPI_WORK_DIR} from '../site/paths.ts';
import sampleLanguages from './api-code-samples.json' with {type: 'json'};

/**
 * The external API reference at /help/<locale>/external-api/.
 *
 * One docs instance (`external-api`) holds a hand-written overview (external-api/index.mdx and its translations) and
 * the operation pages that docusaurus-plugin-openapi-docs generates from openapi/external-api.yaml. The plugin knows
 * nothing of locales, so tools/openapi-i18n.ts first writes one localized copy of the description per locale
 * (.openapi/) and each copy is generated into that locale's folder. Generated files are not in git: `npm run api:gen`
 * (run by build and start) cleans and regenerates them, so pages and description never drift.
 */
const generatorOptions = {
  // The overview page replaces the generated info page.
  showInfoPage: false,
  showSchemas: true,
  hideSendButton: false,
  sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag', sidebarCollapsed: true},
} as const;

export const apiGeneratorPlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {
    id: 'openapi',
    docsPluginId: API_DOCS_ID,
    config: Object.fromEntries(
      LOCALE_CODES.map((locale) => [
        locale,
        {specPath: `${OPENAPI_WORK_DIR}/external-api.${locale}.yaml`, outputDir: apiReferenceDir(locale), ...generatorOptions},
      ]),
    ),
  },
];

export const apiDocsPlugin: PluginConfig = [
  // The docs plugin, without its list of docs in the site's global data (plugins/page-weight/lean-docs-plugin/).
  docsWithoutGlobalDocList,
  {
    id: API_DOCS_ID,
    path: API_ROUTE,
    routeBasePath: API_ROUTE,
    sidebarPath: './external-api/sidebars.ts',
    docItemComponent: '@theme/ApiItem',
    showLastUpdateTime: false,
    beforeDefaultRemarkPlugins: [remarkPrerenderedDiagrams, remarkImportTabs],
    rehypePlugins: [rehypeLanguageOfParts],
  },
];

/**
 * `themeConfig.api` of the OpenAPI theme. `authPersistence: false`: the try-it panel keeps what the reader enters
 * (token, chosen server and its host) in memory only, never in sessionStorage or localStorage, and so never touches
 * a storage the browser may block. With our patch of the theme (patches/) that memory lasts for the tab, across
 * operation pages, until a reload; without it the theme would drop it at every page.
 */
export const apiThemeConfig = {authPersistence: false} as const;

/**
 * Languages of the try-it explorer's code samples: the same languages, variants and options as the samples made at
 * build time (config/api-code-samples.json, tools/api/code-samples.ts), so opening the explorer shows the same code.
 */
export const languageTabs = sampleLanguages.languages.map(({language, variant, highlight, logoClass, options}) => ({
  language,
  highlight,
  logoClass,
  variant: variant.toLowerCase(),
  options,
}));
