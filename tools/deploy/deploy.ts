#!/usr/bin/env node
// `npm run deploy -- <build dir> <target dir> [--keep N] [--reload "<command>"]`: publishes a build so that no reader
// notices. Replacing build/ in place breaks every page left open: its chunks and search index are gone
// and the page reloads, losing a search or a try-it request. Ours because the site's needs are specific (which files
// are hashed, nginx's CSP map) and small: rsync or a CDN's own deploy do not carry the previous builds' chunks along.
//
// Layout of a deploy target:
//   <target>/.help-deploy.json     marks the folder as a deploy target (nothing else is written into a folder without it)
//   <target>/releases/<id>/        a complete site: this build, plus the hashed files of the previous N deploys (the
//                                  served release and the one before it, for a rollback)
//   <target>/releases/<id>.json    its manifest: which hashed files the build brought, which it carries (those of
//                                  the last N+1 deploys are kept)
//   <target>/current -> releases/<id>   the served release; nginx's `help` folder is a link to it
// Order: the hashed files (assets/ of every locale, search-index-<hash>.json and its shards, their .br/.gz) first, then the
// previous deploys' hashed files, then pages and the rest, then the switch: a new symlink renamed over `current`
// (rename(2) is atomic: a request sees the old release or the new one, never a mix nor nothing). A file unchanged
// since the served release is a hard link to it, so a deploy costs the changed bytes only. After the switch, older
// release folders are removed, and the hashed files of deploys beyond the kept N with them; the manifests say
// exactly which files each deploy brought.
import {spawnSync} from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {variable} from '../../site/environment.ts';
import {TRANSLATED_LOCALES} from '../../site/locales.ts';
import {builtLocales, outputDir} from '../../site/paths.ts';
import {UNHASHED_ASSETS} from '../../config/serving/headers.ts';
import {CSP_MAP} from '../nginx-harness.ts';

/** How many previous deploys' hashed files a release carries when --keep is not given (see README, "Deploy"). */
export const DEFAULT_KEEP = 3;
const MARKER = '.help-deploy.json';

/** A deploy's manifest, `releases/<id>.json`: which hashed files the build brought, which it carries from which deploy. */
type Manifest = {seq: number; id: string; deployedAt: string; build: string; keep: number; own: string[]; carried: Record<string, string[]>};
type Stats = {copied: number; linked: number; carried: number; bytesCopied: number};
type Log = (line: string) => void;

export type DeployOptions = {
  buildDir: string;
  targetDir: string;
  /** How many previous deploys' hashed files the release carries (default DEFAULT_KEEP). */
  keep?: number;
  /** A shell command run when the CSP map changed (e.g. `nginx -t && systemctl reload nginx`). */
  reload?: string;
  /** Receives the lines an operator reads (default console.log). */
  log?: Log;
};

/** What a deploy did: its manifest, and for the summary and the tests what changed and what was pruned. */
export type DeployResult = Manifest & {cspChanged: boolean; reloaded: boolean; pruned: string[]; stats: Stats; sameNameChanged: string[]};

/** A path in a build without its locale's folder (`jp/assets/x` → `assets/x`): the same layout in every locale. */
function inLocale(relPath: string): string {
  const p = relPath.split(sep).join('/');
  const folder = TRANSLATED_LOCALES.map((l) => `${l.urlFolder}/`).find((f) => p.startsWith(f));
  return folder ? p.slice(folder.length) : p;
}

/**
 * Files under a locale's assets/: named by their content's hash, all but the bundler's runtime (UNHASHED_ASSETS, and
 * its .br/.gz), which changes under its name and is replaced like a page.
 */
const isAsset = (relPath: string): boolean => {
  const p = inLocale(relPath);
  return p.startsWith('assets/') && !UNHASHED_ASSETS.includes(p.replace(/\.(?:br|gz)$/, ''));
};

/**
 * Hashed build output: never changes under its name, so a page of an earlier build may still ask for it. The same
 * files that deploy/nginx/help-server.conf caches for a year (assets/ of each locale, the search indexes, also those
 * of older doc versions), with the precompressed siblings nginx serves in their place.
 */
export function isHashed(relPath: string): boolean {
  return isAsset(relPath) || /(?:^|\/)search-index(?:-[0-9a-f]+|[^/]*\/[0-9a-f]+)\.json(?:\.br|\.gz)?$/.test(relPath.split(sep).join('/'));
}

export class DeployError extends Error {}

/** Every file under `dir` (dotted ones too: .nginx/), relative, sorted; symlinks are refused (a build has none). */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    const rel = relative(dir, join(entry.parentPath, entry.name));
    if (entry.isSymbolicLink()) throw new DeployError(`${join(dir, rel)} is a symbolic link: a build holds files only`);
    if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

