import {execFileSync} from 'node:child_process';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {i18n, localized} from './config/locales';
import {SITE_TITLE} from './config/site-title';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {announcementBar} from './config/announcement';
import {searchPlugin} from './config/search';
import {releaseNotesPlugin} from './config/release-notes';
import {gtagOptions} from './config/analytics';
import {apiDocsPlugin, apiGeneratorPlugin, apiThemeConfig, languageTabs} from './config/api';
import openapiThemeScoped from './plugins/page-weight/openapi-theme';
import lazyPrismPlugin from './plugins/page-weight/lazy-prism';
import dedupeApiLibrariesPlugin from './plugins/page-weight/dedupe-api-libraries';
import withoutJavaScript from './plugins/without-javascript';
import {lightCodeTheme, darkCodeTheme} from './config/prism';
import {docsVersionOptions, ARCHIVE_BUILD, archivedStaticDirectories} from './config/docs-versions';
import {versionsApart} from './plugins/versions-apart';
import {siteUrl} from './config/site-url';
import contentSecurityPolicy from './plugins/content-security-policy';
import bundleStatsPlugin from './plugins/bundle-stats';
import leanDocsPlugin from './plugins/page-weight/lean-docs-plugin';
import leanRouteTablesPlugin from './plugins/page-weight/lean-route-tables';
import splitTranslationsPlugin from './plugins/page-weight/split-translations';
import leanSiteConfigPlugin from './plugins/page-weight/lean-site-config';
import markdownTwins from './plugins/markdown-twins';
import openapiDownload from './plugins/openapi-download';
import {pwaPlugins} from './config/pwa';
import webManifestPlugin from './plugins/web-manifest';
import prerenderedDiagramsPlugin, {remarkPrerenderedDiagrams} from './plugins/diagrams';
import remarkImportTabs from './plugins/remark-import-tabs';
import exactAssetReferences from './plugins/exact-asset-references';
import {strictFrontMatter} from './config/front-matter';

// The pages' last-update dates come from git (future.experimental_vcs below). A build outside a git work tree (a
// source archive) would stop on Docusaurus's eager git strategy, so there the dates are left out instead.
function insideGitWorkTree(): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname, stdio: ['ignore', 'pipe', 'ignore']})
        .toString()
        .trim() === 'true'
    );
  } catch {
    return false;
  }
}

// The site's public origin comes from the deployment (CDN or on-premises host); the path is always /help/.
const url = siteUrl();

const config: Config = {
  title: localized(SITE_TITLE),
  tagline: localized({
    en: 'Set up, use and integrate room, desk and visitor booking',
    ja: '会議室・デスク・来訪者予約の設定、利用、連携のすべて',
    'zh-Hant': '會議室、座位與訪客預約的設定、使用與整合',
  }),
  favicon: 'img/favicon.svg',
  url,
  baseUrl: '/help/',
  titleDelimiter: '|',
  // The banner script for a wrong baseUrl is inline code on the home page; the build's own link checks cover it.
  baseUrlIssueBanner: false,
  i18n,
  // The colour mode lives under the plain storage key `theme` (site spec, section 4), not a namespaced one.
  storage: {type: 'localStorage', namespace: false},

  // The current build copies in each archived version's pages, built apart and cached (tools/versions/).
  staticDirectories: ['static', ...archivedStaticDirectories()],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'mdx',
    // Diagrams are drawn at build time into SVG files (plugins/diagrams/), not by Mermaid in the reader's browser.
    mermaid: false,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Explicit ASCII heading ids (`## 見出し {#heading-id}`), identical in the three locales.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    // Front matter checked against the site's schema: an unknown key (`titel:`) or a missing title stops the page.
    parseFrontMatter: strictFrontMatter(__dirname),
  },

  future: {
    // Rspack and SWC: several times faster than webpack, and the webpack build breaks on the OpenAPI theme.
    faster: true,
    // The last-update date of each doc page (issue 28) from git: `true` with `faster.gitEagerVcs` (on with `faster`)
    // is Docusaurus's "default-v2" strategy: in a production build one `git log --name-status` over the repository,
    // read once per build process, instead of one `git log` per file (the "default-v1" strategy: about 50 ms per
    // file on these machines, over 800 doc files per locale with the 2.12 archive). The dev server shows a fixed date.
    // A translated page has its own date: the docs plugin reads the date of the file it renders, and a page under
    // i18n/<locale>/ is that file, so a translation changed alone shows its own change. A shallow clone knows
    // only its last commit: .ci/run deepens it before the build.
    experimental_vcs: insideGitWorkTree(),
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped (plugins/page-weight/lean-docs-plugin/).
        docs: false,
        blog: false,
        // An archived version's build (DOCS_ARCHIVE_BUILD, config/docs-versions.ts) makes that version's pages only.
        pages: ARCHIVE_BUILD ? false : {},
        // print.css: the print styles (issue 19), a file of its own.
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        sitemap: {changefreq: 'weekly', priority: 0.5},
        gtag: gtagOptions(),
      } satisfies Preset.Options,
    ],
  ],
  themes: [openapiThemeScoped],
  plugins: [
    [
      // Archived versions built apart (issue 29): each build makes its own versions' pages and knows the others.
      versionsApart(leanDocsPlugin),
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        ...docsVersionOptions,
        // "Last updated on <date>" under every doc page, in the page's locale (issue 28; see future.experimental_vcs).
        showLastUpdateTime: true,
        beforeDefaultRemarkPlugins: [remarkPrerenderedDiagrams, remarkImportTabs],
      },
    ],
    ...(ARCHIVE_BUILD ? [] : [releaseNotesPlugin]),
    searchPlugin,
    ...(ARCHIVE_BUILD ? [] : [apiDocsPlugin, apiGeneratorPlugin]),
    lazyPrismPlugin,
    withoutJavaScript,
    dedupeApiLibrariesPlugin,
    // Offline reading: the current build's service worker precaches the archived pages copied in (staticDirectories).
    ...(ARCHIVE_BUILD ? [] : [...pwaPlugins, webManifestPlugin]),
    contentSecurityPolicy,
    leanRouteTablesPlugin,
    splitTranslationsPlugin,
    leanSiteConfigPlugin,
    bundleStatsPlugin,
    markdownTwins,
    ...(ARCHIVE_BUILD ? [] : [openapiDownload]),
    prerenderedDiagramsPlugin,
    exactAssetReferences,
  ],
  // Print: opens <details> before the browser prints (src/print/).
  // Prefetching skips chunks merged into others (src/client/skip-merged-chunks.ts, with plugins/page-weight/lean-route-tables/).
  // The code highlighter loads when a code block needs it (src/client/code-highlighter-gate.ts).
  clientModules: ['./src/print/before-print.ts', './src/client/skip-merged-chunks.ts', './src/client/code-highlighter-gate.ts'],

  themeConfig: {
    // No site-wide social card (og:image): static/img/social-card.png never existed, so every page announced a
    // broken image to link previews. Add `image` back together with the file.
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar,
    navbar,
    footer,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'powershell', 'csharp', 'java', 'json', 'yaml', 'nginx', 'ini'],
    },
    languageTabs,
    api: apiThemeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
