/**
 * Dependency patches (patches/, applied by patch-package at every npm install) are in place: each one reverses
 * cleanly against node_modules, which it does only when it was applied. A dependency upgrade that drops a patch, or
 * an install that skipped it, fails here with the patch's name.
 */
import {test, expect} from 'vitest';
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
    expect(
      r.status,
      `${name} is not applied (run npm install; if the package was upgraded, recreate the patch with npx patch-package <package>):\n${r.stdout}${r.stderr}`,
    ).toBe(0);
  });
}

/**
 * The OpenAPI theme's patch (issue 18): the try-it panel's storage. With `authPersistence: false` (config/api.ts) the
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

// src/theme/ApiItem/Page.tsx and Explorer.tsx stand in for the OpenAPI theme's ApiItem and use these modules of it,
// which are not a documented API: an upgrade that moves or renames one fails here, naming it, before a page breaks.
test('the OpenAPI theme still has the modules and exports the API page uses in place of its ApiItem', () => {
  const theme = join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme');
  const uses: Record<string, string[]> = {
    'ApiItem/Layout/index.js': ['exports.default'],
    'ApiItem/store.js': ['exports.createStoreWithState'],
    'SchemaExpansion/index.js': ['exports.SchemaExpansionProvider'],
    'ApiExplorer/index.js': ['exports.default'],
    'ApiExplorer/Authorization/slice.js': ['exports.createAuth'],
    'ApiExplorer/persistenceMiddleware.js': ['exports.createPersistenceMiddleware'],
    'ApiExplorer/storage-utils.js': ['exports.createStorage'],
    // The state the page's own store gives MimeTabs, MethodEndpoint and Schema before the explorer opens.
    'MimeTabs/index.js': ['state.contentType.value', 'state.accept.value'],
    'ApiExplorer/MethodEndpoint/index.js': ['state.server.value'],
    // The ApiItem the page replaces: the try-it column in the browser only, the operation deflated in `api`.
    'ApiItem/index.js': ['BrowserOnly_1.default', 'pako_1.ungzip', 'createStoreWithState'],
  };
  const problems: string[] = [];
  for (const [file, needles] of Object.entries(uses)) {
    let source = '';
    try {
      source = readFileSync(join(theme, file), 'utf8');
    } catch {
      problems.push(`${file} is gone`);
      continue;
    }
    for (const needle of needles) if (!source.includes(needle)) problems.push(`${file} no longer has ${needle}`);
  }
  expect(problems, 'check src/theme/ApiItem/Page.tsx and Explorer.tsx against the new theme').toEqual([]);
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
