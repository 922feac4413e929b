/**
 * What a page loads, beside what it shows (the byte budgets themselves are checked by `npm run perf`):
 * no Mermaid (diagrams are images drawn at build time), the API stylesheet only on generated API pages and the
 * try-it explorer only once the reader opens it, the
 * search engine only once the reader searches. A library is recognized by a string of its own in the scripts the
 * page fetched.
 */
import {test, expect, open, openTryIt, ready} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {pageUrl} from '../../site/locales.ts';
import {MAIN_SCRIPT, firstLoadScripts} from '../../site/page-scripts.ts';
import {literal} from '../support/patterns';

const MARKERS = {
  mermaid: 'mermaidAPI',
  apiExplorer: 'openapi-explorer',
  searchEngine: 'TinySegmenter',
} as const;

/** Collects the text of every script the page fetches from now on. */
function scripts(page: Page): {texts: Promise<string>[]} {
  const state = {texts: [] as Promise<string>[]};
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) state.texts.push(response.text().catch(() => ''));
  });
  return state;
}

async function loaded(page: Page, state: {texts: Promise<string>[]}, marker: string): Promise<boolean> {
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(state.texts);
  return texts.some((t) => t.includes(marker));
}

test('a doc page without a diagram loads neither Mermaid nor the search engine', async ({page}) => {
  const state = scripts(page);
  await open(page, pageUrl('ja', 'docs/user-app/introduction'));
  expect(await loaded(page, state, MARKERS.mermaid), 'Mermaid').toBe(false);
  expect(await loaded(page, state, MARKERS.searchEngine), 'lunr and its Japanese tokenizer').toBe(false);
});

test('a diagram is an image in the server HTML: Mermaid never loads', async ({page}) => {
  const path = pageUrl('ja', 'docs/integration/office-365/delegated-permission');
  const html = await (await page.request.get(path)).text();
  expect(html, `${path}: the server HTML holds the diagram image`).toMatch(
    new RegExp(`<img[^>]+src="?${literal(pageUrl('ja', 'assets/diagrams/'))}[0-9a-f]+\\.svg`),
  );
  const state = scripts(page);
  await open(page, path);
  await page.locator('.so-diagram img').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.so-diagram img').first(), `${path}: the diagram`).toBeVisible();
  expect(await loaded(page, state, MARKERS.mermaid), `${path}: Mermaid`).toBe(false);
});

test('the API overview is a plain doc page: no API explorer, no API stylesheet', async ({page}) => {
  const state = scripts(page);
  await open(page, pageUrl('ja', 'external-api/'));
  await expect(page.locator('article h1')).toBeVisible();
  expect(await loaded(page, state, MARKERS.apiExplorer), 'API explorer').toBe(false);
  const sheets = await page.evaluate(() => Array.from(document.styleSheets).flatMap((s) => (s.href ? [s.href] : [])));
  expect(sheets.filter((s) => s.includes('api-styles'))).toEqual([]);
});

test('an API operation page loads the try-it explorer only when the reader opens it', async ({page}) => {
  const state = scripts(page);
  await open(page, pageUrl('ja', 'external-api/reference/get-building'));
  await expect(page.locator('.so-api-samples pre').first(), 'get-building: the code samples').toBeVisible();
  expect(await loaded(page, state, MARKERS.apiExplorer), 'get-building: the explorer loaded before the reader opened it').toBe(false);
  // The explorer's code tabs carry 20 inline SVG language logos: not in the stylesheet that the first paint waits for.
  const logoRules = () =>
    page.evaluate(
      () =>
        Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).filter((rule) => rule.cssText.includes('openapi-tabs__code-item--curl')))
          .length,
    );
  expect(await logoRules(), "get-building: the explorer code tabs' styles (language logos) load before the explorer").toBe(0);
  await openTryIt(page);
  await expect
    .poll(async () => (await Promise.all(state.texts)).some((t) => t.includes(MARKERS.apiExplorer)), {
      message: 'API explorer: its chunk never loaded',
      timeout: 30_000,
    })
    .toBe(true);
  await expect.poll(logoRules, {message: "get-building: the explorer opened without its code tabs' styles"}).toBeGreaterThan(0);
});

