// `npm run test:planted`: plants real defects, one at a time, in a copy of the sources (a git worktree of HEAD) or of
// build/ (hard links; a planted file is written anew, so build/ itself never changes), runs the tier that a
// contributor would run for that change, and shows which tier and which test reported each defect, with the first
// line of its report that names the planted file or page. A defect that no tier reports makes it exit 1: the
// suite has a test that cannot fail, or none at all, for that defect.
//
//   npm run test:planted                every defect
//   npm run test:planted -- <name> ...  the defects whose name contains one of the words
//
// Source defects run `npm run lint -- --changed` (the writers' checks of the changed files) and the unit tier; build
// defects run the site tier (vitest.site.config.mts) on the copy (SITE_BUILD_DIR), with its own nginx.
// Needs a build (npm run build:preview) and takes about as long as the site tier takes per build defect.
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {contentDir} from '../site/content.ts';
import type {SearchIndexFile as SearchIndex} from '../src/search/index-format.ts';
import {childEnvironment, type VariableName} from '../site/environment.ts';
import {pageUrl, siteLocale, type LocaleCode} from '../site/locales.ts';
import {BUILD_DIR, OPENAPI_WORK_DIR, outputDir, ROOT} from '../site/paths.ts';

const BUILD = join(ROOT, BUILD_DIR);
const words = process.argv.slice(2);

