#!/usr/bin/env node
// `npm run perf:lighthouse`: Lighthouse (mobile, its default settings: simulated slow 4G and 4x CPU slowdown) on
// the built Japanese site and, in the same run, on the bare Docusaurus classic template (tools/perf/bare-template.ts).
// Both are served by nginx with the production http settings (gzip, charset). Runs alternate between the site and the
// template so that the machine's load falls on both alike; each page gets LIGHTHOUSE_RUNS runs (default 3) and the
// table shows the median performance score and metrics, and the lowest accessibility, best-practices and SEO scores
// with the audits that failed. Scores are reported, not enforced (the byte budgets are: `npm run perf`).
// The same pages of a build with six archived docs versions, when there is one (`npm run versions:simulate` leaves it
// in <temporary folder>/smart-office-simulate/6/build; PERF_SIX_VERSIONS_BUILD_DIR=dir for another), as rows
// "… (6 archived)": what archived versions cost a reader of the current docs.
// Then a verdict line per page against the bare template's doc page of the same run (the goal: TBT and LCP
// at most the template's, performance at least its), and where the main thread goes on each page (Lighthouse's
// main-thread breakdown and script evaluation by file, medians).
// Then, unless LIGHTHOUSE_CALIBRATED=0, every page again with Lighthouse's CPU slowdown calibrated from this machine's
// benchmarkIndex (./cpu-calibration.ts) instead of the fixed 4x: scores that stand for the same phone on any machine,
// so that a figure from a developer's machine, CI and a reader's report can be compared.
// Options: LIGHTHOUSE_RUNS=n (default 5), LIGHTHOUSE_CALIBRATED=0, PERF_PAGES=regexp, PERF_BUILD_DIR=dir, PERF_SIX_VERSIONS_BUILD_DIR=dir, PERF_JSON=file.
import lighthouse from 'lighthouse';
import {launch} from 'chrome-launcher';
import {existsSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {count, flag, variable} from '../../site/environment.ts';
import {pageUrl, type LocaleCode} from '../../site/locales.ts';
import {BUILD_DIR, ROOT} from '../../site/paths.ts';
import {checkBuild, preflight, requireChromium, requireNginx, startNginx} from '../nginx-harness.ts';
import {ensureBareTemplate} from './bare-template.ts';
import {calibratedSlowdown} from './cpu-calibration.ts';

/** The locale measured: the Japanese site. */
const LOCALE: LocaleCode = 'ja';
type LighthousePage = {name: string; path: string; template?: boolean; six?: boolean};
/** One run: scores, metrics, failed audits, and where the main thread went (ms by group; script evaluation by file). */
type Run = {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  failed: string[];
  mainThread: Record<string, number>;
  scripts: Record<string, number>;
};

const SITE_PAGES: LighthousePage[] = [
  {name: 'home', path: pageUrl(LOCALE)},
  {name: 'doc page', path: pageUrl(LOCALE, 'docs/management-console/introduction')},
  {name: 'release notes', path: pageUrl(LOCALE, 'release-notes')},
  {name: 'API overview', path: pageUrl(LOCALE, 'external-api/')},
  // The target: performance at least 95 and accessibility 100 on an operation page.
  {name: 'API operation', path: pageUrl(LOCALE, 'external-api/reference/get-building')},
];
const TEMPLATE_PAGES: LighthousePage[] = [
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
} as const;
type Metric = keyof typeof METRICS;

/** The table rows of an audit's details (Lighthouse's types leave them loose). */
const detailItems = (audit: {details?: unknown} | undefined): Record<string, unknown>[] =>
  ((audit?.details as {items?: Record<string, unknown>[]} | undefined)?.items ?? []).filter((i) => typeof i === 'object');
const scriptName = (url: string): string => (url.split('/').pop() ?? url).replace(/\.[0-9a-f]{8}(?=\.js$)/, '').replace(/\?.*$/, '');

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const options = preflight('perf:lighthouse', () => {
  const pages = variable('PERF_PAGES');
  const simulated = join(variable('SIMULATE_DIR') ?? join(tmpdir(), 'smart-office-simulate'), '6', 'build');
  const found = {
    runs: count('LIGHTHOUSE_RUNS', 5),
    filter: pages ? new RegExp(pages, 'i') : null,
    buildDir: variable('PERF_BUILD_DIR') ?? join(ROOT, BUILD_DIR),
    sixDir: resolve(variable('PERF_SIX_VERSIONS_BUILD_DIR') ?? simulated),
    jsonFile: variable('PERF_JSON'),
    calibrate: flag('LIGHTHOUSE_CALIBRATED', true),
  };
  checkBuild(found.buildDir, {locales: [LOCALE]});
  if (existsSync(found.sixDir)) checkBuild(found.sixDir, {locales: [LOCALE], command: 'npm run versions:simulate'});
  const chromePath = requireChromium();
  requireNginx();
  return {...found, chromePath, templateSite: ensureBareTemplate()};
});
const RUNS = options.runs;
const CALIBRATE = options.calibrate;
const SIX_PAGES = existsSync(options.sixDir)
  ? SITE_PAGES.filter((p) => p.name !== 'API operation').map((p) => ({...p, name: `${p.name} (6 archived)`, six: true}))
  : [];
const pages = [...SITE_PAGES, ...SIX_PAGES, ...TEMPLATE_PAGES].filter((p) => !options.filter || options.filter.test(p.name));
const templateServer = await startNginx({bareSite: options.templateSite});
const server = await startNginx({buildDir: options.buildDir});
const sixServer = SIX_PAGES.length ? await startNginx({buildDir: options.sixDir}) : undefined;
const chrome = await launch({
  chromePath: options.chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
/** Runs every page RUNS times, alternating; `slowdown`: Lighthouse's CPU slowdown (its default when undefined). */
async function measureAll(slowdown?: number): Promise<{runs: Map<string, Run[]>; benchmarkIndex: number[]}> {
  const runs = new Map<string, Run[]>(pages.map((p) => [p.name, []]));
  const benchmarkIndex: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) {
      const base = page.template ? templateServer : page.six && sixServer ? sixServer : server;
      const url = base.baseUrl + page.path;
      const flags = {port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES};
      // A trace Lighthouse could not record (NO_NAVSTART, "please run Lighthouse again") is run again, twice at most.
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(url, slowdown === undefined ? flags : {...flags, throttling: {cpuSlowdownMultiplier: slowdown}});
        if (!result) throw new Error(`${page.name} (${url}): Lighthouse returned no result`);
        const error = result.lhr.runtimeError;
        if (!error) break;
        if (attempt === 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED/.test(error.code))
          throw new Error(`${page.name} (${url}): ${error.code} ${error.message}`);
        console.log(`\nperf:lighthouse: ${page.name}: ${error.code}, run again`);
      }
      const lhr = result.lhr;
      benchmarkIndex.push(lhr.environment.benchmarkIndex);
      // Audits that count towards a score and did not pass.
      const failed = CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => {
          const score = lhr.audits[ref.id]?.score;
          return ref.weight > 0 && typeof score === 'number' && score < 0.9;
        })
        .map((ref) => ref.id);
      runs.get(page.name)?.push({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        metrics: Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN])),
        failed,
        mainThread: Object.fromEntries(
          detailItems(lhr.audits['mainthread-work-breakdown']).map((i) => [String(i.groupLabel ?? i.group), Number(i.duration ?? 0)]),
        ),
        // Script evaluation per file, named without origin and hash (`main.js`, `runtime~main.js`, `4881.js`).
        scripts: Object.fromEntries(detailItems(lhr.audits['bootup-time']).map((i) => [scriptName(String(i.url)), Number(i.scripting ?? 0)])),
      });
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  return {runs, benchmarkIndex};
}

