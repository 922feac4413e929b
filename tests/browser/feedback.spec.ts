/**
 * "Was this page helpful?" end to end, as an operator runs it: the reference receiver (deploy/feedback-receiver/,
 * started here as its command line) behind nginx with the production configuration and the example
 * deploy/nginx/help-feedback.conf, the site built with FEEDBACK_ENDPOINT on its own origin (npm test's build).
 * What a reader does in the widget must come out of the receiver's CSV export exactly; what the receiver must refuse
 * stores nothing and the widget says it could not be sent. With no endpoint the widget is absent: the dev server's
 * test (dev-server.spec.ts), which builds without one.
 */
import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, ready} from '../support/fixtures';
import {SAME_ORIGIN_ENDPOINT} from '../../site/feedback.ts';
import {pageUrl} from '../../site/locales.ts';
import {BUILD_DIR, ROOT} from '../../site/paths.ts';
import {CURRENT_RELEASE} from '../../site/product.ts';
import {ARCHIVED_VERSIONS} from '../../site/versions.ts';

const RECEIVER = join(ROOT, 'deploy/feedback-receiver/receiver.ts');
const DOC_PAGE = pageUrl('ja', 'docs/management-console/introduction');

type Stack = {baseUrl: string; db: string; rows: () => Array<Record<string, string>>; stop: () => Promise<void>};

