import type {PluginConfig} from '@docusaurus/types';
import {currentLocale} from './locales';

/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local), docs only.
 * The plugin keeps one tokenizer setup per process, and the Chinese tokenizer drops every kana word, so each
 * locale is built in its own process (tools/build-all.mjs) with only its own languages.
 */
const languages = {en: ['en'], ja: ['en', 'ja'], 'zh-Hant': ['en', 'zh']}[currentLocale()];

export const MAX_SEARCH_RESULTS = 8;

export const searchPlugin: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    language: languages,
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    // The API overview is searchable; the generated operation pages are not (their parameter tables would
    // crowd out the guides, and developers reach them from the overview and its sidebar).
    docsRouteBasePath: ['docs', 'external-api'],
    ignoreFiles: [/^external-api\/reference\//],
    // The hash covers every locale's pages (not only docs/), so a changed translation gets a new index URL.
    hashed: 'filename',
    docsDir: ['docs', 'i18n', 'external-api', 'openapi'],
    searchResultLimits: MAX_SEARCH_RESULTS,
    highlightSearchTermsOnTargetPage: true,
    explicitSearchResultPath: true,
    // Code blocks and diagrams would double the index and match on shell noise.
    ignoreCssSelectors: ['pre', '.theme-code-block', '.docusaurus-mermaid-container', '.theme-doc-breadcrumbs'],
    searchBarShortcutKeymap: 'mod+k',
    removeDefaultStopWordFilter: ['ja', 'zh'],
  },
];
