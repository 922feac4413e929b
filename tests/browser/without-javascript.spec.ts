/**
 * Every page of every locale's sitemap shows its whole content without JavaScript (issue 27): scripts off, blocked
 * by a proxy, or a crawler or text browser reading the server HTML.
 *
 * Each page is read twice: with JavaScript disabled (the server HTML and its styles; the <noscript> style shows every
 * panel of a tab group), and rendered by the site's scripts (in chunks: the first page of a chunk loaded in full and
 * hydrated, the next ones reached by in-app navigation, as after a click on a link), with its tab panels shown. The
 * visible text of <main> must be the same, and so must the title and the language of the document. A page streamed
 * by React (content moved into place by a script) or a part rendered in the browser only (BrowserOnly, a lazy part)
 * has less text without JavaScript, and fails here with the page and the first difference named.
 *
 * This is also the walk that renders every page of the site in the browser: a page that throws or logs a console
 * error while it renders fails here (the fixture), as a page whose title or language the scripts change.
 */
import {readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, ready, navigateInApp} from '../support/fixtures';
import {root} from '../support/content';

function sitemapPaths(dir: string): string[] {
  const file = join(root, 'build', dir, 'sitemap.xml');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

// The search page shows results that a script computes from the reader's query: nothing to compare.
const isSearchPage = (path: string) => /\/search\/?$/.test(path);
const LOCALES = [
  ['', 'English'],
  ['jp', 'Japanese'],
  ['zh', 'Chinese'],
] as const;
const CHUNK = 30;

/** The visible text of <main>, with every tab panel shown, whitespace collapsed. */
async function mainText(page: Page, showPanels: boolean): Promise<string> {
  return page.evaluate((reveal) => {
    if (reveal) for (const panel of Array.from(document.querySelectorAll<HTMLElement>('main [role=tabpanel][hidden]'))) panel.hidden = false;
    const main = document.querySelector('main');
    return (main?.innerText ?? '').replace(/[\s\u200b]+/g, ' ').trim();
  }, showPanels);
}

/** Where two texts part, with some context: what a failure message shows. */
function firstDifference(withoutJs: string, rendered: string): string {
  let i = 0;
  while (i < withoutJs.length && withoutJs[i] === rendered[i]) i++;
  const from = Math.max(0, i - 60);
  return `at character ${i}:\n  without JavaScript: …${withoutJs.slice(from, i + 120)}…\n  rendered:           …${rendered.slice(from, i + 120)}…`;
}

for (const [dir, label] of LOCALES) {
  const paths = sitemapPaths(dir).filter((p) => !isSearchPage(p));

  test(`${label}: the sitemap can be read (run npm run build first)`, () => {
    expect(paths.length, `build/${dir}/sitemap.xml is missing or empty`).toBeGreaterThan(50);
  });

  for (let i = 0; i < paths.length; i += CHUNK) {
    const chunk = paths.slice(i, i + CHUNK);
    test(`${label} pages ${i + 1}-${i + chunk.length} of ${paths.length}: the same text without JavaScript`, async ({page, browser, baseURL, site}) => {
      test.setTimeout(chunk.length * 30_000);
      // Images and fonts are not loaded: the text does not depend on them.
      site.expectedConsoleErrors.push(/ERR_BLOCKED_BY_CLIENT/);
      const media = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|mp4|webm)(\?.*)?$/;
      await page.route(media, (route) => route.abort('blockedbyclient'));
      const noScript = await browser.newContext({javaScriptEnabled: false, baseURL, viewport: page.viewportSize() ?? undefined});
      const plain = await noScript.newPage();
      await plain.route(media, (route) => route.abort('blockedbyclient'));
      try {
        for (const [n, path] of chunk.entries()) {
          await test.step(path, async () => {
            const response = await plain.goto(path, {waitUntil: 'load'});
            expect(response?.status(), `${path} should answer 200`).toBe(200);
            const withoutJs = await mainText(plain, false);
            expect(withoutJs.length, `${path}: <main> is empty without JavaScript`).toBeGreaterThan(20);
            const serverTitle = await plain.title();
            const serverLang = await plain.locator('html').getAttribute('lang');
            if (n === 0) {
              await page.goto(path, {waitUntil: 'domcontentloaded'});
              await ready(page);
            } else {
              await navigateInApp(page, path);
            }
            let rendered = '';
            await expect
              .poll(async () => (rendered = await mainText(page, true)), {timeout: 10_000, message: `${path}: the page's text differs without JavaScript`})
              .toBe(withoutJs)
              .catch(() => {
                throw new Error(`${path}: the text of <main> without JavaScript differs from the rendered page's ${firstDifference(withoutJs, rendered)}`);
              });
            await expect(page, `${path}: the rendered page's title`).toHaveTitle(serverTitle);
            await expect(page.locator('html'), `${path}: the rendered page's language`).toHaveAttribute('lang', serverLang ?? '');
          }, {timeout: 30_000});
        }
      } finally {
        await noScript.close();
      }
    });
  }
}
