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
import {test, expect, ready} from '../support/fixtures';
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
// Pages per test: each test starts a browser context and loads its first page in full, which costs about as much
// as 10 pages reached by in-app navigation; 60 keeps that cost small and the tests still short.
const CHUNK = 60;

/** What a page shows: the visible text of <main> (whitespace collapsed), the title and the language. */
type Shown = {text: string; title: string; lang: string};

/** What the server HTML shows without JavaScript (the <noscript> style shows every tab panel). */
async function serverPage(page: Page): Promise<Shown> {
  return page.evaluate(() => ({
    text: (document.querySelector('main')?.innerText ?? '').replace(/[\s\u200b]+/g, ' ').trim(),
    title: document.title,
    lang: document.documentElement.lang,
  }));
}

/**
 * Renders a page in the running app and reads it: goes to `path` as a click on a link does (when given), then waits
 * in the page, frame by frame, until <main> (tab panels shown) has the expected text and the document the expected
 * title and language, for at most `timeout` ms; returns what it read last. Everything happens in one call into the
 * page: the walk of about 900 pages spends its time rendering, not in round trips and polling intervals.
 */
async function rendered(page: Page, path: string | null, want: Shown, timeout: number): Promise<Shown> {
  return page.evaluate(
    ([to, expected, ms]) =>
      new Promise<Shown>((resolve) => {
        if (to) {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }
        const until = performance.now() + ms;
        const read = (): Shown => {
          for (const panel of Array.from(document.querySelectorAll<HTMLElement>('main [role=tabpanel][hidden]'))) panel.hidden = false;
          const text = (document.querySelector('main')?.innerText ?? '').replace(/[\s\u200b]+/g, ' ').trim();
          return {text, title: document.title, lang: document.documentElement.lang};
        };
        const check = () => {
          const shown = read();
          const same = shown.text === expected.text && shown.title === expected.title && shown.lang === expected.lang;
          if (same || performance.now() > until) resolve(shown);
          else requestAnimationFrame(check);
        };
        check();
      }),
    [path, want, timeout] as const,
  );
}

/**
 * Images and fonts are not loaded: the text does not depend on them. Blocked inside the browser (CDP), not with
 * page.route, which would stop every request of the page for a round trip to the test.
 */
async function blockMedia(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'woff', 'woff2', 'ttf', 'otf', 'mp4', 'webm'];
  await cdp.send('Network.setBlockedURLs', {urls: types.map((t) => `*.${t}`)});
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
      site.expectedConsoleErrors.push(/ERR_BLOCKED_BY_CLIENT/);
      await blockMedia(page);
      const noScript = await browser.newContext({javaScriptEnabled: false, baseURL, viewport: page.viewportSize() ?? undefined});
      const plain = await noScript.newPage();
      await blockMedia(plain);
      try {
        for (const [n, path] of chunk.entries()) {
          await test.step(path, async () => {
            const response = await plain.goto(path, {waitUntil: 'load'});
            expect(response?.status(), `${path} should answer 200`).toBe(200);
            const server = await serverPage(plain);
            expect(server.text.length, `${path}: <main> is empty without JavaScript`).toBeGreaterThan(20);
            if (n === 0) {
              await page.goto(path, {waitUntil: 'domcontentloaded'});
              await ready(page);
            }
            const shown = await rendered(page, n === 0 ? null : path, server, 10_000);
            if (shown.text !== server.text) {
              throw new Error(`${path}: the text of <main> without JavaScript differs from the rendered page's ${firstDifference(server.text, shown.text)}`);
            }
            expect(shown.title, `${path}: the rendered page's title`).toBe(server.title);
            expect(shown.lang, `${path}: the rendered page's language`).toBe(server.lang);
          }, {timeout: 30_000});
        }
      } finally {
        await noScript.close();
      }
    });
  }
}
