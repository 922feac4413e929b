// What archived docs versions cost, every version in one build against built apart, measured in one run:
//   node tools/versions/simulate.ts [counts…] [--locale ja]      (default: 1 3 6 archived versions, Japanese)
// For each count it makes a throwaway copy of the work tree (tracked and new files; node_modules linked) in the
// system's temporary folder (smart-office-simulate/<count>/; SIMULATE_DIR for another), adds archived versions made
// from the oldest one (2.12 copied as 2.11, 2.10, …, as `docusaurus docs:version` would make them), and builds the
// locale twice: every version in one build (the Docusaurus default, DOCS_VERSIONS_TOGETHER=1) and apart
// (tools/build-all.ts as it is). It prints a table: the current build's time, the archived versions' own builds
// (first time; cached afterwards), main.js and the runtime (gzip), HTML files, and the JavaScript a current doc page
// names before its first render (gzip, counted from the built files).
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {firstLoadScripts} from '../../site/page-scripts.ts';
import {DOCS_ROUTE, contentDir} from '../../site/content.ts';
import {childEnvironment, variable, type VariableName} from '../../site/environment.ts';
import {LOCALES, LOCALE_CODES, TRANSLATED_LOCALES, i18nDir, isLocaleCode, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {ROOT, outputDir} from '../../site/paths.ts';
import {VERSIONS_FILE, readArchivedVersions, writeArchivedVersions} from '../../site/versions.ts';
import {copyTree} from './copy-tree.ts';

/** Outside the work tree, so that no test, lint or search of the tree finds the copies. */
export const SIMULATE_DIR = variable('SIMULATE_DIR') ?? join(tmpdir(), 'smart-office-simulate');
const DOC_PAGE = `${DOCS_ROUTE}/management-console/introduction/index.html`;

type Measures = {build: number; archived: number; main: number; runtime: number; html: number; htmlCurrent: number; firstLoad: number};

function fail(message: string): never {
  console.error(`simulate: ${message}`);
  process.exit(2);
}

const argv = process.argv.slice(2);
const localeAt = argv.indexOf('--locale');
const localeArg = localeAt >= 0 ? argv[localeAt + 1] : 'ja';
if (!isLocaleCode(localeArg)) fail(`--locale ${localeArg ?? ''}: the site's locales are ${LOCALE_CODES.join(', ')}`);
const locale: LocaleCode = localeArg;
const counts = argv.filter((a, i) => /^\d+$/.test(a) && argv[i - 1] !== '--locale').map(Number);
const COUNTS = counts.length ? counts : [1, 3, 6];

/** Adds archived versions copied from the oldest, until there are `count`. */
function addVersions(dir: string, count: number): string[] {
  const versions = readArchivedVersions(dir);
  const oldest = versions.at(-1);
  if (!oldest) fail(`${join(dir, VERSIONS_FILE)} lists no archived version to copy`);
  const [major, minor] = oldest.split('.').map(Number);
  const copies: string[] = [];
  for (let i = 1; versions.length + copies.length < count; i++) copies.push(`${major}.${minor - i}`);
  for (const v of copies) {
    for (const l of LOCALES) cpSync(join(dir, contentDir('docs', l.code, oldest)), join(dir, contentDir('docs', l.code, v)), {recursive: true});
    cpSync(join(dir, `versioned_sidebars/version-${oldest}-sidebars.json`), join(dir, `versioned_sidebars/version-${v}-sidebars.json`));
    for (const l of TRANSLATED_LOCALES) {
      cpSync(join(dir, `${contentDir('docs', l.code, oldest)}.json`), join(dir, `${contentDir('docs', l.code, v)}.json`));
      const navbar = join(dir, i18nDir(l.code), 'docusaurus-theme-classic/navbar.json');
      const strings: Record<string, {message: string}> = JSON.parse(readFileSync(navbar, 'utf8'));
      const key = `item.label.Documentation for ${oldest}`;
      if (strings[key]) strings[`item.label.Documentation for ${v}`] = {...strings[key], message: strings[key].message.replace(oldest, v)};
      writeFileSync(navbar, JSON.stringify(strings, null, 2));
    }
  }
  writeArchivedVersions(dir, [...versions, ...copies]);
  return [...versions, ...copies];
}

const gz = (file: string) => gzipSync(readFileSync(file), {level: 9}).length;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** The HTML files below a folder, but those `skip` leaves out (files and folders). */
function countHtml(dir: string, skip: (path: string) => boolean = () => false): number {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (skip(p)) continue;
    if (statSync(p).isDirectory()) n += countHtml(p, skip);
    else if (name.endsWith('.html')) n++;
  }
  return n;
}

