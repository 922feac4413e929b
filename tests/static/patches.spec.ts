/**
 * Dependency patches (patches/, applied by patch-package at every npm install) are in place: each one reverses
 * cleanly against node_modules, which it does only when it was applied. A dependency upgrade that drops a patch, or
 * an install that skipped it, fails here with the patch's name.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {root} from '../support/content';

const patches = readdirSync(join(root, 'patches')).filter((f) => f.endsWith('.patch'));

test('there are patches to check', () => {
  expect(patches.length).toBeGreaterThan(0);
});

for (const name of patches) {
  test(`patch ${name} is applied to node_modules`, () => {
    const r = spawnSync('patch', ['-R', '-p1', '--dry-run', '-s', '-f'], {cwd: root, input: readFileSync(join(root, 'patches', name)), encoding: 'utf8'});
    expect(r.status, `${name} is not applied (run npm install; if the package was upgraded, recreate the patch with npx patch-package <package>):\n${r.stdout}${r.stderr}`).toBe(0);
  });
}
