import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  CORE_CLIENT_DIR,
  ORIGINAL_PRELOAD,
  ORIGINAL_PRELOAD_ALIAS,
  PRELOAD_REQUEST,
  readRegistry,
  readRouteChunkNames,
  readRoutes,
  routeKey,
  type CodegenRoute,
} from '../../../internals/docusaurus-codegen-routes.ts';
import {globalDataOf, type GlobalVersion} from '../../../internals/docusaurus-docs-plugin-data.ts';
import {hashOfChunkFile, runtimeWithoutChunks, shardMapsCode} from '../../../internals/rspack-runtime-chunk-maps.ts';
import {processPlan} from '../../../config/build-plan.ts';
import {createHash} from 'node:crypto';
import {isOff} from '../plugins-off.ts';

/**
 * The docs' routes out of main.js. Docusaurus puts every route of the site in the first script of every page (the
 * route table, each route's chunk names, the registry of chunk loaders: Docusaurus #7256), so each page a writer adds
 * makes every other page heavier: with five times today's docs, a doc page's first-load JavaScript grew by 29 KB gzip
 * in main.js alone. Here each sidebar's doc routes (and the registry entries and chunk names only they use) move to a
 * chunk of their own, a "shard"; the route that holds them keeps only, per shard, the start its pages' paths share and
 * a loader; the docs plugin's list of docs in the site's global data leaves them too (all but each version's main
 * doc), and so do its sidebar and its docs' entries in the version's data (every doc page loads it). Before a page renders (first load, navigation, a link's preload or prefetch), the shards whose start the
 * path has are loaded and put back in place (src/client/route-shards.ts), so React Router matches and renders exactly
 * what the server rendered. The server bundle keeps the whole table.
 *
 * Ours because Docusaurus has no option for it. The internals it relies on (the generated files' shape, and
 * `./preload`, which it replaces in the browser bundle by src/client/route-shards-preload.ts):
 * internals/docusaurus-codegen-routes.ts. The browser bundle reads the rewritten files through a loader that hands
 * their text in place of the generated one (internals/docusaurus-generated-file-replacement.cjs).
 */

/** Where the rewritten tables and the shards are written, inside the generated files' folder. */
const SHARDS_DIR = 'route-shards';
/**
 * Every sidebar gets its shard, even of one page (the iOS app's): a page left in the table would be paid for by every
 * page, and a request for a small shard costs less than that as the site grows.
 */
const MIN_ROUTES = 1;

const REPLACEMENT_LOADER = fileURLToPath(new URL('../../../internals/docusaurus-generated-file-replacement.cjs', import.meta.url));
const PRELOAD_MODULE = fileURLToPath(new URL('../../../src/client/route-shards-preload.ts', import.meta.url));

type Shard = {id: number; parent: CodegenRoute; ancestors: CodegenRoute[]; sidebar: string; routes: CodegenRoute[]; prefix: string};

const commonPrefix = (paths: string[]): string =>
  paths.reduce((prefix, p) => {
    let i = 0;
    while (i < prefix.length && i < p.length && prefix[i] === p[i]) i++;
    return prefix.slice(0, i);
  });

/** Every chunk name in a route's (nested) chunk names. */
function chunkNamesIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) chunkNamesIn(v, into);
  return into;
}

/** Finds the shards: per parent route, its children that are doc routes of one sidebar. */
function findShards(routes: CodegenRoute[]): Shard[] {
  const shards: Shard[] = [];
  const walk = (list: CodegenRoute[], ancestors: CodegenRoute[]) => {
    for (const route of list) {
      if (!route.routes) continue;
      const bySidebar = new Map<string, CodegenRoute[]>();
      for (const child of route.routes) {
        if (typeof child.sidebar === 'string' && child.exact && !child.routes) bySidebar.set(child.sidebar, [...(bySidebar.get(child.sidebar) ?? []), child]);
      }
      for (const [sidebar, members] of bySidebar) {
        if (members.length < MIN_ROUTES) continue;
        shards.push({id: shards.length, parent: route, ancestors, sidebar, routes: members, prefix: commonPrefix(members.map((m) => m.path))});
      }
      walk(route.routes, [...ancestors, route]);
    }
  };
  walk(routes, []);
  return shards;
}

