/**
 * Docs versions as a reader meets them: the archived 2.12 docs beside the current ones, with the older-release
 * banner, a version dropdown that keeps the reader on the same page and remembers the choice (local storage
 * `docs-preferred-version-default`, used by links that name no version), search within the version being read, and
 * archived pages kept out of the sitemap. The archived versions come from versions.json.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {firstLoadScripts} from '../../site/page-scripts.ts';
import {test, expect, open, ready} from '../support/fixtures';
import {searchFor} from '../support/search';
import {endsWith, literal} from '../support/patterns';
import {pageUrl, type LocaleCode} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';
import {ARCHIVED_VERSIONS} from '../../site/versions.ts';

const [OLD] = ARCHIVED_VERSIONS;
const INTRO = 'management-console/introduction';
const NEW_IN_CURRENT = ['management-console/others/menu-button', 'management-console/others/item-meta-data'];
const NOT_FOUND_TITLE = 'ページが見つかりません';
/** The Japanese docs, where the tests read: `${DOCS}`. */
const DOCS = pageUrl('ja', 'docs/');

test('there is an archived docs version', () => {
  expect(OLD, 'versions.json lists no archived version').toBeTruthy();
});

for (const prefix of [pageUrl('en'), pageUrl('ja'), pageUrl('zh-Hant')]) {
  test(`${prefix}docs/${OLD}/${INTRO} answers with the ${OLD} page and the older-release banner`, async ({page}) => {
    await open(page, `${prefix}docs/${OLD}/${INTRO}`);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner, `${prefix}docs/${OLD}/${INTRO}: banner`).toBeVisible();
    await expect(banner.locator(`a[href="${prefix}docs/${INTRO}"]`), 'the banner links the same page in the current version').toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test(`the pages new in the current version answer 404 under ${OLD}`, async ({page, site}) => {
  // The server sends the locale's not-found page; inside the docs route the client renders the docs' own not-found
  // view, and React reports the differing markup while it replaces it (the reader sees the not-found page).
  site.expectedConsoleErrors.push(/Minified React error #418/);
  for (const id of NEW_IN_CURRENT) {
    const response = await page.goto(`${DOCS}${OLD}/${id}`);
    expect(response?.status(), `${DOCS}${OLD}/${id}`).toBe(404);
    // Once the page runs, the reader still sees the not-found page at the address they asked for.
    await ready(page);
    await expect(page.locator('main h1'), `${DOCS}${OLD}/${id}: the not-found page`).toContainText(NOT_FOUND_TITLE);
    await expect(page, `${DOCS}${OLD}/${id}: stays`).toHaveURL(new RegExp(`/docs/${OLD}/${id}$`));
    const current = await page.goto(`${DOCS}${id}`);
    expect(current?.status(), `${DOCS}${id}`).toBe(200);
  }
});

test('the banner is in the page language', async ({page}) => {
  await open(page, `${DOCS}${OLD}/${INTRO}`);
  await expect(page.locator('.theme-doc-version-banner')).not.toContainText(/This is documentation/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText(OLD);
});

test('the version dropdown switches to the same page, remembers the choice, and versionless links follow it', async ({page}) => {
  await open(page, `${DOCS}${INTRO}`);
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a', {hasText: /^2\.\d+$/})})
    .first();
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: OLD}).click();
  await expect(page, 'same page in the chosen version').toHaveURL(endsWith(`${DOCS}${OLD}/${INTRO}`));
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'saved preferred version').toBe(OLD);
  // After a reload, on a page outside the docs, the navbar's docs links (which name no version) lead to the choice.
  await open(page, pageUrl('ja'));
  await page.reload();
  await ready(page);
  await page.locator('.navbar__item.dropdown').filter({hasText: 'ユーザーガイド'}).hover();
  await page
    .locator('.navbar__item.dropdown .dropdown__menu a')
    .filter({hasText: /^管理コンソール$/})
    .first()
    .click();
  await expect(page, 'a versionless docs link opens the preferred version').toHaveURL(new RegExp(literal(`${DOCS}${OLD}/`)));
  // The link crosses into the archived build (a page load): closing the page in the middle of that load once held
  // the browser context's teardown past the test's time.
  await ready(page);
});

test("a page that does not exist in the chosen version leads to that version's first page", async ({page}) => {
  await open(page, `${DOCS}${NEW_IN_CURRENT[0]}`);
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a', {hasText: /^2\.\d+$/})})
    .first();
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: OLD}).click();
  await expect(page).toHaveURL(endsWith(`${DOCS}${OLD}/${INTRO}`));
  await ready(page);
});

