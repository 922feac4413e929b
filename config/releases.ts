import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';
import {currentLocale} from './locales';

/**
 * The release-note posts, newest first, in the locale being built: the home page's list and the announcement bar
 * read them here, so both follow the newest post without an edit.
 */
const root = join(__dirname, '..');

export type Release = {title: string; description: string; date: string; permalink: string; slug: string};

export function latestReleases(count: number): Release[] {
  const localeDir = {en: null, ja: 'jp', 'zh-Hant': 'zh'}[currentLocale()];
  const sourceDir = join(root, 'release-notes');
  if (!existsSync(sourceDir)) return [];
  const files = readdirSync(sourceDir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
    .sort()
    .reverse();
  return files.slice(0, count).map((file) => {
    const translated = localeDir && join(root, 'i18n', localeDir, 'docusaurus-plugin-content-blog-release-notes', file);
    const path = translated && existsSync(translated) ? translated : join(sourceDir, file);
    const {data} = matter(readFileSync(path, 'utf8'));
    const [, y, m, d, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file)!;
    return {
      title: String(data.title),
      description: String(data.description ?? ''),
      date: `${y}-${m}-${d}`,
      permalink: `/release-notes/${y}/${m}/${d}/${slug}`,
      slug,
    };
  });
}