const str = (s: string) => JSON.stringify(s);
const component = (c: CodegenRoute['component']) =>
  c.hash === undefined ? `ComponentCreator(${str(c.path)})` : `ComponentCreator(${str(c.path)}, ${str(c.hash)})`;

/** A route as JavaScript: its attributes as Docusaurus writes them, its children, and the shards it loads. */
function printRoute(route: CodegenRoute, shardsOf: Map<CodegenRoute, Shard[]>, moved: Set<CodegenRoute>, order: Map<CodegenRoute, number>): string {
  // The component is made when React Router first reads it (the route matched), not for every route when the table
  // loads: Docusaurus's ComponentCreator builds a loadable component per call, 60 ms at 4x slowdown for a shard of
  // 54 pages, on the way to the first render. The getter then puts the component in its place.
  const parts = [
    `path: ${str(route.path)}`,
    `get component() { const c = ${component(route.component)}; Object.defineProperty(this, "component", {value: c, enumerable: true}); return c; }`,
  ];
  for (const [key, value] of Object.entries(route)) {
    if (key === 'path' || key === 'component' || key === 'routes') continue;
    parts.push(`${key}: ${JSON.stringify(value)}`);
  }
  if (order.has(route)) parts.push(`__order: ${order.get(route)}`);
  if (route.routes) {
    const kept = route.routes.filter((r) => !moved.has(r));
    parts.push(`routes: [${kept.map((r) => printRoute(r, shardsOf, moved, order)).join(',\n')}]`);
  }
  const shards = shardsOf.get(route);
  if (shards)
    parts.push(
      `__shards: [${shards.map((s) => `{prefix: ${str(s.prefix)}, chunk: "route-shard-${s.id}", load: () => import(/* webpackChunkName: "route-shard-${s.id}" */ "./${SHARDS_DIR}/shard-${s.id}.js")}`).join(', ')}]`,
    );
  return `{${parts.join(', ')}}`;
}

/** A docs version's data module (`props.version`), as the docs plugin writes it for the version's route. */
type VersionData = {version: {pluginId: string; version: string; docs?: Record<string, unknown>; docsSidebars?: Record<string, unknown>}};
type ShardVersionData = {plugin: string; version: string; sidebars: Record<string, unknown>; docs: Record<string, unknown>};

/**
 * Every doc page loads its version's data: every sidebar of the version and an entry per doc. A shard's sidebar and
 * its docs' entries go with it; the theme puts them back (src/theme/DocVersionRoot, a wrapper). The module is found
 * by the nearest route above the shard whose chunk names have `__props` pointing at the docs plugin's data.
 */