/** A file or folder of a locale in a build, relative to the build (`jp/docs/x/index.html`). */
const inBuild = (locale: LocaleCode, path: string) => join(outputDir(locale, ''), path);
/** A page of the current docs of a locale, relative to the sources (`i18n/jp/docusaurus-plugin-content-docs/current/x.md`). */
const docSource = (locale: LocaleCode, path: string) => `${contentDir('docs', locale)}/${path}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Writes a file of the copy anew (a new inode: the hard link to build/ is broken first). */
function rewrite(file: string, text: string | Buffer): void {
  unlinkSync(file);
  writeFileSync(file, text);
}
/**
 * Changes a file of a copy. In a build's copy the file's precompressed siblings are written anew too, as the build
 * would have: each defect is the one it names, not also a stale sibling (that one is planted on its own below).
 */
const edit = (file: string, change: (text: string) => string): void => {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`test-planted: the change to ${file} changed nothing (the page it expects has changed?)`);
  rewrite(file, after);
  if (existsSync(`${file}.br`)) rewrite(`${file}.br`, brotliCompressSync(after));
  if (existsSync(`${file}.gz`)) rewrite(`${file}.gz`, gzipSync(after));
};
/** The first file of a folder whose name matches; stops the run with a sentence when there is none. */
const firstFile = (dir: string, re: RegExp): string => {
  const found = readdirSync(dir).find((f) => re.test(f));
  if (!found) throw new Error(`test-planted: no file in ${dir} matches ${re} (the build has changed?)`);
  return found;
};

/** A defect: what the copy is of, the change, and the tier that must report it. */
type Defect = {
  name: string;
  where: 'build' | 'sources';
  expect: 'site' | 'lint' | 'unit';
  /** Makes the change in the copy; returns the file or page that a report must name. */
  plant: (copy: string) => string;
};

/**
 * The defects. `where`: what the copy is of; `plant(copy)` makes the change and returns the file or page that a
 * report must name; `expect`: the tier that must report it.
 */
const DEFECTS: Defect[] = [
  // --- in a copy of build/ ---------------------------------------------------------------------------------------
  {
    name: 'a doc page whose text is hidden until JavaScript runs',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const page = inBuild('ja', 'docs/management-console/resource/room/index.html');
      // What React does with a suspended part: a placeholder in place, the content at the end in a hidden <div>.
      edit(join(b, page), (h) =>
        h
          .replace(/(<div class="theme-doc-markdown markdown">)([\s\S]*?)(<\/div><footer)/, '$1<template id="B:0"></template>$3')
          .replace('</body>', '<div hidden id="S:0"><p>moved</p></div><script>$RC("B:0","S:0")</script></body>'),
      );
      return page;
    },
  },
  {
    name: 'a missing .br sibling',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const file = inBuild('ja', 'docs/user-app/invite-visitor/index.html.br');
      unlinkSync(join(b, file));
      return file;
    },
  },
  {
    name: 'a stale .gz sibling',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const file = inBuild('zh-Hant', 'docs/epaper/about/index.html');
      rewrite(join(b, `${file}.gz`), gzipSync(readFileSync(join(b, file), 'utf8').replace('</body>', '<p>old</p></body>')));
      return `${file}.gz`;
    },
  },
  {
    name: 'an image without alt text',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const page = inBuild('ja', 'docs/epaper/about/index.html');
      edit(join(b, page), (h) => h.replace(/(<img\b[^>]*?)\salt=(?:"[^"]*"|[^\s>]+)/, '$1'));
      return page;
    },
  },
  {
    name: 'an inline script not in the CSP hashes',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const page = inBuild('ja', 'docs/security/about/index.html');
      edit(join(b, page), (h) => h.replace('</body>', '<script>document.title="injected"</script></body>'));
      return page;
    },
  },
  {
    name: 'a wrong html lang',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const page = inBuild('ja', 'docs/installation/label-printer/index.html');
      edit(join(b, page), (h) => h.replace(`<html lang=${siteLocale('ja').htmlLang}`, `<html lang=${siteLocale('en').htmlLang}`));
      return page;
    },
  },
  {
    name: 'an asset referenced but absent',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const dir = inBuild('zh-Hant', 'assets/css');
      const css = firstFile(join(b, dir), /^styles\.[0-9a-f]+\.css$/);
      unlinkSync(join(b, dir, css));
      return `${dir}/${css}`;
    },
  },
  {
    name: 'a Markdown twin missing',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const file = inBuild('ja', 'docs/integration/email-server.md');
      unlinkSync(join(b, file));
      return file;
    },
  },
  {
    name: 'a _headers rule that disagrees with nginx',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      // The hashed assets of the Japanese edition cached for an hour in the file, for a year by nginx.
      const rule = new RegExp(`(${escapeRegExp(pageUrl('ja', 'assets/*'))}\\n(?:  .*\\n)*?  Cache-Control: )public, max-age=31536000, immutable`);
      edit(join(b, '_headers'), (t) => t.replace(rule, '$1public, max-age=3600'));
      return '_headers';
    },
  },
  {
    name: 'a search index without one page',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const name = firstFile(join(b, inBuild('ja', '')), /^search-index-[0-9a-f]+\.json$/);
      const file = join(b, inBuild('ja', name));
      const index = JSON.parse(readFileSync(file, 'utf8')) as SearchIndex;
      const url = pageUrl('ja', 'docs/management-console/resource/combine-room');
      const before = JSON.stringify(index);
      dropPage(index, url);
      if (JSON.stringify(index) === before) throw new Error(`test-planted: ${url} is not in ${name}`);
      edit(file, () => JSON.stringify(index));
      return url;
    },
  },
  {
    name: 'an API operation missing from llms.txt',
    where: 'build',
    expect: 'site',
    plant: (b) => {
      const file = join(b, inBuild('ja', 'llms.txt'));
      edit(file, (t) => t.replace(/^- \[[^\]]*\]\([^)]*\/external-api\/reference\/get-building\.md\).*\n/m, ''));
      return 'get-building';
    },
  },
  // --- in a copy of the sources ----------------------------------------------------------------------------------
  {
    name: 'a broken anchor in a Japanese page',
    where: 'sources',
    expect: 'lint',
    plant: (s) => {
      const page = docSource('ja', 'management-console/resource/room.md');
      edit(join(s, page), (t) => `${t.trimEnd()}\n\n詳しくは[ポリシー](./policy.md#no-such-heading)を参照してください。\n`);
      return page;
    },
  },
  {
    name: 'a missing Chinese page',
    where: 'sources',
    expect: 'unit',
    plant: (s) => {
      const page = docSource('zh-Hant', 'epaper/minew.md');
      unlinkSync(join(s, page));
      return 'epaper/minew.md';
    },
  },
  {
    name: 'an unclosed <details>',
    where: 'sources',
    expect: 'lint',
    plant: (s) => {
      const page = docSource('ja', 'user-app/invite-visitor.md');
      edit(join(s, page), (t) => `${t.trimEnd()}\n\n<details>\n<summary>招待メールが届かない場合</summary>\n\n迷惑メールフォルダーを確認してください。\n`);
      return page;
    },
  },
  {
    name: 'an English page changed without its translations',
    where: 'sources',
    expect: 'lint',
    plant: (s) => {
      const page = docSource('en', 'epaper/qbic.md');
      edit(join(s, page), (t) => `${t.trimEnd()}\n\nThe tag shows the next booking within 60 seconds of a change.\n`);
      return page;
    },
  },
];