/** The CSV export (`receiver.ts export`), parsed: one object per stored answer. */
function exported(db: string): Array<Record<string, string>> {
  const csv = execFileSync(process.execPath, [RECEIVER, 'export', '--db', db], {encoding: 'utf8'});
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && csv[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** The receiver (its command line, as an operator starts it) on a free port, and nginx proxying the endpoint to it. */
async function startStack(rate = 30): Promise<Stack> {
  const folder = mkdtempSync(join(tmpdir(), 'feedback-'));
  const db = join(folder, 'feedback.sqlite');
  const receiver: ChildProcess = spawn(
    process.execPath,
    [RECEIVER, 'serve', '--db', db, '--site', join(ROOT, BUILD_DIR), '--port', '0', '--rate', String(rate), '--trust-proxy'],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the feedback receiver did not start: ${out}`)), 20_000);
    receiver.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const listening = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (!listening) return;
      clearTimeout(timer);
      resolve(Number(listening[1]));
    });
    receiver.once('exit', (code) => reject(new Error(`the feedback receiver exited (${code}): ${out}`)));
  });
  const {startNginx} = await import('../../tools/nginx-harness.ts');
  const nginx = await startNginx({feedbackPort: port});
  return {
    baseUrl: nginx.baseUrl,
    db,
    rows: () => (existsSync(db) ? exported(db) : []),
    stop: async () => {
      await nginx.stop();
      receiver.kill('SIGTERM');
      await new Promise((ok) => (receiver.exitCode !== null ? ok(null) : receiver.once('exit', ok)));
      rmSync(folder, {recursive: true, force: true});
    },
  };
}

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => stack?.stop());
// One receiver and one database for the file: the tests count its rows, one at a time.
test.describe.configure({mode: 'serial'});

/** Opens a page of the stack's nginx and brings the widget in (it loads when the end of the article is near). */
async function openWidget(page: Page, path: string, base = stack.baseUrl): Promise<void> {
  const response = await page.goto(base + path);
  expect(response?.status(), `${path} should answer 200`).toBe(200);
  await ready(page);
  const slot = page.locator('[data-feedback-slot]');
  await expect(slot, `${path}: no feedback widget at the end of the page`).toHaveCount(1);
  await slot.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', {name: 'このページは役に立ちましたか？'}), `${path}: the widget's question`).toBeVisible();
}

const widget = (page: Page) => page.locator('[data-feedback-slot]');

test('a reader answers "no" with two reasons and a comment on a Japanese doc page: the export holds exactly that answer', async ({page}) => {
  await openWidget(page, DOC_PAGE);
  await widget(page).getByRole('button', {name: 'いいえ'}).click();
  await widget(page).getByRole('checkbox', {name: '探していた情報がない'}).check();
  await widget(page).getByRole('checkbox', {name: '手順どおりに動かない'}).check();
  const comment = '「会議室, 予約」の手順で "保存" が見つかりません。\n2 行目';
  await widget(page).getByRole('textbox', {name: 'コメント（任意）'}).fill(comment);
  await widget(page).getByRole('button', {name: '送信'}).click();
  await expect(widget(page).getByRole('status'), `${DOC_PAGE}: no thank-you after sending`).toHaveText('フィードバックをありがとうございました。');
  // On "no", the ways on: the site search and the support page, in the reader's locale.
  await expect(widget(page).getByRole('link', {name: 'サイト内を検索する'})).toHaveAttribute('href', pageUrl('ja', 'search'));
  await expect(widget(page).getByRole('link', {name: '困ったときは（問い合わせ先と連絡方法）'})).toHaveAttribute('href', pageUrl('ja', 'support'));
  const rows = stack.rows();
  expect(rows, 'the export should hold one answer').toHaveLength(1);
  const {id, received_at: receivedAt, ...answer} = rows[0];
  expect(answer, 'the stored answer').toEqual({
    path: DOC_PAGE,
    locale: 'ja',
    version: CURRENT_RELEASE,
    answer: 'no',
    reasons: 'missing;steps-fail',
    comment,
  });
  expect(id, 'a random id per answer').toMatch(/^[0-9a-f-]{36}$/);
  expect(Date.parse(receivedAt), 'the time it arrived').not.toBeNaN();
});

test('"yes" on a release note, an API page and an archived version\'s page is sent at once, with the page and its version', async ({page}) => {
  const before = stack.rows().length;
  const note = pageUrl('ja', 'release-notes');
  await page.goto(stack.baseUrl + note);
  const first = await page.locator('main article a[href*="/release-notes/"]').first().getAttribute('href');
  expect(first, 'the release-notes list links its notes').toBeTruthy();
  for (const [path, version] of [
    [first!, ''],
    [pageUrl('ja', 'external-api/reference/get-building'), CURRENT_RELEASE],
    [pageUrl('ja', `docs/${ARCHIVED_VERSIONS[0]}/user-app/introduction`), ARCHIVED_VERSIONS[0]],
  ]) {
    await openWidget(page, path);
    await widget(page).getByRole('button', {name: 'はい'}).click();
    await expect(widget(page).getByRole('status'), `${path}: no thank-you`).toHaveText('フィードバックをありがとうございました。');
    await expect(widget(page).getByRole('link'), `${path}: the ways on are for "no" only`).toHaveCount(0);
    const row = stack.rows().find((r) => r.path === path);
    expect(row, `${path}: not in the export`).toMatchObject({answer: 'yes', locale: 'ja', version, reasons: '', comment: ''});
  }
  expect(stack.rows()).toHaveLength(before + 3);
});

test('answered offline, the answer waits in the service worker and arrives once when the reader is back online', async ({page, context, site}) => {
  test.setTimeout(180_000);
  const before = stack.rows().length;
  // Offline reading on: the service worker (with its feedback queue) installs and activates.
  await openWidget(page, `${DOC_PAGE}?offlineMode=true`);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      message: 'the service worker did not activate',
      timeout: 150_000,
      intervals: [500, 1000],
    })
    .toBe('activated');
  await context.setOffline(true);
  site.expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED/);
  await widget(page).getByRole('button', {name: 'いいえ'}).click();
  await widget(page).getByRole('checkbox', {name: '分かりにくい'}).check();
  await widget(page).getByRole('button', {name: '送信'}).click();
  await expect(widget(page).getByRole('status'), 'offline: the reader is told it will be sent later').toHaveText(
    'ありがとうございました。現在オフラインのため、オンラインに戻ったときに送信します。',
  );
  await page.waitForTimeout(1000);
  expect(stack.rows(), 'nothing can arrive while offline').toHaveLength(before);
  await context.setOffline(false);
  await expect.poll(() => stack.rows().length, {message: 'the queued answer did not arrive once back online', timeout: 20_000}).toBe(before + 1);
  // Later pages and a new start of the worker send nothing again.
  await page.reload();
  await ready(page);
  await page.waitForTimeout(1000);
  const rows = stack.rows();
  expect(rows, 'the answer arrived more than once').toHaveLength(before + 1);
  expect(rows.at(-1), 'the queued answer').toMatchObject({path: DOC_PAGE, answer: 'no', reasons: 'unclear'});
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.unregister());
});