let runs: Map<string, Run[]>;
let calibrated: {slowdown: number; benchmarkIndex: number; runs: Map<string, Run[]>} | undefined;
try {
  const first = await measureAll();
  runs = first.runs;
  if (CALIBRATE) {
    const index = median(first.benchmarkIndex);
    const slowdown = Math.round(calibratedSlowdown(index) * 100) / 100;
    console.log(`perf:lighthouse: this machine's benchmarkIndex ${index.toFixed(0)} (median): again with CPU slowdown ${slowdown}x`);
    calibrated = {slowdown, benchmarkIndex: index, runs: (await measureAll(slowdown)).runs};
  }
} finally {
  chrome.kill();
  await server.stop();
  await templateServer.stop();
  await sixServer?.stop();
}

/** The table of scores and metrics and the verdict lines against the template's doc page; the summary rows. */
function report(runs: Map<string, Run[]>, title: string) {
  const rows: string[][] = [['page', 'path', 'perf (runs)', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'a11y', 'BP', 'SEO']];
  const summary = [];
  for (const page of pages) {
    const r = runs.get(page.name) ?? [];
    const perf = r.map((x) => x.scores.performance);
    const m = (k: Metric) => median(r.map((x) => x.metrics[k]));
    const low = (c: string) => Math.min(...r.map((x) => x.scores[c]));
    const failed = [...new Set(r.flatMap((x) => x.failed))];
    summary.push({
      ...page,
      performance: median(perf),
      runs: perf,
      a11y: low('accessibility'),
      bestPractices: low('best-practices'),
      seo: low('seo'),
      metrics: Object.fromEntries((Object.keys(METRICS) as Metric[]).map((k) => [k, m(k)])),
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
      String(low('accessibility')),
      String(low('best-practices')),
      String(low('seo')),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`${title}; median performance, lowest other scores`);
  for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i])).join('  '));
  for (const s of summary) if (s.failed.length) console.log(`${s.name}: failed audits: ${s.failed.join(', ')}`);

  // The goal is stated against the bare template's doc page, measured in the same run (the machine's speed cancels out).
  const baseline = summary.find((s) => s.template && s.path === '/docs/intro');
  if (baseline) {
    console.log(
      `\nAgainst the bare template's doc page in this run (TBT ${baseline.metrics.TBT.toFixed(0)} ms, LCP ${baseline.metrics.LCP.toFixed(0)} ms, performance ${baseline.performance}):`,
    );
    for (const s of summary.filter((x) => !x.template)) {
      const verdict = (what: string, site: number, template: number, unit: string, higherIsBetter = false) =>
        `${what} ${site.toFixed(0)}${unit} vs template ${template.toFixed(0)}${unit}: ${(higherIsBetter ? site >= template : site <= template) ? 'as fast or faster' : 'slower'}`;
      console.log(
        `  ${s.name}: site ${verdict('TBT', s.metrics.TBT, baseline.metrics.TBT, ' ms')}; ${verdict('LCP', s.metrics.LCP, baseline.metrics.LCP, ' ms')}; ${verdict('performance', s.performance, baseline.performance, '', true)}`,
      );
    }
  }
  return summary;
}