test('search on an archived page searches that version; on a current page, the current docs only', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const hrefs = async (path: string) => {
    await open(page, path);
    const {suggestions} = await searchFor(page, '会議室');
    await expect(suggestions.first(), `${path}: search results`).toBeVisible({timeout: 15_000});
    return suggestions.evaluateAll((els) => els.map((el) => el.querySelector('a')?.getAttribute('href') ?? el.textContent ?? ''));
  };
  await hrefs(`${DOCS}${OLD}/${INTRO}`);
  expect(
    requested.filter((u) => /search-index/.test(u)),
    `a ${OLD} page fetches the ${OLD} index`,
  ).toContainEqual(expect.stringContaining(`${DOCS}${OLD}/search-index`));
  requested.length = 0;
  await hrefs(`${DOCS}${INTRO}`);
  const indexes = requested.filter((u) => /search-index/.test(u));
  expect(indexes.length, 'a current page fetches an index').toBeGreaterThan(0);
  expect(
    indexes.filter((u) => u.includes(`/docs/${OLD}/`)),
    `a current page must not fetch the ${OLD} index`,
  ).toEqual([]);
});

test('the sitemap lists the current docs and leaves the archived version out', () => {
  const sitemap = `${outputDir('ja')}/sitemap.xml`;
  const file = join(ROOT, sitemap);
  expect(existsSync(file), sitemap).toBe(true);
  const xml = readFileSync(file, 'utf8');
  expect(xml).toContain(`${DOCS}${INTRO}<`);
  expect(xml.includes(`/docs/${OLD}/`), `the sitemap lists ${OLD} pages`).toBe(false);
});

// Archived versions built apart (plugins/versions-apart/): a current page loads none of their routes, and a
// reader crosses between the builds as if they were one site.

/** The scripts a built page names before its first render, as files under build/. */
function scriptsOf(locale: LocaleCode, pagePath: string): string[] {
  const dir = join(ROOT, outputDir(locale, BUILD_DIR));
  const base = pageUrl(locale);
  const html = readFileSync(join(dir, pagePath, 'index.html'), 'utf8');
  return firstLoadScripts(html).map((src) => join(dir, src.startsWith(base) ? src.slice(base.length) : src));
}

test("a current page's first JavaScript holds no archived page beyond each sidebar's first (built apart)", () => {
  const scripts = scriptsOf('ja', `docs/${INTRO}`);
  expect(scripts.length, `${DOCS}${INTRO}: names its scripts`).toBeGreaterThan(1);
  const text = scripts.map((file) => readFileSync(file, 'utf8')).join('\n');
  for (const version of ARCHIVED_VERSIONS) {
    const paths = new Set([...text.matchAll(new RegExp(`/docs/${version.replace('.', '\\.')}/[\\w/-]+`, 'g'))].map((m) => m[0]));
    // Each archived version costs its stub only: the main doc and the first page of each of the ten sidebars. Built
    // together with the current docs, it would be every page (about 140 paths and 7 KB gzip, on every current page).
    expect(paths.size, `${DOCS}${INTRO}: ${version} paths in its first scripts (${[...paths].slice(0, 5).join(', ')}…)`).toBeLessThanOrEqual(12);
  }
  const archived = scriptsOf('ja', `docs/${OLD}/${INTRO}`);
  expect(
    archived.some((f) => /\/main\.[^/]+\.js$/.test(f)),
    `${DOCS}${OLD}/${INTRO}: its own main.js`,
  ).toBe(true);
  expect(
    archived.filter((f) => scripts.includes(f) && /main/.test(f)),
    `the ${OLD} page loads the ${OLD} build's main.js, not the current one`,
  ).toEqual([]);
});

