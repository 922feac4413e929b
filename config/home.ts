import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';
import home from '../data/home.json';
import {currentLocale} from './locales';
import {sections} from './sections';

/**
 * Build-time data for the home page, passed through `customFields`: the audiences' entry points (only docs that
 * exist), the sections, and the newest release notes in the current locale.
 */
const root = join(__dirname, '..');
const docExists = (id: string) => ['.md', '.mdx'].some((ext) => existsSync(join(root, 'docs', id + ext)));

export type HomeData = {
  audiences: {id: string; docs: string[]}[];
  sections: {dir: string; label: string; firstDoc: string; group: string}[];
  latestReleases: {title: string; date: string; permalink: string}[];
  apiReference: boolean;
};

function latestReleases(count: number): HomeData['latestReleases'] {
  const localeDir = {en: null, ja: 'jp', 'zh-Hant': 'zh'}[currentLocale()];
  const sourceDir = join(root, 'release-notes');
  if (!existsSync(sourceDir)) return [];
  const files = readdirSync(sourceDir).filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f)).sort().reverse();
  return files.slice(0, count).map((file) => {
    const translated = localeDir && join(root, 'i18n', localeDir, 'docusaurus-plugin-content-blog-release-notes', file);
    const path = translated && existsSync(translated) ? translated : join(sourceDir, file);
    const {data} = matter(readFileSync(path, 'utf8'));
    const [, y, m, d, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file)!;
    return {title: String(data.title), date: `${y}-${m}-${d}`, permalink: `/release-notes/${y}/${m}/${d}/${slug}`};
  });
}

export function homeData(): HomeData {
  return {
    audiences: home.audiences.map((a) => ({id: a.id, docs: a.docs.filter(docExists)})).filter((a) => a.docs.length),
    sections: sections.map(({dir, label, firstDoc, group}) => ({dir, label, firstDoc, group})),
    latestReleases: latestReleases(3),
    apiReference: existsSync(join(root, 'config', 'api.ts')),
  };
}
