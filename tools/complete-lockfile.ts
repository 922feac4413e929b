// Adds the platform builds (of @swc/core, @swc/html, rollup, ...) that npm leaves out of package-lock.json here.
// Why: the registry this project is installed from answers 404 for some platform builds, so `npm install` writes a
// lock without them, and `npm ci` on a clean clone then rejects the lock ("Missing: @swc/core-darwin-arm64").
// The entries added carry version, os and cpu but no download address: npm skips them on other platforms and
// resolves them by name from the registry on the platform they are for (a contributor on macOS or Windows).
// Run it after every `npm install` that changes the lock: `node tools/complete-lockfile.ts`.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../site/paths.ts';

/** The fields of a package-lock.json entry this tool reads or writes. */
type Platform = {os: string[]; cpu?: string[]; libc?: string[]};
type LockEntry = Partial<Platform> & {
  version?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
};
type Lock = {packages: Record<string, LockEntry>};

const lockPath = join(ROOT, 'package-lock.json');
if (!existsSync(lockPath)) {
  console.error(`complete-lockfile: ${lockPath} is missing: run \`npm install\` first, then this.`);
  process.exit(1);
}
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as Lock;
const pkgs = lock.packages;

/** Platform-only packages whose name does not say their platform in the usual way (vite's optional Windows helper). */
const NAMED_PLATFORMS: Record<string, Platform> = {'napi-windows-process-start-time': {os: ['win32']}};

function platformOf(name: string): Platform | null {
  if (NAMED_PLATFORMS[name]) return NAMED_PLATFORMS[name];
  const m = /-(darwin|linux|win32|freebsd|openbsd|openharmony|android)-([a-z0-9]+)(?:-(gnu|musl|msvc|gnueabihf|musleabihf|eabi))?$/.exec(name);
  if (!m) return null;
  const entry: Platform = {os: [m[1]], cpu: [m[2] === 'ia32' ? 'ia32' : m[2]]};
  if (m[3] === 'gnu' || m[3] === 'gnueabihf') entry.libc = ['glibc'];
  if (m[3] === 'musl' || m[3] === 'musleabihf') entry.libc = ['musl'];
  if (m[2] === 'arm') entry.cpu = ['arm'];
  return entry;
}

let added = 0;
for (const [where, meta] of Object.entries(pkgs)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (pkgs[key] || pkgs[`${where}/node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    // A version, not a range: npm checks the entry against its dependent's range (`^0.1.0` → 0.1.0).
    const fields = {...platform, license: meta.license ?? 'Apache-2.0', optional: true, ...(meta.dev ? {dev: true} : {})};
    // As npm writes an entry (version first, then its fields in alphabetical order), so `npm install` keeps it as is.
    pkgs[key] = {version: range.replace(/^[\^~]/, ''), ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)))};
    added++;
  }
}
// Keep the lock's key order as npm writes it (localeCompare), so a later `npm install` leaves the file unchanged.
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: ${added} platform entries added`);
