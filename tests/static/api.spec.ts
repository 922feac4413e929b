/**
 * The external API description (openapi/) and its translations: lint-clean under Redocly's recommended rules (the
 * source, and each locale's copy that the site publishes as external-api/openapi.yaml), every text translated into
 * Japanese and Traditional Chinese, and no translation left pointing at something the English source no longer has.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {root} from '../support/content';

// The tool is an ES module; Playwright compiles test files to CommonJS, so it is loaded with a dynamic import.
// The tool's YAML documents are untyped (js-yaml returns unknown): read them as plain objects here.
type Doc = Record<string, any>;
type I18nTool = Omit<typeof import('../../tools/openapi-i18n.mjs'), 'loadSource' | 'loadTranslation' | 'localizedSpec'> & {
  loadSource(): Doc;
  loadTranslation(locale: string): Doc;
  localizedSpec(locale: string, spec?: Doc): Doc;
};
let i18n: I18nTool;
test.beforeAll(async () => {
  i18n = (await import('../../tools/openapi-i18n.mjs')) as unknown as I18nTool;
});

const OPERATIONS = 31;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

test('the description passes Redocly lint (recommended rules)', () => {
  const r = spawnSync('npx', ['redocly', 'lint', 'openapi/external-api.yaml', '--config', 'openapi/redocly.yaml'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
});

/** Redocly lint, with the source's rules, of one locale's copy as the site publishes it; written to a temp folder. */
function lintLocalized(locale: string, change?: (spec: Doc) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const spec = i18n.localizedSpec(locale);
    change?.(spec);
    const file = join(dir, `external-api.${locale}.yaml`);
    writeFileSync(file, i18n.toYaml(spec));
    const r = spawnSync('npx', ['redocly', 'lint', file, '--config', join(root, 'openapi/redocly.yaml'), '--format', 'codeframe'], {cwd: root, encoding: 'utf8'});
    return {status: r.status, output: `${r.stdout}\n${r.stderr}`};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

for (const locale of ['en', 'ja', 'zh-Hant']) {
  test(`the ${locale} description (the site's external-api/openapi.yaml of that locale) passes Redocly lint`, () => {
    const {status, output} = lintLocalized(locale);
    expect(status, `the ${locale} description fails Redocly lint (openapi/redocly.yaml):\n${output}`).toBe(0);
  });
}

test('the lint of a localized description reports a problem it has', () => {
  // A translation can only change texts: an empty summary is the kind of mistake it can make.
  const {status, output} = lintLocalized('ja', (spec) => (spec.paths['/building/{id}'].get.summary = ''));
  expect(status, output).not.toBe(0);
  expect(output).toMatch(/operation-summary/);
});

test('the description has the 31 operations of the seed, each with 400 and 401 answers', () => {
  const spec = i18n.loadSource();
  type Operation = {operationId: string; responses: object};
  const paths = spec.paths as Record<string, Record<string, Operation>>;
  const operations = Object.values(paths).flatMap((item) => HTTP_METHODS.filter((m) => item[m]).map((m) => item[m]));
  expect(operations).toHaveLength(OPERATIONS);
  expect(new Set(operations.map((op) => op.operationId)).size).toBe(OPERATIONS);
  for (const op of operations) expect(Object.keys(op.responses), op.operationId).toEqual(expect.arrayContaining(['400', '401']));
});

for (const locale of ['ja', 'zh-Hant']) {
  test(`every text of the description has its ${locale} translation, and no translation is orphaned`, () => {
    const {missing, orphans, total} = i18n.compare(i18n.loadSource(), i18n.loadTranslation(locale));
    expect(total).toBeGreaterThan(300);
    expect(missing, `texts without a ${locale} translation`).toEqual([]);
    expect(orphans, `${locale} keys that match nothing in the source`).toEqual([]);
  });
}

test('every text of the description is reachable by the translation files', () => {
  expect(i18n.unreachableTexts(i18n.loadSource())).toEqual([]);
});

test('the coverage check reports a removed translation and a stale key', () => {
  const spec = i18n.loadSource();
  const translation = structuredClone(i18n.loadTranslation('ja'));
  delete translation.operations.getBuilding.summary;
  translation.operations.removedOperation = {summary: '削除された操作'};
  const {missing, orphans} = i18n.compare(spec, translation);
  expect(missing).toEqual(['operations.getBuilding.summary']);
  expect(orphans).toEqual(['operations.removedOperation.summary']);
});

test('the localized description keeps the structure and replaces the texts', () => {
  const spec = i18n.loadSource();
  const ja = i18n.localize(spec, i18n.loadTranslation('ja'));
  expect(Object.keys(ja.paths)).toEqual(Object.keys(spec.paths));
  expect(ja.paths['/building/{id}'].get.operationId).toBe('getBuilding');
  expect(ja.paths['/building/{id}'].get.summary).toMatch(/[ぁ-んァ-ン一-龯]/);
  expect(ja.tags.map((t: {name: string}) => t.name)).toEqual(spec.tags.map((t: {name: string}) => t.name));
});

test('every label of the OpenAPI theme (theme.openapi.*) and of our API page and try-it wrappers (api.*) has its Japanese and Chinese text', () => {
  const themeDir = join(root, 'node_modules/docusaurus-theme-openapi-docs/lib');
  const ids = new Set<string>();
  for (const file of readdirSync(themeDir, {recursive: true}) as string[]) {
    if (!file.endsWith('.js')) continue;
    for (const m of readFileSync(join(themeDir, file), 'utf8').matchAll(/id:\s*"(theme\.openapi\.[\w.]+)"/g)) ids.add(m[1]);
  }
  expect(ids.size).toBeGreaterThan(50);
  const wrapperIds = new Set<string>();
  for (const wrapperDir of [join(root, 'src/theme/ApiExplorer'), join(root, 'src/theme/ApiItem')]) {
    for (const file of readdirSync(wrapperDir, {recursive: true}) as string[]) {
      if (!file.endsWith('.tsx')) continue;
      for (const m of readFileSync(join(wrapperDir, file), 'utf8').matchAll(/id(?::\s*|=)['"]([\w.]+)['"]/g)) wrapperIds.add(m[1]);
    }
  }
  expect(wrapperIds.size, 'translate() and <Translate> ids in src/theme/ApiExplorer and ApiItem').toBeGreaterThanOrEqual(11);
  for (const folder of ['jp', 'zh']) {
    const codeJson = JSON.parse(readFileSync(join(root, 'i18n', folder, 'code.json'), 'utf8'));
    const missing = [...ids, ...wrapperIds].filter((id) => !codeJson[id]?.message);
    expect(missing, `theme.openapi and api.tryIt labels without a ${folder} translation`).toEqual([]);
  }
});

test('the try-it default server is the reader\'s own, with an editable host; the local mock is the other choice', () => {
  type Server = {url: string; variables?: Record<string, {default: string; description?: string}>};
  const servers = i18n.loadSource().servers as Server[];
  expect(servers.map((s) => s.url)).toEqual(['https://{host}/api/external', 'http://127.0.0.1:4010']);
  // The placeholder is a reserved example name (nobody's server): the try-it panel refuses to send to it.
  expect(servers[0].variables?.host?.default).toBe('booking.example.com');
  expect(servers[0].variables?.host?.description).toBeTruthy();
});

test('the descriptions use only what the API pages render (src/theme/Markdown): no HTML, fenced code or admonitions', () => {
  const texts: [string, string][] = [];
  const collect = (node: unknown, where: string) => {
    if (typeof node === 'string') texts.push([where, node]);
    else if (Array.isArray(node)) node.forEach((item, i) => collect(item, `${where}[${i}]`));
    else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) collect(value, `${where}.${key}`);
  };
  const spec = i18n.loadSource();
  collect(spec, 'source');
  for (const locale of i18n.TRANSLATED_LOCALES) collect(i18n.localize(spec, i18n.loadTranslation(locale)), locale);
  const descriptions = texts.filter(([where]) => /\.description$/.test(where));
  expect(descriptions.length).toBeGreaterThan(300);
  const unsupported = descriptions
    .map(([where, text]) => [where, text.replace(/`[^`]*`/g, '')] as const)
    .filter(([, text]) => /```|^:::|<\/?[a-z][\w-]*[\s>/]/im.test(text))
    .map(([where]) => where);
  expect(unsupported, 'descriptions with HTML, fenced code or an admonition, which src/theme/Markdown does not render').toEqual([]);
});
