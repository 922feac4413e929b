/**
 * `npm run lint` as a writer runs it.
 * - Each mistake a writer makes is reported with its file, line and what to do, by the check that exists for it: the
 *   check runs in this process (check-pages' pageProblems, check-links' checkLinks, cspell's lint, tools/i18n's
 *   --check), on a real page with the mistake planted in its text, in memory or in a small fixture;
 * - pages written correctly (an image beside the page, an English change with its translations, one marked pending)
 *   are not named;
 * - the command itself, twice, on a small work tree of its own that is a git repository with one mistake of each kind
 *   planted: `npm run lint -- --changed` exits 1, names each mistake's file and line under the check that failed,
 *   prints each check's result as it finishes; a second run leaves out what passed unchanged and reads what changed.
 */
import {afterAll, beforeAll, describe, test, expect} from 'vitest';
import {spawn, execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync, mkdirSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, dirname} from 'node:path';
import {root} from '../support/content';
import {contentDir} from '../../site/content.ts';
import {i18nDir, siteLocale} from '../../site/locales.ts';
import {pageProblems} from '../../tools/lint/check-pages.ts';
import {checkLinks} from '../../tools/lint/check-links.ts';
import {behind} from '../../tools/i18n/translations.ts';
import {checkLines, mark, report} from '../../tools/i18n/status.ts';
import {spelling} from './lint-support';

const JP = contentDir('docs', 'ja');
const ZH = contentDir('docs', 'zh-Hant');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A translation's path in a message, as a pattern: its locale folder, then any path to the page. */
const translated = (locale: 'ja' | 'zh-Hant', page: string) => `${escapeRe(i18nDir(locale))}/.*${escapeRe(page)}`;
// A tiny valid PNG (1 x 1 pixel).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Check = 'pages' | 'links' | 'spelling' | 'translations';
type Plant = {what: string; page: string; edit: (text: string) => string; marker: string; check: Check; expect: RegExp};
const append = (add: string) => (text: string) => `${text.trimEnd()}\n\n${add}\n`;
const PLANTS: Plant[] = [
  {
    what: 'an unclosed <details>',
    page: `${JP}/management-console/resource/room.md`,
    edit: append('<details>\n<summary>詳細</summary>\n\n会議室の詳細です。'),
    marker: '<details>',
    check: 'pages',
    expect: /MDX: Expected a closing tag for `<details>`.*close it with <\/details>/,
  },
  {
    what: '`titel:` instead of `title:` in front matter',
    page: `${JP}/management-console/resource/desk.md`,
    edit: (t) => t.replace(/^title:/m, 'titel:'),
    marker: 'titel:',
    check: 'pages',
    expect: /unknown front matter key "titel": did you mean "title"\?/,
  },
  {
    what: 'an empty description',
    page: `${JP}/management-console/resource/equipment.md`,
    edit: (t) => t.replace(/^description:.*$/m, 'description: ""'),
    marker: 'description:',
    check: 'pages',
    expect: /description is empty/,
  },
  {
    what: 'a sidebar position that is not a number',
    page: `${ZH}/management-console/resource/room.md`,
    edit: (t) => t.replace(/^sidebar_position:.*$/m, 'sidebar_position: first'),
    marker: 'sidebar_position:',
    check: 'pages',
    expect: /sidebar_position must be a number/,
  },
  {
    what: 'a missing image beside the page',
    page: `${JP}/management-console/resource/amenity.md`,
    edit: append('![アメニティの画面](./img/no-such-screen.png)'),
    marker: 'no-such-screen.png',
    check: 'links',
    expect: /\.\/img\/no-such-screen\.png: no such file beside the page/,
  },
  {
    what: 'an image without alt text',
    page: `${JP}/management-console/resource/policy.md`,
    edit: append('![](./img/policy-screen.png)'),
    marker: 'policy-screen.png',
    check: 'pages',
    expect: /add alt text/,
  },
  {
    what: "an apostrophe in an image's alt text",
    page: 'docs/management-console/resource/equipment.md',
    edit: append("![The equipment's booking screen](./img/equipment-screen.png)"),
    marker: 'equipment-screen.png',
    check: 'pages',
    expect: /write the alt text without ' " & < >/,
  },
  {
    what: 'a link to a page that does not exist',
    page: `${ZH}/management-console/resource/desk.md`,
    edit: append('請參閱[不存在的頁面](no-such-page.md)。'),
    marker: 'no-such-page.md',
    check: 'links',
    expect: /no-such-page\.md: no such page in this locale/,
  },
  {
    what: 'a misspelt English word',
    page: 'docs/management-console/resource/amenity.md',
    edit: append('Attendees recieve the booking by e-mail.'),
    marker: 'recieve',
    check: 'spelling',
    expect: /Unknown word \(recieve\)/,
  },
  {
    what: 'a Japanese FAQ question with 「？」',
    page: `${JP}/user-app/faq/general.md`,
    edit: (t) => t.replace('### 予約が拒否されたのはなぜですか {#', '### 予約が拒否されたのはなぜですか？ {#'),
    marker: '予約が拒否されたのはなぜですか？',
    check: 'pages',
    expect: /end the heading without 「？」/,
  },
  {
    what: 'an English page changed without its translations',
    page: 'docs/management-console/resource/business-hour.md',
    edit: append('Business hours apply to bookings made from Outlook too.'),
    marker: '',
    check: 'translations',
    expect: new RegExp(
      `changed but not ${translated('ja', 'business-hour.md')} and ${translated('zh-Hant', 'business-hour.md')}: update the translations .*--pending`,
    ),
  },
];

