/**
 * Route shards (./index.ts, src/client/route-shards.ts): the docs' routes of each sidebar leave the browser's route
 * table for a module of their own, with the registry entries and chunk names only they use; in the browser, a path
 * loads the shards whose start it has and puts their routes back where Docusaurus wrote them.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {ensureShards, pendingShardChunks, withShardVersionData, type RouteTables, type ShardedRoute} from '../../../src/client/route-shards.ts';
import {writeRouteShards} from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'route-shards-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** A generated folder as Docusaurus 3.10 writes it: two sidebars of three docs, a sidebar of one, a blog route. */
function generated(): void {
  const doc = (path: string, hash: string, sidebar: string) =>
    `              {\n                path: '${path}',\n                component: ComponentCreator('${path}', '${hash}'),\n                exact: true,\n                sidebar: "${sidebar}"\n              }`;
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/site/release-notes',
    component: ComponentCreator('/site/release-notes', 'b01'),
    exact: true
  },
  {
    path: '/site/docs',
    component: ComponentCreator('/site/docs', 'v01'),
    routes: [
      {
        path: '/site/docs',
        component: ComponentCreator('/site/docs', 'r01'),
        routes: [
${[
  doc('/site/docs/a/one', 'a01', 'a'),
  doc('/site/docs/b/one', 'b11', 'b'),
  doc('/site/docs/a/two', 'a02', 'a'),
  doc('/site/docs/b/two', 'b12', 'b'),
  doc('/site/docs/a/three', 'a03', 'a'),
  doc('/site/docs/b/three', 'b13', 'b'),
  doc('/site/docs/lone/page', 'l01', 'lone'),
].join(',\n')}
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
  writeFileSync(join(dir, 'routes.js'), routes);
  const names: Record<string, unknown> = {
    '/site/release-notes-b01': {__comp: 'blog', items: [{content: 'post1'}]},
    '/site/docs-v01': {__comp: 'versionRoot', __props: 'version'},
    '/site/docs-r01': {__comp: 'docRoot'},
    '/site/docs/lone/page-l01': {__comp: 'docItem', content: 'cLone'},
  };
  for (const [side, hashes] of [
    ['a', ['a01', 'a02', 'a03']],
    ['b', ['b11', 'b12', 'b13']],
  ] as const)
    for (const [i, hash] of hashes.entries())
      names[`/site/docs/${side}/${['one', 'two', 'three'][i]}-${hash}`] = {__comp: 'docItem', __context: {plugin: 'docsPlugin'}, content: `c${side}${i}`};
  writeFileSync(join(dir, 'routesChunkNames.json'), JSON.stringify(names, null, 2));
  const chunks = ['blog', 'post1', 'versionRoot', 'version', 'docRoot', 'docItem', 'docsPlugin', 'cLone', 'ca0', 'ca1', 'ca2', 'cb0', 'cb1', 'cb2'];
  const modulePath = (n: string) => (n === 'version' ? '@generated/docusaurus-plugin-content-docs/default/p/site-docs.json' : `@site/${n}.md`);
  const entry = (n: string) =>
    `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "${modulePath(n)}"), "${modulePath(n)}", require.resolveWeak("${modulePath(n)}")]`;
  // The version's data every doc page loads: all sidebars, an entry per doc.
  mkdirSync(join(dir, 'docusaurus-plugin-content-docs/default/p'), {recursive: true});
  writeFileSync(
    join(dir, 'docusaurus-plugin-content-docs/default/p/site-docs.json'),
    JSON.stringify({
      version: {
        pluginId: 'default',
        version: 'current',
        docsSidebars: {a: [{type: 'link', href: '/site/docs/a/one'}], b: [{type: 'link', href: '/site/docs/b/one'}], lone: [], other: []},
        docs: {'a/one': {id: 'a/one'}, 'b/one': {id: 'b/one'}, 'b/two': {id: 'b/two'}},
      },
    }),
  );
  writeFileSync(join(dir, 'registry.js'), `export default {\n${chunks.map(entry).join(',\n')},};\n`);
  const docs = ['a/one', 'a/two', 'a/three', 'b/one', 'b/two', 'b/three', 'lone/page'].map((id) => ({id, path: `/site/docs/${id}`, sidebar: id.split('/')[0]}));
  const version = {name: 'current', label: 'Next', isLast: true, path: '/site/docs', mainDocId: 'a/one', docs, draftIds: [], sidebars: {}};
  writeFileSync(
    join(dir, 'globalData.json'),
    JSON.stringify({'docusaurus-plugin-content-docs': {default: {path: '/site/docs', versions: [version], breadcrumbs: true}}}),
  );
}

describe('the build side: writeRouteShards', () => {
  generated();
  const files = writeRouteShards(dir);
  const table = readFileSync(files.routes, 'utf8');
  const registry = readFileSync(files.registry, 'utf8');
  const chunkNames = JSON.parse(readFileSync(files.chunkNames, 'utf8')) as Record<string, unknown>;

  test('one shard per sidebar, even of one page, each named by the start its paths share', () => {
    expect(files.shards.map((s) => [s.prefix, s.routes, s.docs])).toEqual([
      ['/site/docs/a/', 3, 2],
      ['/site/docs/b/', 3, 3],
      ['/site/docs/lone/page', 1, 1],
    ]);
  });

  test("the docs plugin's global data keeps each version's main doc and the docs of no shard; the rest go with their shard", () => {
    const data = JSON.parse(readFileSync(files.globalData, 'utf8')) as {'docusaurus-plugin-content-docs': {default: {versions: {docs: {id: string}[]}[]}}};
    expect(data['docusaurus-plugin-content-docs'].default.versions[0].docs.map((d) => d.id)).toEqual(['a/one']);
    expect(readFileSync(files.shards[1].file, 'utf8')).toContain('export const docs = [{"plugin":"default","version":"current","docs":[{"id":"b/one"');
  });

  test("the browser's table keeps every other route and the catch-all, and loads the shards", () => {
    for (const path of ['/site/release-notes', 'ComponentCreator("*")']) expect(table).toContain(path);
    expect(table).not.toContain('/site/docs/a/one');
    expect(table).toMatch(/__shards: \[\{prefix: "\/site\/docs\/a\/", chunk: "route-shard-0", load: \(\) => import\(.*"\.\/route-shards\/shard-0\.js"\)\}/);
    expect(Object.keys(chunkNames).sort()).toEqual(['/site/docs-r01', '/site/docs-v01', '/site/release-notes-b01']);
  });

  test("the version's data keeps the sidebars of no shard; a shard takes its sidebar and its docs' entries", () => {
    const [[original, trimmed]] = [...files.versionData];
    expect(original).toBe(join(dir, 'docusaurus-plugin-content-docs/default/p/site-docs.json'));
    const data = JSON.parse(readFileSync(trimmed, 'utf8')) as {version: {docsSidebars: object; docs: object}};
    expect(Object.keys(data.version.docsSidebars)).toEqual(['other']);
    expect(data.version.docs).toEqual({});
    expect(readFileSync(files.shards[1].file, 'utf8')).toContain(
      'export const versionData = [{"plugin":"default","version":"current","sidebars":{"b":[{"type":"link","href":"/site/docs/b/one"}]},"docs":{"b/one":{"id":"b/one"},"b/two":{"id":"b/two"}}}];',
    );
  });

  test('a route makes its component when it is first read, once, not when the table loads', () => {
    let made = 0;
    const body = table.replace(/^import .*$/gm, '').replace('export default', 'return');
    const routes = new Function('ComponentCreator', body)((path: string) => ({made: ++made, path})) as Array<{path: string; component: unknown}>;
    expect(made, 'components made as the table loads').toBe(0);
    const notes = routes.find((r) => r.path === '/site/release-notes')!;
    expect(notes.component).toEqual({made: 1, path: '/site/release-notes'});
    expect(notes.component, 'read again: the same component').toEqual({made: 1, path: '/site/release-notes'});
    expect(made).toBe(1);
  });

  test('a chunk only one shard uses goes with it; a shared one (the doc component, plugin data) stays', () => {
    const shardA = readFileSync(files.shards[0].file, 'utf8');
    expect(shardA).toContain('"ca0": [() => import(');
    expect(shardA).not.toContain('"cb0"');
    expect(shardA.split('export const chunkNames')[0], "the shard's registry").not.toContain('"docItem"');
    expect(registry).toContain('"docItem"');
    expect(registry).toContain('"docsPlugin"');
    expect(registry).not.toContain('"ca0"');
    expect(registry, 'the module paths are empty in the browser').not.toContain(', "@site/');
    expect(shardA).toContain('"/site/docs/a/two-a02":{"__comp":"docItem"');
  });

  test('a routes.js of another shape stops the build, naming the internal', () => {
    const other = mkdtempSync(join(tmpdir(), 'route-shards-bad-'));
    try {
      writeFileSync(join(other, 'routes.js'), 'export default [];\n');
      expect(() => writeRouteShards(other)).toThrow(/routes\.js: .*internals\/docusaurus-codegen-routes\.ts/);
    } finally {
      rmSync(other, {recursive: true, force: true});
    }
  });
});

describe('the browser side: ensureShards', () => {
  /** A parent with one route kept and two shards, each loaded by a counted, controllable loader. */
  function tree() {
    const loads = {a: 0, b: 0};
    let failB = false;
    const shard = (name: 'a' | 'b', orders: number[]) => ({
      prefix: `/docs/${name}/`,
      chunk: `shard-${name}`,
      load: () => {
        loads[name]++;
        if (name === 'b' && failB) return Promise.reject(new Error('offline'));
        return Promise.resolve({
          docs: [{plugin: 'default', version: 'current', docs: [{id: `${name}/x`}]}],
          registry: {[`c${name}`]: name},
          chunkNames: {[`/docs/${name}/x-1`]: {content: `c${name}`}},
          routes: () => orders.map((o) => ({path: `/docs/${name}/${o}`, __order: o})),
        });
      },
    });
    const parent: ShardedRoute = {path: '/docs', routes: [{path: '/docs/lone', __order: 2}], __shards: [shard('a', [0, 3]), shard('b', [1, 4])]};
    const tables: RouteTables = {
      registry: {},
      routesChunkNames: {},
      globalData: {'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current', docs: [{id: 'main'}]}]}}},
    };
    return {routes: [{path: '/docs', routes: [parent]}] as ShardedRoute[], parent, tables, loads, setFailB: (v: boolean) => (failB = v)};
  }

  test("a path loads only its shard, once, and its routes take Docusaurus's order", async () => {
    const {routes, parent, tables, loads} = tree();
    await Promise.all([ensureShards(routes, '/docs/a/0', tables), ensureShards(routes, '/docs/a/3', tables)]);
    expect(loads).toEqual({a: 1, b: 0});
    expect(parent.routes?.map((r) => r.path)).toEqual(['/docs/a/0', '/docs/lone', '/docs/a/3']);
    expect(tables.registry).toEqual({ca: 'a'});
    await ensureShards(routes, '/docs/b/1', tables);
    expect(parent.routes?.map((r) => r.path)).toEqual(['/docs/a/0', '/docs/b/1', '/docs/lone', '/docs/a/3', '/docs/b/4']);
    expect(Object.keys(tables.routesChunkNames)).toEqual(['/docs/a/x-1', '/docs/b/x-1']);
    expect(tables.globalData, "the shards' docs are back in the docs plugin's global data").toEqual({
      'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current', docs: [{id: 'main'}, {id: 'a/x'}, {id: 'b/x'}]}]}},
    });
  });

  test("a link's prefetch learns which shards are not loaded yet (to prefetch their files only)", async () => {
    const {routes, tables, loads} = tree();
    expect(pendingShardChunks(routes, '/docs/b/1')).toEqual(['shard-b']);
    expect(pendingShardChunks(routes, '/release-notes')).toEqual([]);
    expect(loads, 'asking loads nothing').toEqual({a: 0, b: 0});
    await ensureShards(routes, '/docs/b/1', tables);
    expect(pendingShardChunks(routes, '/docs/b/4')).toEqual([]);
  });

  test('a path under no shard loads nothing; an encoded path matches its decoded start', async () => {
    const {routes, loads, tables} = tree();
    await ensureShards(routes, '/release-notes', tables);
    expect(loads).toEqual({a: 0, b: 0});
    const encoded = tree();
    encoded.parent.__shards![0].prefix = '/docs/会議/';
    await ensureShards(encoded.routes, '/docs/%E4%BC%9A%E8%AD%B0/x', encoded.tables);
    expect(encoded.loads.a).toBe(1);
  });

  test('a shard that fails to load (offline) rejects, and the next navigation tries again', async () => {
    const {routes, loads, tables, setFailB, parent} = tree();
    setFailB(true);
    await expect(ensureShards(routes, '/docs/b/1', tables)).rejects.toThrow('offline');
    setFailB(false);
    await ensureShards(routes, '/docs/b/1', tables);
    expect(loads.b).toBe(2);
    expect(parent.routes?.map((r) => r.path)).toContain('/docs/b/1');
  });
});

