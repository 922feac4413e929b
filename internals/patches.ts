/**
 * Internal: the dependency patches in patches/, which patch-package applies at every `npm install` (package.json's
 * postinstall, `--error-on-fail`). Each one changes files inside a package for one exact version (its file name:
 * `<package>+<version>.patch`); patches/README.md says what each fixes and how to report it upstream.
 *
 * Breaks: an upgrade of a patched package makes patch-package fail the install; an install that skipped the
 * patches leaves the fixes out. The guard checks both: the version each patch names is the one installed, and each
 * patch reverses cleanly against node_modules (`patch -R --dry-run`), which it does only when it was applied.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../site/paths.ts';
import type {Guard} from './guard.ts';

export const PATCHES_DIR = join(ROOT, 'patches');

export type PatchFile = {file: string; package: string; version: string};

/** Every patch: its file and the package and version it is for (`@scope+name+1.2.3.patch` → `@scope/name`, `1.2.3`). */
export function patchFiles(dir: string = PATCHES_DIR): PatchFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.patch'))
    .map((file) => {
      const parts = file.replace(/\.patch$/, '').split('+');
      const version = parts.pop() ?? '';
      return {file, package: parts.join('/'), version};
    });
}

/** Problems when the patch is not applied to the node_modules under `root`. */
export function patchApplied(patch: PatchFile, root: string = ROOT): string[] {
  const r = spawnSync('patch', ['-R', '-p1', '--dry-run', '-s', '-f'], {cwd: root, input: readFileSync(join(PATCHES_DIR, patch.file)), encoding: 'utf8'});
  if (r.error) return [`patches/${patch.file}: could not run patch (${r.error.message}); install it (apt-get install patch)`];
  if (r.status === 0) return [];
  return [
    `patches/${patch.file} is not applied (run npm install; if ${patch.package} was upgraded, make the patch again with npx patch-package ${patch.package}):\n${r.stdout}${r.stderr}`,
  ];
}

export const guard: Guard = (probe) => patchFiles().flatMap((patch) => [...probe.version(patch.package, patch.version), ...patchApplied(patch)]);