const lineOf = (text: string, marker: string) => (marker ? text.split('\n').findIndex((l) => l.includes(marker)) + 1 : 1);

// ---------------------------------------------------------------------------------------------------------------
// The small work tree (a git repository) of the translations check and of the command's runs. Its pages are made up:
// a page of each locale that passes every check, then, after the commit, the changes of a writer's work.
// ---------------------------------------------------------------------------------------------------------------

const PAGE = {
  en: (name: string) =>
    `---\ntitle: Probe ${name}\ndescription: A page of the lint test.\nsidebar_position: 1\n---\n\n## Overview {#overview}\n\nManagers set up rooms here.\n`,
  jp: (name: string) =>
    `---\ntitle: 試験ページ ${name}\ndescription: リントの試験のページです。\nsidebar_position: 1\n---\n\n## 概要 {#overview}\n\n管理者はここで会議室を設定します。\n`,
  zh: (name: string) =>
    `---\ntitle: 測試頁面 ${name}\ndescription: 檢查工具的測試頁面。\nsidebar_position: 1\n---\n\n## 概觀 {#overview}\n\n管理員在此設定會議室。\n`,
};
const RESOURCE = 'management-console/resource';
const NAMES = ['desk', 'amenity', 'business-hour', 'combine-room', 'user-restriction', 'policy', 'room'];

// One mistake of each kind the command reports, each in its own page of the work tree.
const TREE_PLANTS: {page: string; edit: (text: string) => string; marker: string; check: Check; expect: RegExp}[] = [
  {
    page: `${JP}/${RESOURCE}/desk.md`,
    edit: (t) => t.replace(/^title:/m, 'titel:'),
    marker: 'titel:',
    check: 'pages',
    expect: /unknown front matter key "titel"/,
  },
  {
    page: `${ZH}/${RESOURCE}/desk.md`,
    edit: append('請參閱[不存在的頁面](no-such-page.md)。'),
    marker: 'no-such-page.md',
    check: 'links',
    expect: /no-such-page\.md: no such page in this locale/,
  },
  {
    page: `docs/${RESOURCE}/amenity.md`,
    edit: append('Attendees recieve the booking by e-mail.'),
    marker: 'recieve',
    check: 'spelling',
    expect: /Unknown word \(recieve\)/,
  },
  {
    page: `docs/${RESOURCE}/business-hour.md`,
    edit: append('Business hours apply to bookings made from Outlook too.'),
    marker: '',
    check: 'translations',
    expect: new RegExp(`changed but not ${translated('ja', 'business-hour.md')} and ${translated('zh-Hant', 'business-hour.md')}: update the translations`),
  },
];

