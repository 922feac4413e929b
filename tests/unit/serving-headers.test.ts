/**
 * The serving headers' one source (config/serving/headers.ts), checked without a build: the nginx files carry what it
 * declares (their generated blocks are up to date), and the `_headers` file for static hosts that it writes for a
 * small build gives each kind of file its nginx headers, never one header from two rules, within Cloudflare Pages'
 * limits. What nginx and the real build/_headers send: tests/site/headers-file.test.ts.
 */
import {test, expect} from 'vitest';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {root} from '../support/content';
import {i18n} from '../../config/locales.ts';
import {CACHE, GENERATED_BLOCKS, LOCALE_FOLDERS, SITE_PATH, policies, withGeneratedBlock} from '../../config/serving/headers.ts';
import {MAX_LINE, headersFile, headersFor, parseHeadersFile} from '../../config/serving/headers-file.ts';
import {pageUrl} from '../../site/locales.ts';
import {outputDir} from '../../site/paths.ts';

test('the nginx files carry the headers and caching rules of config/serving/headers.ts (npm run serving:nginx)', () => {
  for (const [file, lines] of Object.entries(GENERATED_BLOCKS)) {
    const text = readFileSync(join(root, 'deploy/nginx', file), 'utf8');
    expect(withGeneratedBlock(text, lines()), `deploy/nginx/${file} is out of date: run npm run serving:nginx`).toBe(text);
  }
});

test('the locale folders of the headers are those Docusaurus builds (config/locales.ts)', () => {
  const baseUrls = Object.values(i18n.localeConfigs)
    .map((c) => (c as {baseUrl: string}).baseUrl)
    .sort();
  expect(LOCALE_FOLDERS.map((f) => `${SITE_PATH}${f}`).sort()).toEqual(baseUrls);
});

test('_headers for a small build: each kind of file gets its nginx value, from one rule only', () => {
  const build = mkdtempSync(join(tmpdir(), 'headers-file-'));
  // The Japanese folder inside the build (`jp/`).
  const ja = `${outputDir('ja', '')}/`;
  const files = [
    'index.html',
    'sw.js',
    'search-index-ab12.json',
    'sitemap.xml',
    'assets/js/main.ab12.js',
    'docs/a/index.html',
    'docs/a.md',
    'docs/2.0/search-index-ab12.json',
    'external-api/index.html',
    'external-api/openapi.yaml',
    'img/x.png',
    `${ja}index.html`,
    `${ja}docs/b/index.html`,
    `${ja}release-notes/rss.xml`,
    '.nginx/help-csp.conf',
  ];
  // With the build's precompressed siblings (tools/precompress/): twice as many as the files they belong to, they
  // must neither decide a folder's value nor get rules of their own.
  const siblings = files.filter((f) => /\.(?:html|md|js|json|xml|yaml)$/.test(f) && !f.startsWith('.')).flatMap((f) => [`${f}.br`, `${f}.gz`]);
  for (const f of [...files, ...siblings]) {
    mkdirSync(dirname(join(build, f)), {recursive: true});
    writeFileSync(join(build, f), '');
  }
  const p = policies(['abc='], false);
  const {text, differences} = headersFile(build, p);
  const rules = parseHeadersFile(text);
  const expected: Record<string, [string, string]> = {
    [pageUrl('en')]: [CACHE.revalidate, p.site],
    [pageUrl('en', 'sw.js')]: [CACHE.revalidate, p.site],
    [pageUrl('en', 'search-index-ab12.json')]: [CACHE.immutable, p.site],
    [pageUrl('en', 'sitemap.xml')]: [CACHE.other, p.site],
    [pageUrl('en', 'assets/js/main.ab12.js')]: [CACHE.immutable, p.site],
    [pageUrl('en', 'docs/a')]: [CACHE.revalidate, p.site],
    [pageUrl('en', 'docs/a.md')]: [CACHE.revalidate, p.site],
    [pageUrl('en', 'external-api')]: [CACHE.revalidate, p.api],
    [pageUrl('en', 'external-api/openapi.yaml')]: [CACHE.revalidate, p.api],
    [pageUrl('en', 'img/x.png')]: [CACHE.other, p.site],
    [pageUrl('ja')]: [CACHE.revalidate, p.site],
    [pageUrl('ja', 'docs/b/')]: [CACHE.revalidate, p.site],
    [pageUrl('ja', 'release-notes/rss.xml')]: [CACHE.revalidate, p.site],
  };
  for (const [url, [cache, csp]] of Object.entries(expected)) {
    const {headers, twice} = headersFor(rules, url);
    expect(twice, `${url}: a header from two rules`).toEqual([]);
    expect(headers['cache-control'], `${url}: Cache-Control`).toBe(cache);
    expect(headers['content-security-policy'], `${url}: Content-Security-Policy`).toBe(csp);
    expect(headers['x-frame-options'], `${url}: X-Frame-Options`).toBe('SAMEORIGIN');
  }
  expect(headersFor(rules, pageUrl('en', '.nginx/help-csp.conf')).headers['cache-control'], "the build's own folders get no rule").toBeUndefined();
  expect(
    rules.map((r) => r.path).filter((path) => /\.(?:br|gz)$/.test(path)),
    'rules for precompressed siblings',
  ).toEqual([]);
  // A folder's files share one rule: a file that nginx treats otherwise is named, not hidden.
  const archivedIndex = pageUrl('en', 'docs/2.0/search-index-ab12.json');
  expect(differences).toEqual([`${archivedIndex}: Cache-Control "no-cache" here, "public, max-age=3600" from nginx`]);
  expect(text).toContain(`#   ${archivedIndex}`);
});

test('_headers stops the build when the policy would not fit in a line that Cloudflare Pages reads', () => {
  const build = mkdtempSync(join(tmpdir(), 'headers-file-'));
  writeFileSync(join(build, 'index.html'), '');
  // Each inline-script hash adds 54 characters to the policy's line.
  const hashes = Array.from({length: 40}, (_, i) => `${String(i).padStart(43, 'A')}=`);
  expect(() => headersFile(build, policies(hashes, true))).toThrow(new RegExp(`at most ${MAX_LINE}`));
});
