/**
 * The external API description (openapi/) and its translations: lint-clean under Redocly's recommended rules (the
 * source, and each locale's copy that the site publishes as external-api/openapi.yaml), every text translated into
 * Japanese and Traditional Chinese, and no translation left pointing at something the English source no longer has.
 * Redocly lint is the project's CLI (`npm run api:lint`, its own pinned version): one run for all the descriptions and
 * a localized one with a planted mistake, each file's problems read from its JSON report.
 */
import {beforeAll, afterAll, test, expect} from 'vitest';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {root} from '../support/content';
import * as i18n from '../../tools/openapi-i18n.ts';
import type {Translation, TranslationValue} from '../../tools/openapi-i18n.ts';
import type {HttpMethod} from '../../tools/api/openapi.ts';
import {childEnvironment} from '../../site/environment.ts';
import {i18nDir, LOCALE_CODES, TRANSLATED_LOCALES} from '../../site/locales.ts';

type Problem = {ruleId: string; severity: string; message: string; location: {source: {ref: string}; start?: {line: number; col: number}}[]};
type LintReport = {totals: {errors: number; warnings: number}; problems: Problem[]};
/** What Redocly lint says of each file: `errors` (the command exits 1 when a file has one) and its problems, one a line. */
const lint: Record<string, {errors: number; output: string}> = {};
let dir: string;

const LOCALES = LOCALE_CODES;
const PLANTED = 'ja (an empty summary planted)';

beforeAll(() => {
  // Each locale's copy as the site publishes it, with the source's rules; and the Japanese one with a mistake planted
  // (a translation can only change texts: an empty summary is the kind of mistake it can make).
  dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  const files: Record<string, string> = {source: join(root, 'openapi/external-api.yaml')};
  for (const locale of LOCALES) {
    files[locale] = join(dir, `external-api.${locale}.yaml`);
    writeFileSync(files[locale], i18n.toYaml(i18n.localizedSpec(locale)));
  }
  const planted = i18n.localizedSpec('ja');
  planted.paths['/building/{id}'].get!.summary = '';
  files[PLANTED] = join(dir, 'external-api.ja-planted.yaml');
  writeFileSync(files[PLANTED], i18n.toYaml(planted));
  const r = spawnSync(
    join(root, 'node_modules/.bin/redocly'),
    ['lint', ...Object.values(files), '--config', join(root, 'openapi/redocly.yaml'), '--format', 'json'],
    {
      cwd: root,
      encoding: 'utf8',
      env: childEnvironment({}, {REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'}),
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  // One JSON report a file, in the order of the command line.
  let reports: LintReport[];
  try {
    reports = JSON.parse(`[${r.stdout.trim().replace(/\}\s*\{(?=\s*"totals")/g, '},{')}]`);
  } catch {
    throw new Error(`Redocly lint did not report as JSON (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  expect(reports.length, `one report a file:\n${r.stderr}`).toBe(Object.keys(files).length);
  Object.keys(files).forEach((name, i) => {
    const {totals, problems} = reports[i];
    lint[name] = {
      errors: totals.errors,
      output: problems
        .map((p) => `${p.location[0]?.source.ref}:${p.location[0]?.start?.line}:${p.location[0]?.start?.col} ${p.severity} ${p.ruleId}: ${p.message}`)
        .join('\n'),
    };
  });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, {recursive: true, force: true});
});

const OPERATIONS = 31;
const HTTP_METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

test('the description passes Redocly lint (recommended rules)', () => {
  expect(lint.source.errors, `openapi/external-api.yaml fails Redocly lint (openapi/redocly.yaml):\n${lint.source.output}`).toBe(0);
});

for (const locale of LOCALES) {
  test(`the ${locale} description (the site's external-api/openapi.yaml of that locale) passes Redocly lint`, () => {
    expect(lint[locale].errors, `the ${locale} description fails Redocly lint (openapi/redocly.yaml):\n${lint[locale].output}`).toBe(0);
  });
}

test('the lint of a localized description reports a problem it has', () => {
  expect(lint[PLANTED].errors, lint[PLANTED].output).not.toBe(0);
  expect(lint[PLANTED].output).toMatch(/operation-summary/);
});

test('the description has the 31 operations of the seed, each with 400 and 401 answers', () => {
  const spec = i18n.loadSource();
  const operations = Object.values(spec.paths).flatMap((item) => HTTP_METHODS.flatMap((m) => item[m] ?? []));
  expect(operations).toHaveLength(OPERATIONS);
  expect(new Set(operations.map((op) => op.operationId)).size).toBe(OPERATIONS);
  for (const op of operations) expect(Object.keys(op.responses), op.operationId).toEqual(expect.arrayContaining(['400', '401']));
});

for (const {code: locale} of TRANSLATED_LOCALES) {
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

/** A part of a translation file that holds keys (not a text). */
function keys(value: TranslationValue | undefined): Translation {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`expected keys, found ${JSON.stringify(value)}`);
  return value;
}

test('the coverage check reports a removed translation and a stale key', () => {
  const spec = i18n.loadSource();
  const translation = structuredClone(i18n.loadTranslation('ja'));
  delete keys(keys(translation.operations).getBuilding).summary;
  keys(translation.operations).removedOperation = {summary: '削除された操作'};
  const {missing, orphans} = i18n.compare(spec, translation);
  expect(missing).toEqual(['operations.getBuilding.summary']);
  expect(orphans).toEqual(['operations.removedOperation.summary']);
});

test('the localized description keeps the structure and replaces the texts', () => {
  const spec = i18n.loadSource();
  const ja = i18n.localize(spec, i18n.loadTranslation('ja'));
  expect(Object.keys(ja.paths)).toEqual(Object.keys(spec.paths));
  expect(ja.paths['/building/{id}'].get?.operationId).toBe('getBuilding');
  expect(ja.paths['/building/{id}'].get?.summary).toMatch(/[ぁ-んァ-ン一-龯]/);
  expect(ja.tags?.map((t) => t.name)).toEqual(spec.tags?.map((t) => t.name));
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
  for (const {code} of TRANSLATED_LOCALES) {
    const codeJson: Record<string, {message?: string}> = JSON.parse(readFileSync(join(root, i18nDir(code), 'code.json'), 'utf8'));
    const missing = [...ids, ...wrapperIds].filter((id) => !codeJson[id]?.message);
    expect(missing, `theme.openapi and api.tryIt labels without a ${code} translation`).toEqual([]);
  }
});

test("the try-it default server is the reader's own, with an editable host; the local mock is the other choice", () => {
  const servers = i18n.loadSource().servers;
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