// Written correctly: must not be named by any check.
const CLEAN = {
  image: `${JP}/${RESOURCE}/combine-room.md`,
  imageFile: `${JP}/${RESOURCE}/img/combine-room-screen.png`,
  withTranslations: `docs/${RESOURCE}/user-restriction.md`,
  pending: `docs/${RESOURCE}/policy.md`,
};
const CLEAN_FILES = [CLEAN.image, CLEAN.withTranslations, `${JP}/${RESOURCE}/user-restriction.md`, `${ZH}/${RESOURCE}/user-restriction.md`, CLEAN.pending];

let base: string;
let tree: string;
const cacheDir = () => join(base, 'lint-cache');
const inTree = (file: string) => join(tree, file);
const edit = (file: string, change: (text: string) => string) => writeFileSync(inTree(file), change(readFileSync(inTree(file), 'utf8')));

/**
 * `node tools/lint/run-all.ts <args>` in the work tree (or `cwd`), its output as it comes, and when its first result
 * came. `env`: variables for this run.
 */
function lint(
  args: string[],
  {cwd = tree, env = {}, script = 'tools/lint/run-all.ts'}: {cwd?: string; env?: Record<string, string>; script?: string} = {},
): Promise<{status: number | null; output: string; firstResultAt: number; exitAt: number}> {
  const started = Date.now();
  let output = '';
  let firstResultAt = 0;
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd,
      env: {...process.env, FORCE_COLOR: '0', LINT_CACHE_DIR: cacheDir(), ...env},
    });
    const add = (d: Buffer) => {
      if (!firstResultAt && /^(ok|FAILED) /m.test(output + String(d))) firstResultAt = Date.now() - started;
      output += String(d);
    };
    child.stdout.on('data', add);
    child.stderr.on('data', add);
    child.on('close', (status) => done({status, output, firstResultAt, exitAt: Date.now() - started}));
  });
}

let changed: Awaited<ReturnType<typeof lint>>;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'writers-lint-'));
  tree = join(base, 'tree');
  // What the checks read besides the pages: their code and configuration, the glossary, the facts.
  for (const item of [
    'site',
    'tools/package.json',
    'tools/content',
    'tools/lint',
    'tools/i18n',
    'tools/textlint',
    'tools/spelling',
    'config/front-matter.ts',
    'config/package.json',
    'data/glossary.yml',
    'facts/numbers.yml',
    'release-notes/tags.yml',
    '.textlintrc.cjs',
    '.markdownlint-cli2.jsonc',
    'cspell.config.yaml',
    '.gitignore',
  ]) {
    cpSync(join(root, item), inTree(item), {recursive: true});
  }
  for (const name of NAMES) {
    for (const [dir, page] of [
      ['docs', PAGE.en],
      [JP, PAGE.jp],
      [ZH, PAGE.zh],
    ] as const) {
      mkdirSync(dirname(inTree(`${dir}/${RESOURCE}/${name}.md`)), {recursive: true});
      writeFileSync(inTree(`${dir}/${RESOURCE}/${name}.md`), page(name));
    }
  }
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=lint@test', '-c', 'user.name=lint', ...args], {cwd: tree, stdio: 'pipe'});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'content');
  symlinkSync(join(root, 'node_modules'), inTree('node_modules'));
  writeFileSync(inTree('.git/info/exclude'), 'node_modules\n');

  // A writer's work: the mistakes, and the changes made correctly.
  for (const p of TREE_PLANTS) edit(p.page, p.edit);
  mkdirSync(dirname(inTree(CLEAN.imageFile)), {recursive: true});
  writeFileSync(inTree(CLEAN.imageFile), PNG);
  edit(CLEAN.image, append('![会議室を結合する画面](./img/combine-room-screen.png)'));
  edit(CLEAN.withTranslations, append('Restrictions apply at once.'));
  edit(`${JP}/${RESOURCE}/user-restriction.md`, append('制限はすぐに適用されます。'));
  edit(`${ZH}/${RESOURCE}/user-restriction.md`, append('限制會立即生效。'));
  edit(CLEAN.pending, append('A policy applies to new bookings only.'));
  // `npm run i18n:status -- --pending <page> --note "one sentence added"`.
  mark(tree, 'pending', [CLEAN.pending], {note: 'one sentence added'});

  changed = await lint(['--changed']);
}, 120_000);

