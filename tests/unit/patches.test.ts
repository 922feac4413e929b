/**
 * Dependency patches (patches/, applied by patch-package at every npm install; what each fixes: patches/README.md)
 * are in place: each one is for the installed version of its package and reverses cleanly against node_modules, which
 * it does only when it was applied (internals/patches.ts, also run with every internal by internals/guards.test.ts).
 * A dependency upgrade that drops a patch, or an install that skipped it, fails here with the patch's name. Then what
 * each patch does, tried on the patched code.
 */
import {test, expect} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../../site/paths.ts';
import {nodeProbe} from '../../internals/probe.ts';
import {patchApplied, patchFiles} from '../../internals/patches.ts';

const root = ROOT;
const patches = patchFiles();

test('there are patches to check', () => {
  expect(patches.length).toBeGreaterThan(0);
});

for (const patch of patches) {
  test(`patch ${patch.file} is applied to node_modules`, () => {
    expect([...nodeProbe().version(patch.package, patch.version), ...patchApplied(patch)]).toEqual([]);
  });
}

/**
 * The OpenAPI theme's patch: the try-it panel's storage. With `authPersistence: false` (config/api.ts) the
 * reader's token and server stay in memory (kept across operation pages of the tab), and a browser storage that throws
 * (blocked cookies: SecurityError) falls back to that memory instead of crashing the API pages.
 */
test('the OpenAPI theme keeps the try-it state in memory and survives a blocked storage', async () => {
  type Storage = {getItem(k: string): string | null; setItem(k: string, v: string): void};
  const {createStorage} = (await import(join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils.js'))) as {
    createStorage: (p: false | 'sessionStorage' | 'localStorage') => Storage;
  };
  const memory = createStorage(false);
  memory.setItem('tokenHeader', '{"token":"t"}');
  expect(createStorage(false).getItem('tokenHeader'), 'authPersistence false: the state is dropped, not kept in memory').toBe('{"token":"t"}');
  const g = globalThis as {window?: unknown};
  const saved = g.window;
  g.window = Object.defineProperty({}, 'sessionStorage', {
    get() {
      throw new Error('SecurityError: access is denied for this document');
    },
  });
  try {
    const blocked = createStorage('sessionStorage');
    expect(() => blocked.setItem('server', '{}'), 'a blocked sessionStorage throws through the theme').not.toThrow();
    expect(blocked.getItem('server')).toBe('{}');
  } finally {
    g.window = saved;
  }
});

test("the OpenAPI theme's parameter and body lists are not announced as lists of no items (axe list; our patch)", () => {
  const theme = join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme');
  const counts = Object.fromEntries(
    ['ParamsDetails', 'RequestSchema', 'ResponseSchema'].map((name) => [
      name,
      (readFileSync(join(theme, name, 'index.js'), 'utf8').match(/"ul",\s*(\/\/[^\n]*\s*)?\{ role: "presentation"/g) ?? []).length,
    ]),
  );
  expect(counts, 'patches/docusaurus-theme-openapi-docs: the <ul>s that hold <div>s have role="presentation"').toEqual({
    ParamsDetails: 1,
    RequestSchema: 2,
    ResponseSchema: 1,
  });
});
