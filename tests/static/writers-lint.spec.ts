/**
 * `npm run lint` as a writer runs it (issue 26): `npm run lint -- --changed` on a throwaway copy of the content that
 * is a git repository of its own, with one mistake planted in each of several pages. Each mistake must be reported
 * with its file, line and column and what to do; the pages written correctly (an image beside the page, an English
 * change with its translations, one marked pending) must not be named; and each check's result must show as it
 * finishes, not all at the end.
 */
import {test, expect} from '@playwright/test';
import {spawn, spawnSync, execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync, mkdirSync, symlinkSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, dirname} from 'node:path';
import {root} from '../support/content';

const JP = 'i18n/jp/docusaurus-plugin-content-docs/current';
const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';
// A tiny valid PNG (1 x 1 pixel).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Plant = {what: string; page: string; edit: (text: string) => string; marker: string; check: string; expect: RegExp};
const append = (add: string) => (text: string) => `${text.trimEnd()}\n\n${add}\n`;
const PLANTS: Plant[] = [
  {what: 'an unclosed <details>', page: `${JP}/management-console/resource/room.md`, edit: append('<details>\n<summary>詳細</summary>\n\n会議室の詳細です。'), marker: '<details>', check: 'pages', expect: /MDX: Expected a closing tag for `<details>`.*close it with <\/details>/},
  {what: '`titel:` instead of `title:` in front matter', page: `${JP}/management-console/resource/desk.md`, edit: (t) => t.replace(/^title:/m, 'titel:'), marker: 'titel:', check: 'pages', expect: /unknown front matter key "titel": did you mean "title"\?/},
  {what: 'an empty description', page: `${JP}/management-console/resource/equipment.md`, edit: (t) => t.replace(/^description:.*$/m, 'description: ""'), marker: 'description:', check: 'pages', expect: /description is empty/},
  {what: 'a sidebar position that is not a number', page: `${ZH}/management-console/resource/room.md`, edit: (t) => t.replace(/^sidebar_position:.*$/m, 'sidebar_position: first'), marker: 'sidebar_position:', check: 'pages', expect: /sidebar_position must be a number/},
  {what: 'a missing image beside the page', page: `${JP}/management-console/resource/amenity.md`, edit: append('![アメニティの画面](./img/no-such-screen.png)'), marker: 'no-such-screen.png', check: 'links', expect: /\.\/img\/no-such-screen\.png: no such file beside the page/},
  {what: 'an image without alt text', page: `${JP}/management-console/resource/policy.md`, edit: append('![](./img/policy-screen.png)'), marker: 'policy-screen.png', check: 'pages', expect: /add alt text/},
  {what: "an apostrophe in an image's alt text", page: 'docs/management-console/resource/equipment.md', edit: append("![The equipment's booking screen](./img/equipment-screen.png)"), marker: 'equipment-screen.png', check: 'pages', expect: /write the alt text without ' " & < >/},
  {what: 'a link to a page that does not exist', page: `${ZH}/management-console/resource/desk.md`, edit: append('請參閱[不存在的頁面](no-such-page.md)。'), marker: 'no-such-page.md', check: 'links', expect: /no-such-page\.md: no such page in this locale/},
  {what: 'a misspelt English word', page: 'docs/management-console/resource/amenity.md', edit: append('Attendees recieve the booking by e-mail.'), marker: 'recieve', check: 'spelling', expect: /Unknown word \(recieve\)/},
  {what: 'a Japanese FAQ question with 「？」', page: `${JP}/user-app/faq/general.md`, edit: (t) => t.replace('### 予約が拒否されたのはなぜですか {#', '### 予約が拒否されたのはなぜですか？ {#'), marker: '予約が拒否されたのはなぜですか？', check: 'pages', expect: /end the heading without 「？」/},
  {what: 'an English page changed without its translations', page: 'docs/management-console/resource/business-hour.md', edit: append('Business hours apply to bookings made from Outlook too.'), marker: '', check: 'translations', expect: /changed but not i18n\/jp\/.*business-hour\.md and i18n\/zh\/.*business-hour\.md: update the translations .*--pending/},
];

// Written correctly: must not be named by any check.
const CLEAN = {
  image: `${JP}/management-console/resource/combine-room.md`,
  imageFile: `${JP}/management-console/resource/img/combine-room-screen.png`,
  withTranslations: 'docs/management-console/resource/user-restriction.md',
  pending: 'docs/management-console/resource/policy.md',
};

let copy: string;
let output = '';
let status: number | null = null;
let firstResultAt = 0;
let exitAt = 0;

const lineOf = (file: string, marker: string) => (marker ? readFileSync(join(copy, file), 'utf8').split('\n').findIndex((l) => l.includes(marker)) + 1 : 1);

// One copy and one lint run for the whole file: its tests run in one worker, in order (a failure skips none).
test.describe.configure({mode: 'default', timeout: 240_000});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = mkdtempSync(join(tmpdir(), 'writers-lint-'));
  const items = ['docs', 'versioned_docs', 'i18n', 'release-notes', 'external-api/index.md', 'openapi/external-api.yaml', 'static/img', 'src/pages', 'data', 'facts', 'tools', 'config/front-matter.ts', 'versions.json', '.textlintrc.cjs', '.markdownlint-cli2.jsonc', 'cspell.config.yaml', '.gitignore'];
  for (const item of items) {
    if (existsSync(join(root, item))) cpSync(join(root, item), join(copy, item), {recursive: true, filter: (src) => !/\/reference(\/|$)|\/\.tools\b/.test(src)});
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const git = (...args: string[]) => execFileSync('git', args, {cwd: copy, stdio: 'pipe'});
  git('init', '-q');
  git('-c', 'user.email=lint@test', '-c', 'user.name=lint', 'add', '-A');
  git('-c', 'user.email=lint@test', '-c', 'user.name=lint', 'commit', '-q', '-m', 'content');

  for (const p of PLANTS) writeFileSync(join(copy, p.page), p.edit(readFileSync(join(copy, p.page), 'utf8')));
  // The image beside the page exists (policy.md's image has no alt text but exists; amenity.md's is missing).
  mkdirSync(join(copy, dirname(CLEAN.imageFile)), {recursive: true});
  writeFileSync(join(copy, CLEAN.imageFile), PNG);
  writeFileSync(join(copy, `${JP}/management-console/resource/img/policy-screen.png`), PNG);
  mkdirSync(join(copy, 'docs/management-console/resource/img'), {recursive: true});
  writeFileSync(join(copy, 'docs/management-console/resource/img/equipment-screen.png'), PNG);
  writeFileSync(join(copy, CLEAN.image), append('![会議室を結合する画面](./img/combine-room-screen.png)')(readFileSync(join(copy, CLEAN.image), 'utf8')));
  // An English change with both translations changed, and one with its translations marked pending.
  for (const file of [CLEAN.withTranslations, `${JP}/management-console/resource/user-restriction.md`, `${ZH}/management-console/resource/user-restriction.md`]) {
    writeFileSync(join(copy, file), `${readFileSync(join(copy, file), 'utf8').trimEnd()}\n`.replace(/\n$/, '\n\n') + (file.startsWith('docs') ? 'Restrictions apply at once.\n' : file.includes('/jp/') ? '制限はすぐに適用されます。\n' : '限制會立即生效。\n'));
  }
  writeFileSync(join(copy, CLEAN.pending), append('A policy applies to new bookings only.')(readFileSync(join(copy, CLEAN.pending), 'utf8')));
  execFileSync(process.execPath, ['tools/i18n/status.mjs', '--pending', CLEAN.pending, '--note', 'one sentence added'], {cwd: copy, stdio: 'pipe'});

  const started = Date.now();
  await new Promise<void>((done) => {
    const child = spawn(process.execPath, ['tools/lint/run-all.mjs', '--changed', '--no-cache'], {cwd: copy, env: {...process.env, FORCE_COLOR: '0'}});
    const add = (d: Buffer) => {
      if (!firstResultAt && /^(ok|FAILED) /m.test(output + String(d))) firstResultAt = Date.now() - started;
      output += String(d);
    };
    child.stdout.on('data', add);
    child.stderr.on('data', add);
    child.on('close', (code) => {
      status = code;
      exitAt = Date.now() - started;
      done();
    });
  });
});

