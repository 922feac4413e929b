/**
 * Every route the build produced (read from each locale's sitemap) answers 200 through nginx; every Japanese page's
 * server HTML has lang="ja", a title with the | delimiter and an <h1>. Rendering every page in the browser:
 * without-javascript.spec.ts.
 */
import {readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '../support/fixtures';
import {root} from '../support/content';

function sitemapPaths(dir: string): string[] {
  const file = join(root, 'build', dir, 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const SEED_ROUTES = ['/help/jp/', '/help/jp/markdown-page', '/help/jp/release-notes', '/help/jp/release-notes/archive', '/help/jp/docs/management-console/introduction', '/help/jp/search'];

for (const [dir, label] of [['', 'English'], ['jp', 'Japanese'], ['zh', 'Chinese']] as const) {
  test(`every ${label} route in the sitemap answers 200 with HTML`, async ({request}) => {
    const paths = sitemapPaths(dir);
    expect(paths.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const path of paths) {
      const r = await request.get(path);
      if (r.status() !== 200 || !(r.headers()['content-type'] ?? '').includes('text/html')) failures.push(`${path}: ${r.status()}`);
    }
    expect(failures).toEqual([]);
  });
}

test('the routes of the site spec that exist so far are in the Japanese sitemap', () => {
  const paths = new Set(sitemapPaths('jp'));
  for (const route of SEED_ROUTES.filter((r) => r !== '/help/jp/search')) expect(paths, route).toContain(route);
});

test('release-note posts have date-based URLs, dotted slugs included', async ({request}) => {
  const posts = sitemapPaths('jp').filter((p) => /^\/help\/jp\/release-notes\/\d{4}\/\d{2}\/\d{2}\/[\w.-]+$/.test(p));
  expect(posts.length).toBeGreaterThanOrEqual(3);
  for (const post of posts) expect((await request.get(post)).status(), post).toBe(200);
});

// Every Japanese page's server HTML (cheap, one request a page): lang, a title with the site name, a main heading.
const JP_PAGES = (() => {
  try {
    return [...new Set([...sitemapPaths('jp'), ...SEED_ROUTES])];
  } catch {
    return [];
  }
})();
const TITLE = / \| Smart Office ヘルプ$|^Smart Office ヘルプ/;
// The release-note lists have no <h1>: their headings are the posts' titles (tag pages do have one).
const isBlogList = (path: string) => /^\/help\/jp\/release-notes(\/page\/\d+)?$/.test(path);

test('the Japanese sitemap can be read (run npm run build first)', () => {
  expect(JP_PAGES.length, 'build/jp/sitemap.xml is missing or empty').toBeGreaterThan(5);
});

test('every Japanese page: server HTML with lang="ja", the site title and a main heading', async ({request}) => {
  const problems: string[] = [];
  for (const path of JP_PAGES) {
    const html = await (await request.get(path)).text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    if (!/<html[^>]*\blang="?ja"?[\s>]/.test(html)) problems.push(`${path}: <html lang="ja"> is missing`);
    if (!path.endsWith('/search') && !TITLE.test(title.replace(/&amp;/g, '&'))) problems.push(`${path}: title "${title}" does not end with "| Smart Office ヘルプ"`);
    if (!(isBlogList(path) ? /<h2[\s>]/ : /<h1[\s>]/).test(html) && !path.endsWith('/search')) problems.push(`${path}: no ${isBlogList(path) ? 'post heading' : '<h1>'} in the server HTML`);
  }
  expect(problems).toEqual([]);
});

// Every page of every locale is also rendered in the browser, by in-app navigation as after a click on a link, and
// compared with its server HTML: tests/browser/without-javascript.spec.ts.

test('every image a Japanese page uses exists', async ({request}) => {
  const sources = new Map<string, string>();
  for (const path of JP_PAGES) {
    const html = await (await request.get(path)).text();
    for (const m of html.matchAll(/<img[^>]*\ssrc="?([^"\s>]+)/g)) {
      const src = new URL(m[1].replace(/&amp;/g, '&'), `http://localhost${path}`).pathname;
      if (!sources.has(src)) sources.set(src, path);
    }
  }
  expect(sources.size, 'images found').toBeGreaterThan(0);
  const missing: string[] = [];
  for (const [src, path] of sources) {
    const r = await request.get(src);
    if (r.status() !== 200) missing.push(`${src} (on ${path}): ${r.status()}`);
  }
  expect(missing).toEqual([]);
});

test('hashed assets are cached for a year, HTML revalidates, text is compressed', async ({request}) => {
  const html = await request.get('/help/jp/', {headers: {'Accept-Encoding': 'gzip'}});
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-encoding']).toBe('gzip');
  const body = await html.text();
  const asset = /\/help\/jp\/assets\/js\/[\w.~-]+\.js/.exec(body)?.[0];
  expect(asset, 'no script in the page').toBeTruthy();
  const js = await request.get(asset!);
  expect(js.status()).toBe(200);
  expect(js.headers()['cache-control']).toContain('immutable');
});
