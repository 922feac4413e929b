#!/usr/bin/env node
// `npm run perf`: the page-weight budgets of issue 17, checked on the built site as a first-time reader gets it.
// Serves build/ with the production nginx configuration (tools/nginx-harness.ts: the build's precompressed gzip
// files, level 9, as in production; the bare template has none and is compressed on the fly, level 6, about 1 %
// larger), opens each page in headless Chromium with an empty cache and counts, in gzip bytes on the wire:
// - first-load JavaScript: every script the page requests until it is idle (load event, then no request for 1.5 s
//   and an idle callback); `<link rel=prefetch>` requests of other routes are reported apart and not counted;
// - render-blocking CSS: the stylesheets linked from the served HTML's <head>;
// - jp search index: that no index is fetched at load, then its size once the reader focuses the search box and types.
// Prints a table and exits 1 when a byte budget fails. Needs a build: `DOCS_ARCHIVED=0 node tools/build-all.ts ja`.
// Options: PERF_PAGES=regexp (only matching page names), PERF_VERBOSE=1 (list every script), PERF_JSON=file.
import {chromium} from 'playwright-core';
import {request as httpRequest} from 'node:http';
import {writeFileSync} from 'node:fs';
import {startNginx} from '../nginx-harness.ts';
import {ensureBareTemplate} from './bare-template.ts';

const KB = 1024;
const PAGES = [
  {name: 'home', path: '/help/jp/', js: 170},
  // A long page with a diagram and code blocks: the diagram is an image drawn at build time (plugins/diagrams/), the
  // code is highlighted in the HTML and the highlighter loads only when the reader reaches for it. Its own content
  // (6.9 KB) comes on top of what every doc page loads. 187 KB since issue 26: two page-weight plugins that leaned on
  // Docusaurus internals for under 2 KB each were removed (lazy-nprogress 1.3 KB, minify-utf8 0.4 KB on this page;
  // plugins/page-weight/README.md), which put this page at 185.0 KB, on the old line.
  {name: 'doc, long, diagram and code', path: '/help/jp/docs/integration/office-365/delegated-permission', js: 187},
  {name: 'doc, diagram lower', path: '/help/jp/docs/management-console/introduction', js: 185},
  {name: 'doc without diagram', path: '/help/jp/docs/user-app/introduction', js: 185},
  {name: 'release notes', path: '/help/jp/release-notes', js: 185},
  {name: 'release-note post', path: '/help/jp/release-notes/2024/05/31/release-note', js: 185},
  {name: 'API overview', path: '/help/jp/external-api/', js: 250},
  // Issue 27: at most 300 KB. The try-it explorer and its code-sample generators load when the reader opens them; the
  // samples are in the HTML (made at build time) and descriptions are rendered by micromark. 768.4 KB before.
  {name: 'API operation', path: '/help/jp/external-api/reference/get-building', js: 300, apiOperation: true},
];
// The yardstick, measured in the same run: the bare classic template (tools/perf/bare-template.ts), no budget.
const TEMPLATE_PAGES = [
  {name: 'bare template: home', path: '/', template: true},
  {name: 'bare template: doc', path: '/docs/intro', template: true},
  {name: 'bare template: blog', path: '/blog', template: true},
];
const CSS_BUDGET = 20;
const INDEX_BUDGET = 600;
const QUIET_MS = 1500;

/** Body bytes of a GET with gzip accepted, as nginx sends them (the compressed size when it compresses). */
function wireBytes(url) {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, {headers: {'accept-encoding': 'gzip'}}, (res) => {
      let n = 0;
      res.on('data', (chunk) => (n += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? ok(n) : fail(new Error(`${url}: HTTP ${res.statusCode}`))));
    });
    req.on('error', fail);
    req.end();
  });
}

