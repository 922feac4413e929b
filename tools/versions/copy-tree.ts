// A throwaway copy of the work tree (tracked and new files, node_modules linked), for the simulation of archived
// versions (simulate.ts) and the archiving test (tests/unit/versions-archive.test.ts).
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, rmSync, symlinkSync} from 'node:fs';
import {dirname, join} from 'node:path';

export type CopyOptions = {
  /** Picks files by their path (default: every file). */
  keep?: (path: string) => boolean;
  /** Makes the copy a git work tree of its own with one commit (pages then keep a last-update date). */
  commit?: boolean;
};

/** The files git knows in a work tree (tracked, and new ones not ignored); a sentence when it is not a git clone. */
function filesOf(root: string): string[] {
  try {
    return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe']})
      .toString()
      .split('\0')
      .filter(Boolean);
  } catch {
    throw new Error(`copy-tree: ${root} is not a git clone (git ls-files failed): the copy takes the files git knows, so run it in a clone`);
  }
}

/** Copies the work tree `root` to `to` (emptied first). */
export function copyTree(root: string, to: string, {keep = () => true, commit = false}: CopyOptions = {}): void {
  const files = filesOf(root);
  rmSync(to, {recursive: true, force: true});
  for (const f of files) {
    if (!keep(f) || !existsSync(join(root, f))) continue;
    mkdirSync(dirname(join(to, f)), {recursive: true});
    cpSync(join(root, f), join(to, f));
  }
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'));
  if (commit) {
    execFileSync('git', ['init', '-q'], {cwd: to});
    execFileSync('git', ['add', '-A'], {cwd: to});
    execFileSync('git', ['-c', 'user.name=copy', '-c', 'user.email=copy@example.invalid', 'commit', '-qm', 'copy'], {cwd: to});
  }
}
