/**
 * Docs versions: the current release at /help/<locale>/docs/ and the archived releases (versions.json, made with
 * `npm run docs:archive <x.y>`) at /help/<locale>/docs/<x.y>/. An archived version carries the "older release" banner
 * with a link to the same page in the current version, is marked noindex and left out of the sitemap, and has its own
 * search index (a reader on a 2.12 page searches the 2.12 docs they run).
 *
 * Archived versions are built apart (plugins/versions-apart/): every archived version would otherwise add its routes
 * and data to the JavaScript that every reader of every current page loads first, and its pages to every build.
 * `tools/build-all.ts` builds each archived version in a build of its own (`DOCS_ARCHIVE_BUILD=<x.y>`, the same
 * configuration and code, only that version's pages), caches it under .cache/archived/, and the current build copies
 * it in as a static folder (config/features/versions.ts). Every build loads every version's content (the Markdown's
 * front matter, cheap) so that the version dropdown, the preferred version and the banner know all versions; only the
 * built versions' pages are made. Which versions a process loads, builds and copies in: config/build-plan.ts.
 *
 * Writers' fast path: the dev server shows the current version only; `DOCS_ARCHIVED=1 npm start` shows the archived
 * versions too (all in one build, the way Docusaurus does it by default). `DOCS_ARCHIVED=0` leaves the archived
 * versions out of a production build (a faster local build).
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {CURRENT_RELEASE} from '../site/product.ts';
import {processPlan, type BuildPlan} from './build-plan.ts';

const plan = processPlan();

// This process's versions, for the plugins that import them by these names (the build plan has them all).
export const ARCHIVED_VERSIONS: readonly string[] = plan.archivedVersions;
export const ARCHIVE_BUILD: string | undefined = plan.archiveBuild;
export const ALL_VERSIONS_TOGETHER: boolean = plan.versionsTogether;
export const LOADED_ARCHIVED_VERSIONS: readonly string[] = plan.loadedArchivedVersions;
export const BUILT_VERSIONS: readonly string[] = plan.builtVersions;

/** The docs plugin's version options: every version labelled, the archived ones with the banner and noindex. */
export function docsVersionOptions(p: BuildPlan): Pick<DocsOptions, 'lastVersion' | 'versions' | 'onlyIncludeVersions'> {
  return {
    lastVersion: 'current',
    onlyIncludeVersions: ['current', ...p.loadedArchivedVersions],
    versions: {
      current: {label: CURRENT_RELEASE, path: ''},
      ...Object.fromEntries(p.archivedVersions.map((v) => [v, {label: v, path: v, banner: 'unmaintained', noIndex: true}])),
    },
  };
}