// Compare buffers, allocated once (a deploy compares thousands of files).
const bufA = Buffer.allocUnsafe(1 << 20);
const bufB = Buffer.allocUnsafe(1 << 20);

/** Same bytes; `trustName`: files under assets/ are named by their content's hash, same name and size suffice. */
function sameContent(a: string, b: string, trustName = false): boolean {
  const sa = statSync(a, {throwIfNoEntry: false});
  const sb = statSync(b, {throwIfNoEntry: false});
  if (!sa?.isFile() || !sb?.isFile() || sa.size !== sb.size) return false;
  if ((sa.ino === sb.ino && sa.dev === sb.dev) || trustName) return true;
  const fa = openSync(a, 'r');
  const fb = openSync(b, 'r');
  try {
    for (;;) {
      const na = readSync(fa, bufA, 0, bufA.length, null);
      const nb = readSync(fb, bufB, 0, bufB.length, null);
      if (na !== nb || !bufA.subarray(0, na).equals(bufB.subarray(0, nb))) return false;
      if (na === 0) return true;
    }
  } finally {
    closeSync(fa);
    closeSync(fb);
  }
}

function checkBuild(buildDir: string): void {
  const st = statSync(buildDir, {throwIfNoEntry: false});
  if (!st) throw new DeployError(`No build at ${buildDir}: run \`npm run build\` first.`);
  if (!st.isDirectory()) throw new DeployError(`${buildDir} is not a folder: give the build's folder (build/).`);
  // One-locale builds (`build-all.ts ja`) have only their own locale's folder, as in tools/nginx-harness.ts.
  if (builtLocales(buildDir).length === 0) {
    const others = TRANSLATED_LOCALES.map((l) => relative(buildDir, join(outputDir(l.code, buildDir), 'index.html'))).join(' or ');
    throw new DeployError(`${buildDir} has no index.html (nor ${others}): not a build of the site, refusing to publish it.`);
  }
  if (!existsSync(join(buildDir, CSP_MAP))) {
    throw new DeployError(`${join(buildDir, CSP_MAP)} is missing: nginx needs this build's CSP map; build again (the build writes it).`);
  }
}

/** Creates the target if new or empty; refuses a folder that holds anything but a deploy target. */
function openTarget(targetDir: string, buildDir: string): void {
  const rel = relative(buildDir, targetDir);
  if (!rel || (!rel.startsWith('..') && !rel.startsWith(sep))) {
    throw new DeployError(`The target ${targetDir} is inside the build ${buildDir}: give a folder outside it.`);
  }
  const st = statSync(targetDir, {throwIfNoEntry: false});
  if (st && !st.isDirectory()) throw new DeployError(`The target ${targetDir} is a file, not a deploy target.`);
  if (st && !existsSync(join(targetDir, MARKER))) {
    if (readdirSync(targetDir).length > 0) {
      throw new DeployError(
        `${targetDir} is not a deploy target (no ${MARKER}) and is not empty: refusing to write into it. ` +
          'Give a new or empty folder; nginx then serves <target>/current.',
      );
    }
  }
  mkdirSync(join(targetDir, 'releases'), {recursive: true});
  if (!existsSync(join(targetDir, MARKER))) writeFileSync(join(targetDir, MARKER), `${JSON.stringify({format: 1}, null, 2)}\n`);
  const current = join(targetDir, 'current');
  const cst = lstatSync(current, {throwIfNoEntry: false});
  if (cst && !cst.isSymbolicLink()) throw new DeployError(`${current} is not a symbolic link: not a deploy target of this command.`);
}

function readManifests(releasesDir: string): Manifest[] {
  return readdirSync(releasesDir)
    .filter((f) => /^\d{6}-[0-9TZ]+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(join(releasesDir, f), 'utf8')) as Manifest)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * Publishes `buildDir` into `targetDir`. Returns what it did (for the tests and the summary). `log` receives the
 * lines an operator reads.
 */
export function deploy({buildDir, targetDir, keep = DEFAULT_KEEP, reload, log = console.log}: DeployOptions): DeployResult {
  buildDir = resolve(buildDir);
  targetDir = resolve(targetDir);
  if (!Number.isInteger(keep) || keep < 0) throw new DeployError(`--keep takes a whole number of deploys (0 or more), not ${keep}.`);
  checkBuild(buildDir);
  openTarget(targetDir, buildDir);
  const started = Date.now();
  const releasesDir = join(targetDir, 'releases');
  // One deploy at a time: a second one would prune what the first links from.
  const lock = join(targetDir, '.lock');
  try {
    writeFileSync(lock, `${process.pid}\n`, {flag: 'wx'});
  } catch {
    throw new DeployError(`${lock} exists: another deploy is running (pid ${readFileSync(lock, 'utf8').trim()}); if none is, remove the file.`);
  }
  try {
    return publish({buildDir, targetDir, releasesDir, keep, reload, log, started});
  } finally {
    rmSync(lock, {force: true});
  }
}