const summary = report(runs, `Lighthouse ${RUNS} run(s) per page, mobile defaults`);
const summaryCalibrated = calibrated
  ? report(
      calibrated.runs,
      `\nCalibrated for this machine (benchmarkIndex ${calibrated.benchmarkIndex.toFixed(0)}): CPU slowdown ${calibrated.slowdown}x instead of 4x, ${RUNS} run(s) per page; comparable with a run on any machine calibrated alike`,
    )
  : undefined;

// Where the main thread goes (medians over the runs): Lighthouse's main-thread breakdown and script evaluation by file.
const breakdown = (name: string, pick: (r: Run) => Record<string, number>, top: number) => {
  const r = runs.get(name) ?? [];
  const keys = [...new Set(r.flatMap((x) => Object.keys(pick(x))))];
  return keys
    .map((k) => [k, median(r.map((x) => pick(x)[k] ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
    .join(', ');
};
console.log('\nMain thread (ms, medians):');
for (const page of pages) console.log(`  ${page.name}: ${breakdown(page.name, (x) => x.mainThread, 8)}`);
console.log('Script evaluation by file (ms, medians, the five largest):');
for (const page of pages) console.log(`  ${page.name}: ${breakdown(page.name, (x) => x.scripts, 5)}`);
if (options.jsonFile)
  writeFileSync(
    options.jsonFile,
    JSON.stringify(
      {summary, calibrated: calibrated && {slowdown: calibrated.slowdown, benchmarkIndex: calibrated.benchmarkIndex, summary: summaryCalibrated}},
      null,
      2,
    ),
  );