test('the receiver refuses what no widget sends, and a refused post stores nothing', async ({page}) => {
  const before = stack.rows().length;
  const good = {
    id: '0b7f5a0e-4a55-4d1b-9b5c-2f1f3c1e8a11',
    path: DOC_PAGE,
    locale: 'ja',
    version: CURRENT_RELEASE,
    answer: 'no',
    reasons: ['unclear'],
    comment: '',
  };
  const url = stack.baseUrl + SAME_ORIGIN_ENDPOINT;
  const json = {'Content-Type': 'application/json'};
  const cases: Array<[string, () => Promise<{status: () => number}>, number]> = [
    ['a GET', () => page.request.get(url), 403],
    ['form data instead of JSON', () => page.request.post(url, {form: {answer: 'no'}}), 415],
    ['a body over 8 KB', () => page.request.post(url, {headers: json, data: JSON.stringify({...good, comment: 'x'.repeat(9000)})}), 413],
    ['JSON that does not parse', () => page.request.post(url, {headers: json, data: '{"answer": no'}), 400],
    ['an unknown field', () => page.request.post(url, {headers: json, data: JSON.stringify({...good, email: 'a@example.com'})}), 400],
    ['a missing field', () => page.request.post(url, {headers: json, data: JSON.stringify({...good, reasons: undefined})}), 400],
    ['a comment over 1,000 characters', () => page.request.post(url, {headers: json, data: JSON.stringify({...good, comment: 'あ'.repeat(1001)})}), 400],
    [
      'a page the site does not have',
      () => page.request.post(url, {headers: json, data: JSON.stringify({...good, path: pageUrl('ja', 'docs/no-such-page')})}),
      422,
    ],
  ];
  for (const [what, post, status] of cases) {
    const response = await post();
    expect(response.status(), `${what}: refused with ${status}`).toBe(status);
    expect(stack.rows(), `${what}: stored although refused`).toHaveLength(before);
  }
  // The same answer, well formed, is stored; through nginx it gets the site's headers and is never cached.
  const stored = await page.request.post(url, {headers: json, data: JSON.stringify(good)});
  expect(stored.status(), 'a well-formed answer is stored').toBe(201);
  expect(stored.headers()['cache-control'], 'an answer is never cached').toBe('no-store');
  expect(stored.headers()['x-content-type-options'], "the site's security headers").toBe('nosniff');
  expect(stack.rows()).toHaveLength(before + 1);
  const again = await page.request.post(url, {headers: json, data: JSON.stringify(good)});
  expect(again.status(), 'the same answer again (a retried queue)').toBe(200);
  expect(stack.rows(), 'an answer sent twice is stored once').toHaveLength(before + 1);
});

test('more posts than the rate allows are refused; the widget says it could not be sent and keeps the answer to send again', async ({page, site}) => {
  site.expectedConsoleErrors.push(/status of 429/);
  const limited = await startStack(2);
  try {
    const url = limited.baseUrl + SAME_ORIGIN_ENDPOINT;
    // Two refused posts use this client's two posts of the minute.
    for (let i = 0; i < 2; i++) await page.request.post(url, {headers: {'Content-Type': 'text/plain'}, data: 'x'});
    await openWidget(page, DOC_PAGE, limited.baseUrl);
    await widget(page).getByRole('button', {name: 'いいえ'}).click();
    await widget(page).getByRole('checkbox', {name: 'その他'}).check();
    await widget(page).getByRole('textbox', {name: 'コメント（任意）'}).fill('残しておいてください');
    await widget(page).getByRole('button', {name: '送信'}).click();
    await expect(widget(page).getByRole('alert'), 'the refusal is announced').toHaveText('送信できませんでした。しばらくしてから、もう一度お試しください。');
    expect(limited.rows(), 'a refused post stored something').toHaveLength(0);
    // Nothing the reader wrote is lost: the form is still filled in, with a button to send again.
    await expect(widget(page).getByRole('checkbox', {name: 'その他'})).toBeChecked();
    await expect(widget(page).getByRole('textbox', {name: 'コメント（任意）'})).toHaveValue('残しておいてください');
    await expect(widget(page).getByRole('button', {name: 'もう一度送信'})).toBeEnabled();
  } finally {
    await limited.stop();
  }
});