function moveVersionData(
  generatedFilesDir: string,
  shards: Shard[],
  chunkNames: Record<string, unknown>,
  registry: Map<string, string>,
  idOfPath: Map<string, string>,
): {byShard: Map<number, ShardVersionData[]>; files: Map<string, string>} {
  const modules = new Map<string, VersionData>();
  const byShard = new Map<number, ShardVersionData[]>();
  for (const shard of shards) {
    const owner = [...shard.ancestors].reverse().find((a) => {
      const props = (chunkNames[routeKey(a)] as Record<string, unknown> | undefined)?.__props;
      return typeof props === 'string' && /"@generated\/docusaurus-plugin-content-docs\/[^"]+\.json"/.test(registry.get(props) ?? '');
    });
    if (!owner) continue;
    const props = (chunkNames[routeKey(owner)] as Record<string, string>).__props;
    const modulePath = /"@generated\/(docusaurus-plugin-content-docs\/[^"]+\.json)"/.exec(registry.get(props)!)![1];
    const file = join(generatedFilesDir, modulePath);
    if (!modules.has(file)) modules.set(file, JSON.parse(readFileSync(file, 'utf8')) as VersionData);
    const {version} = modules.get(file)!;
    if (!version?.docsSidebars || !(shard.sidebar in version.docsSidebars)) continue;
    const moved: ShardVersionData = {
      plugin: version.pluginId,
      version: version.version,
      sidebars: {[shard.sidebar]: version.docsSidebars[shard.sidebar]},
      docs: {},
    };
    delete version.docsSidebars[shard.sidebar];
    for (const r of shard.routes) {
      const id = idOfPath.get(r.path);
      if (id !== undefined && version.docs && id in version.docs) {
        moved.docs[id] = version.docs[id];
        delete version.docs[id];
      }
    }
    byShard.set(shard.id, [...(byShard.get(shard.id) ?? []), moved]);
  }
  const files = new Map<string, string>();
  let n = 0;
  for (const [file, data] of modules) {
    const trimmed = join(generatedFilesDir, SHARDS_DIR, `version-${n++}.json`);
    writeFileSync(trimmed, JSON.stringify(data));
    files.set(file, trimmed);
  }
  return {byShard, files};
}

/** The registry's module paths are read by the server render only: empty in the browser (as lean-route-tables does). */
const withoutModulePath = (entry: string) => entry.replace(/\), "[^"]*", require\.resolveWeak\(/, '), "", require.resolveWeak(');

export type ShardFiles = {
  routes: string;
  registry: string;
  chunkNames: string;
  globalData: string;
  /** Each docs version's data module → the same without the shards' sidebars and docs. */
  versionData: Map<string, string>;
  shards: Array<{file: string; prefix: string; routes: number; docs: number}>;
};

/** The docs plugin's key in the site's global data. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
type ShardDocs = {plugin: string; version: string; docs: GlobalVersion['docs']};

/**
 * The docs plugin's global data lists every doc of every version (id, path, sidebar) for the theme: the active doc
 * of a page, the same doc in another version (version dropdown), a version's main doc (navbar). A doc of a shard
 * goes with it (it is there before its page renders); a version's main doc stays, for the navbar on every page.
 */
function moveDocs(globalData: Record<string, unknown>, shardOfPath: Map<string, number>): Map<number, ShardDocs[]> {
  const moved = new Map<number, ShardDocs[]>();
  const instances = (globalData[DOCS_PLUGIN] ?? {}) as Record<string, unknown>;
  for (const [plugin, data] of Object.entries(instances)) {
    for (const version of globalDataOf(data, 'route-shards').versions) {
      const kept: GlobalVersion['docs'] = [];
      for (const doc of version.docs) {
        const shard = doc.id === version.mainDocId ? undefined : shardOfPath.get(doc.path);
        if (shard === undefined) {
          kept.push(doc);
          continue;
        }
        const list = moved.get(shard) ?? [];
        let entry = list.find((e) => e.plugin === plugin && e.version === version.name);
        if (!entry) list.push((entry = {plugin, version: version.name, docs: []}));
        entry.docs.push(doc);
        moved.set(shard, list);
      }
      version.docs = kept;
    }
  }
  return moved;
}

