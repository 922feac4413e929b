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

export function listPages(kind: 'docs' | 'blog', locale: LocaleDir): string[] {
  const dir = join(root, LOCALES[locale][kind]);
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

export function readPage(kind: 'docs' | 'blog', locale: LocaleDir, rel: string): Page {
  const file = join(LOCALES[locale][kind], rel);
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
