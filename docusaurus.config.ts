import {execFileSync} from 'node:child_process';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {BASE_URL} from './site/locales.ts';
import {ROOT} from './site/paths.ts';
import {processPlan} from './config/build-plan.ts';
import {i18n, localized} from './config/locales.ts';
import {SITE_TITLE} from './config/site-title.ts';
import {navbar} from './config/navbar.ts';
import {footer} from './config/footer.ts';
import {announcementBar} from './config/announcement.ts';
import {lightCodeTheme, darkCodeTheme} from './config/prism.ts';
import {strictFrontMatter} from './config/front-matter.ts';
import {composeFeatures} from './config/features/feature.ts';
import {docs} from './config/features/docs.ts';
import {releaseNotes} from './config/features/release-notes.ts';
import {pages} from './config/features/pages.ts';
import {theme} from './config/features/theme.ts';
import {sitemap} from './config/features/sitemap.ts';
import {accessibility} from './config/features/accessibility.ts';
import {analytics} from './config/features/analytics.ts';
import {feedback} from './config/features/feedback.ts';
import {search} from './config/features/search.ts';
import {api} from './config/features/api.ts';
import {pageWeight} from './config/features/page-weight.ts';
import {readableWithoutJavaScript} from './config/features/without-javascript.ts';
import {offline} from './config/features/offline.ts';
import {serving} from './config/features/serving.ts';
import {markdownTwinPages} from './config/features/markdown-twins.ts';
import {diagrams} from './config/features/diagrams.ts';
import {versions} from './config/features/versions.ts';
import {assets} from './config/features/assets.ts';
import {ssrTemplate} from './config/paint-first.ts';

// The pages' last-update dates come from git (future.experimental_vcs below). A build outside a git work tree (a
// source archive) would stop on Docusaurus's eager git strategy, so there the dates are left out instead.
function insideGitWorkTree(): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore']})
        .toString()
        .trim() === 'true'
    );
  } catch {
    return false;
  }
}

// What this process builds or serves: mode, origin, locale, docs versions (config/build-plan.ts).
const plan = processPlan();

// The site's features, each with what it adds for this plan (config/features/); their plugins load in the order of
// PLUGIN_ORDER there, their client modules and preset options in this order.
const features = composeFeatures(plan, [
  docs,
  releaseNotes,
  pages,
  theme,
  sitemap,
  analytics,
  feedback,
  search,
  api,
  pageWeight,
  readableWithoutJavaScript,
  offline,
  serving,
  markdownTwinPages,
  diagrams,
  versions,
  assets,
  accessibility,
]);

const config: Config = {
  title: localized(SITE_TITLE),
  tagline: localized({
    en: 'Set up, use and integrate room, desk and visitor booking',
    ja: '会議室・デスク・来訪者予約の設定、利用、連携のすべて',
    'zh-Hant': '會議室、座位與訪客預約的設定、使用與整合',
  }),
  favicon: 'img/favicon.svg',
  // The site's public origin comes from the deployment (CDN or on-premises host); the path is always the base URL.
  url: plan.siteUrl,
  baseUrl: BASE_URL,
  // Pages paint before their main script runs (config/paint-first.ts).
  ssrTemplate,
  titleDelimiter: '|',
  // The banner script for a wrong baseUrl is inline code on the home page; the build's own link checks cover it.
  baseUrlIssueBanner: false,
  i18n,
  // The colour mode lives under the plain storage key `theme` (site spec, section 4), not a namespaced one.
  storage: {type: 'localStorage', namespace: false},

  // After static/: the archived versions' pages a current build copies in (config/features/versions.ts).
  staticDirectories: ['static', ...features.staticDirectories],
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
    parseFrontMatter: strictFrontMatter(ROOT),
  },

  future: {
    // Rspack and SWC: several times faster than webpack, and the webpack build breaks on the OpenAPI theme.
    faster: true,
    // The last-update date of each doc page from git: `true` with `faster.gitEagerVcs` (on with `faster`)
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

  presets: [['classic', features.presetOptions satisfies Preset.Options]],
  themes: features.themes,
  plugins: features.plugins,
  clientModules: features.clientModules,

  themeConfig: {
    // No site-wide social card (og:image): the site has no image for one, and an `image` without its file would give
    // link previews a broken image. Add `image` together with the file.
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
    ...features.themeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