/** Writes the browser's route table, registry and chunk names without the shards' part, and one module per shard. */
export function writeRouteShards(generatedFilesDir: string): ShardFiles {
  const routes = readRoutes(generatedFilesDir);
  const chunkNames = readRouteChunkNames(generatedFilesDir);
  const registry = readRegistry(generatedFilesDir);
  const shards = findShards(routes);
  const moved = new Set(shards.flatMap((s) => s.routes));
  const globalDataFile = join(generatedFilesDir, 'globalData.json');
  const globalData = JSON.parse(readFileSync(globalDataFile, 'utf8')) as Record<string, unknown>;
  const idOfPath = new Map<string, string>();
  for (const data of Object.values((globalData[DOCS_PLUGIN] ?? {}) as Record<string, unknown>))
    for (const v of globalDataOf(data, 'route-shards').versions) for (const d of v.docs) idOfPath.set(d.path, d.id);
  const docsOf = moveDocs(globalData, new Map(shards.flatMap((s) => s.routes.map((r) => [r.path, s.id] as const))));
  // Each child of a parent with shards keeps its place: shards are put back in the order Docusaurus wrote.
  const order = new Map<CodegenRoute, number>();
  for (const parent of new Set(shards.map((s) => s.parent))) parent.routes!.forEach((r, i) => order.set(r, i));
  // Chunk names used by the routes of one shard only go with it; the others (shared components, plugin data) stay.
  const users = new Map<string, Set<number | 'table'>>();
  const shardOf = new Map<CodegenRoute, Shard>(shards.flatMap((s) => s.routes.map((r) => [r, s] as const)));
  const note = (list: CodegenRoute[]) => {
    for (const r of list) {
      if (r.component.hash !== undefined)
        for (const name of chunkNamesIn(chunkNames[routeKey(r)])) {
          const set = users.get(name) ?? new Set();
          set.add(shardOf.get(r)?.id ?? 'table');
          users.set(name, set);
        }
      if (r.routes) note(r.routes);
    }
  };
  note(routes);
  const ownedBy = (name: string): number | undefined => {
    const set = users.get(name);
    if (!set || set.size !== 1) return undefined;
    const [only] = set;
    return typeof only === 'number' ? only : undefined;
  };

  const dir = join(generatedFilesDir, SHARDS_DIR);
  mkdirSync(dir, {recursive: true});
  const versionData = moveVersionData(generatedFilesDir, shards, chunkNames, registry, idOfPath);
  const files: ShardFiles['shards'] = [];
  for (const shard of shards) {
    const names = [...new Set(shard.routes.flatMap((r) => chunkNamesIn(chunkNames[routeKey(r)])))].filter((n) => ownedBy(n) === shard.id);
    const text = [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      `/** The routes of sidebar ${str(shard.sidebar)} under ${str(shard.prefix)} (plugins/page-weight/route-shards/). */`,
      `export const registry = {\n${names.map((n) => `  ${str(n)}: ${withoutModulePath(registry.get(n) ?? '')},`).join('\n')}\n};`,
      `export const chunkNames = ${JSON.stringify(Object.fromEntries(shard.routes.map((r) => [routeKey(r), chunkNames[routeKey(r)]])))};`,
      `export const routes = () => [${shard.routes.map((r) => printRoute(r, new Map(), new Set(), order)).join(',\n')}];`,
      `export const docs = ${JSON.stringify(docsOf.get(shard.id) ?? [])};`,
      `export const versionData = ${JSON.stringify(versionData.byShard.get(shard.id) ?? [])};`,
      '',
    ].join('\n');
    for (const n of names) if (!registry.get(n)) throw new Error(`route-shards: chunk ${n} of ${shard.sidebar} is not in registry.js`);
    const file = join(dir, `shard-${shard.id}.js`);
    writeFileSync(file, text);
    files.push({file, prefix: shard.prefix, routes: shard.routes.length, docs: (docsOf.get(shard.id) ?? []).reduce((n, e) => n + e.docs.length, 0)});
  }

  const shardsOf = new Map<CodegenRoute, Shard[]>();
  for (const s of shards) shardsOf.set(s.parent, [...(shardsOf.get(s.parent) ?? []), s]);
  const routesFile = join(dir, 'routes.js');
  writeFileSync(
    routesFile,
    [
      "import React from 'react';",
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      '',
      `export default [${routes.map((r) => printRoute(r, shardsOf, moved, order)).join(',\n')}];`,
      '',
    ].join('\n'),
  );
  const registryFile = join(dir, 'registry.js');
  const keptEntries = [...registry].filter(([name]) => ownedBy(name) === undefined);
  writeFileSync(registryFile, `export default {\n${keptEntries.map(([n, e]) => `  ${str(n)}: ${withoutModulePath(e)},`).join('\n')}\n};\n`);
  const chunkNamesFile = join(dir, 'routesChunkNames.json');
  const movedKeys = new Set([...moved].map(routeKey));
  writeFileSync(chunkNamesFile, JSON.stringify(Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !movedKeys.has(key)))));
  const trimmedGlobalData = join(dir, 'globalData.json');
  writeFileSync(trimmedGlobalData, JSON.stringify(globalData));
  return {routes: routesFile, registry: registryFile, chunkNames: chunkNamesFile, globalData: trimmedGlobalData, versionData: versionData.files, shards: files};
}

