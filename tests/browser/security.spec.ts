/**
 * What a trusted host sends and refuses, asserted on the real nginx configuration (deploy/nginx/, started by the
 * global setup) serving the build: security headers and the Content-Security-Policy on every kind of page, pages
 * that run under that policy without a single violation, errors never cached, files outside the site refused,
 * and paths a reader may type or follow (`//`, /help/jp/docs) that end on a real page.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, ready, open, navigateInApp, openTryIt} from '../support/fixtures';
import {MOCK, chooseServer, enterId} from '../support/try-it';
import {endsWith, literal} from '../support/patterns';
import {BASE_URL, pageUrl, siteLocale} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';

const BUILD = join(ROOT, BUILD_DIR);

const PAGES = {
  home: pageUrl('ja'),
  'doc with diagrams': pageUrl('ja', 'docs/integration/office-365/delegated-permission'),
  'release notes': pageUrl('ja', 'release-notes'),
  search: pageUrl('ja', 'search?q=%E4%BC%9A%E8%AD%B0%E5%AE%A4'),
  'API overview': pageUrl('ja', 'external-api/'),
  'API operation': pageUrl('ja', 'external-api/reference/get-building'),
  'English doc': pageUrl('en', 'docs/management-console/introduction'),
  'Chinese home': pageUrl('zh-Hant'),
};

test('every kind of page is sent with a Content-Security-Policy, frame restriction, referrer and permissions policies', async ({request}) => {
  const problems: string[] = [];
  for (const [kind, path] of Object.entries(PAGES)) {
    const h = (await request.get(path)).headers();
    const csp = h['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    if (!scriptSrc) problems.push(`${kind} (${path}): no script-src in the Content-Security-Policy "${csp}"`);
    if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) problems.push(`${kind} (${path}): script-src allows inline or eval: ${scriptSrc}`);
    if (!/'sha256-[A-Za-z0-9+/]+=*'/.test(scriptSrc)) problems.push(`${kind} (${path}): script-src lists no hash of the inline scripts`);
    if (!/frame-ancestors 'self'/.test(csp)) problems.push(`${kind} (${path}): frame-ancestors is not restricted`);
    if (!/object-src 'none'/.test(csp)) problems.push(`${kind} (${path}): object-src is not 'none'`);
    if (h['x-frame-options'] !== 'SAMEORIGIN') problems.push(`${kind} (${path}): X-Frame-Options is "${h['x-frame-options']}"`);
    if (h['referrer-policy'] !== 'strict-origin-when-cross-origin') problems.push(`${kind} (${path}): Referrer-Policy is "${h['referrer-policy']}"`);
    if (!/camera=\(\)/.test(h['permissions-policy'] ?? '')) problems.push(`${kind} (${path}): no Permissions-Policy`);
    if (h['x-content-type-options'] !== 'nosniff') problems.push(`${kind} (${path}): X-Content-Type-Options is "${h['x-content-type-options']}"`);
    if (/\d/.test(h.server ?? '')) problems.push(`${kind} (${path}): the Server header gives the version: ${h.server}`);
  }
  expect(problems).toEqual([]);
});

test('only the API reference may call other servers (try-it); every other page connects to its own origin only', async ({request}) => {
  const connect = async (path: string) => /connect-src ([^;]*)/.exec((await request.get(path)).headers()['content-security-policy'] ?? '')?.[1];
  expect(await connect(pageUrl('ja')), 'home').toBe("'self'");
  expect(await connect(pageUrl('ja', 'docs/management-console/introduction')), 'a doc page').toBe("'self'");
  expect(await connect(pageUrl('ja', 'external-api/reference/get-building')), 'an API page').toContain('https:');
});

/** The pages whose policy violations are being collected. */
const watched = new WeakSet<Page>();
/** Opens a page, collecting `securitypolicyviolation` events from before its first script. */
async function violationsOn(page: Page, path: string, act?: () => Promise<void>): Promise<string[]> {
  // Once per page: the script runs again at each page load, and starts each page's list afresh.
  if (!watched.has(page)) {
    watched.add(page);
    await page.addInitScript(() => {
      (window as unknown as {violations: string[]}).violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as {violations: string[]}).violations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`),
      );
    });
  }
  await open(page, path);
  await act?.();
  return page.evaluate(() => (window as unknown as {violations: string[]}).violations);
}

// One page walks the kinds (a browser context per kind costs more than its check): the violations are collected per
// page from before its first script, and a failure names each page with its violations.
test(`${Object.keys(PAGES).join(', ')}: each runs under the policy with no violation`, async ({page, site}) => {
  test.setTimeout(Object.keys(PAGES).length * 20_000);
  site.expectedConsoleErrors.push(/status of 401/);
  const found: Record<string, string[]> = {};
  for (const [kind, path] of Object.entries(PAGES)) {
    const violations = await violationsOn(page, path, async () => {
      if (kind === 'doc with diagrams') {
        // Diagrams are images drawn at build time (plugins/diagrams/): same-origin SVG files.
        const diagram = page.locator('.so-diagram img').first();
        await diagram.scrollIntoViewIfNeeded();
        await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.naturalWidth), {message: `${path}: the diagram loads`}).toBeGreaterThan(0);
      }
      if (kind === 'search') await expect(page.locator('article[class*="searchResultItem"]').first(), `${path}: results`).toBeVisible();
      if (kind === 'API operation') {
        // Try it against the local mock: the explorer loads, the request leaves the page, and the answer (401 without a
        // token) comes back.
        await openTryIt(page);
        await chooseServer(page, MOCK);
        await enterId(page);
        await page.locator('.openapi-explorer__request-btn').click();
        await expect(page.locator('.openapi-explorer__response-container'), `${path}: try-it answer`).toContainText('401');
      }
    });
    if (violations.length) found[`${kind} (${path})`] = violations;
  }
  expect(found, 'Content-Security-Policy violations, by page').toEqual({});
});

test("the colour mode is applied before the first paint by the page's inline script, allowed by its hash", async ({page, site}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // No bundle runs: what sets data-theme can only be the inline script in the head, which the policy must allow.
  site.expectedConsoleErrors.push(/ERR_BLOCKED_BY_CLIENT/);
  await page.route(/\.js(\?.*)?$/, (route) => route.abort('blockedbyclient'));
  await page.goto(pageUrl('ja', 'docs/management-console/introduction'), {waitUntil: 'domcontentloaded'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('errors are never cached: a missing chunk, search index or page answers 404 with no-store', async ({request}) => {
  for (const path of [pageUrl('ja', 'assets/js/main.0000dead.js'), pageUrl('ja', 'search-index-0000dead.json'), pageUrl('ja', 'docs/no-such-page')]) {
    const r = await request.get(path);
    expect(r.status(), path).toBe(404);
    expect(r.headers()['cache-control'], `${path}: Cache-Control`).toBe('no-store');
  }
  const asset = new RegExp(`${literal(pageUrl('ja', 'assets/js/main.'))}[\\w]+\\.js`).exec(await (await request.get(pageUrl('ja'))).text())?.[0];
  expect((await request.get(asset!)).headers()['cache-control'], `${asset}: a present chunk`).toContain('immutable');
});

test.describe('files that are not part of the site', () => {
  // Left in the deployed folder by a careless copy; the build's own server settings live in .nginx/.
  // Paths in the build, in the Japanese and Chinese folders and at the root.
  const ja = siteLocale('ja').urlFolder;
  const zh = siteLocale('zh-Hant').urlFolder;
  const planted = [`${ja}/.git/config`, '.env', `${ja}/docs/notes.md~`, `${zh}/backup.tar`, `${ja}/old-page.bak`, 'deploy.sh'];
  test.beforeAll(() => {
    for (const file of planted) {
      mkdirSync(join(BUILD, file, '..'), {recursive: true});
      writeFileSync(join(BUILD, file), 'secret=1\n');
    }
  });
  test.afterAll(() => {
    for (const file of planted) rmSync(join(BUILD, file), {force: true});
    rmSync(join(outputDir('ja', BUILD), '.git'), {recursive: true, force: true});
  });

  test("are refused with the locale's not-found page (dotfiles, backups, archives, scripts, server settings, _headers)", async ({request}) => {
    // The build's own: its server settings in .nginx/, and the headers file of static hosts (build/_headers).
    for (const path of [
      ...planted.map((f) => `${BASE_URL}${f}`),
      pageUrl('en', '.nginx/help-csp.conf'),
      pageUrl('en', '_headers'),
      pageUrl('ja', '_headers'),
    ]) {
      const r = await request.get(path);
      expect(r.status(), `${path} must not be served`).toBe(404);
      const body = await r.text();
      expect(body, `${path}: leaked content`).not.toMatch(/secret=1|Cache-Control: |map \$uri/);
      if (path.startsWith(pageUrl('ja'))) expect(body, `${path}: Japanese not-found page`).toMatch(/<html[^>]*\slang="?ja[\s">]/);
    }
  });
});

test('a path with // redirects to the clean path, and the page renders', async ({page}) => {
  const response = await page.goto(`${pageUrl('ja')}/docs//management-console/introduction`);
  expect(response?.status()).toBe(200);
  await ready(page);
  expect(new URL(page.url()).pathname).toBe(pageUrl('ja', 'docs/management-console/introduction'));
  await expect(page.locator('h1')).toHaveText('管理コンソールの概要');
});

test(`${pageUrl('ja', 'docs')} opens the console introduction on a full load and on in-app navigation`, async ({page}) => {
  await page.goto(pageUrl('ja', 'docs'));
  await expect(page).toHaveURL(endsWith(pageUrl('ja', 'docs/management-console/introduction')));
  await expect(page.locator('h1')).toHaveText('管理コンソールの概要');
  await open(page, pageUrl('ja'));
  // The router follows history changes as a link click does (no page load).
  await page.evaluate(() => ((window as unknown as {inApp: boolean}).inApp = true));
  await navigateInApp(page, pageUrl('ja', 'docs')).catch(() => undefined); // the page redirects at once
  await expect(page).toHaveURL(endsWith(pageUrl('ja', 'docs/management-console/introduction')));
  await expect(page.locator('h1')).toHaveText('管理コンソールの概要');
  expect(await page.evaluate(() => (window as unknown as {inApp?: boolean}).inApp), 'navigation stayed in the app').toBe(true);
});
