/**
 * The upgrade boundary: every module of internals/ checks that the installed packages still have the internal it
 * depends on, with the shape it knows (`guard`, run here against node_modules, no build). After an upgrade a failing
 * test names the internal (its module) and what changed; internals/README.md says what breaks and what to check.
 *
 * Below, the checks that stop a build: each gets a wrong shape and must throw, and the shape Docusaurus 3.10 has,
 * which it must accept. Those of the wrapped docs and blog plugins and of the OpenAPI theme's stylesheet need a whole
 * site: the build runs them.
 */
import {test, expect, describe} from 'vitest';
import {mkdirSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Guard} from './guard.ts';
import {nodeProbe} from './probe.ts';
import {chunkFilenameById, entryFilenameWithStableRuntime} from './docusaurus-chunk-filename.ts';
import {REGISTRY_LOADER, registryFile} from './docusaurus-codegen-registry.ts';
import {SITE_CONFIG_LOADER, siteConfigFile} from './docusaurus-codegen-site-config.ts';
import {CODE_TRANSLATIONS_LOADER, codeTranslationsFile} from './docusaurus-codegen-code-translations.ts';
import {CODE_TABS_LATER_LOADER} from './openapi-theme-stylesheet.ts';
import {assertPrismClientModule} from './docusaurus-prism-include-languages.ts';
import {globalDataOf, loadedVersionsOf, versionPropOf} from './docusaurus-docs-plugin-data.ts';
import {listItemsOf} from './docusaurus-blog-list-routes.ts';
import {pluginIndexParts} from './search-local-index-files.ts';
import {isApiOperationPage} from './openapi-api-front-matter.ts';
import {decodeApiFrontMatter} from './openapi-api-front-matter-decode.ts';
import {deflateSync} from 'node:zlib';

const HERE = import.meta.dirname;
const modules = readdirSync(HERE)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['guard.ts', 'probe.ts'].includes(f))
  .sort();

describe('every internal is still as the code knows it', () => {
  const probe = nodeProbe();
  test.each(modules)('%s', async (file) => {
    const module = (await import(join(HERE, file))) as {guard?: Guard};
    expect(typeof module.guard, `${file} exports no guard(probe)`).toBe('function');
    expect(module.guard!(probe), `internals/${file}: see internals/README.md for what breaks and what to check`).toEqual([]);
  });
});

test('a probe reports a package of another version, a missing file and a missing marker', () => {
  const root = mkdtempSync(join(tmpdir(), 'internals-probe-'));
  mkdirSync(join(root, 'node_modules', 'pkg', 'lib'), {recursive: true});
  writeFileSync(join(root, 'node_modules', 'pkg', 'package.json'), '{"version": "3.11.0"}');
  writeFileSync(join(root, 'node_modules', 'pkg', 'lib', 'a.js'), 'export const a = 1;');
  const probe = nodeProbe(root);
  expect(probe.version('pkg', '3.11')).toEqual([]);
  expect(probe.version('pkg', '3.10')).toEqual(['pkg is 3.11.0, the code was written for 3.10.x']);
  expect(probe.version('pkg', '3.11.1')).toEqual(['pkg is 3.11.0, the code was written for 3.11.1']);
  expect(probe.version('gone', '1.0.0')).toEqual(['gone is not installed (expected 1.0.0)']);
  expect(probe.file('pkg', 'lib/a.js', ['const a'])).toEqual([]);
  expect(probe.file('pkg', 'lib/b.js')).toEqual(['pkg/lib/b.js is gone']);
  expect(probe.file('pkg', 'lib/a.js', ['const b', /a = 2/])).toEqual(['pkg/lib/a.js no longer contains "const b"', 'pkg/lib/a.js no longer contains /a = 2/']);
});

type Loader = (this: {getOptions(): unknown}, source: string) => string;
const loader = (file: string) => createRequire(import.meta.url)(file) as Loader;
const run = (l: Loader, source: string, options: unknown = {}) => l.call({getOptions: () => options}, source);

/** A generated-files folder with these files in it (empty: none). */
function generated(files: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-generated-'));
  for (const file of files) writeFileSync(join(dir, file), '{}');
  return dir;
}

test('chunk file names: another shape stops the build', () => {
  expect(chunkFilenameById('assets/js/[name].[contenthash:8].js')).toBe('assets/js/[id].[contenthash:8].js');
  expect(() => chunkFilenameById('assets/js/[id].js')).toThrow(/lean-route-tables: unexpected output.chunkFilename/);
  const entry = entryFilenameWithStableRuntime('assets/js/[name].[contenthash:8].js');
  expect(entry({chunk: {name: 'runtime~main'}})).toBe('assets/js/runtime~main.js');
  expect(entry({chunk: {name: 'main'}})).toBe('assets/js/[name].[contenthash:8].js');
  expect(() => entryFilenameWithStableRuntime('assets/js/[name].js')).toThrow(/lean-route-tables: unexpected output.filename/);
});