/**
 * Takes a page out of a search index file (src/search/index-format.ts): its title document no longer points at it.
 * (Removing documents would renumber the units every posting list refers to.)
 */
function dropPage(index: SearchIndex, url: string): void {
  for (const part of index.parts) for (const doc of part) if (doc.u === url) doc.u = `${url}-removed`;
}

/** Runs a command in `cwd`; its output, without colours, and its exit code. */
function run(cwd: string, cmd: string, args: string[], set: Partial<Record<VariableName, string>> = {}): {code: number | null; out: string} {
  const r = spawnSync(cmd, args, {cwd, encoding: 'utf8', env: childEnvironment(set, {FORCE_COLOR: '0', NO_COLOR: '1'}), maxBuffer: 256 * 1024 * 1024});
  return {code: r.status, out: `${r.stdout}\n${r.stderr}`};
}

/** The tests of a vitest run that failed, as "file > test" (from its plain output), and the lines naming `mark`. */
function vitestFailures(out: string, mark: string): {failed: string[]; line: string | undefined} {
  const failed = [...new Set([...out.matchAll(/^\s*(?:FAIL|×)\s+(.+)$/gm)].map((m) => m[1].trim()))].filter((l) => /\.test\.ts/.test(l));
  const line = out.split('\n').find((l) => l.includes(mark) && !/^\s*(?:FAIL|×)/.test(l));
  return {failed, line};
}

const chosen = DEFECTS.filter((d) => !words.length || words.some((w) => d.name.includes(w)));
if (!chosen.length) {
  console.error(`test-planted: no defect matches ${words.join(', ')}`);
  process.exit(2);
}
if (chosen.some((d) => d.where === 'build') && !existsSync(join(BUILD, inBuild('ja', 'index.html')))) {
  console.error(`test-planted: ${BUILD_DIR}/ has no site: run \`npm run build:preview\` first`);
  process.exit(2);
}
// The sources' copy is a git worktree of HEAD.
if (chosen.some((d) => d.where === 'sources') && spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], {cwd: ROOT, stdio: 'ignore'}).status !== 0) {
  console.error(
    'test-planted: the source defects are planted in a git worktree of HEAD, and this is not a git clone with a commit (or git is missing): ' +
      'run it in a clone, or name build defects only',
  );
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'planted-'));
let sources: string | undefined;
function sourceCopy(): string {
  if (!sources) {
    sources = join(work, 'sources');
    execFileSync('git', ['worktree', 'add', '--quiet', '--detach', sources, 'HEAD'], {cwd: ROOT});
    symlinkSync(join(ROOT, 'node_modules'), join(sources, 'node_modules'));
    // The API reference pages are generated (not in git): the unit tier reads them.
    if (existsSync(join(ROOT, OPENAPI_WORK_DIR))) cpSync(join(ROOT, OPENAPI_WORK_DIR), join(sources, OPENAPI_WORK_DIR), {recursive: true});
  }
  // Each defect alone: the copy back at HEAD.
  execFileSync('git', ['checkout', '--quiet', '--', '.'], {cwd: sources});
  execFileSync('git', ['clean', '--quiet', '-fd', '-e', 'node_modules', '-e', OPENAPI_WORK_DIR], {cwd: sources});
  return sources;
}
function buildCopy(): string {
  const copy = join(work, 'build');
  rmSync(copy, {recursive: true, force: true});
  // Hard links: 12,000 files in a second; a planted file is written anew (rewrite), so build/ is never touched.
  execFileSync('cp', ['-al', BUILD, copy]);
  return copy;
}

