/**
 * The docs: the current release's pages and the archived versions' (config/docs-versions.ts), one sidebar per section
 * (sidebars.ts). The docs plugin comes wrapped twice: it makes the pages of this build's versions only while the
 * browser still knows every version (plugins/versions-apart/), and its list of docs stays out of the site's global
 * data (plugins/page-weight/lean-docs-plugin/). An archived version's own build is a docs build too.
 */
import {remarkPrerenderedDiagrams} from '../../plugins/diagrams/index.ts';
import leanDocsPlugin from '../../plugins/page-weight/lean-docs-plugin/index.ts';
import remarkImportTabs from '../../plugins/remark-import-tabs/index.ts';
import rehypeLanguageOfParts from '../../plugins/rehype-language-of-parts/index.ts';
import {versionsApart} from '../../plugins/versions-apart/index.ts';
import {DOCS_ROUTE, contentDir} from '../../site/content.ts';
import {DEFAULT_LOCALE} from '../../site/locales.ts';
import {docsVersionOptions} from '../docs-versions.ts';
import type {SiteFeature} from './feature.ts';

export const docs: SiteFeature = (plan) => ({
  // The preset's docs plugin is replaced by the wrapped one.
  presetOptions: {docs: false},
  plugins: {
    docs: [
      versionsApart(leanDocsPlugin),
      {
        path: contentDir('docs', DEFAULT_LOCALE),
        routeBasePath: DOCS_ROUTE,
        sidebarPath: './sidebars.ts',
        ...docsVersionOptions(plan),
        // "Last updated on <date>" under every doc page, in the page's locale (see future.experimental_vcs in
        // docusaurus.config.ts).
        showLastUpdateTime: true,
        beforeDefaultRemarkPlugins: [remarkPrerenderedDiagrams, remarkImportTabs],
        rehypePlugins: [rehypeLanguageOfParts],
      },
    ],
  },
});
