/**
 * The README's first command, `npm start`: the dev server of the Japanese edition compiles and serves pages as a
 * writer sees them, with diagrams drawn, code highlighted and tabs. The build-only plugins (page weight) stay out of
 * its way: one that ran in the dev server could stop it at start-up, which no test of the built site would see.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {test, expect} from '@playwright/test';
import {contentDir} from '../../site/content.ts';
import {childEnvironment} from '../../site/environment.ts';
import {pageUrl} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';

let dev: ChildProcess | undefined;
let output = '';
// The dev server runs in a copy of the sources (what `npm start` reads; node_modules linked), so that the writers'
// mistakes planted below never touch the working tree, and no other test or tool reading it can see them.
const NOT_SOURCES = new Set([
  'node_modules',
  'build',
  '.cache',
  '.git',
  '.docusaurus',
  '.tools',
  'test-results',
  '.test-logs',
  'screenshots',
  '.perf',
  '.lint-tmp',
]);
let copy = '';
// The page most of the writers' mistakes below are planted in, and put back.
const PLANTED = `${contentDir('docs', 'ja')}/management-console/resource/equipment.md`;
test.beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'dev-server-'));
  for (const entry of readdirSync(ROOT)) if (!NOT_SOURCES.has(entry)) cpSync(join(ROOT, entry), join(copy, entry), {recursive: true});
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
});
test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  if (copy) rmSync(copy, {recursive: true, force: true});
});
// Tests in this file share the dev server: one worker, in order.
test.describe.configure({mode: 'serial'});

test('npm start serves the Japanese edition: diagrams, highlighted code, tabs', async ({page}) => {
  test.setTimeout(300_000);
  // The nginx harness's helper (an ES module: imported, as the global setup does, at run time).
  const {freePort} = await import('../../tools/nginx-harness.ts');
  const port = await freePort();
  dev = spawn('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: copy,
    detached: true,
    // No feedback endpoint, as on a newcomer's machine: the widget must be absent (below).
    env: childEnvironment({FEEDBACK_ENDPOINT: undefined}, {BROWSER: 'none', FORCE_COLOR: '0', NO_COLOR: '1'}),
  });
  // Without colour codes, which would split the words looked for.
  const add = (d: Buffer): string => (output += stripVTControlCharacters(String(d)));
  dev.stdout?.on('data', add);
  dev.stderr?.on('data', add);
  await expect
    .poll(
      () =>
        /compiled successfully/.test(output) ? 'ok' : /\[ERROR\]|compiled with \d+ error/.test(output) ? output.slice(-2000) : `waiting: ${output.slice(-300)}`,
      {
        message: 'npm start: the dev server did not compile',
        timeout: 240_000,
        intervals: [2000],
      },
    )
    .toBe('ok');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const base = `http://127.0.0.1:${port}`;

  const doc = pageUrl('ja', 'docs/integration/office-365/delegated-permission');
  await page.goto(base + doc, {timeout: 120_000});
  await expect(page.locator('h1'), `${doc}: title`).toHaveText('Microsoft 365 連携（委任されたアクセス許可）', {timeout: 60_000});
  const diagram = page.locator('.so-diagram img').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.naturalWidth), {message: `${doc}: the diagram loads`}).toBeGreaterThan(0);
  await expect(page.locator('.theme-code-block .token').first(), `${doc}: highlighted code`).toBeVisible();

  const guide = pageUrl('ja', 'docs/installation/server-installation/linux-server/basic');
  await page.goto(base + guide, {timeout: 120_000});
  await expect(page.locator('[role="tab"]'), `${guide}: tabs`).toHaveText(['Ubuntu 22.04 / 24.04', 'RHEL 9'], {timeout: 60_000});
  // No FEEDBACK_ENDPOINT: no "Was this page helpful?" and nothing posted (tests/browser/feedback.spec.ts has it on).
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await expect(page.locator('article .pagination-nav, article + nav.pagination-nav, nav.pagination-nav').first(), `${guide}: the page's end`).toBeAttached();
  await page.waitForTimeout(1000);
  await expect(page.locator('[data-feedback-slot]'), `${guide}: a feedback widget without an endpoint`).toHaveCount(0);
  await expect(page.getByText('このページは役に立ちましたか？'), `${guide}: the feedback question without an endpoint`).toHaveCount(0);
  expect(posts, 'requests posted without a feedback endpoint').toEqual([]);
  expect(errors, 'errors in the page').toEqual([]);
});

// Writers' mistakes planted in pages while the dev server runs: the dev server must report each naming its page (and
// the line where the compiler knows it), and recover when the pages are put back. A front-matter mistake stops the
// docs plugin before anything compiles, so it is planted alone; the three that the compiler meets in a page's body are
// planted at once, each in a page of its own (one recompile reports them all, one more recovers: the compiles are
// what this file spends its time on).
type Mistake = {what: string; page: string; edit: (t: string) => string; expect: RegExp};
const inResources = (name: string) => `${contentDir('docs', 'ja')}/management-console/resource/${name}.md`;
const FRONT_MATTER: Mistake = {
  what: '`titel:` instead of `title:`',
  page: PLANTED,
  edit: (t) => t.replace(/^title:/m, 'titel:'),
  expect: new RegExp(`${PLANTED.replace(/[.]/g, '\\.')}:2:1 unknown front matter key "titel": did you mean "title"`),
};
const IN_THE_BODY: Mistake[] = [
  {
    what: 'an unclosed <details>',
    page: PLANTED,
    edit: (t) => `${t.trimEnd()}\n\n<details>\n<summary>詳細</summary>\n\n備品の詳細です。\n`,
    expect: /Expected a closing tag for `<details>`/,
  },
  {
    what: 'a link to a page that does not exist',
    page: inResources('amenity'),
    edit: (t) => `${t.trimEnd()}\n\n[存在しないページ](no-such-page.md)を参照します。\n`,
    expect: /no-such-page\.md[\s\S]{0,400}couldn't be resolved|couldn't be resolved[\s\S]{0,400}no-such-page\.md/,
  },
  {
    what: 'a missing image beside the page',
    page: inResources('desk'),
    edit: (t) => `${t.trimEnd()}\n\n![備品の画面](./img/no-such-screen.png)\n`,
    expect: /no-such-screen\.png/,
  },
];
const fileName = (page: string) => page.slice(page.lastIndexOf('/') + 1);

/** Plants the mistakes, waits until the dev server has reported each with its page's name, puts the pages back and waits for the recovery. */
async function plantAndRecover(mistakes: Mistake[]): Promise<void> {
  const originals = new Map(mistakes.map((m) => [m.page, readFileSync(join(copy, m.page), 'utf8')]));
  const mark = output.length;
  const planted = new Map(originals);
  for (const m of mistakes) planted.set(m.page, m.edit(planted.get(m.page)!));
  for (const [page, text] of planted) writeFileSync(join(copy, page), text);
  try {
    await expect
      .poll(
        () => {
          const since = output.slice(mark);
          const missing = mistakes.filter((m) => !(since.includes(fileName(m.page)) && m.expect.test(since)));
          return missing.length === 0 ? 'reported' : `not reported yet: ${missing.map((m) => `${m.what} in ${m.page}`).join('; ')}\n${since.slice(-600)}`;
        },
        {message: `npm start: a planted mistake is not reported with its page's name`, timeout: 120_000, intervals: [1000]},
      )
      .toBe('reported');
  } finally {
    for (const [page, text] of originals) writeFileSync(join(copy, page), text);
  }
  const fixed = output.length;
  await expect
    .poll(() => (/compiled successfully/.test(output.slice(fixed)) ? 'ok' : `waiting: ${output.slice(fixed).slice(-300)}`), {
      message: `npm start: does not recover once ${[...originals.keys()].join(', ')} are put back`,
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe('ok');
}

test(`npm start reports ${FRONT_MATTER.what} in a page, naming it, and recovers`, async () => {
  test.setTimeout(180_000);
  test.skip(!dev, 'the dev server did not start');
  await plantAndRecover([FRONT_MATTER]);
});

test(`npm start reports ${IN_THE_BODY.map((m) => m.what).join(', ')}, planted at once in three pages, naming each, and recovers`, async () => {
  test.setTimeout(180_000);
  test.skip(!dev, 'the dev server did not start');
  await plantAndRecover(IN_THE_BODY);
});
