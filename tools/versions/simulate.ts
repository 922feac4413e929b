// What archived docs versions cost, before and after they are built apart (issue 29), measured in one run:
//   node tools/versions/simulate.ts [counts…] [--locale ja]      (default: 1 3 6 archived versions, Japanese)
// For each count it makes a throwaway copy of the work tree (tracked and new files; node_modules linked) in the
// system's temporary folder (smart-office-simulate/<count>/; SIMULATE_DIR for another), adds archived versions made from the oldest one (2.12 copied as 2.11, 2.10, …, as
// `docusaurus docs:version` would make them), and builds the locale twice: every version in one build (the Docusaurus
// default, DOCS_VERSIONS_TOGETHER=1) and apart (tools/build-all.ts as it is). It prints a table: the current build's
// time, the archived versions' own builds (first time; cached afterwards), main.js and the runtime (gzip), HTML
// files, and the JavaScript a current doc page names before its first render (gzip, counted from the built files).
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {I18N_FOLDERS, LOCALE_FOLDERS} from '../locale-folders.ts';
import {copyTree} from './copy-tree.ts';

const root = join(import.meta.dirname, '..', '..');
const argv = process.argv.slice(2);
const localeAt = argv.indexOf('--locale');
const locale = localeAt >= 0 ? argv[localeAt + 1] : 'ja';
const counts = argv.filter((a, i) => /^\d+$/.test(a) && argv[i - 1] !== '--locale').map(Number);
const COUNTS = counts.length ? counts : [1, 3, 6];
const FOLDER = LOCALE_FOLDERS[locale];
// Under the English folder (build/): the other locales' folders, left out of its counts.
const OTHER_LOCALES = Object.values(LOCALE_FOLDERS).filter(Boolean);
// The translated locales' folders under i18n/.
const I18N = Object.values(I18N_FOLDERS).filter((f) => f !== 'en');
const DOC_PAGE = 'docs/management-console/introduction/index.html';
/** Outside the work tree, so that no test, lint or search of the tree finds the copies. */
export const SIMULATE_DIR = process.env.SIMULATE_DIR ?? join(tmpdir(), 'smart-office-simulate');

/** Adds archived versions copied from the oldest, until there are `count`. */
function addVersions(dir, count) {
  const versions = JSON.parse(readFileSync(join(dir, 'versions.json'), 'utf8'));
  const oldest = versions.at(-1);
  const [major, minor] = oldest.split('.').map(Number);
  const copies = [];
  for (let i = 1; versions.length + copies.length < count; i++) copies.push(`${major}.${minor - i}`);
  for (const v of copies) {
    cpSync(join(dir, `versioned_docs/version-${oldest}`), join(dir, `versioned_docs/version-${v}`), {recursive: true});
    cpSync(join(dir, `versioned_sidebars/version-${oldest}-sidebars.json`), join(dir, `versioned_sidebars/version-${v}-sidebars.json`));
    for (const l of I18N) {
      const base = join(dir, `i18n/${l}/docusaurus-plugin-content-docs`);
      cpSync(join(base, `version-${oldest}`), join(base, `version-${v}`), {recursive: true});
      cpSync(join(base, `version-${oldest}.json`), join(base, `version-${v}.json`));
      const navbar = join(dir, `i18n/${l}/docusaurus-theme-classic/navbar.json`);
      const strings = JSON.parse(readFileSync(navbar, 'utf8'));
      const key = `item.label.Documentation for ${oldest}`;
      if (strings[key]) strings[`item.label.Documentation for ${v}`] = {...strings[key], message: strings[key].message.replace(oldest, v)};
      writeFileSync(navbar, JSON.stringify(strings, null, 2));
    }
  }
  writeFileSync(join(dir, 'versions.json'), JSON.stringify([...versions, ...copies], null, 2));
  return [...versions, ...copies];
}

const gz = (file) => gzipSync(readFileSync(file), {level: 9}).length;
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

/**
 * @param {string} dir
 * @param {(path: string) => boolean} [skip] files and folders left out
 */
function countHtml(dir, skip = () => false) {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (skip(p)) continue;
    if (statSync(p).isDirectory()) n += countHtml(p, skip);
    else if (name.endsWith('.html')) n++;
  }
  return n;
}

function measure(dir, versions, log) {
  const out = join(dir, 'build', FOLDER);
  const html = readFileSync(join(out, DOC_PAGE), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="?preload"?[^>]*\shref)=["']?([^"'\s>]+\.js)/g)].map((m) => m[1]);
  const files = [...new Set(scripts)].map((s) => join(out, s.replace(/^\/help\/(?:jp\/|zh\/)?/, '')));
  const main = files.find((f) => /\/main\.[^/]+\.js$/.test(f));
  const runtime = files.find((f) => /runtime~main\.[^/]+\.js$/.test(f));
  const archivedDirs = new Set(versions.map((v) => join(out, 'docs', v)));
  return {
    build: Number(/build-all: \S+ built in ([\d.]+) s\n/.exec(log)?.[1] ?? NaN),
    archived: Number(/archived versions .* ready in ([\d.]+) s/.exec(log)?.[1] ?? 0),
    main: main ? gz(main) : NaN,
    runtime: runtime ? gz(runtime) : NaN,
    html: countHtml(out, (p) => FOLDER === '' && OTHER_LOCALES.includes(p.slice(out.length + 1))),
    htmlCurrent: countHtml(out, (p) => archivedDirs.has(p) || (FOLDER === '' && OTHER_LOCALES.includes(p.slice(out.length + 1)))),
    firstLoad: files.reduce((sum, f) => sum + (existsSync(f) ? gz(f) : 0), 0),
  };
}

function build(dir, env) {
  const r = spawnSync(process.execPath, ['tools/build-all.ts', '--preview', locale], {
    cwd: dir,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`simulate: build failed in ${dir} (${JSON.stringify(env)}):\n${(r.stdout + r.stderr).slice(-3000)}`);
  return r.stdout;
}

const rows = [];
for (const count of COUNTS) {
  const dir = join(SIMULATE_DIR, String(count));
  console.log(`simulate: ${count} archived version(s) in ${dir}`);
  // A git work tree of its own, so pages keep their last-update dates (one commit).
  copyTree(root, dir, {commit: true});
  const versions = addVersions(dir, count);
  const before = measure(dir, versions, build(dir, {DOCS_VERSIONS_TOGETHER: '1'}));
  const after = measure(dir, versions, build(dir, {DOCS_VERSIONS_TOGETHER: ''}));
  rows.push({count, before, after});
  console.log(`simulate: ${count}: before ${JSON.stringify(before)}; after ${JSON.stringify(after)}`);
}
console.log(`\n${locale} build, archived versions made from the oldest one:\n`);
console.log(
  '| archived versions | | current build | archived builds (first time) | main.js (gzip) | runtime (gzip) | HTML files (current build) | doc page JS before first render (gzip) |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const {count, before, after} of rows) {
  for (const [label, m] of /** @satisfies {Array<[string, ReturnType<typeof measure>]>} */ ([
    ['before (one build)', before],
    ['after (apart)', after],
  ])) {
    console.log(
      `| ${count} | ${label} | ${m.build.toFixed(0)} s | ${m.archived ? `${m.archived.toFixed(0)} s` : '–'} | ${kb(m.main)} | ${(m.runtime / 1024).toFixed(1)} KB | ${m.html} (${m.htmlCurrent}) | ${kb(m.firstLoad)} |`,
    );
  }
}