test('prefetching any page asks only for files that exist', async ({page}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && /\/assets\//.test(response.url())) missing.push(new URL(response.url()).pathname);
  });
  // What a link on the screen or under the pointer does: prefetch the chunks of its page. Every page of the sitemap.
  const sitemap = await (await page.request.get(pageUrl('ja', 'sitemap.xml'))).text();
  const paths = [...sitemap.matchAll(new RegExp(`<loc>[^<]*?(${literal(pageUrl('ja'))}[^<]*)</loc>`, 'g'))].map((m) => m[1]);
  expect(paths.length, 'pages in the jp sitemap').toBeGreaterThan(100);
  await open(page, pageUrl('ja'));
  await page.evaluate(
    (all) => Promise.all(all.map((p) => (window as unknown as {docusaurus: {prefetch(p: string): Promise<unknown>}}).docusaurus.prefetch(p))),
    [...paths, pageUrl('ja', 'docs')],
  );
  await page.waitForLoadState('networkidle');
  expect(missing, 'prefetched files that do not exist (404)').toEqual([]);
});

test('a page names its required roles in its language and loads the role names of no other language', async ({page}) => {
  const path = pageUrl('ja', 'docs/user-app/introduction');
  const state = scripts(page);
  await open(page, path);
  await expect(page.locator('[data-component="required-roles"]'), `${path}: the required-roles line`).toContainText('一般ユーザー');
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(state.texts);
  // "全域管理員": the Chinese name of Global Administrator (data/roles.json); English names stay as the fallback.
  expect(texts.filter((t) => t.includes('全域管理員')).length, `${path}: scripts with the Chinese role names`).toBe(0);
});

test('a link in view prefetches its page once the browser is idle, not in the task that asks', async ({page}) => {
  const path = pageUrl('ja', 'docs/management-console/introduction');
  // A page this one does not link to, so that nothing of it was prefetched yet.
  const target = pageUrl('ja', 'external-api/reference/get-building');
  await open(page, path);
  // The target's route shard loaded first (a reader pointing at an API link does this), so that the prefetch below
  // can find the target's own chunks (with its shard not loaded, only the shard's file is prefetched).
  await page.evaluate(
    (overview) => (window as unknown as {docusaurus: {preload(p: string): unknown}}).docusaurus.preload(overview),
    pageUrl('ja', 'external-api/'),
  );
  await page.waitForLoadState('networkidle');
  const counts = await page.evaluate((to) => {
    const prefetchLinks = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const before = prefetchLinks();
    // What Docusaurus's Link does when it scrolls into view.
    void (window as unknown as {docusaurus: {prefetch(p: string): unknown}}).docusaurus.prefetch(to);
    return {before, after: prefetchLinks()};
  }, target);
  expect(counts.after, `${path}: prefetching ${target} added its links in the same task (it should wait for idle time)`).toBe(counts.before);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length), {
      message: `${path}: ${target} was never prefetched`,
      timeout: 15_000,
    })
    .toBeGreaterThan(counts.before);
});

test('a link clicked in the first second after load opens its page', async ({page}) => {
  const from = pageUrl('ja', 'docs/management-console/introduction');
  const to = pageUrl('ja', 'docs/management-console/schedule');
  await page.goto(from, {waitUntil: 'domcontentloaded'});
  await page.locator(`nav.menu a[href="${to}"]`).first().click();
  await expect(page, `${from}: the sidebar link to ${to} clicked right after load`).toHaveURL((u) => u.pathname === to);
  await expect(page.locator('h1').first(), `${to}: its title`).toHaveText(/.+/, {timeout: 15_000});
  await expect(page.locator('article').first(), `${to}: its text`).toContainText('管理カレンダー');
});