/** The parts of Rspack's compilation the runtime rewrite reads (its JavaScript API, @rspack/core 1.7). */
type RspackChunk = {id?: string; name?: string; files: ReadonlySet<string>};
type RspackChunkGroup = {name?: string; chunks: RspackChunk[]; childrenIterable: RspackChunkGroup[]};
type RspackSource = {source(): string | Buffer};
type RspackCompilation = {
  chunkGroups: readonly RspackChunkGroup[];
  entrypoints: ReadonlyMap<string, RspackChunkGroup & {getRuntimeChunk(): RspackChunk}>;
  getAsset(name: string): {source: RspackSource} | undefined;
  updateAsset(name: string, source: RspackSource): void;
  renameAsset(name: string, newName: string): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
};
type RspackCompiler = {hooks: {thisCompilation: {tap(name: string, fn: (compilation: RspackCompilation) => void): void}}};
type Bundler = {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER: number}; sources: {RawSource: new (text: string) => RspackSource}};

const SHARD_GROUP = /^route-shard-\d+$/;
const groupKey = (g: RspackChunkGroup) => `${g.name ?? ''}|${g.chunks.map((c) => c.id).join(',')}`;

/**
 * The runtime lists every script chunk twice (file hash, and name for the prefetch): with five times the docs, 9.5 KB
 * gzip more on every page. After the content hashes are final, the chunks that only one shard loads (its pages'
 * content) leave the runtime's maps for the end of the shard's file, which is renamed by its new content (the
 * runtime's entry for it follows). The internal: internals/rspack-runtime-chunk-maps.ts.
 */