/** The unit tests that already fail in the unmodified copy (none, on a healthy tree): not counted as reports. */
let unitBaseline: string[] | undefined;
function unitFailures(copy: string): {r: {code: number | null; out: string}; failed: string[]} {
  const r = run(copy, 'npx', ['vitest', 'run']);
  return {r, failed: r.code === 0 ? [] : vitestFailures(r.out, '\0').failed};
}

type Report = {tier: Defect['expect']; by: string; line: string | undefined};
let plantError: string | undefined;
const rows: {defect: Defect; mark: string; reports: Report[]; caught: boolean; seconds: number}[] = [];
try {
  for (const defect of chosen) {
    const t0 = Date.now();
    const copy = defect.where === 'build' ? buildCopy() : sourceCopy();
    if (defect.where === 'sources' && !unitBaseline) {
      unitBaseline = unitFailures(copy).failed;
      if (unitBaseline.length) console.log(`unit tests failing in the unmodified copy (left out of the reports): ${unitBaseline.join('; ')}`);
    }
    const mark = defect.plant(copy);
    const reports: Report[] = [];
    const markName = mark.split('/').pop() ?? mark;
    if (defect.where === 'build') {
      const r = run(ROOT, 'npx', ['vitest', 'run', '--config', 'vitest.site.config.mts'], {SITE_BUILD_DIR: copy});
      const {failed, line} = vitestFailures(r.out, mark);
      if (r.code !== 0) reports.push({tier: 'site', by: failed.join('; ') || '(vitest failed)', line});
    } else {
      const lint = run(copy, 'node', ['tools/lint/run-all.ts', '--changed', '--no-cache']);
      if (lint.code !== 0) {
        const checks = [...lint.out.matchAll(/^FAILED .*?\((\S+?):/gm)].map((m) => `lint ${m[1]}`);
        reports.push({tier: 'lint', by: checks.join('; '), line: lint.out.split('\n').find((l) => l.includes(markName) && !/^FAILED/.test(l))});
      }
      const {r: unit, failed} = unitFailures(copy);
      const fresh = failed.filter((t) => !unitBaseline?.includes(t));
      if (fresh.length) reports.push({tier: 'unit', by: fresh.join('; '), line: vitestFailures(unit.out, markName).line});
    }
    const caught = reports.some((r) => r.tier === defect.expect);
    rows.push({defect, mark, reports, caught, seconds: (Date.now() - t0) / 1000});
    console.log(`${caught ? 'caught ' : 'MISSED '} ${defect.name} (${defect.where}: ${mark}) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    for (const r of reports) console.log(`         ${r.tier}: ${r.by}\n           ${(r.line ?? '').trim().slice(0, 220)}`);
  }
} catch (error) {
  // A defect that can no longer be planted (the page it changes has changed) or a copy that cannot be made: one line.
  plantError = error instanceof Error ? error.message : String(error);
} finally {
  if (sources) execFileSync('git', ['worktree', 'remove', '--force', sources], {cwd: ROOT});
  rmSync(work, {recursive: true, force: true});
}
if (plantError) {
  console.error(plantError.startsWith('test-planted:') ? plantError : `test-planted: ${plantError}`);
  process.exit(1);
}

console.log('\n| defect | planted in | expected tier | reported by (tier: test or check) |');
console.log('|---|---|---|---|');
for (const {defect, mark, reports, caught} of rows) {
  console.log(
    `| ${defect.name} | ${defect.where}: \`${mark}\` | ${defect.expect} | ${caught ? '' : '**MISSED** '}${reports.map((r) => `${r.tier}: ${r.by}`).join('<br>') || 'nothing'} |`,
  );
}
const missed = rows.filter((r) => !r.caught);
console.log(`\nplanted: ${rows.length - missed.length} of ${rows.length} defects caught by the expected tier`);
process.exit(missed.length ? 1 : 0);