describe("the runtime's chunk maps (internals/rspack-runtime-chunk-maps.ts)", () => {
  // The two maps as Rspack 1.7 and Docusaurus's minimizer write them (a key of digits as a number: 1e3, hex).
  const runtime =
    'i.u=e=>"assets/js/"+e+"."+({106:"0f950905",1011:"595276f6",2000:"aaaaaaaa",1e3:"cccccccc"})[e]+".js",i.miniCssF=e=>"x",' +
    'i.gca=function(e){return e=({0xa4848a:"106","5bf1e7e5":"1011",e171316c:"2000"})[e]||e,i.p+i.u(e)},i.p="/";';

  test("a shard's chunks leave both maps, which fall back to what the loaded shards add; a renamed shard gets its new hash", async () => {
    const {runtimeWithoutChunks, shardMapsCode} = await import('../../../internals/rspack-runtime-chunk-maps.ts');
    const out = runtimeWithoutChunks(runtime, {ids: new Set(['1011']), names: new Set(['5bf1e7e5'])}, new Map([['2000', 'bbbbbbbb']]));
    expect(out).not.toContain('595276f6');
    expect(out).not.toContain('5bf1e7e5');
    const self: {__soChunks?: {h: Record<string, string>; n: Record<string, string>}} = {};
    const i = {u: (_: string) => '', gca: (_: string) => '', miniCssF: (_: string) => '', p: ''};
    new Function('i', 'self', out)(i, self);
    expect(i.u('106')).toBe('assets/js/106.0f950905.js');
    expect(i.u('2000'), 'the renamed shard').toBe('assets/js/2000.bbbbbbbb.js');
    expect(i.u('1000'), 'an id the minimizer wrote as 1e3').toBe('assets/js/1000.cccccccc.js');
    expect(i.gca('10781834'), 'a name of digits, written in hex').toBe('/assets/js/106.0f950905.js');
    expect(i.u('1011'), 'before its shard is loaded').toBe('assets/js/1011.undefined.js');
    new Function('self', shardMapsCode({1011: '595276f6'}, {'5bf1e7e5': '1011'}))(self);
    expect(i.u('1011'), 'after its shard is loaded').toBe('assets/js/1011.595276f6.js');
    expect(i.gca('5bf1e7e5')).toBe('/assets/js/1011.595276f6.js');
  });

  test('a runtime of another shape stops the build', async () => {
    const {runtimeWithoutChunks} = await import('../../../internals/rspack-runtime-chunk-maps.ts');
    expect(() => runtimeWithoutChunks('i.u=function(e){return e+".js"}', {ids: new Set(), names: new Set()}, new Map())).toThrow(
      /chunk file map was found 0 times.*internals\/rspack-runtime-chunk-maps\.ts/,
    );
  });
});