class ShardChunkMapsPlugin {
  private readonly bundler: Bundler;
  constructor(bundler: Bundler) {
    this.bundler = bundler;
  }
  apply(compiler: RspackCompiler) {
    const {Compilation, sources} = this.bundler;
    compiler.hooks.thisCompilation.tap('route-shards', (compilation) => {
      compilation.hooks.processAssets.tap({name: 'route-shards', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER}, () => {
        const shardGroups = compilation.chunkGroups.filter((g) => SHARD_GROUP.test(g.name ?? ''));
        if (!shardGroups.length) return;
        const isShard = new Set(shardGroups.map(groupKey));
        /** The chunks a group loads, with its descendants' (not through another shard: those are that shard's). */
        const reach = (start: RspackChunkGroup, into: Map<string, RspackChunk>, seen = new Set<string>()) => {
          const stack = [start];
          while (stack.length) {
            const g = stack.pop()!;
            if (seen.has(groupKey(g))) continue;
            seen.add(groupKey(g));
            for (const c of g.chunks) if (c.id !== undefined) into.set(c.id, c);
            for (const child of g.childrenIterable) if (!isShard.has(groupKey(child))) stack.push(child);
          }
          return into;
        };
        const core = new Map<string, RspackChunk>();
        for (const entry of compilation.entrypoints.values()) reach(entry, core);
        for (const g of shardGroups) for (const c of g.chunks) if (c.id !== undefined) core.set(c.id, c);
        const reachedBy = new Map<string, Set<string>>();
        const perShard = shardGroups.map((g) => {
          const chunks = reach(g, new Map());
          for (const id of chunks.keys()) reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(groupKey(g)));
          return {group: g, chunks};
        });
        const leaveIds = new Set<string>();
        const leaveNames = new Set<string>();
        const renamed = new Map<string, string>();
        for (const {group, chunks} of perShard) {
          const own = [...chunks.values()].filter((c) => !core.has(c.id!) && reachedBy.get(c.id!)?.size === 1);
          const hashes: Record<string, string> = {};
          const names: Record<string, string> = {};
          for (const c of own) {
            const file = [...c.files].find((f) => f.endsWith('.js'));
            if (!file) continue;
            hashes[c.id!] = hashOfChunkFile(c.id!, file);
            leaveIds.add(c.id!);
            if (c.name) {
              names[c.name] = c.id!;
              leaveNames.add(c.name);
            }
          }
          const shard = group.chunks[0];
          const file = [...shard.files].find((f) => f.endsWith('.js'));
          const asset = file && compilation.getAsset(file);
          if (!file || !asset) throw new Error(`route-shards: the file of ${group.name} was not emitted`);
          const text = String(asset.source.source()) + shardMapsCode(hashes, names);
          const hash = createHash('sha256').update(text).digest('hex').slice(0, hashOfChunkFile(shard.id!, file).length);
          const newFile = file.replace(/\.[0-9a-f]+\.js$/, `.${hash}.js`);
          compilation.updateAsset(file, new sources.RawSource(text));
          compilation.renameAsset(file, newFile);
          renamed.set(shard.id!, hash);
        }
        const runtimeFile = [...(compilation.entrypoints.get('main')?.getRuntimeChunk().files ?? [])].find((f) => f.endsWith('.js'));
        const runtime = runtimeFile && compilation.getAsset(runtimeFile);
        if (!runtimeFile || !runtime) throw new Error('route-shards: no runtime file for the entry "main"');
        compilation.updateAsset(
          runtimeFile,
          new sources.RawSource(runtimeWithoutChunks(String(runtime.source.source()), {ids: leaveIds, names: leaveNames}, renamed)),
        );
      });
    });
  }
}

export default function routeShardsPlugin(context: LoadContext): Plugin | null {
  if (isOff('route-shards')) return null;
  return {
    name: 'route-shards',
    configureWebpack(config, isServer, utils) {
      // The server renders every page from the whole table; the dev server builds routes as they change.
      if (isServer || config.mode !== 'production') return {};
      const files = writeRouteShards(context.generatedFilesDir);
      const replace = (name: string, file: string) => ({test: join(context.generatedFilesDir, name), use: [{loader: REPLACEMENT_LOADER, options: {file}}]});
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // An archived version's own build keeps the maps whole: its runtime is named by a hash computed before them. The
      // maps' rewrite reads file names as lean-route-tables makes them (`[id].[hash].js`): without it, no rewrite.
      const mapsPlugin = new ShardChunkMapsPlugin(utils.currentBundler.instance as unknown as Bundler);
      const maps = processPlan().archiveBuild || isOff('lean-route-tables') ? [] : [(compiler: unknown) => mapsPlugin.apply(compiler as RspackCompiler)];
      return {
        module: {
          rules: [
            replace('routes.js', files.routes),
            replace('registry.js', files.registry),
            replace('routesChunkNames.json', files.chunkNames),
            replace('globalData.json', files.globalData),
            ...[...files.versionData].map(([original, trimmed]) => ({test: original, use: [{loader: REPLACEMENT_LOADER, options: {file: trimmed}}]})),
          ],
        },
        resolve: {alias: {[ORIGINAL_PRELOAD_ALIAS]: ORIGINAL_PRELOAD}},
        plugins: [
          ...maps,
          new NormalModuleReplacementPlugin(PRELOAD_REQUEST, (data: {request: string; context?: string}) => {
            if (CORE_CLIENT_DIR.test(data.context ?? '')) data.request = PRELOAD_MODULE;
          }),
        ],
      };
    },
  };
}
