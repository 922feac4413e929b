/**
 * Rules every page follows: product name through the component, known role keys, valid YAML/JSON examples,
 * no unfinished markers, release-note posts of one shape, categories in sync.
 */
import {test, expect} from 'vitest';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import roles from '../../data/roles.json';
import {PRODUCT_NAME} from '../../src/constants/product';
import {listPages, readPage, prose, root, LOCALES, DOC_KINDS, type Kind, type LocaleDir} from '../support/content';
import {contentDir} from '../../site/content.ts';
import {TRANSLATED_LOCALES} from '../../site/locales.ts';
import {readCategories} from '../../tools/content/categories.ts';
import {languageOf} from '../../tools/content/places.ts';
import {codeBlockErrors} from '../../tools/lint/code-blocks.ts';

const ALL: {kind: Kind; loc: LocaleDir; rel: string}[] = [];
for (const kind of [...DOC_KINDS, 'blog' as const])
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
      for (const key of m[1]
        .split(',')
        .map((s) => s.trim().replace(/['"]/g, ''))
        .filter(Boolean)) {
        if (!(key in roles)) problems.push(`${page.file}: unknown role "${key}"`);
      }
    }
  }
  expect(problems, 'add the role to data/roles.json or fix the key').toEqual([]);
});

// Every page's blocks are checked by npm run lint (tools/lint/check-pages.ts); here, that the check finds a bad one.
test('a YAML or JSON code block that does not parse is reported at its line; valid ones and other languages are not', () => {
  const page = [
    '# Example',
    '',
    '```yaml',
    'server:',
    '  port: 443',
    '```',
    '',
    '```json',
    '{"port": 443,}',
    '```',
    '',
    '```yaml',
    'server: [443',
    '```',
    '',
    '```bash',
    'echo {',
    '```',
  ].join('\n');
  const errors = codeBlockErrors(page);
  expect(errors.map((e) => e.replace(/ code block does not parse:.*/, ''))).toEqual(['line 8: json', 'line 12: yaml']);
  expect(codeBlockErrors('```json\n{"port": 443}\n```\n')).toEqual([]);
});

test('menu paths use the arrow between labels (**Settings** → **General**), never >', () => {
  const offenders = ALL.map(({kind, loc, rel}) => readPage(kind, loc, rel))
    .filter((p) => /\*\*[^*\n]+\*\*\s*>\s*\*\*/.test(p.body.replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, '')))
    .map((p) => p.file);
  expect(offenders, 'write **A** → **B** (data/glossary.yml, menu path separator)').toEqual([]);
});

test('no page is unfinished (TODO, lorem ipsum, coming soon)', () => {
  const pattern = /\bTODO\b|lorem ipsum|coming soon|準備中|TBD\b|敬請期待/i;
  const offenders = ALL.map(({kind, loc, rel}) => readPage(kind, loc, rel))
    .filter((p) => pattern.test(p.body))
    .map((p) => p.file);
  expect(offenders).toEqual([]);
});

// The release notes are the source of truth for the releases: what the tests expect (pages, counts, routes) is derived
// from the posts themselves, checked here for the shape every post must have.
const RELEASE_SLUG = /^(release-note-v\d+[-.]\d+[-.]\d+|release-notes?)$/;
const RELEASE_TAGS = new Set(['new-features', 'improvements', 'fixes', 'security', 'api-changes']);
const versionOf = (title: unknown) => /(\d+\.\d+\.\d+)/.exec(String(title))?.[1];
const versionKey = (v: string) =>
  v
    .split('.')
    .map((n) => n.padStart(4, '0'))
    .join('.');

test('release-note posts: <date>-<slug>.md, a version in the title, versions rising with the date, known tags', () => {
  const posts = listPages('blog', 'en');
  expect(posts.length, 'release-notes/ has no posts').toBeGreaterThan(0);
  const problems: string[] = [];
  let previous: {version: string; file: string} | undefined;
  for (const rel of posts) {
    const m = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(rel);
    if (!m || !RELEASE_SLUG.test(m[4])) {
      problems.push(
        `release-notes/${rel}: name it <YYYY-MM-DD>-<slug>.md with the slug release-note-v<x-y-z>, release-note-v<x.y.z>, release-notes or release-note`,
      );
      continue;
    }
    const en = readPage('blog', 'en', rel);
    const version = versionOf(en.data.title);
    if (!version) problems.push(`${en.file}: the title must state the version (x.y.z)`);
    else if (previous && versionKey(version) <= versionKey(previous.version))
      problems.push(`${en.file}: version ${version} is not newer than ${previous.version} (${previous.file}), although the post is dated later`);
    if (version) previous = {version, file: en.file};
    for (const {i18nFolder} of TRANSLATED_LOCALES) {
      const page = readPage('blog', i18nFolder, rel);
      if (versionOf(page.data.title) !== version) problems.push(`${page.file}: the title's version differs from the English post (${version})`);
      if (JSON.stringify(page.data.tags ?? []) !== JSON.stringify(en.data.tags ?? [])) problems.push(`${page.file}: tags differ from the English post`);
    }
    const tags = (en.data.tags ?? []) as string[];
    if (tags.length === 0) problems.push(`${en.file}: give the post its tags (${[...RELEASE_TAGS].join(', ')})`);
    for (const t of tags) if (!RELEASE_TAGS.has(t)) problems.push(`${en.file}: unknown tag "${t}" (${[...RELEASE_TAGS].join(', ')})`);
  }
  expect(problems).toEqual([]);
});

test('category folders and their labels match tools/categories.json', () => {
  const categories = readCategories(root);
  const byDir = new Map(categories.map((c) => [c.dir, c]));
  const problems: string[] = [];
  const folders = fg.sync('docs/*/*/**/', {cwd: root, onlyDirectories: true, markDirectories: false});
  // Image folders beside pages (img/) hold no pages: they are not sidebar categories.
  for (const folder of folders.map((f) => f.replace(/^docs\//, '').replace(/\/$/, '')).filter((f) => !/(^|\/)img(\/|$)/.test(f))) {
    const c = byDir.get(folder);
    if (!c) {
      problems.push(`docs/${folder}: add it to tools/categories.json and run node tools/sync-categories.ts`);
      continue;
    }
    const file = join(root, 'docs', folder, '_category_.json');
    const actual = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as {label?: string; position?: number};
    if (actual.label !== c.label || actual.position !== c.position) problems.push(`${file}: run node tools/sync-categories.ts`);
  }
  for (const {code} of TRANSLATED_LOCALES) {
    // The sidebar's translations sit beside the locale's current docs: <docs folder>.json.
    const file = `${contentDir('docs', code)}.json`;
    const current = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, {message?: string} | undefined>;
    const language = languageOf(code);
    for (const c of categories) {
      const key = `sidebar.${c.sidebarId}.category.${c.label}`;
      if (current[key]?.message !== (language === 'en' ? c.label : c[language])) problems.push(`${file} ${key}: run node tools/sync-categories.ts`);
    }
  }
  expect(problems).toEqual([]);
});
