/**
 * Code blocks (src/theme/CodeBlock): highlighted in the server HTML; the highlighter (Prism and the classic code
 * block, a chunk of its own) loads only when the reader reaches for a code block or when a block is rendered in the
 * browser; the copy button (which the theme renders in the browser only) then appears and copies the code.
 */
import {test, expect, open, navigateInApp} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {pageUrl} from '../../site/locales.ts';

const PAGE = pageUrl('ja', 'docs/integration/office-365/delegated-permission');
/** An export name of prism-react-renderer, kept in the highlighter chunk's code. */
const HIGHLIGHTER = 'normalizeTokens';

function highlighterRequests(page: Page): {loaded: () => Promise<boolean>} {
  const texts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok()) texts.push(r.text().catch(() => ''));
  });
  return {loaded: async () => (await Promise.all(texts)).some((t) => t.includes(HIGHLIGHTER))};
}

const firstBlock = (page: Page) => page.locator('.theme-code-block').first();
/** The copy button (after hydration a word-wrap button may come before it). */
const copyButton = (page: Page) => firstBlock(page).locator('button:has([class*="copyButtonIcons"])');
/** The code as the clipboard gets it: one line per line (innerText puts a blank line after each line's block). */
const codeOf = async (page: Page) => (await firstBlock(page).locator('pre code').innerText()).replace(/\n+/g, '\n').trim();
const clipboard = (page: Page) => page.evaluate(async () => (await navigator.clipboard.readText()).replace(/\n+/g, '\n').trim());

test('code is highlighted in the server HTML and the highlighter is not loaded for reading', async ({page}) => {
  const html = await (await page.request.get(PAGE)).text();
  expect(html, `${PAGE}: highlighted tokens in the server HTML`).toMatch(/<span class="?token (function|keyword)/);
  const scripts = highlighterRequests(page);
  await open(page, PAGE);
  await expect(firstBlock(page).locator('.token').first(), `${PAGE}: highlighted code`).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await scripts.loaded(), `${PAGE}: the highlighter loaded although the reader only read`).toBe(false);
});

test('pointing at a code block loads the highlighter; the copy button copies the code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts = highlighterRequests(page);
  await open(page, PAGE);
  const block = firstBlock(page);
  const code = await codeOf(page);
  await block.hover();
  await expect.poll(() => scripts.loaded(), {message: `${PAGE}: the highlighter after pointing at a code block`}).toBe(true);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await copyButton(page).click();
  await expect.poll(() => clipboard(page), {message: `${PAGE}: clipboard`}).toBe(code);
  await expect(block.locator('.token').first(), `${PAGE}: still highlighted after hydration`).toBeVisible();
});

test('on a phone, touching a code block brings its copy button, which copies the code', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await open(page, PAGE);
  const block = firstBlock(page);
  await block.scrollIntoViewIfNeeded();
  const code = await codeOf(page);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await block.locator('pre').tap();
  await copyButton(page).tap();
  await expect.poll(() => clipboard(page), {message: `${PAGE}: clipboard after tapping the copy button`}).toBe(code);
  await context.close();
});

test('a code block reached by a client-side navigation is highlighted', async ({page}) => {
  await open(page, pageUrl('ja', 'docs/user-app/introduction'));
  await navigateInApp(page, PAGE);
  await expect(firstBlock(page).locator('.token').first(), `${PAGE} after a client-side navigation: highlighted code`).toBeVisible();
});
