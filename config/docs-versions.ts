import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {CURRENT_RELEASE} from '../src/constants/product';
import {currentLocale} from './locales';

/**
 * Docs versions: the current release at /help/<locale>/docs/ and the archived releases (versions.json, made with
 * `npm run docs:archive <x.y>`) at /help/<locale>/docs/<x.y>/. An archived version carries the "older release" banner
 * with a link to the same page in the current version, is marked noindex and left out of the sitemap, and has its own
 * search index (a reader on a 2.12 page searches the 2.12 docs they run).
 *
 * Archived versions are built apart (issue 29, plugins/versions-apart/): every archived version would otherwise add
 * its routes and data to the JavaScript that every reader of every current page loads first, and its pages to every
 * build. `tools/build-all.ts` builds each archived version in a build of its own (`DOCS_ARCHIVE_BUILD=<x.y>`, the
 * same configuration and code, only that version's pages), caches it under .cache/archived/, and the current build
 * copies it in as a static folder. Every build loads every version's content (the Markdown's front matter, cheap) so
 * that the version dropdown, the preferred version and the banner know all versions; only the built versions' pages
 * are made.
 *
 * Writers' fast path: the dev server shows the current version only; `DOCS_ARCHIVED=1 npm start` shows the archived
 * versions too (all in one build, the way Docusaurus does it by default). `DOCS_ARCHIVED=0` leaves the archived
 * versions out of a production build (a faster local build).
 */
const versionsFile = join(__dirname, '..', 'versions.json');
export const ARCHIVED_VERSIONS: string[] = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];

/** The archived version this process builds (`DOCS_ARCHIVE_BUILD=2.12`), or undefined for the current release's build. */
export const ARCHIVE_BUILD: string | undefined = process.env.DOCS_ARCHIVE_BUILD?.trim() || undefined;
if (ARCHIVE_BUILD && !ARCHIVED_VERSIONS.includes(ARCHIVE_BUILD)) {
  throw new Error(`DOCS_ARCHIVE_BUILD=${ARCHIVE_BUILD}: versions.json lists ${ARCHIVED_VERSIONS.join(', ') || 'no version'}`);
}

const devServer = process.argv.includes('start');
const archivedWanted = process.env.DOCS_ARCHIVED ? process.env.DOCS_ARCHIVED !== '0' : !devServer;
/**
 * Every version in one build, as Docusaurus does by default: the dev server with DOCS_ARCHIVED=1, and
 * `DOCS_VERSIONS_TOGETHER=1` (the "before" of tools/versions/simulate.ts).
 */
export const ALL_VERSIONS_TOGETHER = !ARCHIVE_BUILD && archivedWanted && (devServer || process.env.DOCS_VERSIONS_TOGETHER === '1');
/** The versions whose content this process loads (the dropdown and the banner need all of them). */
export const LOADED_ARCHIVED_VERSIONS = archivedWanted || ARCHIVE_BUILD ? ARCHIVED_VERSIONS : [];
/** The versions whose pages this process makes: 'current' in the current build, the one archived version in its own. */
export const BUILT_VERSIONS: string[] = ARCHIVE_BUILD ? [ARCHIVE_BUILD] : ALL_VERSIONS_TOGETHER ? ['current', ...ARCHIVED_VERSIONS] : ['current'];

export const docsVersionOptions: Pick<DocsOptions, 'lastVersion' | 'versions' | 'onlyIncludeVersions'> = {
  lastVersion: 'current',
  onlyIncludeVersions: ['current', ...LOADED_ARCHIVED_VERSIONS],
  versions: {
    current: {label: CURRENT_RELEASE, path: ''},
    ...Object.fromEntries(ARCHIVED_VERSIONS.map((v) => [v, {label: v, path: v, banner: 'unmaintained', noIndex: true}])),
  },
};

/**
 * Where tools/versions/build-archived.ts leaves an archived version's pages for a locale, laid out as in the
 * locale's folder (`docs/<x.y>/…` and the `assets/` they load): `.cache/archived/<x.y>/<locale>/publish/`.
 */
export function archivedPublishDir(version: string, locale: string = currentLocale()): string {
  return join(__dirname, '..', '.cache', 'archived', version, locale, 'publish');
}

/** The current production build's extra static folders: every archived version's pages (built before it). */
export function archivedStaticDirectories(): string[] {
  if (ARCHIVE_BUILD || ALL_VERSIONS_TOGETHER || devServer || !archivedWanted) return [];
  const dirs = ARCHIVED_VERSIONS.map((v) => archivedPublishDir(v));
  const missing = dirs.filter((d) => !existsSync(d));
  // Docusaurus reads the configuration once before it sets the locale: only the locale's own reading warns.
  if (missing.length && process.env.DOCUSAURUS_CURRENT_LOCALE) {
    console.warn(`[docs-versions] archived versions not built yet (run tools/build-all.ts, or DOCS_ARCHIVED=0): ${missing.join(', ')}`);
  }
  return dirs.filter((d) => existsSync(d));
}