type PublishContext = {buildDir: string; targetDir: string; releasesDir: string; keep: number; reload: string | undefined; log: Log; started: number};

function publish({buildDir, targetDir, releasesDir, keep, reload, log, started}: PublishContext): DeployResult {
  // A staging folder left by a deploy that died (power cut): nothing refers to it.
  for (const f of readdirSync(releasesDir)) if (f.startsWith('.staging-')) rmSync(join(releasesDir, f), {recursive: true, force: true});
  const manifests = readManifests(releasesDir);
  const currentLink = join(targetDir, 'current');
  const servedId = lstatSync(currentLink, {throwIfNoEntry: false}) ? readlinkSync(currentLink).split('/').pop() : undefined;
  const served = servedId ? join(releasesDir, servedId) : undefined;
  const seq = (manifests.at(-1)?.seq ?? 0) + 1;
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const id = `${String(seq).padStart(6, '0')}-${stamp}`;
  const staging = join(releasesDir, `.staging-${id}`);
  const release = join(releasesDir, id);

  const files = listFiles(buildDir);
  const own = files.filter(isHashed);
  const rest = files.filter((f) => !isHashed(f));
  const stats: Stats = {copied: 0, linked: 0, carried: 0, bytesCopied: 0};
  const sameNameChanged: string[] = [];
  const place = (rel: string) => {
    const from = join(buildDir, rel);
    const to = join(staging, rel);
    mkdirSync(dirname(to), {recursive: true});
    const old = served && join(served, rel);
    // The search indexes' names hash the English sources only (the plugin's `hashed`): compare their bytes.
    if (old && sameContent(from, old, isAsset(rel))) {
      linkSync(old, to);
      stats.linked++;
      return;
    }
    if (old && isHashed(rel) && existsSync(old)) sameNameChanged.push(rel);
    copyFileSync(from, to);
    stats.copied++;
    stats.bytesCopied += statSync(to).size;
  };
  // The previous deploys whose hashed files this release carries, newest first.
  const previous = keep === 0 ? [] : manifests.slice(-keep).reverse();
  try {
    mkdirSync(staging);
    // 1. This build's hashed files, 2. the previous deploys' ones, 3. pages and the rest. (All land in the staging
    // folder, which nothing serves; the order matters again if a host copies a release file by file to a CDN.)
    for (const rel of own) place(rel);
    const carried: Record<string, string[]> = {};
    const ownSet = new Set(own);
    for (const m of previous) {
      carried[m.id] = [];
      for (const rel of m.own) {
        const to = join(staging, rel);
        if (ownSet.has(rel) || existsSync(to)) continue;
        // The served release carries every kept file (it kept the same or more deploys); the owner's folder is the
        // fallback, while it exists (the previous one is kept for a rollback, older ones go).
        const owner = join(releasesDir, m.id);
        const from = [served && join(served, rel), join(owner, rel)].find((f) => f && existsSync(f));
        if (!from) {
          if (existsSync(owner)) throw new DeployError(`${join(owner, rel)} is missing: release ${m.id} was changed by hand; its manifest lists it.`);
          continue; // Pruned under a smaller --keep before: gone already.
        }
        mkdirSync(dirname(to), {recursive: true});
        linkSync(from, to);
        carried[m.id].push(rel);
        stats.carried++;
      }
    }
    for (const rel of rest) place(rel);
    renameSync(staging, release);
    const cspChanged = !served || !sameContent(join(buildDir, CSP_MAP), join(served, CSP_MAP));
    const manifest: Manifest = {seq, id, deployedAt: new Date().toISOString(), build: buildDir, keep, own, carried};
    writeFileSync(join(releasesDir, `${id}.json.tmp`), `${JSON.stringify(manifest, null, 1)}\n`);
    renameSync(join(releasesDir, `${id}.json.tmp`), join(releasesDir, `${id}.json`));
    // 4. The switch: a new link, renamed over `current`.
    const tmpLink = join(targetDir, `.current-${id}`);
    symlinkSync(`releases/${id}`, tmpLink);
    try {
      renameSync(tmpLink, currentLink);
    } catch (e) {
      rmSync(tmpLink, {force: true});
      rmSync(join(releasesDir, `${id}.json`), {force: true});
      throw e;
    }
    return finish({manifest, manifests, releasesDir, servedId, keep, reload, log, started, stats, cspChanged, sameNameChanged, release, previous});
  } catch (e) {
    // Nothing is lost: `current` still names the release it named before.
    rmSync(staging, {recursive: true, force: true});
    if (!existsSync(join(releasesDir, `${id}.json`))) rmSync(release, {recursive: true, force: true});
    throw e;
  }
}

