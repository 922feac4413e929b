/**
 * Rules every page follows: product name through the component, known role keys, valid YAML/JSON examples,
 * no unfinished markers, release notes that match ../shared/release-notes.tsv, categories in sync.
 */
import {test, expect} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import roles from '../../data/roles.json';
import {PRODUCT_NAME} from '../../src/constants/product';
import {listPages, readPage, prose, root, LOCALES, type LocaleDir} from '../support/content';
import {codeBlockErrors} from '../../tools/code-blocks.mjs';

const ALL: {kind: 'docs' | 'blog'; loc: LocaleDir; rel: string}[] = [];
for (const kind of ['docs', 'blog'] as const)
  for (const loc of Object.keys(LOCALES) as LocaleDir[]) for (const rel of listPages(kind, loc)) ALL.push({kind, loc, rel});

test('pages name the product only through <ProductName />', () => {
  const offenders = ALL.filter(({kind, loc, rel}) => prose(readPage(kind, loc, rel).body).includes(PRODUCT_NAME)).map(
    ({kind, loc, rel}) => readPage(kind, loc, rel).file,
  );
  expect(offenders, 'replace the typed product name with <ProductName />').toEqual([]);
});

test('<RequiredRoles> uses only roles defined in data/roles.json', () => {
  const problems: string[] = [];
  for (const {kind, loc, rel} of ALL) {
    const page = readPage(kind, loc, rel);
    for (const m of page.body.matchAll(/<RequiredRoles\s+roles=\{\[([^\]]*)\]\}/g)) {
      for (const key of m[1].split(',').map((s) => s.trim().replace(/['"]/g, '')).filter(Boolean)) {
        if (!(key in roles)) problems.push(`${page.file}: unknown role "${key}"`);
      }
    }
  }
  expect(problems, 'add the role to data/roles.json or fix the key').toEqual([]);
});

test('every YAML and JSON code block parses, in every locale', () => {
  const problems: string[] = [];
  for (const {kind, loc, rel} of ALL) {
    const page = readPage(kind, loc, rel);
    for (const err of codeBlockErrors(page.body)) problems.push(`${page.file}: ${err}`);
  }
  expect(problems).toEqual([]);
});

test('no page is unfinished (TODO, lorem ipsum, coming soon)', () => {
  const pattern = /\bTODO\b|lorem ipsum|coming soon|準備中|TBD\b|敬請期待/i;
  const offenders = ALL.map(({kind, loc, rel}) => readPage(kind, loc, rel)).filter((p) => pattern.test(p.body)).map((p) => p.file);
  expect(offenders).toEqual([]);
});

test('release notes are the posts of ../shared/release-notes.tsv, named <date>-<slug>.md', () => {
  const tsvPath = join(root, '..', 'shared', 'release-notes.tsv');
  test.skip(!existsSync(tsvPath), 'shared/release-notes.tsv is not beside the project');
  const rows = readFileSync(tsvPath, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
  const known = new Set(rows.map(([date, slug]) => `${date}-${slug}.md`));
  const posts = listPages('blog', 'en');
  expect(posts.length, 'release-notes/ has no posts').toBeGreaterThan(0);
  expect(posts.filter((p) => !known.has(p)), 'each post must be a row of release-notes.tsv').toEqual([]);
});

test('category folders and their labels match tools/categories.json', () => {
  const {categories} = JSON.parse(readFileSync(join(root, 'tools/categories.json'), 'utf8'));
  const byDir = new Map(categories.map((c: {dir: string}) => [c.dir, c]));
  const problems: string[] = [];
  const folders = fg.sync('docs/*/*/**/', {cwd: root, onlyDirectories: true, markDirectories: false});
  for (const folder of folders.map((f) => f.replace(/^docs\//, '').replace(/\/$/, ''))) {
    const c = byDir.get(folder) as {label: string; position: number} | undefined;
    if (!c) {
      problems.push(`docs/${folder}: add it to tools/categories.json and run node tools/sync-categories.mjs`);
      continue;
    }
    const file = join(root, 'docs', folder, '_category_.json');
    const actual = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    if (actual.label !== c.label || actual.position !== c.position) problems.push(`${file}: run node tools/sync-categories.mjs`);
  }
  for (const loc of ['jp', 'zh']) {
    const current = JSON.parse(readFileSync(join(root, `i18n/${loc}/docusaurus-plugin-content-docs/current.json`), 'utf8'));
    for (const c of categories) {
      const key = `sidebar.${c.sidebarId}.category.${c.label}`;
      if (current[key]?.message !== c[loc === 'jp' ? 'ja' : 'zh']) problems.push(`i18n/${loc} current.json ${key}: run node tools/sync-categories.mjs`);
    }
  }
  expect(problems).toEqual([]);
});
