import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';
import {RELEASE_NOTES_ROUTE, contentDir} from '../site/content.ts';
import {DEFAULT_LOCALE} from '../site/locales.ts';
import {ROOT} from '../site/paths.ts';
import {currentLocale} from './locales.ts';

/**
 * The release-note posts, newest first, in the locale being built: the home page's list and the announcement bar
 * read them here, so both follow the newest post without an edit.
 */

export type Release = {title: string; description: string; date: string; permalink: string; slug: string};

export function latestReleases(count: number): Release[] {
  const sourceDir = join(ROOT, contentDir('release-notes', DEFAULT_LOCALE));
  // A translated post where there is one, else the English source.
  const translatedDir = join(ROOT, contentDir('release-notes', currentLocale()));
  if (!existsSync(sourceDir)) return [];
  const files = readdirSync(sourceDir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
    .sort()
    .reverse();
  return files.slice(0, count).map((file) => {
    const translated = join(translatedDir, file);
    const path = existsSync(translated) ? translated : join(sourceDir, file);
    const {data} = matter(readFileSync(path, 'utf8'));
    const [, y, m, d, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file)!;
    return {
      title: String(data.title),
      description: String(data.description ?? ''),
      date: `${y}-${m}-${d}`,
      permalink: `/${RELEASE_NOTES_ROUTE}/${y}/${m}/${d}/${slug}`,
      slug,
    };
  });
}
