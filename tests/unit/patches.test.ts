/**
 * Dependency patches (patches/, applied by patch-package at every npm install; what each fixes: patches/README.md)
 * are in place: each one is for the installed version of its package and reverses cleanly against node_modules, which
 * it does only when it was applied (internals/patches.ts, also run with every internal by internals/guards.test.ts).
 * A dependency upgrade that drops a patch, or an install that skipped it, fails here with the patch's name. Then what
 * each patch does, tried on the patched code.
 */
import {test, expect} from 'vitest';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {pathToFileURL} from 'node:url';
import {join} from 'node:path';
import {ROOT} from '../../site/paths.ts';
import {pageUrl} from '../../site/locales.ts';
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

/**
 * Docusaurus's patches: the first `localeCompare` of a page builds an ICU collator (about 6 ms of main thread on a
 * phone, measured in Chromium with 4x CPU slowdown: 22 to 30 ms), and two hooks every doc page runs during hydration
 * called it only to sort a few keys. Code-unit order sorts them as well.
 */
test('Docusaurus finds the active docs plugin without localeCompare, the longest matching path first (our patch)', async () => {
  // The client module imports the router by Docusaurus's bundler alias: the same module, from react-router, here.
  const source = readFileSync(join(root, 'node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'), 'utf8');
  const copy = join(mkdtempSync(join(tmpdir(), 'patched-docs-utils-')), 'docsClientUtils.mjs');
  writeFileSync(
    copy,
    source.replace(
      "from '@docusaurus/router'",
      `from ${JSON.stringify(pathToFileURL(createRequire(join(root, 'package.json')).resolve('react-router')).href)}`,
    ),
  );
  const {getActivePlugin} = (await import(pathToFileURL(copy).href)) as {
    getActivePlugin: (data: Record<string, {path: string}>, pathname: string) => {pluginId: string} | undefined;
  };
  const plugins = {docs: {path: pageUrl('ja', 'docs')}, 'external-api': {path: pageUrl('ja', 'external-api')}, root: {path: pageUrl('ja').replace(/\/$/, '')}};
  const original = String.prototype.localeCompare;
  let calls = 0;
  String.prototype.localeCompare = function (...args: Parameters<typeof original>) {
    calls++;
    return original.apply(this, args);
  };
  try {
    expect(getActivePlugin(plugins, pageUrl('ja', 'external-api/reference/get-building'))?.pluginId).toBe('external-api');
    expect(getActivePlugin(plugins, pageUrl('ja', 'docs/user-app/quota'))?.pluginId).toBe('docs');
    expect(getActivePlugin(plugins, pageUrl('ja', 'release-notes'))?.pluginId).toBe('root');
  } finally {
    String.prototype.localeCompare = original;
  }
  expect(calls, 'getActivePlugin called localeCompare').toBe(0);
});

test("Docusaurus's useShallowMemoObject sorts its keys without localeCompare (our patch)", () => {
  const source = readFileSync(join(root, 'node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js'), 'utf8');
  const hook = source.slice(
    source.indexOf('export function useShallowMemoObject'),
    source.indexOf('export function', source.indexOf('export function useShallowMemoObject') + 10),
  );
  expect(hook, 'useShallowMemoObject not found').toContain('deps.sort(');
  expect(hook).not.toMatch(/\.localeCompare\(/);
});

test("Docusaurus's focus reset on a page change leaves a reader in a text field there (our patch)", () => {
  const source = readFileSync(join(root, 'node_modules/@docusaurus/theme-common/lib/utils/skipToContentUtils.js'), 'utf8');
  const reset = source.slice(source.indexOf('useLocationChange('), source.indexOf('return { containerRef'));
  expect(reset, 'the focus reset not found').toContain('programmaticFocus(containerRef.current)');
  expect(reset, 'the reset does not look where the focus is').toContain('document.activeElement');
  expect(reset, 'the reset does not spare a text field').toMatch(/&& !typing\)/);
});

test("the OpenAPI theme's tab groups remount after hydration only when a stored or linked choice can differ (our patch)", () => {
  const theme = join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme');
  for (const name of ['ApiTabs', 'DiscriminatorTabs', 'MimeTabs', 'OperationTabs', 'SchemaTabs', 'Tabs']) {
    const source = readFileSync(join(theme, name, 'index.js'), 'utf8');
    expect(source, `${name}: the remount key`).toContain('key: props.groupId || props.queryString ? String(isBrowser) : undefined,');
    expect(source, `${name}: an unconditional remount`).not.toContain('key: String(isBrowser),');
  }
});

test("the search plugin's index files carry its documents and no lunr index (our patch: the site writes its own)", () => {
  const plugin = createRequire(join(ROOT, 'package.json')).resolve('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js');
  const {buildIndex} = createRequire(import.meta.url)(plugin) as {
    buildIndex: (docs: {i: number; t: string}[][], options: Record<string, unknown>) => {documents: unknown[]; index: unknown}[];
  };
  const documents = [{i: 1, t: '会議室を予約する'}];
  const parts = buildIndex([documents], {language: ['ja', 'en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false});
  expect(parts).toEqual([{documents, index: null}]);
});
