/**
 * Reads the site's sources for the static tests: pages per locale, their front matter and heading ids.
 */
import {readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import matter from 'gray-matter';

export const root = join(__dirname, '..', '..');

export const LOCALES = {
  en: {docs: 'docs', blog: 'release-notes'},
  jp: {
    docs: 'i18n/jp/docusaurus-plugin-content-docs/current',
    blog: 'i18n/jp/docusaurus-plugin-content-blog-release-notes',
  },
  zh: {
    docs: 'i18n/zh/docusaurus-plugin-content-docs/current',
    blog: 'i18n/zh/docusaurus-plugin-content-blog-release-notes',
  },
} as const;
export type LocaleDir = keyof typeof LOCALES;

/** Archived docs versions (versions.json): each is a kind of its own, `docs@2.12`, with the same three-locale rules. */
export const ARCHIVED_VERSIONS: string[] = existsSync(join(root, 'versions.json')) ? JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8')) : [];
export type Kind = 'docs' | 'blog' | `docs@${string}`;
export const DOC_KINDS: Kind[] = ['docs', ...ARCHIVED_VERSIONS.map((v) => `docs@${v}` as Kind)];

/** The folder of a kind of page in a locale. */
export function dirOf(kind: Kind, locale: LocaleDir): string {
  if (kind === 'docs' || kind === 'blog') return LOCALES[locale][kind];
  const version = kind.slice('docs@'.length);
  return locale === 'en' ? `versioned_docs/version-${version}` : `i18n/${locale}/docusaurus-plugin-content-docs/version-${version}`;
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
  headingIds: string[];
  headingsWithoutId: string[];
};

export function readPage(kind: Kind, locale: LocaleDir, rel: string): Page {
  const file = join(dirOf(kind, locale), rel);
  const {data, content} = matter(readFileSync(join(root, file), 'utf8'));
  const headingIds: string[] = [];
  const headingsWithoutId: string[] = [];
  let inFence = false;
  for (const line of content.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^(#{2,3})\s+(.*)$/.exec(line);
    if (!m) continue;
    const id = /\{#([^}]+)\}\s*$/.exec(m[2]);
    if (id) headingIds.push(id[1]);
    else headingsWithoutId.push(line);
  }
  return {file, data, body: content, headingIds, headingsWithoutId};
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