afterAll(() => {
  if (base) rmSync(base, {recursive: true, force: true});
});

// ---------------------------------------------------------------------------------------------------------------
// Each check on a real page with one mistake planted.
// ---------------------------------------------------------------------------------------------------------------

/** The check's report on the page with the mistake planted: `file:line:...` lines, as its command prints them. */
async function reportOf(p: Plant): Promise<string[]> {
  const text = p.edit(readFileSync(join(root, p.page), 'utf8'));
  if (p.check === 'pages') return (await pageProblems(join(root, p.page), {source: text})).map((q) => `${p.page}:${q.line}:${q.column} ${q.message}`);
  if (p.check === 'links') return checkLinks({root, files: [p.page], texts: {[p.page]: text}}).problems;
  if (p.check === 'spelling') {
    // cspell reads files: the page in a throwaway work tree with the repository's config and word list.
    const dir = mkdtempSync(join(tmpdir(), 'spelling-'));
    try {
      for (const f of ['cspell.config.yaml', 'tools/spelling/words.txt', p.page]) cpSync(join(root, f), join(dir, f));
      writeFileSync(join(dir, p.page), text);
      return (await spelling([p.page], {}, dir)).stdout.split('\n').filter(Boolean);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }
  // The translations check reads git's history: the work tree above, where the English page changed alone.
  expect(readFileSync(inTree(p.page), 'utf8'), `the work tree's ${p.page} is changed`).not.toBe(PAGE.en('business-hour'));
  return checkLines(tree).lines;
}

describe('each check reports a planted mistake with its file, line and what to do', () => {
  for (const p of PLANTS) {
    test(`the ${p.check} check catches ${p.what}`, async () => {
      const text = p.check === 'translations' ? '' : p.edit(readFileSync(join(root, p.page), 'utf8'));
      if (p.check !== 'translations')
        expect(text, `the planted mistake (${p.what}) did not change ${p.page}`).not.toBe(readFileSync(join(root, p.page), 'utf8'));
      const lines = await reportOf(p);
      const output = lines.join('\n');
      expect(lines.length, `the ${p.check} check passed although ${p.page} has ${p.what}:\n${output}`).toBeGreaterThan(0);
      const line = lineOf(text, p.marker);
      const reported = lines.filter((l) => l.includes(`${p.page}:${line}:`));
      expect(
        reported.some((l) => p.expect.test(l)),
        `the ${p.check} check does not report ${p.page}:${line} with ${p.expect}:\n${output.slice(0, 6000)}`,
      ).toBe(true);
    });
  }
});

test('pages written correctly are not named: an image beside the page, an English change with its translations or marked pending', async () => {
  // An image beside the page, in the repository (the pages and links checks read the file).
  const withImage = `${JP}/epaper/about.md`;
  expect(readFileSync(join(root, withImage), 'utf8'), `${withImage} shows an image beside it`).toMatch(/!\[[^\]]+\]\(\.\/img\//);
  expect(
    (await pageProblems(join(root, withImage))).map((q) => `${withImage}:${q.line}:${q.column} ${q.message}`),
    'the pages check names it',
  ).toEqual([]);
  expect(checkLinks({root, files: [withImage]}).problems, 'the link check names it').toEqual([]);
  // The English changes of the work tree: with their translations, or with the translations marked pending.
  const {lines} = checkLines(tree);
  for (const file of CLEAN_FILES)
    expect(
      lines.filter((l) => l.includes(`${file}:`)),
      `the translations check names ${file}, which has no mistake`,
    ).toEqual([]);
});

test('i18n:status lists the pending and the unsynced translations with the English diff', () => {
  const out = report(tree).join('\n');
  expect(out, `i18n:status does not list ${JP}/${RESOURCE}/policy.md as pending`).toContain(
    `${siteLocale('ja').i18nFolder}: ${JP}/${RESOURCE}/policy.md (pending: one sentence added)`,
  );
  expect(out, `i18n:status does not show the English diff of ${CLEAN.pending}:\n${out}`).toMatch(/\+A policy applies to new bookings only\./);
  // The translations changed with their English page are not behind.
  expect(out, `i18n:status lists ${JP}/${RESOURCE}/user-restriction.md, changed with its English page`).not.toContain(`${JP}/${RESOURCE}/user-restriction.md`);
});

test('in this repository, every translation behind its English page is marked pending (npm run i18n:status)', (ctx) => {
  const {items, shallow} = behind(root);
  ctx.skip(shallow, 'a shallow clone: the history that says when each page changed is not here');
  const unmarked = items.filter((i) => i.reason !== 'pending');
  expect(
    unmarked.map(
      (i) => `${i.translation} is behind ${i.source}: translate it, or mark it pending or reviewed (npm run i18n:status -- --pending|--done ${i.source})`,
    ),
  ).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------------------
// The command.
// ---------------------------------------------------------------------------------------------------------------

describe('npm run lint -- --changed, in a work tree with one mistake of each kind', () => {
  test('exits 1 and names each mistake with its file and line, under the check that failed', () => {
    const {status, output} = changed;
    expect(status, `lint passed although the work tree has mistakes:\n${output}`).toBe(1);
    for (const p of TREE_PLANTS) {
      const line = lineOf(readFileSync(inTree(p.page), 'utf8'), p.marker);
      const reported = output.split('\n').filter((l) => l.includes(`${p.page}:${line}:`));
      expect(
        reported.some((l) => p.expect.test(l)),
        `lint does not report ${p.page}:${line} with ${p.expect}:\n${output.slice(0, 6000)}`,
      ).toBe(true);
      expect(output, `the ${p.check} check is not one that failed`).toMatch(new RegExp(`FAILED .*\\(${p.check}:`));
    }
  });

  test('does not name the pages written correctly', () => {
    for (const file of CLEAN_FILES) {
      expect(
        changed.output.split('\n').filter((l) => l.includes(`${file}:`)),
        `lint names ${file}, which has no mistake:\n${changed.output}`,
      ).toEqual([]);
    }
  });

  test("prints each check's result as it finishes, the first long before the last", () => {
    const {output, firstResultAt, exitAt} = changed;
    expect(output).toMatch(/^lint: 18 checks on \d+ files/m);
    const results = output.split('\n').filter((l) => /^(ok|FAILED) /.test(l));
    expect(results.length, output).toBe(18);
    expect(firstResultAt, `the first result came ${firstResultAt} ms after the start and the lint ended at ${exitAt} ms`).toBeLessThan(exitAt - 1000);
  });

  test('a second run leaves out the files that passed unchanged, and still reads a file once it changes', async () => {
    // Both passed the first run; the English one now breaks the markdown style (MD018: no space after #). (A Chinese
    // page and an English one: no Japanese page, whose prose check is the slowest to start.)
    const unchanged = `${ZH}/${RESOURCE}/user-restriction.md`;
    const edited = CLEAN.withTranslations;
    edit(edited, append('##Restrictions'));
    const second = await lint([unchanged, edited]);
    const out = second.output;
    expect(out, `the second run checked ${unchanged} again (zh-typography), although it passed the first run and has not changed:\n${out}`).toMatch(
      /ok +Chinese ranges and spacing .*\(zh-typography: 1 files unchanged since they passed/,
    );
    expect(out, `the second run's markdown check did not read ${edited} alone (it changed; ${unchanged} did not):\n${out}`).toMatch(
      /FAILED markdown style .*\(markdown: 1 file,/,
    );
    expect(out, `the second run does not report ${edited}'s new markdown mistake (MD018):\n${out}`).toMatch(new RegExp(`${edited}:\\d+(:\\d+)? .*MD018`));
    expect(
      out.split('\n').filter((l) => l.includes(`${unchanged}:`)),
      `lint names ${unchanged}, which has no mistake`,
    ).toEqual([]);
  }, 60_000);

  test('an archived page with the text of its current page is read there; an archived page with text of its own is read itself', async () => {
    // Two 2.12 pages: a copy of a current page as it is (a twin), and one with a sentence of its own in plain form.
    const archived = contentDir('docs', 'ja', '2.12');
    const twin = `${archived}/${RESOURCE}/user-restriction.md`;
    const own = `${archived}/${RESOURCE}/policy.md`;
    mkdirSync(dirname(inTree(twin)), {recursive: true});
    writeFileSync(inTree(twin), readFileSync(inTree(`${JP}/${RESOURCE}/user-restriction.md`), 'utf8'));
    writeFileSync(inTree(own), append('このポリシーは新しい予約だけに適用される。')(readFileSync(inTree(`${JP}/${RESOURCE}/policy.md`), 'utf8')));
    try {
      const {status, output} = await lint(['--only', 'ja', twin, own]);
      expect(output, `the Japanese prose check did not leave the twin out, reading the archived page of its own:\n${output}`).toMatch(
        /\(ja: 1 file, 1 archived page read on the current one,/,
      );
      const line = lineOf(readFileSync(inTree(own), 'utf8'), 'このポリシーは');
      // textlint names the file, then each problem's line and column under it.
      expect(output, `lint does not report the plain form of ${own}:${line}`).toMatch(new RegExp(`${escapeRe(own)}\\n\\s+${line}:\\d+\\s+error\\s.*普通体`));
      expect(status, output).toBe(1);
      expect(
        output.split('\n').filter((l) => l.includes(`${twin}:`)),
        'lint names the twin',
      ).toEqual([]);
    } finally {
      rmSync(inTree(archived), {recursive: true, force: true});
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------------------------
// Where the command cannot do everything: a copy of the work tree without .git, a cache folder it cannot write.
// ---------------------------------------------------------------------------------------------------------------

describe('npm run lint and npm run i18n:status outside a git clone, and without a writable cache', () => {
  let copy: string;
  // git looks for a repository no higher than the copy's folder: whatever holds the temporary folder is not one.
  const env = () => ({GIT_CEILING_DIRECTORIES: base});
  const stackTrace = /^\s+at |^\w*Error:/m;

  beforeAll(() => {
    copy = join(base, 'copy');
    cpSync(tree, copy, {recursive: true, filter: (src) => ![join(tree, '.git'), join(tree, 'node_modules')].includes(src)});
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  });

  test('lint runs the checks that need no history and says in one line that the translations check was skipped, and why', async () => {
    // An English page without mistakes: the pages, markdown, English terms, spelling and links checks read it.
    const r = await lint([`docs/${RESOURCE}/desk.md`], {cwd: copy, env: env()});
    expect(r.output, 'a stack trace').not.toMatch(stackTrace);
    const about = r.output.split('\n').filter((l) => /\(translations:/.test(l));
    expect(about, r.output).toEqual([expect.stringMatching(/^skip +translations follow their English pages \(translations: .*not a git clone.*\)$/)]);
    for (const id of ['pages', 'markdown', 'en', 'spelling', 'links'])
      expect(r.output, `the ${id} check did not run`).toMatch(new RegExp(`^ok .*\\(${id}: 1 file,`, 'm'));
    expect(r.status, r.output).toBe(0);
  }, 60_000);

  test('lint --changed and i18n:status, which need the history, refuse in one line and exit 2', async () => {
    for (const [script, args] of [
      ['tools/lint/run-all.ts', ['--changed']],
      ['tools/i18n/status.ts', []],
      ['tools/i18n/status.ts', ['--check']],
    ] as const) {
      const r = await lint([...args], {cwd: copy, env: env(), script});
      expect(r.output, `${script} ${args.join(' ')}: a stack trace`).not.toMatch(stackTrace);
      expect(r.output.trim().split('\n'), `${script} ${args.join(' ')}: one line`).toEqual([expect.stringMatching(/not a git clone/)]);
      expect(r.status, r.output).toBe(2);
    }
  });

  test('a cache folder that cannot be written: one line, then every file is checked', async () => {
    // A folder inside a file cannot be made, whoever runs the test (a read-only folder does not stop root).
    const blocked = await lint([`docs/${RESOURCE}/desk.md`], {cwd: copy, env: {...env(), LINT_CACHE_DIR: join(copy, 'cspell.config.yaml', 'cache')}});
    expect(blocked.output, 'a stack trace').not.toMatch(stackTrace);
    expect(
      blocked.output.split('\n').filter((l) => /cache/.test(l)),
      blocked.output,
    ).toEqual([expect.stringMatching(/^lint: the cache folder .* cannot be written: every file is checked/)]);
    expect(blocked.status, blocked.output).toBe(0);
  }, 60_000);
});
