/**
 * Keyboard only (WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 3.2.1): every interactive control of the shell and of the pages is
 * reached with Tab from the top of the page, works with Enter, Space or the arrow keys, and lets the focus go on
 * (no trap). No mouse event is sent in these tests. The search bar's keys are search.spec.ts's (Ctrl+K, arrows, Enter,
 * Escape), tagged here too.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from '../support/fixtures';
import {pageUrl} from '../../site/locales.ts';

const KEYBOARD = {tag: ['@wcag-keyboard']};
const DOC = pageUrl('ja', 'docs/management-console/introduction');
const TABS_PAGE = pageUrl('ja', 'docs/user-app/getting-start');
const CODE_PAGE = pageUrl('ja', 'docs/installation/server-installation/linux-server/basic');
const OPERATION = pageUrl('ja', 'external-api/reference/get-building');

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector`; fails naming the page and the
 * control when `max` presses do not reach it. The focus leaving the element each time is the check of 2.1.2.
 */
async function tabTo(page: Page, selector: string, what: string, max = 120, back = false): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${page.url()}: ${max} presses of Tab did not reach ${what} (${selector})`);
}

/** Moves the focus to the start of the page's content with the skip link (Tab, Enter), as a keyboard reader does. */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

test('the first Tab shows the skip link, and Enter on it moves the focus to the main content', KEYBOARD, async ({page}) => {
  await open(page, DOC);
  await page.keyboard.press('Tab');
  const skip = page.locator(':focus');
  await expect(skip, `${DOC}: the first Tab`).toHaveText('メインコンテンツまでスキップ');
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain, `${DOC}: after the skip link, the next Tab is inside the main content`).toBe(true);
});

test('navbar dropdowns, the version and the language switchers open from the keyboard and their items are reached', KEYBOARD, async ({page}) => {
  await open(page, DOC);
  await tabTo(page, '.navbar__item.dropdown > a.navbar__link', 'the first navbar dropdown');
  // Enter opens a dropdown (its items are hidden, so out of the Tab order, until then); Tab reaches its first item.
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar__item.dropdown--show .dropdown__menu'), `${DOC}: Enter opens the dropdown`).toBeVisible();
  await page.keyboard.press('Tab');
  const item = page.locator(':focus');
  await expect(item, `${DOC}: the Tab after a dropdown's label reaches its first item`).toHaveClass(/dropdown__link/);
  await expect(item).toBeVisible();
  // The version switcher: Enter opens it, and its archived version is reached and shown.
  await tabTo(page, '.navbar__items--right .navbar__item.dropdown > a.navbar__link:not([href="#"])', 'the version switcher');
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar__item.dropdown--show .dropdown__menu')).toBeVisible();
  await tabTo(page, '.dropdown__link[href*="/docs/2."]', 'the version switcher item of the archived version', 10);
  await expect(page.locator(':focus')).toBeVisible();
  // The language switcher: its items are links to the same page in the other languages.
  const english = pageUrl('en', 'docs/management-console/introduction');
  await tabTo(page, '.navbar__item.dropdown > a.navbar__link:has(svg[class*="iconLanguage"])', 'the language switcher');
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar__item.dropdown--show .dropdown__menu')).toBeVisible();
  await tabTo(page, `.dropdown__link[href="${english}"]`, 'the language switcher item English', 10);
  await expect(page.locator(':focus')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page, 'Enter on English in the language switcher').toHaveURL(new RegExp(`${english}$`));
});

test('the docs sidebar: Tab reaches a category, Enter opens and closes it, and its pages follow in order', KEYBOARD, async ({page}) => {
  await open(page, DOC);
  const category = '.theme-doc-sidebar-menu .menu__list-item-collapsible > a.menu__link--sublist, .theme-doc-sidebar-menu button.clean-btn.menu__caret';
  await tabTo(page, category, 'a sidebar category');
  const item = page.locator(':focus').locator('xpath=ancestor::li[contains(@class,"menu__list-item")][1]');
  const collapsed = async () => (await item.getAttribute('class'))?.includes('menu__list-item--collapsed') ?? false;
  const before = await collapsed();
  await page.keyboard.press('Enter');
  await expect.poll(collapsed, {message: `${DOC}: Enter on a sidebar category toggles it`}).toBe(!before);
});

