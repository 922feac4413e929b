// Precompressed siblings (issue 30): beside every compressible file of a locale's build output, `<file>.br` (Brotli)
// and `<file>.gz` (gzip, level 9), which nginx serves as they are (`brotli_static`, `gzip_static`,
// deploy/nginx/help-http.conf) instead of compressing the same bytes again on every request: measured on this
// 2-core machine (`npm run bench:serve`), nginx's CPU per main.js request fell 120-fold (69 to 880 requests/s under
// 50 connections, the client then being the limit) and a page's first load is 155 KB in Brotli instead of 186 KB.
//
// Why a step of tools/build-all.ts and not a Docusaurus plugin: it must be the last writer of the output (the
// service worker, the Markdown twins, the CSP map and the API description files are all written in postBuild, and
// Docusaurus runs the plugins' postBuild in parallel: @docusaurus/core lib/commands/build/buildLocale.js), or a
// sibling would hold the bytes of a file that changed after it. Node's own zlib does both formats: no dependency.
//
// - Types: the same as `gzip_types` of help-http.conf plus HTML. Images (PNG, fonts) are compressed already.
// - At least 512 bytes (help-http.conf's gzip_min_length), and only where the result is smaller; a file that does
//   not qualify has no sibling (an old one is removed: nginx would serve it instead of the file).
// - Never in dotted folders (.nginx/ holds server settings, never served) nor in other locales' folders (the
//   English build's output folder holds build/jp/ and build/zh/).
// - Brotli quality by kind, measured on a preview build of the three locales (125 MB of text, CPU time of this
//   machine): hashed files (assets/, search-index-<hash>.json) are cached a year and fetched on every first visit:
//   quality 10 (2 % larger than 11 at less than half its time: 11 alone would cost about 75 s); pages, Markdown and
//   the rest change with every release and are many: quality 5 (10 % larger than 10 at a tenth of its time).
//   The whole step, three locales: 125 MB in, 27 MB Brotli and 31 MB gzip out, about 50 s of CPU (25 s on two cores).
import {readdirSync, statSync} from 'node:fs';
import {readFile, rm, utimes, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {join, relative, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File names worth compressing (text). Also used by the check of the built siblings (tests/browser/compression). */
export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|xml|txt|md|yaml|yml|webmanifest|map)$/;
export const MIN_BYTES = 512;
export const SIBLINGS = ['.br', '.gz'];

/** Brotli quality of a file (path relative to the locale's folder); see the header for the measurements. */
export function brotliQuality(rel) {
  return /(?:^|[\\/])assets[\\/]|(?:^|[\\/])search-index-[0-9a-f]+\.json$/.test(rel) ? 10 : 5;
}

/** The files of `dir` that get siblings, relative paths; `skip` lists top-level folders left out (other locales). */
export function compressibleFiles(dir, skip = []) {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => COMPRESSIBLE.test(f))
    .filter((f) => !f.split(sep).some((part) => part.startsWith('.')) && !skip.includes(f.split(sep)[0]));
}

/**
 * Writes the siblings of one file (`rel`, its path below the locale's folder, sets the Brotli quality), or removes
 * those that would not be smaller; resolves to the bytes read and written (0 each for a file under MIN_BYTES).
 */
export async function writeSiblings(file, rel) {
  const stat = statSync(file);
  const data = stat.size >= MIN_BYTES ? await readFile(file) : undefined;
  const [br, gz] = data
    ? await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(rel),
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, {level: 9}),
      ])
    : [];
  const sizes = {bytes: data?.length ?? 0, br: 0, gz: 0};
  for (const [ext, packed] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (packed && packed.length < data.length) {
      await writeFile(file + ext, packed);
      // The same Last-Modified whichever encoding nginx sends.
      await utimes(file + ext, stat.atime, stat.mtime);
      sizes[ext.slice(1)] = packed.length;
    } else {
      await rm(file + ext, {force: true});
    }
  }
  return sizes;
}

/**
 * Writes the siblings of every compressible file of `dir`; resolves to totals for the build's report line. `done`:
 * relative paths whose siblings are in place already (an archived docs version's files, compressed once with its
 * cached build: tools/versions/build-archived.ts).
 */
export async function precompress(dir, {skip = [], done = new Set()} = {}) {
  const files = compressibleFiles(dir, skip).filter((f) => !done.has(f));
  const totals = {files: 0, bytes: 0, br: 0, gz: 0};
  // Async zlib runs in libuv's thread pool: one job per core keeps every core busy without queueing memory.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const rel = files[next++];
      const file = join(dir, rel);
      if (!statSync(file).isFile()) continue;
      const sizes = await writeSiblings(file, rel);
      totals.br += sizes.br;
      totals.gz += sizes.gz;
      if (sizes.bytes) ((totals.files += 1), (totals.bytes += sizes.bytes));
    }
  };
  await Promise.all(Array.from({length: Math.max(2, availableParallelism())}, worker));
  return totals;
}

export function report(dir, totals, ms) {
  const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
  return (
    `precompress: ${relative(process.cwd(), dir) || '.'}: ${totals.files} files, ${mb(totals.bytes)} → ` +
    `${mb(totals.br)} Brotli, ${mb(totals.gz)} gzip, in ${(ms / 1000).toFixed(1)} s`
  );
}

// `node tools/precompress/index.ts <dir> [--skip jp,zh]`: the same step by hand (or on a copy, to measure).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'build';
  const at = process.argv.indexOf('--skip');
  const skip = at > 0 ? process.argv[at + 1].split(',') : [];
  const t0 = Date.now();
  console.log(report(dir, await precompress(dir, {skip}), Date.now() - t0));
}
