/**
 * The kinds of content and where each lives, per locale and docs version; the routes they are served at.
 * Pure data and functions (the browser bundle imports the routes). Paths are relative to the project root.
 */
import {DEFAULT_LOCALE, i18nDir, type LocaleCode} from './locales.ts';

/** Routes under a locale's base URL. */
export const DOCS_ROUTE = 'docs';
export const RELEASE_NOTES_ROUTE = 'release-notes';
/** The accessibility policy (src/pages/accessibility/index.md) and its test results (report.tsx) under it. */
export const ACCESSIBILITY_ROUTE = 'accessibility';
/** The external API reference: its docs instance id and route. */
export const API_DOCS_ID = 'external-api';
export const API_ROUTE = 'external-api';
/** Folder, inside the API docs instance, of the generated operation pages (same in every locale, so doc ids match). */
export const API_REFERENCE_DIR = 'reference';
/** The OpenAPI description of each locale, beside the reference pages (plugins/openapi-download). */
export const OPENAPI_FILES = {yaml: `${API_ROUTE}/openapi.yaml`, json: `${API_ROUTE}/openapi.json`} as const;
/** The release-notes blog's plugin id. */
export const RELEASE_NOTES_ID = 'release-notes';

export type ContentKind = 'docs' | 'release-notes' | 'api' | 'pages';
/** `current` or an archived docs version (`2.12`); only docs have versions. */
export type DocsVersion = 'current' | (string & {});

/** Where each kind's English source lives. */
const SOURCE_DIRS: Record<ContentKind, string> = {docs: DOCS_ROUTE, 'release-notes': 'release-notes', api: API_ROUTE, pages: 'src/pages'};
/** The folder of each kind's translations under `i18n/<locale>/` (the plugin's name and id). */
const TRANSLATION_DIRS: Record<ContentKind, string> = {
  docs: 'docusaurus-plugin-content-docs',
  'release-notes': `docusaurus-plugin-content-blog-${RELEASE_NOTES_ID}`,
  api: `docusaurus-plugin-content-docs-${API_DOCS_ID}`,
  pages: 'docusaurus-plugin-content-pages',
};
const VERSIONED: Record<ContentKind, boolean> = {docs: true, 'release-notes': false, api: true, pages: false};

/**
 * The folder of a kind of content in a locale and version, e.g. `contentDir('docs', 'ja')` →
 * `i18n/jp/docusaurus-plugin-content-docs/current`; `contentDir('docs', 'en', '2.12')` → `versioned_docs/version-2.12`.
 */
export function contentDir(kind: ContentKind, locale: LocaleCode, version: DocsVersion = 'current'): string {
  if (version !== 'current' && kind !== 'docs') throw new Error(`${kind} has no versions (asked for ${version})`);
  if (locale === DEFAULT_LOCALE) return version === 'current' ? SOURCE_DIRS[kind] : `versioned_docs/version-${version}`;
  const base = `${i18nDir(locale)}/${TRANSLATION_DIRS[kind]}`;
  return VERSIONED[kind] ? `${base}/${version === 'current' ? 'current' : `version-${version}`}` : base;
}

/** The generated API operation pages of a locale (never kept in git). */
export function apiReferenceDir(locale: LocaleCode): string {
  return `${contentDir('api', locale)}/${API_REFERENCE_DIR}`;
}
