import type {PluginConfig} from '@docusaurus/types';
import {API_REFERENCE_DIR, API_ROUTE, DOCS_ROUTE, contentDir} from '../site/content.ts';
import {DEFAULT_LOCALE, siteLocale} from '../site/locales.ts';
import {TRANSLATION_FRESHNESS_CLASS} from '../site/translation-freshness.ts';
import {currentLocale} from './locales.ts';
import siteSearchPlugin from '../plugins/search-index/index.ts';

/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local), docs only.
 * The plugin keeps one tokenizer setup per process, and the Chinese tokenizer drops every kana word, so each
 * locale is built in its own process (tools/build-all.ts) with only its own languages.
 * `language` also tells the patched worker which language's query rules to use (ja, zh or en).
 * The plugin comes wrapped (plugins/search-index/): its index files are rewritten in the site's own format (words,
 * readings, bigrams, synonyms), and the patched worker answers queries with the site's engine (src/search/engine.ts).
 */
// In alphabetical order: the plugin sets up lunr's languages in the order given, and the index it builds depends on it.
const languages = [...siteLocale(currentLocale()).searchLanguages].sort();

export const MAX_SEARCH_RESULTS = 8;

export const searchPlugin: PluginConfig = [
  siteSearchPlugin,
  {
    language: languages,
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    // The API overview and operation pages are searchable (by title, method and path, summary; the engine ranks
    // them below the guides); the schema pages are not (their property tables would crowd out everything else).
    docsRouteBasePath: [DOCS_ROUTE, API_ROUTE],
    ignoreFiles: [new RegExp(`^${API_ROUTE}/${API_REFERENCE_DIR}/schemas/`)],
    // The hash covers every locale's and version's pages (not only docs/), so a changed translation or archived page
    // gets a new index URL: the index is cached for a year as immutable (config/serving/headers.ts). The plugin
    // hashes Markdown only: the API pages count through the .mdx files generated from openapi/ into external-api/
    // and i18n/ before the build (tests/unit/search-index-name.test.ts).
    hashed: 'filename',
    docsDir: [contentDir('docs', DEFAULT_LOCALE), 'versioned_docs', 'i18n', contentDir('api', DEFAULT_LOCALE)],
    searchResultLimits: MAX_SEARCH_RESULTS,
    highlightSearchTermsOnTargetPage: true,
    explicitSearchResultPath: true,
    // Code blocks and diagrams would double the index and match on shell noise; the tab labels that only print shows
    // (src/components/PrintableTabItem) repeat the tab list; a translated page's freshness line (the English page's
    // date, "read in English") says the same on every page.
    ignoreCssSelectors: ['pre', '.theme-code-block', '.theme-doc-breadcrumbs', '.tab-print-label', `.${TRANSLATION_FRESHNESS_CLASS}`],
    searchBarShortcutKeymap: 'mod+k',
    // Archived docs versions are noindex for search engines (config/docs-versions.ts) but searchable here: the
    // plugin builds one index per version, and a reader on a 2.12 page searches the 2.12 docs they run.
    forceIgnoreNoIndex: true,
  },
];