test('keyboard only: Tab to the answer, Enter, Space on the reasons, type, send; the focus follows each step @wcag-keyboard', async ({page}) => {
  await openWidget(page, pageUrl('ja', 'docs/user-app/introduction'));
  // Start from the element just before the widget, as a reader tabbing down the page arrives.
  await page.evaluate(() => {
    const slot = document.querySelector('[data-feedback-slot]')!;
    const before = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (e) => e.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    before.at(-1)!.focus();
  });
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('button', {name: 'はい'}), 'Tab reaches "yes"').toBeFocused();
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('button', {name: 'いいえ'}), 'then "no"').toBeFocused();
  await page.keyboard.press('Enter');
  const first = widget(page).getByRole('checkbox', {name: '情報が古い・間違っている'});
  await expect(first, 'after "no", the focus is on the first reason').toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(widget(page).getByRole('checkbox', {name: '探していた情報がない'})).toBeChecked();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  const comment = widget(page).getByRole('textbox', {name: 'コメント（任意）'});
  await expect(comment, 'Tab through the reasons reaches the comment').toBeFocused();
  await page.keyboard.type('キーボードだけで送信');
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('button', {name: '送信'}), 'then the send button').toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget(page).getByRole('status')).toHaveText('フィードバックをありがとうございました。');
  await expect(widget(page).locator('[tabindex="-1"]'), 'the focus moves to the thank-you, not to the page top').toBeFocused();
  expect(stack.rows().at(-1), 'the keyboard answer').toMatchObject({reasons: 'outdated;missing', comment: 'キーボードだけで送信'});
});

test('the widget passes axe asking, with the reasons, and after sending, in light and dark mode @wcag-axe', async ({page}) => {
  test.setTimeout(60_000);
  const check = async (scheme: string, step: string) => {
    const {violations} = await new AxeBuilder({page}).include('[data-feedback-slot]').analyze();
    const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found, `${scheme}, ${step}: axe violations in the widget`).toEqual([]);
  };
  const path = pageUrl('ja', 'docs/player/about');
  await openWidget(page, path);
  // Colours are read as they end, not halfway through the theme's transitions.
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  // Each step in both colour modes: the theme switches them without a reload (the page's own toggle).
  const both = async (step: string) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => document.documentElement.setAttribute('data-theme', s), scheme);
      await check(scheme, step);
    }
  };
  await both('asking');
  await widget(page).getByRole('button', {name: 'いいえ'}).click();
  await both('the reasons');
  await widget(page).getByRole('button', {name: '送信'}).click();
  await expect(widget(page).getByRole('status')).toHaveText('フィードバックをありがとうございました。');
  await both('after sending');
});

test('without JavaScript the question, which cannot be answered, is not shown', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(stack.baseUrl + DOC_PAGE);
    await expect(page.locator('[data-feedback-slot]'), `${DOC_PAGE}: the question is in the server HTML`).toBeAttached();
    await expect(page.locator('[data-feedback-slot]'), `${DOC_PAGE}: the question shows without JavaScript`).toBeHidden();
  } finally {
    await context.close();
  }
});

test('the endpoint on the site itself needs no new source: the Content-Security-Policy is the one of a build without feedback', async ({page}) => {
  const response = await page.goto(stack.baseUrl + DOC_PAGE);
  const served = response?.headers()['content-security-policy'] ?? '';
  const {policies, allowsLocalMock, HASHES_FILE} = await import('../../config/serving/headers.ts');
  const hashes = JSON.parse(readFileSync(join(ROOT, BUILD_DIR, HASHES_FILE), 'utf8')) as Record<string, string[]>;
  // This build's policy as computed with no endpoint at all (the preview build allows the local API mock).
  const withoutFeedback = policies(Object.values(hashes).flat(), false, allowsLocalMock('http://localhost'));
  expect(served, `${DOC_PAGE}: the policy nginx sends`).toBe(withoutFeedback.site);
  expect(/connect-src ([^;]*)/.exec(served)?.[1], 'answers go to the same origin only').toBe("'self'");
});
