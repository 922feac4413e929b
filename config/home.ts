import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {contentDir} from '../site/content.ts';
import {DEFAULT_LOCALE} from '../site/locales.ts';
import {ROOT} from '../site/paths.ts';
import home from '../data/home.json' with {type: 'json'};
import {latestReleases} from './releases.ts';
import {sections} from './sections.ts';

/**
 * Build-time data for the home page, a data file of its own (plugins/page-weight/lean-site-config/): the audiences' entry
 * points (only docs that exist), the sections, and the newest release notes in the current locale.
 */
const docExists = (id: string) => ['.md', '.mdx'].some((ext) => existsSync(join(ROOT, contentDir('docs', DEFAULT_LOCALE), id + ext)));

export type HomeData = {
  audiences: {id: string; docs: string[]}[];
  sections: {dir: string; label: string; firstDoc: string; group: string}[];
  latestReleases: {title: string; date: string; permalink: string}[];
  apiReference: boolean;
};

export function homeData(): HomeData {
  return {
    audiences: home.audiences.map((a) => ({id: a.id, docs: a.docs.filter(docExists)})).filter((a) => a.docs.length),
    sections: sections.map(({dir, label, firstDoc, group}) => ({dir, label, firstDoc, group})),
    latestReleases: latestReleases(3),
    apiReference: existsSync(join(ROOT, 'config', 'api.ts')),
  };
}