test.afterAll(() => rmSync(copy, {recursive: true, force: true}));

for (const p of PLANTS) {
  test(`npm run lint -- --changed catches ${p.what}: file, line and what to do`, () => {
    expect(status, `lint passed although ${p.page} has ${p.what}:\n${output}`).toBe(1);
    const line = lineOf(p.page, p.marker);
    const reported = output.split('\n').filter((l) => l.includes(`${p.page}:${line}:`));
    expect(reported.some((l) => p.expect.test(l)), `lint does not report ${p.page}:${line} with ${p.expect}:\n${output.slice(0, 6000)}`).toBe(true);
    expect(output, `the ${p.check} check is not the one that failed`).toMatch(new RegExp(`FAILED .*\\(${p.check}:`));
  });
}

test('pages written correctly are not named: an image beside the page, an English change with its translations or marked pending', () => {
  for (const file of [CLEAN.image, CLEAN.withTranslations, `${JP}/management-console/resource/user-restriction.md`, `${ZH}/management-console/resource/user-restriction.md`, CLEAN.pending]) {
    expect(output.split('\n').filter((l) => l.includes(`${file}:`)), `lint names ${file}, which has no mistake`).toEqual([]);
  }
});

test('each check prints its result as it finishes, the first long before the last', () => {
  expect(output).toMatch(/^lint: 13 checks on \d+ files/m);
  const results = output.split('\n').filter((l) => /^(ok|FAILED) /.test(l));
  expect(results.length, output).toBe(13);
  expect(firstResultAt, `the first result came ${firstResultAt} ms after the start and the lint ended at ${exitAt} ms`).toBeLessThan(exitAt - 1000);
});

