/**
 * Offline reading: @docusaurus/plugin-pwa with our registration (src/pwa/register-sw.ts, config/pwa.ts).
 * - A reader who opts in (`?offlineMode=true`) gets the locale's service worker and precache (the Japanese and the
 *   Chinese ones here; every locale's precache list is read in the site tier); offline, pages never visited open with
 *   their heading (docs, an archived 2.12 doc, release notes, the API overview and an operation page) and search
 *   answers from the cached index; `?offlineMode=false` removes the worker and its cache.
 * - A reader who never opts in gets no service worker, and does not even load workbox-window.
 * - A new build waiting offers the plugin's reload popup, in the page's language; Refresh loads the new version.
 * - The seed's rule still holds for them: when the next page's assets cannot be fetched, the page reloads.
 * The tests of this file run one after the other: the update check changes the served sw.js for a moment.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, open, ready, navigateInApp, settled} from '../support/fixtures';
import {searchFor} from '../support/search';
import {BASE_URL, pageUrl, type LocaleCode} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';
import {ARCHIVED_VERSIONS} from '../../site/versions.ts';

test.describe.configure({mode: 'serial'});

const decode = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

/** The title and h1 (a list page has none) of a built page, from the HTML nginx serves, so the test follows the content. */
function built(path: string): {title: string; h1?: string} {
  const file = join(ROOT, BUILD_DIR, path.slice(BASE_URL.length), 'index.html');
  const html = readFileSync(file, 'utf8');
  const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1];
  if (!title) throw new Error(`${path}: no title in ${file}`);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return {title: decode(title), h1: h1 === undefined ? undefined : decode(h1)};
}

/** Resolves once the service worker of `scope` is activated, that is once its precache is complete. */
async function offlineReady(page: Page, scope: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (s) => {
          const registration = await navigator.serviceWorker.getRegistration(s);
          return registration?.active?.state ?? 'no service worker';
        }, scope),
      {message: `${scope}: the service worker did not activate (precache incomplete?)`, timeout: 150_000, intervals: [500, 1000]},
    )
    .toBe('activated');
}