test('route registry: a missing file or entries of another shape stop the build', () => {
  expect(() => registryFile(generated())).toThrow(/lean-route-tables: .*registry\.js not found/);
  expect(registryFile(generated(['registry.js']))).toMatch(/registry\.js$/);
  const registry = loader(REGISTRY_LOADER);
  const entry = `  "0054ac08": [() => import(/* webpackChunkName: "0054ac08" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],`;
  expect(run(registry, `export default {\n${entry}\n};`)).toContain('"@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")');
  expect(() => run(registry, 'export default {"0054ac08": [() => import("@site/docs/a.md"), "@site/docs/a.md"]};')).toThrow(
    /registry-without-module-paths: no entry matched/,
  );
});

test('site configuration module: a missing file or another shape stop the build', () => {
  expect(() => siteConfigFile(generated())).toThrow(/lean-site-config: .*docusaurus\.config\.mjs not found/);
  expect(siteConfigFile(generated(['docusaurus.config.mjs']))).toMatch(/docusaurus\.config\.mjs$/);
  const siteConfig = loader(SITE_CONFIG_LOADER);
  const source =
    '/*\n * AUTOGENERATED - DON\'T EDIT\n */\nexport default {\n  "title": "ヘルプ",\n  "plugins": [["x", {}]],\n  "presets": [],\n  "themes": []\n};\n';
  expect(JSON.parse(run(siteConfig, source).replace(/^export default |;\n$/g, ''))).toEqual({title: 'ヘルプ'});
  expect(() => run(siteConfig, 'module.exports = {"title": "x"};')).toThrow(/site-config-for-browser: unexpected/);
});

test('UI strings: a missing file stops the build; the loader keeps the other strings', () => {
  expect(() => codeTranslationsFile(generated())).toThrow(/split-translations: .*codeTranslations\.json not found/);
  expect(codeTranslationsFile(generated(['codeTranslations.json']))).toMatch(/codeTranslations\.json$/);
  const strings = run(loader(CODE_TRANSLATIONS_LOADER), '{"api.a": "A", "home.b": "B", "theme.c": "C"}', {prefixes: ['api.', 'home.']});
  expect(JSON.parse(strings)).toEqual({'theme.c': 'C'});
});

test("the OpenAPI theme's stylesheet: a missing code tabs line stops the build", () => {
  const codeTabs = loader(CODE_TABS_LATER_LOADER);
  expect(run(codeTabs, '@use "./ApiExplorer/CodeTabs/CodeTabs";\n@use "./Other";\n')).toBe('@use "./Other";\n');
  expect(() => run(codeTabs, '@use "./Other";\n')).toThrow(/openapi-theme: styles\.scss no longer has/);
});

test('the classic theme still has the Prism client module that lazy-prism empties', () => {
  expect(() => assertPrismClientModule()).not.toThrow();
});

test("the docs plugin's data: another shape stops the build", () => {
  expect(versionPropOf({props: {version: {docs: {a: {id: 'a'}}}}})).toBeDefined();
  expect(versionPropOf({props: {}})).toBeUndefined();
  const version = {name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'a', docs: [{id: 'a', path: '/docs/a'}], draftIds: [], sidebars: {}};
  expect(globalDataOf({path: '/docs', versions: [version], breadcrumbs: true}, 'x').versions).toHaveLength(1);
  expect(() => globalDataOf({versions: [{name: 'current'}]}, 'versions-apart')).toThrow(
    /versions-apart: the docs plugin's global data has no versions\[\]\.docs/,
  );
  expect(() => loadedVersionsOf({}, 'versions-apart')).toThrow(/versions-apart: the docs plugin content has no loadedVersions/);
});

test("the blog plugin's list routes: a list route is recognized by its items", () => {
  expect(listItemsOf({modules: {items: [{content: {__import: true, path: '@site/release-notes/a.md'}}]}})).toHaveLength(1);
  expect(listItemsOf({modules: {content: '@site/release-notes/a.md'}})).toBeUndefined();
});

test("the search plugin's index: another shape stops the build", () => {
  expect(pluginIndexParts([{documents: [{i: 1}], index: {}}], 'x.json')).toEqual([[{i: 1}]]);
  expect(() => pluginIndexParts({documents: []}, 'search-index.json')).toThrow(/search-index\.json: not the plugin's index/);
});

test("the OpenAPI generator's api front matter: an operation is read back", async () => {
  const encoded = deflateSync(JSON.stringify({operationId: 'getBuilding'})).toString('base64');
  expect(isApiOperationPage({api: encoded})).toBe(true);
  expect(isApiOperationPage({schema: true})).toBe(false);
  expect(await decodeApiFrontMatter<{operationId: string}>(encoded)).toEqual({operationId: 'getBuilding'});
});