test('i18n:status lists the pending and the unsynced translations with the English diff', () => {
  const out = execFileSync(process.execPath, ['tools/i18n/status.mjs'], {cwd: copy, encoding: 'utf8'});
  expect(out).toContain(`jp: ${JP}/management-console/resource/policy.md (pending: one sentence added)`);
  expect(out, out).toMatch(/\+A policy applies to new bookings only\./);
  // The translations changed with their English page are not behind.
  expect(out).not.toContain(`${JP}/management-console/resource/user-restriction.md`);
});

test('in this repository, every translation behind its English page is marked pending (npm run i18n:status)', async () => {
  const {behind} = await import('../../tools/i18n/translations.mjs');
  const {items, shallow} = behind(root);
  test.skip(shallow, 'a shallow clone: the history that says when each page changed is not here');
  const unmarked = items.filter((i) => i.reason !== 'pending');
  expect(unmarked.map((i) => `${i.translation} is behind ${i.source}: translate it, or mark it pending or reviewed (npm run i18n:status -- --pending|--done ${i.source})`)).toEqual([]);
});

test('a second lint run leaves out the files that passed unchanged, and still reads a file once it changes', () => {
  const page = `${JP}/management-console/location/floor.md`;
  const env = {...process.env, FORCE_COLOR: '0', LINT_CACHE_DIR: join(copy, '.lint-cache')};
  const lint = () => spawnSync(process.execPath, ['tools/lint/run-all.mjs', page], {cwd: copy, env, encoding: 'utf8'});
  // (The copy's planted English edits fail the translations check of every run; this test reads the other checks.)
  const first = lint();
  expect(first.stdout, first.stdout).toMatch(/ok +pages: .*\(pages: 1 file,/);
  const second = lint();
  expect(second.stdout, second.stdout).toMatch(/ok +pages: .*\(pages: 1 files unchanged since they passed/);
  expect(second.stdout).toMatch(/ok +markdown style .*\(markdown: 1 files unchanged since they passed/);
  writeFileSync(join(copy, page), readFileSync(join(copy, page), 'utf8').replace(/^title:/m, 'titel:'));
  const third = lint();
  expect(third.stdout, third.stdout).toMatch(/FAILED pages: .*\(pages: 1 file,/);
  expect(third.stdout).toContain(`${page}:2:1 front matter: unknown front matter key "titel"`);
});