/** Opens a page while offline; the service worker must answer it from the precache. */
async function openOffline(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} offline: no answer from the precache`).toBe(200);
  expect(response?.fromServiceWorker(), `${path} offline: not served by the service worker`).toBe(true);
  await ready(page);
  const {title, h1} = built(path);
  await expect(page, `${path} offline: title`).toHaveTitle(title);
  if (h1) await expect(page.locator('article h1, main h1').first(), `${path} offline: heading`).toHaveText(h1);
  else await expect(page.locator('main article').first(), `${path} offline: content`).toBeVisible();
}

async function registrations(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));
}

const JP_OFFLINE = [
  pageUrl('ja', 'docs/installation/server-installation/linux-server/basic'),
  pageUrl('ja', 'docs/epaper/qbic'),
  pageUrl('ja', 'docs/management-console/location/floor-plan'),
  pageUrl('ja', `docs/${ARCHIVED_VERSIONS[0]}/management-console/introduction`),
  pageUrl('ja', 'release-notes'),
  pageUrl('ja', 'external-api/'),
  pageUrl('ja', 'external-api/reference/get-building'),
];

// One precache (about 45 MB) serves both halves: offline reading, then the update popup of a new build.
test(
  'jp: after ?offlineMode=true, unvisited pages and search work offline; back online, a new build waiting shows the localized, announced reload popup, and Refresh, reached by keyboard, switches to it',
  {tag: ['@wcag-keyboard']},
  async ({page, context, site}) => {
    test.setTimeout(300_000);
    // The registration, workbox-window and the popup run under the site's Content-Security-Policy.
    await page.addInitScript(() => {
      const w = window as unknown as {violations: string[]};
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
    });
    await open(page, pageUrl('ja', 'docs/user-app/introduction?offlineMode=true'));
    await offlineReady(page, pageUrl('ja'));
    await context.setOffline(true);
    site.expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED/);
    for (const path of JP_OFFLINE) await openOffline(page, path);
    // Offline is real: a file the precache leaves out (the sitemap) does not load.
    expect(
      await page.evaluate(
        (sitemap) =>
          fetch(sitemap).then(
            () => 'loaded',
            () => 'failed',
          ),
        pageUrl('ja', 'sitemap.xml'),
      ),
      'the sitemap loaded although offline',
    ).toBe('failed');
    // The opt-in is remembered: these pages had no ?offlineMode=true, and the service worker is still the offline one.
    expect(await registrations(page)).toContain(new URL(pageUrl('ja'), page.url()).href);
    // Search from the cached index (fetched for the first time now, offline).
    const {suggestions} = await searchFor(page, 'インストール');
    await expect(suggestions.first(), 'jp offline: no search result from the cached index').toBeVisible({timeout: 15_000});
    await context.setOffline(false);
    await reloadPopupOfNewBuild(page);
  },
);

// The Chinese worker: a second locale's precache read offline, then turned off. What every locale's precache holds
// (its own folder only) is read from the built sw.js files in the site tier (tests/site/offline-precache.test.ts).
test('zh: after ?offlineMode=true, unvisited pages and search work offline; ?offlineMode=false then turns offline reading off: service worker and cache removed', async ({
  page,
  context,
  site,
}) => {
  test.setTimeout(240_000);
  await open(page, pageUrl('zh-Hant', '?offlineMode=true'));
  await offlineReady(page, pageUrl('zh-Hant'));
  await context.setOffline(true);
  site.expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED/);
  for (const path of [
    pageUrl('zh-Hant', 'docs/installation/server-installation/linux-server/basic'),
    pageUrl('zh-Hant', 'docs/epaper/qbic'),
    pageUrl('zh-Hant', 'release-notes'),
  ]) {
    await openOffline(page, path);
  }
  const {suggestions} = await searchFor(page, '安裝');
  await expect(suggestions.first(), 'zh offline: no search result from the cached index').toBeVisible({timeout: 15_000});
  await context.setOffline(false);
  // A page under the service worker: turning off reloads it once, out of the worker's hands.
  await open(page, pageUrl('zh-Hant', 'docs/epaper/qbic'));
  await page.goto(pageUrl('zh-Hant', 'docs/user-app/introduction?offlineMode=false'));
  // Turning off reloads the page once: a read that the reload cuts short counts as "still served", and is read again.
  const controlled = () => page.evaluate(() => Boolean(navigator.serviceWorker.controller)).catch(() => true);
  await expect.poll(controlled, {message: 'the page is still served by the worker'}).toBe(false);
  await ready(page);
  expect(await registrations(page), 'the service worker is still registered').toEqual([]);
  await expect.poll(() => page.evaluate(() => caches.keys()), {message: 'the precache is still there'}).toEqual([]);
  // And stays off on the next page.
  await open(page, pageUrl('zh-Hant', 'docs/epaper/about'));
  expect(await registrations(page)).toEqual([]);
});

test('a reader who never opts in gets no service worker and never loads workbox-window', async ({page, context}) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => ''));
  });
  await open(page, pageUrl('ja'));
  await open(page, pageUrl('ja', 'docs/installation/server-installation/linux-server/basic'));
  await navigateInApp(page, pageUrl('ja', 'docs/epaper/about'));
  await open(page, pageUrl('en', 'docs/epaper/about'));
  await page.waitForLoadState('load');
  expect(await registrations(page), 'service workers registered without opting in').toEqual([]);
  expect(
    context.serviceWorkers().map((w) => w.url()),
    'running service workers',
  ).toEqual([]);
  // workbox-window's code carries its version marker `workbox:window:`.
  expect(scripts.filter((s) => s.includes('workbox:window:')).length, 'workbox-window was loaded').toBe(0);
});

test("when the next page's assets cannot be fetched, the whole page reloads (reader without offline mode)", async ({page, site}) => {
  site.expectedConsoleErrors.push(/ERR_FAILED/, /Loading chunk|ChunkLoadError/);
  await open(page, pageUrl('ja', 'docs/user-app/introduction'));
  await page.evaluate(() => ((window as unknown as {beforeReload?: boolean}).beforeReload = true));
  let failed = '';
  // The first chunk the router asks for fails, as after a deploy that removed it; later requests pass.
  await page.route(`**${pageUrl('ja', 'assets/js/**')}`, async (route) => {
    if (failed) return route.continue();
    failed = route.request().url();
    return route.abort('failed');
  });
  const reloaded = page.waitForEvent('load');
  // The router's move, as navigateInApp makes it, without waiting for the router to reach the page: the reload
  // may come first (and end this page's scripts).
  await page.evaluate(
    (to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    pageUrl('ja', 'docs/epaper/qbic'),
  );
  await reloaded;
  expect(failed, 'no chunk was requested for the next page').not.toBe('');
  await ready(page);
  expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload), 'the page did not reload').toBeUndefined();
  await expect(page.locator('article h1')).toHaveText(built(pageUrl('ja', 'docs/epaper/qbic')).h1!);
});

/**
 * Serves a changed sw.js (a new build) for the duration of `fn`. Its precompressed copies change with it, as a build
 * writes them (tools/precompress/): nginx sends those in its place.
 */
async function withNewBuild(locale: LocaleCode, fn: () => Promise<void>): Promise<void> {
  const file = join(ROOT, outputDir(locale, BUILD_DIR), 'sw.js');
  const {writeSiblings} = (await import('../../tools/precompress/index.ts')) as unknown as {writeSiblings: (file: string, rel: string) => Promise<unknown>};
  const write = async (text: string): Promise<void> => {
    writeFileSync(file, text);
    await writeSiblings(file, 'sw.js');
  };
  const original = readFileSync(file, 'utf8');
  await write(`${original}\n// a new build\n`);
  try {
    await fn();
  } finally {
    await write(original);
  }
}

