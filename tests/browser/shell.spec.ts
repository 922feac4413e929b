/**
 * The themed shell as a reader meets it on /help/jp: language, title, locale switcher, colour mode,
 * announcement bar, mobile menu, not-found pages.
 */
import {test, expect, open, ready, navigateInApp} from '../support/fixtures';
import {endsWith} from '../support/patterns';
import {pageUrl} from '../../site/locales.ts';

const INTRO = pageUrl('ja', 'docs/management-console/introduction');

test('Japanese pages declare lang="ja" and use the | title delimiter', async ({page}) => {
  await open(page, INTRO);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle(/^.+ \| Smart Office ヘルプ$/);
});

test(`${pageUrl('ja', 'docs')} opens the management console introduction`, async ({page}) => {
  await page.goto(pageUrl('ja', 'docs'));
  await expect(page).toHaveURL(endsWith(pageUrl('ja', 'docs/management-console/introduction')));
  await expect(page.locator('article h1')).toBeVisible();
});

for (const [prefix, lang, title] of [
  [pageUrl('ja'), 'ja', 'ページが見つかりません'],
  [pageUrl('zh-Hant'), 'zh-Hant', '找不到頁面'],
  [pageUrl('en'), 'en', 'Page Not Found'],
] as const) {
  test(`an unknown path under ${prefix} shows that locale's not-found page with status 404`, async ({page}) => {
    const response = await page.goto(`${prefix}no/such/page-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(title);
    // A title and two explanatory lines.
    await expect(page.locator('main p')).toHaveCount(2);
  });
}

test('the locale switcher keeps the reader on the same page', async ({page}) => {
  await open(page, INTRO);
  await page.locator('.navbar__items--right .dropdown').filter({hasText: '日本語'}).hover();
  await page.getByRole('link', {name: '繁體中文'}).click();
  await expect(page).toHaveURL(endsWith(pageUrl('zh-Hant', 'docs/management-console/introduction')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await ready(page);
  await page.locator('.navbar__items--right .dropdown').filter({hasText: '繁體中文'}).hover();
  await page.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(endsWith(pageUrl('en', 'docs/management-console/introduction')));
});

test('the colour mode toggles, is stored under "theme" and survives a reload', async ({page}) => {
  await open(page, pageUrl('ja'));
  const html = page.locator('html');
  // Light by default; the switch cycles system → light → dark.
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.locator('button[class*="toggleButton"]').first();
  for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) !== 'dark'; i++) await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await ready(page);
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the announcement bar stays closed after a reload, and a new bar id shows it again', async ({page}) => {
  await open(page, pageUrl('ja'));
  const bar = page.getByRole('region', {name: 'お知らせ'});
  await expect(bar).toContainText('2.13');
  await bar.getByRole('button', {name: '閉じる'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await ready(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  // A different stored id (an older announcement) means the current bar has not been dismissed.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-2-12'));
  await page.reload();
  await ready(page);
  await expect(page.getByRole('region', {name: 'お知らせ'})).toBeVisible();
});

test.describe('phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the mobile menu opens on the docs sidebar, goes back to the main menu, locks scrolling and closes', async ({page}) => {
    await open(page, INTRO);
    await page.getByRole('button', {name: /ナビゲーションバーを開く|Toggle navigation bar/}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.getByRole('button', {name: 'メインメニューに戻る'}).click();
    await expect(sidebar.getByText('ユーザーガイド')).toBeVisible();
    await expect(sidebar.getByText('リリースノート')).toBeVisible();
    // Navigating closes the menu.
    await sidebar.getByRole('link', {name: 'リリースノート'}).click();
    await expect(page).toHaveURL(endsWith(pageUrl('ja', 'release-notes')));
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    // Resizing to desktop width closes an open menu.
    await page.getByRole('button', {name: /ナビゲーションバーを開く|Toggle navigation bar/}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test('the navbar hides when scrolling down a long page and comes back when scrolling up', async ({page}) => {
  await open(page, INTRO);
  const navbar = page.locator('nav.navbar');
  // The theme compares each scroll event with the previous one, so scroll in steps with the wheel, as a reader does
  // (two scrollTo calls in one frame make a single event and prove nothing).
  await page.mouse.move(640, 450);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 400);
      return navbar.getAttribute('class');
    })
    .toMatch(/navbarHidden/);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -150);
      return navbar.getAttribute('class');
    })
    .not.toMatch(/navbarHidden/);
  // It came back because of the upward scroll, not because the page reached its top.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test('a tab chosen on one page stays chosen on the next page of the same tab group', async ({page}) => {
  await open(page, pageUrl('ja', 'docs/management-console/settings/api-auth'));
  await page.getByRole('tab', {name: 'PowerShell'}).first().click();
  await expect(page.getByRole('tab', {name: 'PowerShell'}).first()).toHaveAttribute('aria-selected', 'true');
  await open(page, pageUrl('ja', 'docs/installation/player-installation/surface-pro'));
  const tab = page.getByRole('tab', {name: 'PowerShell'}).first();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: '設定', exact: true}).first()).toHaveAttribute('aria-selected', 'false');
});

test('a slow page change shows the progress bar at the top until the next page is there', async ({page}) => {
  await open(page, INTRO);
  // The classic theme's progress bar shows only while a page change takes more than 200 ms: not after the load.
  await expect(page.locator('#nprogress'), `${INTRO}: no progress bar after load`).toHaveCount(0);
  // Hold the next page's scripts back, as a slow network would, and go to a page this one does not link to (so
  // nothing of it was prefetched).
  // Every script asked for in the first 5 s of the change is held: on a busy machine the router may ask for the
  // next page's chunks well after the history change (a window of 150 ms can miss them).
  let started = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    if (started && Date.now() - started < 5000) await new Promise((ok) => setTimeout(ok, 2500));
    await route.continue();
  });
  const next = pageUrl('ja', 'docs/security/data-flow');
  started = Date.now();
  await navigateInApp(page, next);
  await expect(page.locator('#nprogress .bar'), `${next}: the progress bar during a slow page change`).toBeVisible({timeout: 10_000});
  await expect(page.locator('article h1'), `${next}: the next page`).not.toHaveText(/管理コンソールの概要/, {timeout: 20_000});
  await expect(page.locator('#nprogress'), `${next}: the bar is gone once the page is there`).toHaveCount(0, {timeout: 5000});
});
