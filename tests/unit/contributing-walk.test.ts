/**
 * CONTRIBUTING.md's walks through the code ("For developers: how the site is made") name the files on the way: each
 * one must be where the walk says, so the walk cannot drift from the tree.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from 'vitest';
import {ROOT} from '../../site/paths.ts';

const text = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');
const start = text.indexOf('## For developers: how the site is made');
const end = text.indexOf('\n## ', start + 1);
const section = text.slice(start, end < 0 ? undefined : end);

/** The project files a walk names: `a/b.ts`, `a/b/` (what the build writes, under build/ or .cache/, is not there yet). */
const named = [...section.matchAll(/`([\w.@-]+(?:\/[\w.@<>-]+)*\/?)`/g)]
  .map((m) => m[1])
  .filter((p) => (/[^/]\/[^/]/.test(p) || /\.(ts|tsx|cjs|mts|json|md)$/.test(p)) && !/^(build|\.cache|\.openapi)\//.test(p) && !p.includes('<'));

test('the developers’ walks are in CONTRIBUTING.md', () => {
  expect(start, 'CONTRIBUTING.md has no section "For developers: how the site is made"').toBeGreaterThan(0);
  expect(named.length).toBeGreaterThan(40);
});

test('every file the walks name is where they say', () => {
  const missing = named.filter((p) => !existsSync(join(ROOT, p.replace(/\/$/, ''))));
  expect(missing, 'CONTRIBUTING.md names files that do not exist').toEqual([]);
});
