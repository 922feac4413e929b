#!/usr/bin/env node
// `npm run perf:growth`: what the site's growth costs a reader of one page. Makes two throwaway copies of the work
// tree (tools/versions/copy-tree.ts, in <temporary folder>/smart-office-growth/): one as it is, one with every docs
// section copied four more times (five times today's current docs; each copy its own folder and its own sidebar, in
// the three locales; the copies stay out of the navbar, whose dropdowns list the sections by design). Builds each
// for Japanese (without the persistent cache, as a release build) and prints, side by side: build time, the build's
// peak memory, HTML files, main.js and the runtime (gzip), a doc page's JavaScript named in its HTML (script and
// preload tags), for an original page and for its copy, and the JavaScript the page loads until it is quiet, as
// `npm run perf` counts it (in Chromium, served by nginx: the route chunks a page loads after its HTML too). Then
// Lighthouse (mobile defaults) alternates between the two builds' doc page, GROWTH_RUNS runs each (default 5), and
// prints the medians of total blocking time, main-thread work and script evaluation.
// Options: GROWTH_COPIES=n (default 4), GROWTH_RUNS=n (0: no Lighthouse), GROWTH_JSON=file.
// Ours because the question (does a page pay for the others?) is this site's: no tool builds a site at another size.
import lighthouse from 'lighthouse';
import {chromium} from 'playwright-core';
import {launch} from 'chrome-launcher';
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {firstLoadScripts} from '../../site/page-scripts.ts';
import {DOCS_ROUTE, contentDir} from '../../site/content.ts';
import {childEnvironment, count, variable} from '../../site/environment.ts';
import {LOCALES, TRANSLATED_LOCALES, pageUrl, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {ROOT, outputDir} from '../../site/paths.ts';
import {copyTree} from '../versions/copy-tree.ts';
import {requireChromium, requireNginx, startNginx} from '../nginx-harness.ts';

const LOCALE: LocaleCode = 'ja';
const GROWTH_DIR = join(variable('SIMULATE_DIR') ?? tmpdir(), 'smart-office-growth');
const COPIES = count('GROWTH_COPIES', 4);
const RUNS = variable('GROWTH_RUNS') === '0' ? 0 : count('GROWTH_RUNS', 5);
/** The page measured, and its copy in the grown site. */
const DOC = 'management-console/introduction';
const DOC_COPY = 'management-console-copy2/introduction';
const SECTIONS_FILE = 'data/sections.json';

type Section = {dir: string; sidebarId: string; group: string; firstDoc: string; pages: string[]; label: string};
type Figures = {buildS: number; peakMB: number; html: number; mainKB: number; runtimeKB: number; firstLoadKB: number; firstLoadCopyKB: number};
type Loaded = {js: number; scripts: number};

const gz = (file: string) => gzipSync(readFileSync(file), {level: 9}).length / 1024;

/** Copies each docs section `copies` times: folders in the three locales, its sidebar, its category labels. */
function growDocs(dir: string, copies: number): number {
  const file = join(dir, SECTIONS_FILE);
  const data = JSON.parse(readFileSync(file, 'utf8')) as {sections: Section[]};
  const added: Section[] = [];
  for (const s of data.sections) {
    for (let k = 2; k < copies + 2; k++) {
      const copyDir = `${s.dir}-copy${k}`;
      for (const l of LOCALES) {
        const from = join(dir, contentDir('docs', l.code), s.dir);
        if (existsSync(from)) cpSync(from, join(dir, contentDir('docs', l.code), copyDir), {recursive: true});
      }
      added.push({
        ...s,
        dir: copyDir,
        sidebarId: `${s.sidebarId}Copy${k}`,
        group: 'copy',
        firstDoc: s.firstDoc.replace(s.dir, copyDir),
        label: `${s.label} ${k}`,
      });
    }
  }
  // The sidebars' category labels, translated as the original's.
  for (const l of TRANSLATED_LOCALES) {
    const labels = join(dir, `${contentDir('docs', l.code)}.json`);
    const strings: Record<string, unknown> = JSON.parse(readFileSync(labels, 'utf8'));
    for (const s of added) {
      const original = s.sidebarId.replace(/Copy\d+$/, '');
      for (const [key, value] of Object.entries(strings))
        if (key.startsWith(`sidebar.${original}.`)) strings[key.replace(`sidebar.${original}.`, `sidebar.${s.sidebarId}.`)] = value;
    }
    writeFileSync(labels, JSON.stringify(strings, null, 2));
  }
  writeFileSync(file, JSON.stringify({...data, sections: [...data.sections, ...added]}, null, 2));
  return added.length;
}

/** Builds the locale in `dir` without the persistent cache; seconds and peak memory (GNU time's maximum RSS). */
function build(dir: string): {buildS: number; peakMB: number} {
  const started = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', 'peak-rss-kb %M', process.execPath, 'tools/build-all.ts', '--preview', LOCALE], {
    cwd: dir,
    env: childEnvironment({DOCS_ARCHIVED: '0'}, {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'}),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`docs-growth: the build failed in ${dir}:\n${(r.stdout + r.stderr).slice(-3000)}`);
  const peak = Number(/peak-rss-kb (\d+)/.exec(r.stderr)?.[1] ?? NaN);
  return {buildS: (performance.now() - started) / 1000, peakMB: peak / 1024};
}

function countHtml(dir: string): number {
  return readdirSync(dir, {recursive: true, withFileTypes: true}).filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

/** The scripts a built page names before its first render (script src and preload), gzip KB. */
function firstLoad(out: string, docPath: string): {total: number; main: number; runtime: number} {
  const html = readFileSync(join(out, DOCS_ROUTE, docPath, 'index.html'), 'utf8');
  const base = siteLocale(LOCALE).baseUrl;
  const scripts = firstLoadScripts(html);
  const files = [...new Set(scripts)].map((s) => join(out, s.startsWith(base) ? s.slice(base.length) : s));
  const main = files.find((f) => /\/main\.[^/]+\.js$/.test(f));
  const runtime = files.find((f) => /runtime~main(?:\.[^/]+)?\.js$/.test(f));
  return {total: files.reduce((sum, f) => sum + gz(f), 0), main: main ? gz(main) : NaN, runtime: runtime ? gz(runtime) : NaN};
}

function measure(dir: string, grown: boolean): Figures {
  const built = build(dir);
  const out = join(dir, outputDir(LOCALE));
  const page = firstLoad(out, DOC);
  return {
    ...built,
    html: countHtml(out),
    mainKB: page.main,
    runtimeKB: page.runtime,
    firstLoadKB: page.total,
    firstLoadCopyKB: grown ? firstLoad(out, DOC_COPY).total : page.total,
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * What the doc page loads as a reader opens it (as `npm run perf` counts): every script until the page is quiet,
 * prefetches aside, in gzip bytes on the wire; served by nginx from each build.
 */
async function loadedScripts(dirs: string[]): Promise<Loaded[]> {
  const chromePath = requireChromium();
  requireNginx();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const out: Loaded[] = [];
  try {
    for (const d of dirs) {
      const server = await startNginx({buildDir: join(d, 'build')});
      try {
        const context = await browser.newContext({extraHTTPHeaders: {'Accept-Encoding': 'gzip'}});
        const page = await context.newPage();
        const sizes: Promise<number>[] = [];
        page.on('requestfinished', (req) => {
          const purpose = req.headers()['sec-purpose'] ?? req.headers().purpose ?? '';
          if (req.resourceType() === 'script' && !/prefetch/i.test(purpose)) sizes.push(req.sizes().then((x) => x.responseBodySize));
        });
        await page.goto(server.baseUrl + pageUrl(LOCALE, `docs/${DOC}`), {waitUntil: 'networkidle'});
        await page.waitForTimeout(1500);
        const all = await Promise.all(sizes);
        out.push({js: all.reduce((a, b) => a + b, 0) / 1024, scripts: all.length});
        await context.close();
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

type Thread = {tbt: number; mainThread: number; scripting: number};
/** Lighthouse on the doc page of both builds, alternating; medians. */
async function mainThread(dirs: string[]): Promise<Thread[]> {
  const chromePath = requireChromium();
  requireNginx();
  const servers = [];
  for (const d of dirs) servers.push(await startNginx({buildDir: join(d, 'build')}));
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const runs: Thread[][] = dirs.map(() => []);
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const [k, server] of servers.entries()) {
        const url = server.baseUrl + pageUrl(LOCALE, `docs/${DOC}`);
        const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
        const audits = result?.lhr.audits;
        if (!audits) throw new Error(`docs-growth: Lighthouse returned nothing for ${url}`);
        const items = (id: string) => (audits[id]?.details as {items?: Record<string, number>[]} | undefined)?.items ?? [];
        runs[k].push({
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          mainThread: items('mainthread-work-breakdown').reduce((sum, x) => sum + Number(x.duration ?? 0), 0),
          scripting: items('bootup-time').reduce((sum, x) => sum + Number(x.scripting ?? 0), 0),
        });
        process.stdout.write('.');
      }
    }
  } finally {
    process.stdout.write('\n');
    chrome.kill();
    for (const s of servers) await s.stop();
  }
  return runs.map((r) => ({tbt: median(r.map((x) => x.tbt)), mainThread: median(r.map((x) => x.mainThread)), scripting: median(r.map((x) => x.scripting))}));
}

if (import.meta.main) {
  const today = join(GROWTH_DIR, 'today');
  const grown = join(GROWTH_DIR, `times-${COPIES + 1}`);
  console.log(`docs-growth: copying the work tree to ${today} and ${grown}`);
  copyTree(ROOT, today, {commit: true});
  copyTree(ROOT, grown, {commit: true});
  const added = growDocs(grown, COPIES);
  console.log(`docs-growth: ${added} section copies added; building ${LOCALE} twice (about 1 and 3 minutes)`);
  const a = measure(today, false);
  const b = measure(grown, true);
  const loaded = await loadedScripts([today, grown]);
  const threads = RUNS ? await mainThread([today, grown]) : [];
  const f1 = (n: number) => n.toFixed(1);
  const rows: Array<[string, (x: Figures) => string]> = [
    ['build (s)', (x) => x.buildS.toFixed(0)],
    ['peak memory (MB)', (x) => x.peakMB.toFixed(0)],
    ['HTML files', (x) => String(x.html)],
    ['main.js (KB gzip)', (x) => f1(x.mainKB)],
    ['runtime (KB gzip)', (x) => f1(x.runtimeKB)],
    ['doc page JS named in its HTML (KB gzip)', (x) => f1(x.firstLoadKB)],
    ['the same page in a copied section (KB gzip)', (x) => f1(x.firstLoadCopyKB)],
  ];
  console.log(`\n| ${LOCALE} build | today | ${COPIES + 1} times the docs | change |\n|---|---:|---:|---:|`);
  for (const [label, show] of rows) console.log(`| ${label} | ${show(a)} | ${show(b)} | |`);
  const growth = loaded[1].js - loaded[0].js;
  console.log(
    `| doc page JS loaded until quiet, as npm run perf counts (KB gzip; scripts) | ${f1(loaded[0].js)} (${loaded[0].scripts}) | ${f1(loaded[1].js)} (${loaded[1].scripts}) | ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} KB |`,
  );
  if (threads.length === 2) {
    const pct = (x: number, y: number) => `${y >= x ? '+' : ''}${(((y - x) / x) * 100).toFixed(1)} %`;
    const [t, g] = threads;
    console.log(`| doc page TBT, Lighthouse median of ${RUNS} (ms) | ${t.tbt.toFixed(0)} | ${g.tbt.toFixed(0)} | ${pct(t.tbt, g.tbt)} |`);
    console.log(`| main-thread work (ms) | ${t.mainThread.toFixed(0)} | ${g.mainThread.toFixed(0)} | ${pct(t.mainThread, g.mainThread)} |`);
    console.log(`| script evaluation (ms) | ${t.scripting.toFixed(0)} | ${g.scripting.toFixed(0)} | ${pct(t.scripting, g.scripting)} |`);
  }
  const json = variable('GROWTH_JSON');
  if (json) writeFileSync(json, JSON.stringify({copies: COPIES, today: a, grown: b, loaded, threads}, null, 2));
}