/**
 * Waits until the page at `path` is the document the server sent, not the current app's placeholder for another
 * build's address (plugins/versions-apart/ElsewherePage: it reloads the address from the server). A test that went
 * on at the placeholder raced that reload (a page.goto aborted by it: net::ERR_ABORTED).
 */
async function servedByServer(page: import('@playwright/test').Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => new URL((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name).pathname.replace(/(.)\/$/, '$1'))
          .catch(() => 'loading'),
      {
        message: `${path}: the page is not loaded from the server`,
      },
    )
    .toBe(path);
  await page.waitForLoadState('load');
}

test(`a reader crosses between the current and the ${OLD} builds by navbar, banner and dropdown`, async ({page}) => {
  // From the current site into 2.12: the technical guide's link to the archived version.
  await open(page, pageUrl('ja', 'docs/management-console/introduction'));
  await page.locator('.navbar__item.dropdown').filter({hasText: '技術ガイド'}).hover();
  await page
    .locator('.navbar__item.dropdown .dropdown__menu a')
    .filter({hasText: `${OLD} のドキュメント`})
    .click();
  await expect(page, 'the technical guide link opens the 2.12 docs').toHaveURL(new RegExp(literal(`${DOCS}${OLD}/`)));
  await expect(page.locator('.theme-doc-version-banner'), 'a 2.12 page').toBeVisible();
  // Back to the current site: the release notes in the navbar of a 2.12 page (another build's page).
  await page.locator('.navbar__items a', {hasText: 'リリースノート'}).first().click();
  await expect(page, 'the navbar of a 2.12 page leads to the release notes').toHaveURL(endsWith(pageUrl('ja', 'release-notes'), '/?'));
  await servedByServer(page, pageUrl('ja', 'release-notes'));
  await expect(page.locator('main h1, main h2').first(), `${pageUrl('ja', 'release-notes')}: a page, not the not-found page`).toBeVisible();
  await expect(page.locator('text=ページが見つかりません')).toHaveCount(0);
  // The banner's link and the dropdown from a 2.12 page lead to the same page in the current release.
  await open(page, `${DOCS}${OLD}/${INTRO}`);
  await page.locator('.theme-doc-version-banner a').click();
  await expect(page, 'the banner leads to the same current page').toHaveURL(endsWith(`${DOCS}${INTRO}`));
  // The page comes from the other build: loaded from the server once the router has reached the address.
  await servedByServer(page, `${DOCS}${INTRO}`);
  await expect(page.locator('article h1'), 'the banner leads to the current page itself, not an empty page').toBeVisible();
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await open(page, `${DOCS}${OLD}/${INTRO}`);
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a', {hasText: /^2\.\d+$/})})
    .first();
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: /^2\.13$/}).click();
  await expect(page, 'the dropdown of a 2.12 page switches to the same current page').toHaveURL(endsWith(`${DOCS}${INTRO}`));
  await servedByServer(page, `${DOCS}${INTRO}`);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'the choice of the current release is saved').toBe('current');
});

test(`${DOCS}${OLD}/ leads to the version's first page`, async ({page}) => {
  await open(page, `${DOCS}${OLD}/`);
  await expect(page, `${DOCS}${OLD}/: the first page of ${OLD}`).toHaveURL(endsWith(`${DOCS}${OLD}/${INTRO}`));
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
  // The technical guide's link on a page of that version itself (its own build) does the same.
  await open(page, `${DOCS}${OLD}/management-console/announcement`);
  await page.locator('.navbar__item.dropdown').filter({hasText: '技術ガイド'}).hover();
  await page
    .locator('.navbar__item.dropdown .dropdown__menu a')
    .filter({hasText: `${OLD} のドキュメント`})
    .click();
  await expect(page, `the technical guide link on a ${OLD} page`).toHaveURL(endsWith(`${DOCS}${OLD}/${INTRO}`));
});