async function getText(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

/** Stylesheets linked from the <head> of the served HTML: what the browser must load before the first paint. */
async function blockingCss(baseUrl, path) {
  const html = await getText(baseUrl + path);
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = [...head.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel=["']?stylesheet\b/.test(tag) && !/\bmedia=["']?print\b/.test(tag))
    .map((tag) => tag.match(/\bhref=["']?([^"'\s>]+)/)?.[1])
    .filter(Boolean);
  const files = await Promise.all(hrefs.map(async (h) => ({url: h, bytes: await wireBytes(new URL(h, baseUrl + path).href)})));
  return files;
}

/** Resolves when no request has started or finished for `ms`, and the main thread then gets an idle callback. */
async function waitForQuiet(page, pending, lastActivity, ms) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    await page.waitForTimeout(250);
    if (pending.size === 0 && Date.now() - lastActivity.t >= ms) break;
  }
  // Typed as requestIdleCallback: setTimeout, where there is none, takes the same arguments (the options object as
  // its delay, which counts as 0).
  await page.evaluate(
    () => new Promise((ok) => /** @type {typeof requestIdleCallback} */ (window.requestIdleCallback ?? setTimeout)(() => ok(), {timeout: 5000})),
  );
}

function isPrefetch(headers) {
  return /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '');
}

async function measure(browser, baseUrl, spec) {
  // gzip only: the budgets are gzip bytes, and the site (its .br files) and the bare template (none) must be compared
  // in one encoding; a browser that takes Brotli gets about 17 % less (npm run bench:serve).
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, locale: 'ja-JP', extraHTTPHeaders: {'Accept-Encoding': 'gzip'}});
  const page = await context.newPage();
  const records = [];
  const pending = new Set();
  const lastActivity = {t: Date.now()};
  let phase = 'load';
  page.on('request', (req) => {
    pending.add(req);
    lastActivity.t = Date.now();
  });
  const done = async (req, failed) => {
    pending.delete(req);
    lastActivity.t = Date.now();
    const url = new URL(req.url());
    const headers = await req.allHeaders().catch(() => ({}));
    const sizes = failed ? {responseBodySize: 0} : await req.sizes().catch(() => ({responseBodySize: 0}));
    const response = failed ? null : await req.response().catch(() => null);
    const type = response?.headers()['content-type'] ?? '';
    const encoding = response?.headers()['content-encoding'];
    if (encoding && encoding !== 'gzip') throw new Error(`${url.pathname}: sent as ${encoding}, not gzip: the byte budgets would count another encoding`);
    records.push({
      phase,
      url: url.pathname,
      js: /\.m?js$/.test(url.pathname) || /javascript/.test(type),
      prefetch: isPrefetch(headers),
      index: /search-index.*\.json$/.test(url.pathname),
      document: req.resourceType() === 'document',
      bytes: sizes.responseBodySize,
      failed,
    });
  };
  page.on('requestfinished', (req) => done(req, false));
  page.on('requestfailed', (req) => done(req, true));

  await page.goto(baseUrl + spec.path, {waitUntil: 'load'});
  await waitForQuiet(page, pending, lastActivity, QUIET_MS);
  const firstLoad = records.slice();

  // The reader starts to search: the index must come now (and not before).
  let searchRecords = [];
  if (spec.name === 'doc, diagram lower') {
    phase = 'search';
    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await input.pressSequentially('会議室', {delay: 50});
    await waitForQuiet(page, pending, lastActivity, QUIET_MS);
    searchRecords = records.filter((r) => r.phase === 'search');
  }
  await context.close();

  const sum = (list) => list.reduce((n, r) => n + r.bytes, 0);
  const scripts = firstLoad.filter((r) => r.js && !r.prefetch && !r.failed);
  const prefetched = firstLoad.filter((r) => r.prefetch);
  const css = await blockingCss(baseUrl, spec.path);
  return {
    ...spec,
    jsBytes: sum(scripts),
    scripts,
    prefetchBytes: sum(prefetched),
    prefetchCount: prefetched.length,
    cssBytes: sum(css),
    css,
    // The page's own HTML (gzip on the wire): not budgeted, reported with PERF_VERBOSE and in PERF_JSON.
    htmlBytes: sum(firstLoad.filter((r) => r.document)),
    indexAtLoad: firstLoad.filter((r) => r.index),
    indexOnSearch: searchRecords.filter((r) => r.index),
    allBytes: sum(firstLoad.filter((r) => !r.prefetch)),
  };
}

const filter = process.env.PERF_PAGES ? new RegExp(process.env.PERF_PAGES, 'i') : null;
// PERF_TEMPLATE=0 skips the bare template (it is scaffolded and built once, about 30 s, into .perf/).
const withTemplate = process.env.PERF_TEMPLATE !== '0';
const templateServer = withTemplate ? await startNginx({bareSite: ensureBareTemplate()}) : null;
// PERF_BUILD_DIR: another build folder (default build/).
const server = await startNginx(process.env.PERF_BUILD_DIR ? {buildDir: process.env.PERF_BUILD_DIR} : {});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const results = [];
try {
  for (const spec of PAGES.filter((p) => !filter || filter.test(p.name))) results.push(await measure(browser, server.baseUrl, spec));
  if (templateServer) for (const spec of TEMPLATE_PAGES) results.push(await measure(browser, templateServer.baseUrl, spec));
} finally {
  await browser.close();
  await server.stop();
  await templateServer?.stop();
}

const kb = (n) => (n / KB).toFixed(1);
const failures = [];
const rows = [['page', 'path', 'JS KB', 'budget', 'CSS KB', 'budget', 'prefetch KB', 'result']];
for (const r of results) {
  if (r.template) {
    rows.push([r.name, r.path, kb(r.jsBytes), '-', kb(r.cssBytes), '-', `${kb(r.prefetchBytes)} (${r.prefetchCount})`, 'reference']);
    continue;
  }
  const jsOk = r.jsBytes <= r.js * KB;
  const cssOk = r.apiOperation || r.cssBytes <= CSS_BUDGET * KB;
  if (!jsOk) failures.push(`${r.name}: JS ${kb(r.jsBytes)} KB > ${r.js} KB`);
  if (!cssOk) failures.push(`${r.name}: CSS ${kb(r.cssBytes)} KB > ${CSS_BUDGET} KB`);
  rows.push([
    r.name,
    r.path,
    kb(r.jsBytes),
    `${r.js}`,
    kb(r.cssBytes),
    r.apiOperation ? '-' : `${CSS_BUDGET}`,
    `${kb(r.prefetchBytes)} (${r.prefetchCount})`,
    jsOk && cssOk ? 'pass' : 'FAIL',
  ]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join('  '));

const searched = results.find((r) => r.name === 'doc, diagram lower');
if (searched) {
  const atLoad = searched.indexAtLoad;
  const onSearch = searched.indexOnSearch;
  const bytes = onSearch.reduce((n, r) => n + r.bytes, 0) + atLoad.reduce((n, r) => n + r.bytes, 0);
  const ok = atLoad.length === 0 && onSearch.length > 0 && bytes <= INDEX_BUDGET * KB;
  console.log(
    `\njp search index: ${kb(bytes)} KB gzip (budget ${INDEX_BUDGET} KB); fetched at load: ${atLoad.length ? 'YES' : 'no'}, ` +
      `on search: ${onSearch.length ? 'yes' : 'NO'} ${[...atLoad, ...onSearch].map((r) => r.url).join(' ')}  ${ok ? 'pass' : 'FAIL'}`,
  );
  if (!ok) failures.push(`jp search index: ${kb(bytes)} KB, at load ${atLoad.length}, on search ${onSearch.length}`);
}

if (process.env.PERF_VERBOSE) {
  for (const r of results) {
    console.log(`\n${r.name} (${r.path}): scripts ${kb(r.jsBytes)} KB, HTML ${kb(r.htmlBytes)} KB, everything but prefetches ${kb(r.allBytes)} KB`);
    for (const s of [...r.scripts].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(s.bytes).padStart(8)}  ${s.url}`);
    for (const c of r.css) console.log(`  ${kb(c.bytes).padStart(8)}  ${c.url} (blocking CSS)`);
  }
}
if (process.env.PERF_JSON) writeFileSync(process.env.PERF_JSON, JSON.stringify(results, null, 2));
if (failures.length) {
  console.log(`\n${failures.length} budget(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets pass.');