test('tabs switch with the arrow keys, and the panel follows', KEYBOARD, async ({page}) => {
  await open(page, TABS_PAGE);
  await tabTo(page, '[role="tab"][aria-selected="true"]', 'the selected tab');
  const first = await page.locator(':focus').textContent();
  await page.keyboard.press('ArrowRight');
  const focused = page.locator(':focus');
  await expect(focused, `${TABS_PAGE}: ArrowRight moves to the next tab`).not.toHaveText(first ?? '');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-selected', 'true');
});

test('the copy button of a code block is reached and copies with Enter', KEYBOARD, async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, CODE_PAGE);
  await skipToContent(page);
  // Tabbing into a code block loads the highlighter, which puts the copy button beside the code; the focus stays in
  // the block, so the next Tabs reach the button.
  await tabTo(page, 'main pre', 'the first code block');
  await expect(page.locator('main button:has([class*="copyButtonIcons"])').first(), `${CODE_PAGE}: the copy button after tabbing into the code`).toBeAttached();
  await tabTo(page, 'button:has([class*="copyButtonIcons"])', 'a code block copy button', 6);
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus'), `${CODE_PAGE}: the copy button says it copied`).toHaveClass(/copyButtonCopied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length, `${CODE_PAGE}: the clipboard holds the code`).toBeGreaterThan(0);
});

test('the colour mode switch and the announcement bar close button work from the keyboard', KEYBOARD, async ({page}) => {
  await open(page, DOC);
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await tabTo(page, 'button[class*="toggleButton"]', 'the colour mode switch');
  // The switch goes system → light → dark: the page turns dark by the second Enter at the latest.
  const toggle = page.locator(':focus');
  const label = await toggle.getAttribute('aria-label');
  await page.keyboard.press('Enter');
  await expect(toggle, `${DOC}: Enter changes the colour mode switch`).not.toHaveAttribute('aria-label', label ?? '');
  if ((await page.evaluate(() => document.documentElement.dataset.theme)) === before) await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), {message: `${DOC}: Enter switches the colour mode`}).not.toBe(before);
  const bar = page.locator('[role="region"][aria-label="お知らせ"]');
  if (await bar.count()) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').focus();
    await tabTo(page, '[role="region"][aria-label="お知らせ"] button', 'the announcement bar close button', 160, true);
    await page.keyboard.press('Enter');
    await expect(bar, `${DOC}: Enter on the close button closes the announcement bar`).toHaveCount(0);
  }
});

test('the try-it explorer opens from the keyboard and its send button is reached', KEYBOARD, async ({page}) => {
  await open(page, OPERATION);
  await tabTo(page, '.so-api-samples__actions button', 'the button that opens the try-it explorer');
  await page.keyboard.press('Enter');
  await expect(page.locator('.openapi-explorer__request-btn'), `${OPERATION}: Enter opens the try-it explorer`).toBeVisible();
  await tabTo(page, '.openapi-explorer__request-btn', 'the send button of the try-it explorer');
  await expect(page.locator(':focus')).toBeVisible();
});

test('the search page: its box and its results are reached in order', KEYBOARD, async ({page}) => {
  const path = pageUrl('ja', 'search?q=%E4%BC%9A%E8%AD%B0%E5%AE%A4');
  await open(page, path);
  await expect(page.locator('main article h2 a').first()).toBeVisible({timeout: 15_000});
  // The box has the focus when the page opens; the results follow it.
  await expect(page.locator('main input[type="search"]'), `${path}: the box has the focus`).toBeFocused();
  await tabTo(page, 'main article h2 a', 'the first result');
  await page.keyboard.press('Enter');
  await expect(page, `${path}: Enter on a result opens it`).not.toHaveURL(/\/search\?/);
});

test('no single-key shortcut: letters, digits and punctuation typed outside a field do nothing (2.1.4)', {tag: ['@wcag-shortcuts']}, async ({page}) => {
  for (const path of [DOC, OPERATION]) {
    await open(page, path);
    const before = await page.evaluate(() => ({url: location.href, scroll: scrollY, theme: document.documentElement.dataset.theme}));
    for (const key of [...'abcdefghijklmnopqrstuvwxyz0123456789', '/', '?', '.', ',', '[', ']', 'Shift+?']) await page.keyboard.press(key);
    const after = await page.evaluate(() => ({
      url: location.href,
      scroll: scrollY,
      theme: document.documentElement.dataset.theme,
      focus: document.activeElement?.tagName ?? '',
    }));
    expect({...after, focus: undefined}, `${path}: keys typed outside a field changed the page`).toEqual({...before, focus: undefined});
    expect(after.focus, `${path}: a key moved the focus`).toBe('BODY');
  }
});