type FinishContext = {
  manifest: Manifest;
  manifests: Manifest[];
  releasesDir: string;
  servedId: string | undefined;
  keep: number;
  reload: string | undefined;
  log: Log;
  started: number;
  stats: Stats;
  cspChanged: boolean;
  sameNameChanged: string[];
  release: string;
  previous: Manifest[];
};

function finish({
  manifest,
  manifests,
  releasesDir,
  servedId,
  keep,
  reload,
  log,
  started,
  stats,
  cspChanged,
  sameNameChanged,
  release,
  previous,
}: FinishContext): DeployResult {
  const mb = (n: number) => (n / 1e6).toFixed(1);
  log(
    `Deployed release ${manifest.id} (${release}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${stats.copied} files copied (${mb(stats.bytesCopied)} MB), ${stats.linked} unchanged (hard links), ` +
      `${stats.carried} hashed files of ${previous.length} previous deploy(s) kept (--keep ${keep}).`,
  );
  for (const rel of sameNameChanged) {
    log(`Warning: ${rel} changed content under the same hashed name: readers' caches keep the old one (cached for a year).`);
  }
  // 5. Prune. Folders: all but the new release and the one it replaced (for a rollback); the kept hashed files live
  // on as links in the new release. Manifests: all but those of the kept N deploys; a deploy without one has no
  // hashed file left anywhere.
  const keptManifests = new Set([manifest.id, ...(keep === 0 ? [] : manifests.slice(-keep)).map((m) => m.id)]);
  const pruned: string[] = [];
  for (const f of readdirSync(releasesDir)) {
    const rid = f.replace(/\.json$/, '');
    if (rid === manifest.id || (f === rid && rid === servedId) || (f !== rid && keptManifests.has(rid))) continue;
    rmSync(join(releasesDir, f), {recursive: true, force: true});
    if (f !== rid) pruned.push(rid);
  }
  if (pruned.length) log(`Pruned the hashed files of ${pruned.length} deploy(s) beyond --keep ${keep}: ${pruned.join(', ')}.`);
  let reloaded = false;
  if (cspChanged) {
    log(`The CSP map (${CSP_MAP}) changed${servedId ? '' : ' (first deploy)'}: nginx reads it at start; reload nginx now.`);
    if (reload) {
      log(`Running: ${reload}`);
      const r = spawnSync(reload, {shell: true, stdio: 'inherit'});
      if (r.status !== 0)
        throw new DeployError(`The release is live, but the reload command failed (exit ${r.status}): nginx still sends the previous CSP; reload it by hand.`);
      reloaded = true;
    }
  } else {
    log('The CSP map is unchanged: no nginx reload needed.');
  }
  return {...manifest, cspChanged, reloaded, pruned, stats, sameNameChanged};
}

function parseArgs(argv: string[]): DeployOptions {
  const positional: string[] = [];
  let keep = DEFAULT_KEEP;
  let reload: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--keep' || a.startsWith('--keep=')) {
      const v = a.includes('=') ? a.slice(7) : argv[++i];
      if (!/^\d+$/.test(v ?? '')) throw new DeployError(`--keep takes a whole number of deploys (0 or more), not ${v}.`);
      keep = Number(v);
    } else if (a === '--reload' || a.startsWith('--reload=')) {
      reload = a.includes('=') ? a.slice(9) : argv[++i];
      if (!reload) throw new DeployError('--reload takes a command, e.g. --reload "nginx -t && systemctl reload nginx".');
    } else if (a.startsWith('--')) {
      throw new DeployError(`Unknown option ${a}.`);
    } else positional.push(a);
  }
  if (positional.length !== 2) {
    throw new DeployError('Usage: npm run deploy -- <build dir> <target dir> [--keep N] [--reload "<command>"]');
  }
  // npm runs scripts in the package's folder: relative paths are the caller's, from where `npm run` was typed.
  const cwd = variable('INIT_CWD') ?? process.cwd();
  return {buildDir: resolve(cwd, positional[0]), targetDir: resolve(cwd, positional[1]), keep, reload};
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    deploy(parseArgs(process.argv.slice(2)));
  } catch (e) {
    console.error(e instanceof DeployError ? `deploy: ${e.message}` : e);
    process.exit(1);
  }
}
