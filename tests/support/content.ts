/**
 * Reads the site's sources for the static tests: pages per locale, their front matter and heading ids. Where the
 * pages are is the site model's (site/); front matter and headings are read by the writers' checks' own reader
 * (tools/content/), so a test and a check never disagree on what a page says.
 */
import {readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import {contentDir} from '../../site/content.ts';
import {LOCALES as SITE_LOCALES, localeOfFolder, type LocaleCode, type SiteLocale} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {ARCHIVED_VERSIONS as SITE_ARCHIVED_VERSIONS} from '../../site/versions.ts';
import {readFrontMatter} from '../../tools/content/front-matter.ts';
import {headings, readMarkdown, type HeadingInfo} from '../../tools/content/markdown.ts';

export const root = ROOT;

/** A locale as the tests name it: its folder under i18n/ (`en` for the English sources). */
export type LocaleDir = SiteLocale['i18nFolder'];

/** Each locale's current docs and release notes, by its folder under i18n/. */
export const LOCALES = Object.fromEntries(
  SITE_LOCALES.map((l) => [l.i18nFolder, {docs: contentDir('docs', l.code), blog: contentDir('release-notes', l.code)}]),
) as Record<LocaleDir, {docs: string; blog: string}>;

const codeOf = (locale: LocaleDir): LocaleCode => {
  const found = localeOfFolder(locale);
  if (!found) throw new Error(`no locale has the folder ${locale}`);
  return found.code;
};

/** Archived docs versions (versions.json): each is a kind of its own, `docs@2.12`, with the same three-locale rules. */
export const ARCHIVED_VERSIONS: string[] = [...SITE_ARCHIVED_VERSIONS];
export type Kind = 'docs' | 'blog' | `docs@${string}`;
export const DOC_KINDS: Kind[] = ['docs', ...ARCHIVED_VERSIONS.map((v) => `docs@${v}` as Kind)];

/** The folder of a kind of page in a locale. */
export function dirOf(kind: Kind, locale: LocaleDir): string {
  if (kind === 'docs' || kind === 'blog') return LOCALES[locale][kind];
  return contentDir('docs', codeOf(locale), kind.slice('docs@'.length));
}

export function listPages(kind: Kind, locale: LocaleDir): string[] {
  const dir = join(root, dirOf(kind, locale));
  if (!existsSync(dir)) return [];
  return fg.sync('**/*.{md,mdx}', {cwd: dir}).sort();
}

export type Page = {
  file: string;
  data: Record<string, unknown>;
  body: string;
  /** The explicit ids (`{#id}`) of the page's ## and ### headings. */
  headingIds: string[];
  /** The source lines of its ## and ### headings without an explicit id. */
  headingsWithoutId: string[];
};

/** A page: its front matter and body; its headings are read when a test asks for them. */
export function readPage(kind: Kind, locale: LocaleDir, rel: string): Page {
  const file = join(dirOf(kind, locale), rel);
  const source = readFileSync(join(root, file), 'utf8');
  const {data, body} = readFrontMatter(source, file);
  let sections: HeadingInfo[] | undefined;
  const sectionHeadings = () => (sections ??= headings(readMarkdown(source)).filter((h) => h.depth === 2 || h.depth === 3));
  return {
    file,
    data,
    body,
    get headingIds() {
      return sectionHeadings()
        .filter((h) => h.explicit)
        .map((h) => h.id);
    },
    get headingsWithoutId() {
      return sectionHeadings()
        .filter((h) => !h.explicit)
        .map((h) => h.raw);
    },
  };
}

/** Prose of a page: no code blocks, no inline code, no JSX tags, no link targets, no heading ids. */
export function prose(body: string): string {
  return body
    .replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

/** The text of HTML with its entities decoded (&amp;, &lt;, &gt;, &quot;, &#x27;). */
export const decodeHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
