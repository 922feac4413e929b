#!/usr/bin/env node
// What each page-weight plugin (plugins/page-weight/) saves today: first-load bytes a reader downloads, in gzip on the
// wire (JavaScript, render-blocking CSS and the page's HTML), measured by tools/perf/budgets.ts on the Japanese site.
// Builds the Japanese site once with every plugin, then once per plugin without it (PLUGINS_OFF=<name>, see
// plugins/page-weight/plugins-off.ts), one build at a time, then once more with every plugin, and prints what each
// plugin saves per page kind.
//   node tools/perf/plugin-savings.ts                      every plugin (about 3 minutes each on 2 cores)
//   node tools/perf/plugin-savings.ts lazy-prism split-translations
// SAVINGS_JSON=file writes the figures. The last build has every plugin, so build/jp is left as it is deployed.
// Bytes are deterministic: the same sources give the same figures to the byte. So the sources must not change while
// it runs (edits by someone else in the same checkout, or a test that plants a page, show in every figure); the two
// builds with every plugin must agree, and it says so when they do not. On a shared checkout, measure a copy:
//   mkdir /tmp/snap && git archive HEAD | tar -x -C /tmp/snap && ln -s "$PWD/node_modules" /tmp/snap/ && cd /tmp/snap
// Rspack's persistent cache is off for these builds (DOCUSAURUS_NO_PERSISTENT_CACHE): it is not invalidated by
// PLUGINS_OFF, and a build would reuse what a build with other plugins left in it.
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {PAGE_WEIGHT_PLUGINS} from '../../plugins/page-weight/plugins-off.ts';
import {childEnvironment, variable} from '../../site/environment.ts';
import {ROOT} from '../../site/paths.ts';
import type {PageFigures} from './budgets.ts';

type Measurement = {pages: Record<string, PageFigures>; error?: undefined} | {error: string};
type Bytes = {js: number; css: number; html: number};

const ALL: readonly string[] = PAGE_WEIGHT_PLUGINS;
const asked = process.argv.slice(2);
const unknown = asked.filter((n) => !ALL.includes(n));
if (unknown.length) {
  console.error(`plugin-savings: unknown plugin ${unknown.join(', ')} (known: ${ALL.join(', ')})`);
  process.exit(2);
}
const plugins = asked.length ? asked : ALL;
const savingsJson = variable('SAVINGS_JSON');
const dir = mkdtempSync(join(tmpdir(), 'plugin-savings-'));
let runs = 0;

/** Builds build/jp with these plugins off and measures it; returns budgets.ts's results by page name. */
function measure(off: string): Measurement {
  const extra = {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  const label = off || 'all plugins';
  console.log(`plugin-savings: building jp (${label})`);
  const build = spawnSync(process.execPath, [join(ROOT, 'tools/build-all.ts'), '--preview', 'ja'], {
    cwd: ROOT,
    env: childEnvironment({PLUGINS_OFF: off || undefined}, extra),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) return {error: `the build failed (exit ${build.status})`};
  const json = join(dir, `${++runs}-${off || 'all'}.json`);
  // budgets.ts exits 1 when a budget fails, which a build without a plugin may well do: its figures still count.
  const perf = spawnSync(process.execPath, [join(ROOT, 'tools/perf/budgets.ts')], {
    cwd: ROOT,
    env: childEnvironment({PLUGINS_OFF: off || undefined, PERF_TEMPLATE: '0', PERF_JSON: json}, extra),
    stdio: 'ignore',
  });
  try {
    const results = JSON.parse(readFileSync(json, 'utf8')) as PageFigures[];
    return {pages: Object.fromEntries(results.map((r) => [r.name, r]))};
  } catch {
    return {error: `no measurement (budgets.ts exit ${perf.status})`};
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);
const total = (r: PageFigures) => r.jsBytes + r.cssBytes + r.htmlBytes;
const base = measure('');
if (base.error !== undefined) {
  console.error(`plugin-savings: with every plugin: ${base.error}; its output is above. Fix that build first.`);
  process.exit(1);
}
const results: Record<string, Measurement> = {};
for (const name of plugins) results[name] = measure(name);
// Leave build/jp as it is deployed (and check that the baseline did not move).
const after = measure('');

const pageNames = Object.keys(base.pages);
console.log(`\nWith every plugin (KB gzip: JS + CSS + HTML = total)`);
for (const page of pageNames) {
  const r = base.pages[page];
  console.log(`  ${page.padEnd(30)} ${kb(r.jsBytes)} + ${kb(r.cssBytes)} + ${kb(r.htmlBytes)} = ${kb(total(r))}`);
}
const drift = after.error !== undefined ? [after.error] : pageNames.filter((p) => total(after.pages[p]) !== total(base.pages[p]));
if (drift.length) console.log(`  (the second build with every plugin differs on: ${drift.join(', ')})`);
console.log(`\nSaved by each plugin (KB gzip, JS + CSS + HTML; negative: the plugin costs bytes there)`);
console.log(['plugin'.padEnd(22), ...pageNames.map((p) => p.slice(0, 14).padStart(15))].join(''));
for (const name of plugins) {
  const r = results[name];
  if (r.error !== undefined) {
    console.log(`${name.padEnd(22)}${r.error}`);
    continue;
  }
  console.log([name.padEnd(22), ...pageNames.map((p) => kb(total(r.pages[p]) - total(base.pages[p])).padStart(15))].join(''));
}
if (savingsJson) {
  const saved = (r: Measurement): {error: string} | Record<string, Bytes> =>
    r.error !== undefined
      ? {error: r.error}
      : Object.fromEntries(
          pageNames.map((p) => [
            p,
            {
              js: r.pages[p].jsBytes - base.pages[p].jsBytes,
              css: r.pages[p].cssBytes - base.pages[p].cssBytes,
              html: r.pages[p].htmlBytes - base.pages[p].htmlBytes,
            },
          ]),
        );
  const baseline = Object.fromEntries(pageNames.map((p) => [p, {js: base.pages[p].jsBytes, css: base.pages[p].cssBytes, html: base.pages[p].htmlBytes}]));
  writeFileSync(savingsJson, JSON.stringify({baseline, saved: Object.fromEntries(plugins.map((n) => [n, saved(results[n])]))}, null, 2));
}
