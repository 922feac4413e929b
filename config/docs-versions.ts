import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {CURRENT_RELEASE} from '../src/constants/product';

/**
 * Docs versions: the current release at /help/<locale>/docs/ and the archived releases (versions.json, made with
 * `npm run docusaurus docs:version <x.y>`) at /help/<locale>/docs/<x.y>/. An archived version carries the "older
 * release" banner with a link to the same page in the current version, is marked noindex and left out of the sitemap
 * (it is not a duplicate of the current pages for search engines), and has its own search index (the search plugin
 * builds one per version, so a reader on a 2.12 page searches the 2.12 docs they run).
 *
 * Writers' fast path: the dev server leaves archived versions out (one version builds in a third of the time);
 * `DOCS_ARCHIVED=0` does the same for a local build, `DOCS_ARCHIVED=1` brings them into the dev server.
 */
const versionsFile = join(__dirname, '..', 'versions.json');
export const ARCHIVED_VERSIONS: string[] = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];

const devServer = process.argv.includes('start');
const includeArchived = process.env.DOCS_ARCHIVED ? process.env.DOCS_ARCHIVED !== '0' : !devServer;
export const BUILT_ARCHIVED_VERSIONS = includeArchived ? ARCHIVED_VERSIONS : [];

export const docsVersionOptions: Pick<DocsOptions, 'lastVersion' | 'versions' | 'onlyIncludeVersions'> = {
  lastVersion: 'current',
  onlyIncludeVersions: ['current', ...BUILT_ARCHIVED_VERSIONS],
  versions: {
    current: {label: CURRENT_RELEASE, path: ''},
    ...Object.fromEntries(ARCHIVED_VERSIONS.map((v) => [v, {label: v, path: v, banner: 'unmaintained', noIndex: true}])),
  },
};
