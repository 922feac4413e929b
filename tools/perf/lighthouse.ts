#!/usr/bin/env node
// `npm run perf:lighthouse`: Lighthouse (mobile, its default settings: simulated slow 4G and 4x CPU slowdown) on
// the built Japanese site and, in the same run, on the bare Docusaurus classic template (tools/perf/bare-template.ts).
// Both are served by nginx with the production http settings (gzip, charset). Runs alternate between the site and the
// template so that the machine's load falls on both alike; each page gets LIGHTHOUSE_RUNS runs (default 3) and the
// table shows the median performance score and metrics, and the lowest accessibility, best-practices and SEO scores
// with the audits that failed. Scores are reported, not enforced (the byte budgets are: `npm run perf`).
// Issue 29: the same pages of a build with six archived docs versions, when there is one (`npm run versions:simulate`
// leaves it in <temporary folder>/smart-office-simulate/6/build; PERF_SIX_VERSIONS_BUILD_DIR=dir for another), as
// rows "… (6 archived)".
// Options: LIGHTHOUSE_RUNS=n, PERF_PAGES=regexp, PERF_BUILD_DIR=dir, PERF_SIX_VERSIONS_BUILD_DIR=dir, PERF_JSON=file.
import lighthouse from 'lighthouse';
import {launch} from 'chrome-launcher';
import {existsSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {startNginx} from '../nginx-harness.ts';
import {ensureBareTemplate} from './bare-template.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SITE_PAGES = [
  {name: 'home', path: '/help/jp/'},
  {name: 'doc page', path: '/help/jp/docs/management-console/introduction'},
  {name: 'release notes', path: '/help/jp/release-notes'},
  {name: 'API overview', path: '/help/jp/external-api/'},
  // Issue 27: performance at least 95 and accessibility 100 on an operation page.
  {name: 'API operation', path: '/help/jp/external-api/reference/get-building'},
];
const TEMPLATE_PAGES = [
  {name: 'bare template: home', path: '/', template: true},
  {name: 'bare template: doc', path: '/docs/intro', template: true},
  {name: 'bare template: blog', path: '/blog', template: true},
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const sixDir = resolve(process.env.PERF_SIX_VERSIONS_BUILD_DIR ?? join(process.env.SIMULATE_DIR ?? join(tmpdir(), 'smart-office-simulate'), '6', 'build'));
const SIX_PAGES = existsSync(sixDir)
  ? SITE_PAGES.filter((p) => p.name !== 'API operation').map((p) => ({...p, name: `${p.name} (6 archived)`, six: true}))
  : [];
const filter = process.env.PERF_PAGES ? new RegExp(process.env.PERF_PAGES, 'i') : null;
const pages = [...SITE_PAGES, ...SIX_PAGES, ...TEMPLATE_PAGES].filter((p) => !filter || filter.test(p.name));
const templateServer = await startNginx({bareSite: ensureBareTemplate()});
const server = await startNginx(process.env.PERF_BUILD_DIR ? {buildDir: process.env.PERF_BUILD_DIR} : {});
const sixServer = SIX_PAGES.length ? await startNginx({buildDir: sixDir}) : undefined;
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const runs = new Map(pages.map((p) => [p.name, []]));
try {
  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) {
      const url = (page.template ? templateServer.baseUrl : page.six ? sixServer.baseUrl : server.baseUrl) + page.path;
      const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES});
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${page.name} (${url}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // Audits that count towards a score and did not pass.
      const failed = CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 0.9)
        .map((ref) => ref.id);
      runs.get(page.name).push({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        metrics: Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN])),
        failed,
      });
      process.stdout.write('.');
    }
  }
} finally {
  process.stdout.write('\n');
  chrome.kill();
  await server.stop();
  await templateServer.stop();
  await sixServer?.stop();
}

const rows = [['page', 'path', 'perf (runs)', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'a11y', 'BP', 'SEO']];
const summary = [];
for (const page of pages) {
  const r = runs.get(page.name);
  const perf = r.map((x) => x.scores.performance);
  const m = (k) => median(r.map((x) => x.metrics[k]));
  const low = (c) => Math.min(...r.map((x) => x.scores[c]));
  const failed = [...new Set(r.flatMap((x) => x.failed))];
  summary.push({
    ...page,
    performance: median(perf),
    runs: perf,
    a11y: low('accessibility'),
    bestPractices: low('best-practices'),
    seo: low('seo'),
    metrics: Object.fromEntries(Object.keys(METRICS).map((k) => [k, m(k)])),
    failed,
  });
  rows.push([
    page.name,
    page.path,
    `${median(perf)} (${perf.join(' ')})`,
    m('FCP').toFixed(0),
    m('LCP').toFixed(0),
    m('TBT').toFixed(0),
    m('CLS').toFixed(3),
    m('SI').toFixed(0),
    low('accessibility'),
    low('best-practices'),
    low('seo'),
  ]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
console.log(`Lighthouse ${RUNS} run(s) per page, mobile defaults; median performance, lowest other scores`);
for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join('  '));
for (const s of summary) if (s.failed.length) console.log(`${s.name}: failed audits: ${s.failed.join(', ')}`);
if (process.env.PERF_JSON) writeFileSync(process.env.PERF_JSON, JSON.stringify(summary, null, 2));
