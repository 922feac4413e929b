// Writes docs/<dir>/_category_.json for every category folder that exists, and the category labels into
// i18n/<jp|zh>/docusaurus-plugin-content-docs/current.json, from tools/categories.json (one source of truth).
// Run it after adding a folder or changing a label: `node tools/sync-categories.ts`. A static test fails when the
// files and tools/categories.json disagree.
import {existsSync, readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const {categories} = JSON.parse(readFileSync(join(root, 'tools/categories.json'), 'utf8'));

for (const c of categories) {
  const dir = join(root, 'docs', c.dir);
  if (!existsSync(dir)) continue;
  const body = {label: c.label, position: c.position, collapsible: true, collapsed: true};
  writeFileSync(join(dir, '_category_.json'), JSON.stringify(body, null, 2) + '\n');
}

for (const loc of ['jp', 'zh']) {
  const file = join(root, 'i18n', loc, 'docusaurus-plugin-content-docs', 'current.json');
  mkdirSync(dirname(file), {recursive: true});
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const c of categories) {
    current[`sidebar.${c.sidebarId}.category.${c.label}`] = {
      message: c[loc === 'jp' ? 'ja' : 'zh'],
      description: `The label for category ${c.label} in sidebar ${c.sidebarId}`,
    };
  }
  current['version.label'] = {message: '2.13', description: 'The label for version current'};
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
}
console.log('sync-categories: done');