function measure(dir: string, versions: readonly string[], log: string): Measures {
  const out = join(dir, outputDir(locale));
  // The other locales' folders inside this one's (the default locale's build/ holds them all).
  const others = new Set(LOCALES.filter((l) => l.code !== locale).map((l) => join(dir, outputDir(l.code))));
  const otherLocale = (p: string) => others.has(p);
  const html = readFileSync(join(out, DOC_PAGE), 'utf8');
  const base = siteLocale(locale).baseUrl;
  const scripts = firstLoadScripts(html);
  const files = [...new Set(scripts)].map((s) => join(out, s.startsWith(base) ? s.slice(base.length) : s));
  const main = files.find((f) => /\/main\.[^/]+\.js$/.test(f));
  const runtime = files.find((f) => /runtime~main(?:\.[^/]+)?\.js$/.test(f));
  const archivedDirs = new Set(versions.map((v) => join(out, DOCS_ROUTE, v)));
  return {
    build: Number(/build-all: build \S+: built in ([\d.]+) s\n/.exec(log)?.[1] ?? NaN),
    archived: Number(/archived versions: .* ready in ([\d.]+) s/.exec(log)?.[1] ?? 0),
    main: main ? gz(main) : NaN,
    runtime: runtime ? gz(runtime) : NaN,
    html: countHtml(out, otherLocale),
    htmlCurrent: countHtml(out, (p) => archivedDirs.has(p) || otherLocale(p)),
    firstLoad: files.reduce((sum, f) => sum + (existsSync(f) ? gz(f) : 0), 0),
  };
}

function build(dir: string, set: Partial<Record<VariableName, string | undefined>>): string {
  const r = spawnSync(process.execPath, ['tools/build-all.ts', '--preview', locale], {
    cwd: dir,
    env: childEnvironment(set),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`simulate: build failed in ${dir} (${JSON.stringify(set)}):\n${(r.stdout + r.stderr).slice(-3000)}`);
  return r.stdout;
}

const rows: Array<{count: number; before: Measures; after: Measures}> = [];
try {
  for (const count of COUNTS) {
    const dir = join(SIMULATE_DIR, String(count));
    console.log(`simulate: ${count} archived version(s) in ${dir}`);
    // A git work tree of its own, so pages keep their last-update dates (one commit).
    copyTree(ROOT, dir, {commit: true});
    const versions = addVersions(dir, count);
    const before = measure(dir, versions, build(dir, {DOCS_VERSIONS_TOGETHER: '1'}));
    const after = measure(dir, versions, build(dir, {DOCS_VERSIONS_TOGETHER: undefined}));
    rows.push({count, before, after});
    console.log(`simulate: ${count}: before ${JSON.stringify(before)}; after ${JSON.stringify(after)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`\n${locale} build, archived versions made from the oldest one:\n`);
console.log(
  '| archived versions | | current build | archived builds (first time) | main.js (gzip) | runtime (gzip) | HTML files (current build) | doc page JS before first render (gzip) |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const {count, before, after} of rows) {
  const measured: Array<[string, Measures]> = [
    ['before (one build)', before],
    ['after (apart)', after],
  ];
  for (const [label, m] of measured) {
    console.log(
      `| ${count} | ${label} | ${m.build.toFixed(0)} s | ${m.archived ? `${m.archived.toFixed(0)} s` : '–'} | ${kb(m.main)} | ${(m.runtime / 1024).toFixed(1)} KB | ${m.html} (${m.htmlCurrent}) | ${kb(m.firstLoad)} |`,
    );
  }
}
