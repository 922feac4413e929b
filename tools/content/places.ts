/**
 * Where the pages are on disk, for the writers' checks and the static tests: each locale's content folders per kind
 * and docs version as globs, and the place (kind, locale, version, path inside the folder) of a repository-relative
 * path. Built on the site model (site/content.ts, site/locales.ts), which alone spells the folders.
 */
import {existsSync, readdirSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {contentDir, type ContentKind, type DocsVersion} from '../../site/content.ts';
import {DEFAULT_LOCALE, LOCALES, TRANSLATED_LOCALES, i18nDir, siteLocale, type LocaleCode, type SearchLanguage} from '../../site/locales.ts';

/** A page's file name: Markdown or MDX. */
export const PAGE_FILE = /\.mdx?$/;
/** The glob of the pages in a folder. */
const PAGES_IN = '**/*.{md,mdx}';
/** Every kind of content, in the order the site lists them. */
export const CONTENT_KINDS: readonly ContentKind[] = ['docs', 'release-notes', 'api', 'pages'];

/** A stand-in for a docs version number in a content folder (`version-<x.y>`), made into a pattern below. */
const ANY_VERSION = '\u0000';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A locale's folders of archived docs versions, as a pattern whose group 1 is the version (`2.12`). */
function archivedDocsPattern(locale: LocaleCode): RegExp {
  return new RegExp(`^${escape(contentDir('docs', locale, ANY_VERSION)).replace(ANY_VERSION, '([^/]+)')}/`);
}

/** The folder that holds a locale's archived docs versions, one `version-<x.y>` folder each (`versioned_docs` in English). */
export function archivedDocsParent(locale: LocaleCode): string {
  return dirname(contentDir('docs', locale, ANY_VERSION));
}

/** The archived docs versions that have a folder under a root (`versioned_docs/version-<x.y>`), whatever versions.json says. */
export function docsVersionsOnDisk(root: string): string[] {
  const folder = contentDir('docs', DEFAULT_LOCALE, ANY_VERSION);
  const parent = join(root, archivedDocsParent(DEFAULT_LOCALE));
  const prefix = basename(folder).slice(0, basename(folder).indexOf(ANY_VERSION));
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(prefix) && name.length > prefix.length)
    .map((name) => name.slice(prefix.length));
}

export type GlobOptions = {
  /** The kinds of content (default: every kind). */
  kinds?: readonly ContentKind[];
  /** With the archived docs versions (default true). */
  archived?: boolean;
};

/** Globs of a locale's pages, relative to the project root (the generated API reference is the caller's to leave out). */
export function pageGlobs(locale: LocaleCode, {kinds = CONTENT_KINDS, archived = true}: GlobOptions = {}): string[] {
  return kinds.flatMap((kind) => [
    `${contentDir(kind, locale)}/${PAGES_IN}`,
    ...(kind === 'docs' && archived ? [`${contentDir('docs', locale, ANY_VERSION).replace(ANY_VERSION, '*')}/${PAGES_IN}`] : []),
  ]);
}

/** Globs of every page of every locale. */
export function allPageGlobs(options: GlobOptions = {}): string[] {
  return LOCALES.flatMap((l) => pageGlobs(l.code, options));
}

/** Where a file is among the site's content. */
export type Place = {
  kind: ContentKind;
  locale: LocaleCode;
  version: DocsVersion;
  /** The content folder (contentDir). */
  dir: string;
  /** The path inside it. */
  rel: string;
};

/** The place of a repository-relative path (`/` separators), or undefined when it is in no content folder. */
export function placeOf(file: string): Place | undefined {
  for (const {code: locale} of LOCALES) {
    for (const kind of CONTENT_KINDS) {
      const dir = contentDir(kind, locale);
      if (file.startsWith(`${dir}/`)) return {kind, locale, version: 'current', dir, rel: file.slice(dir.length + 1)};
      if (kind !== 'docs') continue;
      const archived = archivedDocsPattern(locale).exec(file);
      if (archived) {
        const version = archived[1];
        const versionDir = contentDir('docs', locale, version);
        return {kind, locale, version, dir: versionDir, rel: file.slice(versionDir.length + 1)};
      }
    }
  }
  return undefined;
}

/** The locale of a repository-relative path: the translated locale whose folder holds it, else the default locale. */
export function localeOfFile(file: string): LocaleCode {
  return placeOf(file)?.locale ?? TRANSLATED_LOCALES.find((l) => file.startsWith(`${i18nDir(l.code)}/`))?.code ?? DEFAULT_LOCALE;
}

/**
 * A locale's language as the project's data files key their forms (data/glossary.yml, facts/numbers.yml,
 * tools/categories.json): `en`, `ja`, `zh`; the first language of the locale's search index.
 */
export function languageOf(locale: LocaleCode): SearchLanguage {
  return siteLocale(locale).searchLanguages[0];
}
