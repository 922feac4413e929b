/**
 * Pages readable without JavaScript, as only a browser can show it: a sample of the site that holds every
 * page kind and every sidebar of every locale (home, the first page of each docs section and of every third section
 * of each archived version, a FAQ, the release-note list, archive, a tag and a post, the API overview, an operation and a
 * schema page) is read twice: with JavaScript disabled (the server HTML and its styles; the <noscript> style shows
 * every panel of a tab group), and rendered by the site's scripts (the first page of a chunk loaded in full and
 * hydrated, the next ones reached by in-app navigation, as after a click on a link), with its tab panels shown. The
 * visible text of <main> must be the same, and so must the title and the language of the document. A page streamed
 * by React or a part rendered in the browser only has less text without JavaScript, and fails here with the page and
 * the first difference named; a page that throws or logs a console error while it renders fails too (the fixture).
 *
 * Every page of the build is checked without a browser in the site tier (tests/site/pages.test.ts): its whole
 * content in the server HTML (no React streaming markers, <main> with text), lang, title and heading.
 */
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, ready} from '../support/fixtures';
import {contentDir} from '../../site/content.ts';
import {DEFAULT_LOCALE, LOCALES, type LocaleCode} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';
import {ARCHIVED_VERSIONS} from '../../site/versions.ts';

/** A locale's folder in the build. */
const builtDir = (locale: LocaleCode): string => join(ROOT, outputDir(locale, BUILD_DIR));

function sitemapPaths(locale: LocaleCode): string[] {
  const file = join(builtDir(locale), 'sitemap.xml');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The archived versions' pages (built apart, copied in, not in the sitemap): `/help/jp/docs/2.12/<section>/...`. */
function archivedPaths(locale: LocaleCode, prefix: string): string[] {
  const docs = join(builtDir(locale), 'docs');
  if (!existsSync(docs)) return [];
  return (readdirSync(docs, {recursive: true, encoding: 'utf8'}) as string[])
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => /^\d+\.\d+\/.+\/index\.html$/.test(f))
    .map((f) => `${prefix}docs/${f.slice(0, -'/index.html'.length)}`)
    .sort();
}

/**
 * The kind of a page, by its path below the locale's prefix: each docs section (a sidebar) and each archived
 * version's section is a kind of its own, and so is a FAQ page.
 */
function kindOf(rest: string): string {
  const s = rest.split('/');
  if (rest === '') return 'home';
  if (s[0] === 'docs') {
    if (/faq/.test(s[s.length - 1])) return 'FAQ';
    return /^\d+\.\d+$/.test(s[1]) ? `docs ${s[1]} ${s[2]}` : `docs ${s[1]}`;
  }
  if (s[0] === 'release-notes') {
    if (s.length === 1) return 'release-note list';
    if (/^\d{4}$/.test(s[1])) return 'release-note post';
    return `release-notes ${s[1]}${s.length > 2 ? ' page' : ''}`;
  }
  if (s[0] === 'external-api') {
    if (s.length === 1 || s[1] === '') return 'API overview';
    return s[2] === 'schemas' ? 'API schema' : 'API operation';
  }
  return rest;
}

/** One page of each kind (the first in the sitemap's order, or of the archived version's pages). */
function sample(paths: string[], prefix: string): string[] {
  const chosen = new Map<string, string>();
  for (const path of paths) {
    if (isSearchPage(path)) continue;
    const kind = kindOf(path.slice(prefix.length));
    if (!chosen.has(kind)) chosen.set(kind, path);
  }
  return [...chosen.values()];
}

// The search page shows results that a script computes from the reader's query: nothing to compare.
const isSearchPage = (path: string): boolean => /\/search\/?$/.test(path);
/** How the test titles name each locale. */
const LABELS: Record<LocaleCode, string> = {en: 'English', ja: 'Japanese', 'zh-Hant': 'Chinese'};
// Pages per test: each test starts a browser context and loads its first page in full, which costs about as much
// as 10 pages reached by in-app navigation.
const CHUNK = 20;

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
          // "Was this page helpful?" needs JavaScript to be answered: the server HTML hides it by design (its
          // <noscript> style), so the rendered page is compared without it (tests/browser/feedback.spec.ts).
          for (const slot of Array.from(document.querySelectorAll<HTMLElement>('main [data-feedback-slot]'))) slot.style.display = 'none';
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

for (const {code, baseUrl: prefix} of LOCALES) {
  const label = LABELS[code];
  // The archived versions are other builds (plugins/versions-apart): reached by a page load, so a chunk of their own.
  const current = sample(sitemapPaths(code), prefix);
  // The archived builds: every third section's page (the same theme and components as the current pages, which are
  // all read; each archived version is read, and the site tier reads every page's server HTML).
  const archived = sample(archivedPaths(code, prefix), prefix).filter((_, i) => i % 3 === 0);
  const paths = [...current, ...archived];
  const chunks: string[][] = [];
  for (const group of [current, archived]) for (let i = 0; i < group.length; i += CHUNK) chunks.push(group.slice(i, i + CHUNK));

  test(`${label}: the sample holds every page kind and every sidebar (run npm run build first)`, () => {
    const kinds = new Set(paths.map((p) => kindOf(p.slice(prefix.length))));
    for (const kind of ['home', 'FAQ', 'release-note list', 'release-note post', 'API overview', 'API operation', 'API schema']) {
      expect(kinds.has(kind), `${label}: no ${kind} page in ${outputDir(code)}/sitemap.xml`).toBe(true);
    }
    const sections = readdirSync(join(ROOT, contentDir('docs', DEFAULT_LOCALE)), {withFileTypes: true})
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const section of sections) expect(kinds.has(`docs ${section}`), `${label}: no page of the ${section} sidebar in the sample`).toBe(true);
    for (const version of ARCHIVED_VERSIONS)
      expect(
        [...kinds].some((k) => k.startsWith(`docs ${version} `)),
        `${label}: no page of archived version ${version}`,
      ).toBe(true);
  });

  for (const chunk of chunks) {
    const i = paths.indexOf(chunk[0]);
    test(
      `${label} sample pages ${i + 1}-${i + chunk.length} of ${paths.length} (${chunk[0]} …): the same text without JavaScript`,
      {tag: ['@wcag-without-javascript']},
      async ({page, browser, baseURL, site}) => {
        test.setTimeout(chunk.length * 30_000);
        site.expectedConsoleErrors.push(/ERR_BLOCKED_BY_CLIENT/);
        await blockMedia(page);
        const noScript = await browser.newContext({javaScriptEnabled: false, baseURL, viewport: page.viewportSize() ?? undefined});
        const plain = await noScript.newPage();
        await blockMedia(plain);
        try {
          for (const [n, path] of chunk.entries()) {
            await test.step(
              path,
              async () => {
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
                  throw new Error(
                    `${path}: the text of <main> without JavaScript differs from the rendered page's ${firstDifference(server.text, shown.text)}`,
                  );
                }
                expect(shown.title, `${path}: the rendered page's title`).toBe(server.title);
                expect(shown.lang, `${path}: the rendered page's language`).toBe(server.lang);
              },
              {timeout: 30_000},
            );
          }
        } finally {
          await noScript.close();
        }
      },
    );
  }
}
