// Writes docs/<dir>/_category_.json for every category folder that exists, and the category labels into each
// translated locale's sidebar translations (<locale's current docs folder>.json, e.g.
// i18n/jp/docusaurus-plugin-content-docs/current.json), from tools/categories.json (one source of truth).
// Run it after adding a folder or changing a label: `node tools/sync-categories.ts`. A static test fails when the
// files and tools/categories.json disagree.
import {existsSync, readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {contentDir} from '../site/content.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES} from '../site/locales.ts';
import {ROOT} from '../site/paths.ts';
import {CURRENT_RELEASE} from '../site/product.ts';
import {readCategories} from './content/categories.ts';
import {languageOf} from './content/places.ts';

/** A Docusaurus translation file: message id → {message, description}. */
type TranslationFile = Record<string, {message: string; description: string}>;

const categories = readCategories(ROOT);
/** A category's label in a locale, from its language's field. */
const labelIn = (c: (typeof categories)[number], code: (typeof TRANSLATED_LOCALES)[number]['code']): string | undefined => {
  const language = languageOf(code);
  return language === 'en' ? c.label : c[language];
};

// Every label first: a missing one stops the run before any file is written.
const unlabelled = TRANSLATED_LOCALES.flatMap(({code}) =>
  categories.filter((c) => labelIn(c, code) === undefined).map((c) => `${c.dir} (${languageOf(code)})`),
);
if (unlabelled.length) {
  console.error(`sync-categories: tools/categories.json has no label for ${unlabelled.join(', ')}: add them, then run this again`);
  process.exit(1);
}

for (const c of categories) {
  const dir = join(ROOT, contentDir('docs', DEFAULT_LOCALE), c.dir);
  if (!existsSync(dir)) continue;
  const body = {label: c.label, position: c.position, collapsible: true, collapsed: true};
  writeFileSync(join(dir, '_category_.json'), JSON.stringify(body, null, 2) + '\n');
}

for (const {code} of TRANSLATED_LOCALES) {
  const file = join(ROOT, `${contentDir('docs', code)}.json`);
  mkdirSync(dirname(file), {recursive: true});
  const current = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as TranslationFile;
  for (const c of categories) {
    current[`sidebar.${c.sidebarId}.category.${c.label}`] = {
      message: labelIn(c, code) ?? c.label,
      description: `The label for category ${c.label} in sidebar ${c.sidebarId}`,
    };
  }
  current['version.label'] = {message: CURRENT_RELEASE, description: 'The label for version current'};
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
}
console.log('sync-categories: done');