// Route shards (plugins/page-weight/route-shards/): a section's doc routes are not in main.js; they come with the
// section's page, and a navigation into another section loads that section's routes first, inside the app.
test.describe('route shards', () => {
  const from = pageUrl('ja', 'docs/management-console/introduction');
  const to = pageUrl('ja', 'docs/user-app/introduction');

  test("main.js holds no doc page's route; a doc page renders the page the server sent", async ({page}) => {
    const state = scripts(page);
    await open(page, from);
    await page.waitForLoadState('networkidle');
    const html = await (await page.request.get(from)).text();
    const main = firstLoadScripts(html).find((src) => MAIN_SCRIPT.test(src));
    expect(main, `${from}: no main.js in the server HTML`).toBeTruthy();
    const mainText = await (await page.request.get(main!)).text();
    // Pages that are no section's first page and no version's main page (those stay, for the navbar's links).
    for (const path of ['docs/management-console/resource/room', 'docs/user-app/quota', 'external-api/reference/get-building'].map((p) => pageUrl('ja', p)))
      expect(mainText.includes(`"${path}"`), `${main}: ${path} is in main.js (its route and its entry belong in its section's shard)`).toBe(false);
    expect(await loaded(page, state, `"${from}"`), `${from}: its own route was never loaded (its shard)`).toBe(true);
    const title = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      .replace(/<[^>]+>/g, '')
      .trim();
    expect(title, `${from}: no <h1> in the server HTML`).toBeTruthy();
    await expect(page.locator('article h1'), `${from}: after hydration`).toHaveText(title!);
    await expect(page.locator('.theme-doc-sidebar-menu a[href$="/docs/management-console/introduction"]'), `${from}: its sidebar`).toBeVisible();
  });

  test('in the first second after load, a link into another section opens it inside the app', async ({page}) => {
    await page.goto(from);
    await ready(page);
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    // The user-app section's page, through the navbar's dropdown, as a reader goes there.
    const dropdown = page
      .locator('.navbar .dropdown')
      .filter({has: page.locator(`a.dropdown__link[href="${to}"]`)})
      .first();
    await dropdown.hover();
    await dropdown.locator(`a.dropdown__link[href="${to}"]`).click();
    await expect(page, `${to}: not reached`).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('.theme-doc-sidebar-menu a[href$="/docs/user-app/introduction"]'), `${to}: the user app's sidebar`).toBeVisible();
    await expect(page.locator('article h1'), `${to}: its title`).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed), `${to}: the page was loaded anew, not opened in the app`).toBe(true);
    await page.goBack();
    await expect(page.locator('.theme-doc-sidebar-menu a[href$="/docs/management-console/introduction"]'), `${from}: back`).toBeVisible();
  });
});

// Pages paint before their main script runs (config/paint-first.ts): the reader sees the server's page without
// waiting for React's start-up, even when main.js is already in the browser's cache, and the page still comes alive.
test.describe('paint first', () => {
  for (const path of [pageUrl('ja'), pageUrl('ja', 'docs/management-console/introduction'), pageUrl('ja', 'external-api/reference/get-building')]) {
    test(`${path}: main.js is requested after the first contentful paint, and the page hydrates`, async ({page}) => {
      for (const visit of ['first visit', 'from the cache']) {
        await open(page, path);
        const timing = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const main = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => /\/main\.[0-9a-f]+\.js$/.test(r.name));
          return {paint, main: main?.startTime};
        });
        expect(timing.paint, `${path} (${visit}): no first contentful paint`).toBeDefined();
        expect(timing.main, `${path} (${visit}): main.js was not loaded`).toBeDefined();
        expect(timing.main!, `${path} (${visit}): main.js requested at ${timing.main} ms, before the first paint at ${timing.paint} ms`).toBeGreaterThan(
          timing.paint!,
        );
      }
    });
  }
});
