// Precompressed siblings: beside every compressible file of a locale's build output, `<file>.br` (Brotli)
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
import {existsSync, readdirSync, statSync} from 'node:fs';
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
export function brotliQuality(rel: string): number {
  return /(?:^|[\\/])assets[\\/]|(?:^|[\\/])search-index-[0-9a-f]+\.json$/.test(rel) ? 10 : 5;
}

/** The files of `dir` that get siblings, relative paths; `skip` lists top-level folders left out (other locales). */
export function compressibleFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => COMPRESSIBLE.test(f))
    .filter((f) => !f.split(sep).some((part) => part.startsWith('.')) && !skip.includes(f.split(sep)[0]));
}

/** Bytes read, and written in each encoding. */
export type Sizes = {bytes: number; br: number; gz: number};
/** Totals of a folder: files compressed, their bytes, and the bytes written in each encoding. */
export type Totals = Sizes & {files: number};

/**
 * Writes the siblings of one file (`rel`, its path below the locale's folder, sets the Brotli quality), or removes
 * those that would not be smaller; resolves to the bytes read and written (0 each for a file under MIN_BYTES).
 */
export async function writeSiblings(file: string, rel: string): Promise<Sizes> {
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
    : [undefined, undefined];
  const sizes: Sizes = {bytes: data?.length ?? 0, br: 0, gz: 0};
  const siblings: Array<['br' | 'gz', Buffer | undefined]> = [
    ['br', br],
    ['gz', gz],
  ];
  for (const [encoding, packed] of siblings) {
    const sibling = `${file}.${encoding}`;
    if (data && packed && packed.length < data.length) {
      await writeFile(sibling, packed);
      // The same Last-Modified whichever encoding nginx sends.
      await utimes(sibling, stat.atime, stat.mtime);
      sizes[encoding] = packed.length;
    } else {
      await rm(sibling, {force: true});
    }
  }
  return sizes;
}

/**
 * Writes the siblings of every compressible file of `dir`; resolves to totals for the build's report line. `done`:
 * relative paths whose siblings are in place already (an archived docs version's files, compressed once with its
 * cached build: tools/versions/build-archived.ts).
 */
export async function precompress(dir: string, {skip = [], done = new Set()}: {skip?: readonly string[]; done?: ReadonlySet<string>} = {}): Promise<Totals> {
  const files = compressibleFiles(dir, skip).filter((f) => !done.has(f));
  const totals: Totals = {files: 0, bytes: 0, br: 0, gz: 0};
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
      if (sizes.bytes) {
        totals.files += 1;
        totals.bytes += sizes.bytes;
      }
    }
  };
  await Promise.all(Array.from({length: Math.max(2, availableParallelism())}, worker));
  return totals;
}

/** What was compressed in a folder, for a log line: `build/jp: 1030 files, 45.0 MB → 9.1 MB Brotli, …`. */
export function summary(dir: string, totals: Totals, ms: number): string {
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return (
    `${relative(process.cwd(), dir) || '.'}: ${totals.files} files, ${mb(totals.bytes)} → ` +
    `${mb(totals.br)} Brotli, ${mb(totals.gz)} gzip, in ${(ms / 1000).toFixed(1)} s`
  );
}

/** The line of this tool's own run. */
export function report(dir: string, totals: Totals, ms: number): string {
  return `precompress: ${summary(dir, totals, ms)}`;
}

// `node tools/precompress/index.ts <dir> [--skip jp,zh]`: the same step by hand (or on a copy, to measure).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--skip');
  const dir = args.find((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1)) ?? 'build';
  const skipList = at >= 0 ? args[at + 1] : '';
  if (at >= 0 && (!skipList || skipList.startsWith('--'))) {
    console.error('precompress: --skip needs the folders to leave out, e.g. --skip jp,zh');
    process.exit(2);
  }
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`precompress: ${dir} is not a folder: give a build's folder (npm run build writes build/)`);
    process.exit(2);
  }
  const t0 = Date.now();
  try {
    console.log(report(dir, await precompress(dir, {skip: skipList ? skipList.split(',') : []}), Date.now() - t0));
  } catch (error) {
    // A folder that cannot be written (read-only, another user's), or a file gone while it ran.
    console.error(`precompress: ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