describe("the browser side: the version's data (src/theme/DocVersionRoot)", () => {
  test("a loaded shard's sidebar and docs are put back; the same object until another shard of the version comes", async () => {
    const version = {pluginId: 'x', version: 'current', docsSidebars: {kept: []}, docs: {}};
    expect(withShardVersionData(version), 'no shard loaded: as it is').toBe(version);
    const load = (sidebar: string) => () =>
      Promise.resolve({
        registry: {},
        chunkNames: {},
        routes: () => [],
        versionData: [{plugin: 'x', version: 'current', sidebars: {[sidebar]: [sidebar]}, docs: {[sidebar]: {id: sidebar}}}],
      });
    const parent: ShardedRoute = {
      routes: [],
      __shards: [
        {prefix: '/d/a/', load: load('a')},
        {prefix: '/d/b/', load: load('b')},
      ],
    };
    const tables: RouteTables = {registry: {}, routesChunkNames: {}};
    await ensureShards([parent], '/d/a/1', tables);
    const first = withShardVersionData(version);
    expect(first.docsSidebars).toEqual({kept: [], a: ['a']});
    expect(withShardVersionData(version), 'the same object while nothing changed').toBe(first);
    await ensureShards([parent], '/d/b/1', tables);
    expect(withShardVersionData(version).docsSidebars).toEqual({kept: [], a: ['a'], b: ['b']});
    expect(withShardVersionData({...version, pluginId: 'other'}).docsSidebars, 'another plugin').toEqual({kept: []});
  });
});
