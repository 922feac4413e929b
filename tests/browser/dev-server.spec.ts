/**
 * The README's first command, `npm start`: the dev server of the Japanese edition compiles and serves pages as a
 * writer sees them, with diagrams drawn, code highlighted and tabs. The build-only plugins (page weight) stay out of
 * its way: two of them once stopped it at start-up, which no test of the built site could see.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {test, expect} from '@playwright/test';

let dev: ChildProcess | undefined;
test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

test('npm start serves the Japanese edition: diagrams, highlighted code, tabs', async ({page}) => {
  test.setTimeout(300_000);
  // The nginx harness's helper (an ES module: imported, as the global setup does, at run time).
  const {freePort} = await import('../../tools/nginx-harness.mjs');
  const port = await freePort();
  let output = '';
  dev = spawn('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {detached: true, env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0', NO_COLOR: '1'}});
  // Without colour codes, which would split the words looked for.
  const add = (d: Buffer) => (output += String(d).replace(/\x1b\[[0-9;]*m/g, ''));
  dev.stdout?.on('data', add);
  dev.stderr?.on('data', add);
  await expect
    .poll(() => (/compiled successfully/.test(output) ? 'ok' : /\[ERROR\]|compiled with \d+ error/.test(output) ? output.slice(-2000) : `waiting: ${output.slice(-300)}`), {
      message: 'npm start: the dev server did not compile',
      timeout: 240_000,
      intervals: [2000],
    })
    .toBe('ok');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const base = `http://127.0.0.1:${port}`;

  const doc = '/help/jp/docs/integration/office-365/delegated-permission';
  await page.goto(base + doc, {timeout: 120_000});
  await expect(page.locator('h1'), `${doc}: title`).toHaveText('Microsoft 365 連携（委任されたアクセス許可）', {timeout: 60_000});
  const diagram = page.locator('.so-diagram img').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.naturalWidth), {message: `${doc}: the diagram loads`}).toBeGreaterThan(0);
  await expect(page.locator('.theme-code-block .token').first(), `${doc}: highlighted code`).toBeVisible();

  const guide = '/help/jp/docs/installation/server-installation/linux-server/basic';
  await page.goto(base + guide, {timeout: 120_000});
  await expect(page.locator('[role="tab"]'), `${guide}: tabs`).toHaveText(['Ubuntu 22.04 / 24.04', 'RHEL 9'], {timeout: 60_000});
  expect(errors, 'errors in the page').toEqual([]);
});
