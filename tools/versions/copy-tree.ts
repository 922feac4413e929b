// A throwaway copy of the work tree (tracked and new files, node_modules linked), for the simulation of archived
// versions (simulate.ts) and the archiving test (tests/unit/versions-archive.test.ts).
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, rmSync, symlinkSync} from 'node:fs';
import {dirname, join} from 'node:path';

/**
 * @param {string} root the work tree
 * @param {string} to the copy's folder (emptied first)
 * @param {{keep?: (path: string) => boolean, commit?: boolean}} options `keep` picks files by their path; `commit`
 *   makes the copy a git work tree of its own with one commit (pages then keep a last-update date).
 */
export function copyTree(root, to, {keep = () => true, commit = false} = {}) {
  rmSync(to, {recursive: true, force: true});
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: root}).toString().split('\0').filter(Boolean);
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
