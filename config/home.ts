import {existsSync} from 'node:fs';
import {join} from 'node:path';
import home from '../data/home.json';
import {latestReleases} from './releases';
import {sections} from './sections';

/**
 * Build-time data for the home page, a data file of its own (plugins/page-weight/lean-site-config/): the audiences' entry
 * points (only docs that exist), the sections, and the newest release notes in the current locale.
 */
const root = join(__dirname, '..');
const docExists = (id: string) => ['.md', '.mdx'].some((ext) => existsSync(join(root, 'docs', id + ext)));

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
    apiReference: existsSync(join(root, 'config', 'api.ts')),
  };
}
