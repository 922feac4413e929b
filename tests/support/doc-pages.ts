/**
 * The doc pages of the sources, per locale and docs version, for the tests that compare a page's source with what
 * the build made of it (tests/site/markdown-twins.test.ts, tests/site/page-images.test.ts,
 * tests/browser/page-images.spec.ts). The folders and versions come from the site model (site/content.ts,
 * site/versions.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import {contentDir, DOCS_ROUTE, type DocsVersion} from '../../site/content.ts';
import type {LocaleCode} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {ARCHIVED_VERSIONS} from '../../site/versions.ts';

/** Every docs version: the current one first, then the archived ones (versions.json), newest first. */
export const DOCS_VERSIONS: readonly DocsVersion[] = ['current', ...ARCHIVED_VERSIONS];

/** How the tests name a version's docs: `docs` (the current version), `docs@2.12`. */
export const docsName = (version: DocsVersion): string => (version === 'current' ? DOCS_ROUTE : `${DOCS_ROUTE}@${version}`);

/** The route of a version's docs under a locale's base URL: `docs/` (the current version), `docs/2.12/`. */
export const docsRoute = (version: DocsVersion): string => (version === 'current' ? `${DOCS_ROUTE}/` : `${DOCS_ROUTE}/${version}/`);

/** The source file of a doc page, relative to the project root (`i18n/jp/docusaurus-plugin-content-docs/current/x.md`). */
export const docFile = (locale: LocaleCode, version: DocsVersion, rel: string): string => `${contentDir('docs', locale, version)}/${rel}`;

/** The doc pages (`.md`, `.mdx`) of a locale and version, relative to their folder, sorted; none when the folder is missing. */
export function docPages(locale: LocaleCode, version: DocsVersion = 'current'): string[] {
  const dir = join(ROOT, contentDir('docs', locale, version));
  if (!existsSync(dir)) return [];
  return fg.sync('**/*.{md,mdx}', {cwd: dir}).sort();
}

/** The source of a doc page. */
export function readDocPage(locale: LocaleCode, version: DocsVersion, rel: string): string {
  return readFileSync(join(ROOT, docFile(locale, version, rel)), 'utf8');
}
