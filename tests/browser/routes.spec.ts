/**
 * Every route the build produced (read from each locale's sitemap) answers 200 through nginx; every Japanese page
 * also renders in the browser with lang="ja", a title with the | delimiter, an <h1>, and no console error.
 */
import {readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, open} from '../support/fixtures';
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

test.describe('every Japanese page renders', () => {
  test.describe.configure({timeout: 300_000});
  test('lang, title, heading and no console error on each page of the Japanese sitemap', async ({page}) => {
    const paths = [...new Set([...sitemapPaths('jp'), ...SEED_ROUTES])];
    for (const path of paths) {
      await open(page, path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'ja');
      // The search plugin's own page titles itself with its prompt only; every other page carries the site name.
      if (!path.endsWith('/search')) await expect(page, path).toHaveTitle(/ \| Smart Office ヘルプ$|^Smart Office ヘルプ/);
      // Blog list pages title each post with <h2>; every other page has an <h1>.
      await expect(page.locator(/\/release-notes(\/page\/\d+)?$/.test(path) ? 'main h2' : 'h1').first(), path).toBeVisible();
    }
  });
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