async function popupScreenshot(page: Page, name: string): Promise<void> {
  // The navbar's logo of the other colour mode loads only once that mode is on.
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
  await page.screenshot({path: test.info().outputPath(name)});
}

/**
 * A new build waiting (the Japanese service worker active, the page online): the localized, announced reload popup
 * passes axe in both colour modes with no CSP violation, and Refresh, reached by keyboard, switches to the new build.
 */
async function reloadPopupOfNewBuild(page: Page): Promise<void> {
  const scope = pageUrl('ja');
  const firstWorker = await page.evaluate(async (s) => (await navigator.serviceWorker.getRegistration(s))!.active!.scriptURL, scope);
  await withNewBuild('ja', async () => {
    // The browser checks sw.js on navigation (nginx sends it with no-cache); update() is that check, made now.
    await open(page, pageUrl('ja', 'docs/epaper/qbic'));
    await page.evaluate(async (s) => (await navigator.serviceWorker.getRegistration(s))!.update(), scope);
    const popup = page.locator('#pwa-popup-container [role="status"]');
    await expect(popup, 'no reload popup for the waiting build').toContainText('新しいバージョンがあります', {timeout: 60_000});
    await expect(popup.getByRole('button', {name: '更新'})).toBeVisible();
    await expect(popup.getByRole('button', {name: '閉じる'})).toBeVisible();
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      // The buttons' colours change by a transition (Infima): axe reads them once it has ended.
      await settled(page);
      const {violations} = await new AxeBuilder({page}).include('#pwa-popup-container').analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `reload popup (${theme}): accessibility`,
      ).toEqual([]);
      await popupScreenshot(page, `pwa-popup-${theme}.png`);
    }
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations), 'Content-Security-Policy violations').toEqual([]);
    // By keyboard (WCAG 2.1.1): the popup comes last in the page, so Shift+Tab from the top reaches its buttons.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < 6 && !(await page.evaluate(() => document.activeElement?.textContent?.trim() === '更新')); i++) await page.keyboard.press('Shift+Tab');
    await expect(popup.getByRole('button', {name: '更新'}), 'the popup is reached by keyboard').toBeFocused();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await ready(page);
    await expect
      .poll(
        () =>
          page.evaluate(async (s) => {
            const r = await navigator.serviceWorker.getRegistration(s);
            return {waiting: Boolean(r?.waiting), controlled: Boolean(navigator.serviceWorker.controller)};
          }, scope),
        {message: 'after Refresh the new build should control the page, with nothing waiting'},
      )
      .toEqual({waiting: false, controlled: true});
  });
  expect(firstWorker).toContain(pageUrl('ja', 'sw.js?params='));
}
