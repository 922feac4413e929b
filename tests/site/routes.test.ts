/**
 * What nginx answers for the site's routes (deploy/nginx/, production configuration): every path of every locale's
 * sitemap answers 200 with HTML, the routes of the site spec are there, release-note posts have dated URLs, and
 * pages revalidate while hashed assets are cached for a year. What each page holds: pages.test.ts.
 */
import {describe, expect, test} from 'vitest';
import {pageUrl} from '../../site/locales.ts';
import {outputDir} from '../../site/paths.ts';
import {literal} from '../support/patterns';
import {BUILT_LOCALES, builtLocale, sitemapPaths} from './built-site';
import {get, inParallel} from './served';

const SEED_ROUTES = ['', 'markdown-page', 'release-notes', 'release-notes/archive', 'docs/management-console/introduction'].map((path) => pageUrl('ja', path));
const JA_SITEMAP = `${outputDir('ja')}/sitemap.xml`;
const JA_HOME = pageUrl('ja');

describe('routes through nginx', () => {
  for (const l of BUILT_LOCALES) {
    test(`every ${l.baseUrl} path in the sitemap answers 200 with HTML`, async () => {
      const paths = sitemapPaths(l);
      expect(paths.length, `${outputDir(l.code)}/sitemap.xml: paths`).toBeGreaterThan(50);
      const answers = await inParallel(paths, 8, async (path) => ({path, answer: await get(path, {'Accept-Encoding': 'br, gzip'})}));
      const failures = answers
        .filter(({answer}) => answer.status !== 200 || !String(answer.headers['content-type'] ?? '').includes('text/html'))
        .map(({path, answer}) => `${path}: ${answer.status} ${answer.headers['content-type'] ?? ''}`);
      expect(failures, `${l.baseUrl}: sitemap paths that do not answer 200 with HTML`).toEqual([]);
    });
  }

  test('the routes of the site spec are in the Japanese sitemap', () => {
    const paths = new Set(sitemapPaths(builtLocale('ja')));
    for (const route of SEED_ROUTES) expect(paths.has(route), `${route} is in ${JA_SITEMAP}`).toBe(true);
  });

  test('release-note posts have date-based URLs, dotted slugs included, and answer 200', async () => {
    const dated = new RegExp(`^${literal(pageUrl('ja', 'release-notes/'))}\\d{4}/\\d{2}/\\d{2}/[\\w.-]+$`);
    const posts = sitemapPaths(builtLocale('ja')).filter((p) => dated.test(p));
    expect(posts.length, `dated release-note posts in ${JA_SITEMAP}`).toBeGreaterThanOrEqual(3);
    expect(
      posts.some((p) => /\/[\w-]*\.[\w.-]+$/.test(p)),
      'a post whose slug has a dot (2.13.0)',
    ).toBe(true);
    for (const post of posts) expect((await get(post)).status, post).toBe(200);
  });

  test('the search page answers in every locale', async () => {
    for (const l of BUILT_LOCALES) expect((await get(`${l.baseUrl}search`)).status, `${l.baseUrl}search`).toBe(200);
  });

  test('hashed assets are cached for a year, the runtime and HTML revalidate, text is compressed', async () => {
    const html = await get(JA_HOME, {'Accept-Encoding': 'gzip'});
    expect(html.headers['cache-control'], `${JA_HOME}: Cache-Control`).toBe('no-cache');
    expect(html.headers['content-encoding'], `${JA_HOME}: Content-Encoding`).toBe('gzip');
    const body = (await import('node:zlib')).gunzipSync(html.body).toString('utf8');
    const asset = new RegExp(`${literal(pageUrl('ja', 'assets/js/'))}[\\w~-]+\\.[0-9a-f]{8}\\.js`).exec(body)?.[0];
    expect(asset, `${JA_HOME} names no hashed script`).toBeTruthy();
    const js = await get(asset!);
    expect(js.status, asset).toBe(200);
    expect(String(js.headers['cache-control']), `${asset}: Cache-Control`).toContain('immutable');
    // The runtime lists every chunk's hash under a fixed name (plugins/page-weight/lean-route-tables/): revalidated.
    const runtime = pageUrl('ja', 'assets/js/runtime~main.js');
    expect(body, `${JA_HOME} loads the runtime by its fixed name`).toContain(runtime);
    const answer = await get(runtime);
    expect(answer.status, runtime).toBe(200);
    expect(answer.headers['cache-control'], `${runtime}: Cache-Control`).toBe('no-cache');
  });
});
