/**
 * The browser's half of plugins/page-weight/route-shards/: the doc routes of each sidebar come in a chunk of their
 * own ("shard"), and a route that holds shards lists, for each, the start of its pages' paths and its loader.
 * `ensureShards(routes, path)` loads every shard whose start the path has (once; concurrent callers share the load),
 * merges its registry entries and chunk names into Docusaurus's, and puts its routes back in their parent in the
 * order Docusaurus wrote them. Called before a page renders (src/client/route-shards-preload.ts) and before a link's
 * prefetch (src/client/idle-prefetch.ts). Where the build made no shard (the dev server), it finds none and returns.
 */

type ShardModule = {
  registry: Record<string, unknown>;
  chunkNames: Record<string, unknown>;
  routes: () => ShardedRoute[];
  /** The docs plugin's global data entries of the shard's docs, per plugin instance and version. */
  docs?: Array<{plugin: string; version: string; docs: unknown[]}>;
  /** The shard's sidebar and its docs' entries in the version's data (the `version` prop of DocVersionRoot). */
  versionData?: Array<{plugin: string; version: string; sidebars: Record<string, unknown>; docs: Record<string, unknown>}>;
};

/** The loaded shards' version data, per docs plugin and version. */
const versionStore = new Map<string, {sidebars: Record<string, unknown>; docs: Record<string, unknown>; count: number}>();
const storeKey = (plugin: string, version: string) => `${plugin}\u0000${version}`;
type VersionProp = {pluginId: string; version: string; docsSidebars: Record<string, unknown>; docs: Record<string, unknown>};
const merged = new WeakMap<object, {count: number; value: VersionProp}>();

/**
 * A version's data with the sidebars and docs of the loaded shards put back (src/theme/DocVersionRoot). The same
 * object while no shard of the version was added, so that the context it feeds does not change.
 */
export function withShardVersionData<T extends VersionProp>(version: T): T {
  const stored = version && versionStore.get(storeKey(version.pluginId, version.version));
  if (!stored) return version;
  const cached = merged.get(version);
  if (cached?.count === stored.count) return cached.value as T;
  const value = {...version, docsSidebars: {...version.docsSidebars, ...stored.sidebars}, docs: {...version.docs, ...stored.docs}};
  merged.set(version, {count: stored.count, value});
  return value;
}
type DocsGlobalData = Record<string, {versions?: Array<{name: string; docs: unknown[]}>}>;
type Shard = {prefix: string; chunk?: string; load: () => Promise<ShardModule>; installed?: Promise<void>; done?: boolean};
export type ShardedRoute = {path?: string | string[]; routes?: ShardedRoute[]; __shards?: Shard[]; __order?: number};
/**
 * Docusaurus's registry, chunk names and global data (`@generated/registry`, `@generated/routesChunkNames`,
 * `@generated/globalData`), which shards add to.
 */
export type RouteTables = {registry: Record<string, unknown>; routesChunkNames: Record<string, unknown>; globalData?: Record<string, unknown>};

function install(parent: ShardedRoute, shard: Shard, {registry, routesChunkNames, globalData}: RouteTables): Promise<void> {
  shard.installed ??= shard
    .load()
    // A task of its own for putting the shard in place (and what follows it: the page's components, hydration), so
    // that the shard's evaluation and the first render do not make one long task together.
    .then((module) => new Promise<ShardModule>((resolve) => setTimeout(() => resolve(module), 0)))
    .then((module) => {
      Object.assign(registry, module.registry);
      Object.assign(routesChunkNames, module.chunkNames);
      const docsPlugin = globalData?.['docusaurus-plugin-content-docs'] as DocsGlobalData | undefined;
      for (const {plugin, version, docs} of module.docs ?? []) docsPlugin?.[plugin]?.versions?.find((v) => v.name === version)?.docs.push(...docs);
      for (const {plugin, version, sidebars, docs} of module.versionData ?? []) {
        const key = storeKey(plugin, version);
        const entry = versionStore.get(key) ?? {sidebars: {}, docs: {}, count: 0};
        Object.assign(entry.sidebars, sidebars);
        Object.assign(entry.docs, docs);
        entry.count++;
        versionStore.set(key, entry);
      }
      const children = parent.routes ?? (parent.routes = []);
      children.push(...module.routes());
      children.sort((a, b) => (a.__order ?? 0) - (b.__order ?? 0));
      shard.done = true;
    })
    .catch((error: unknown) => {
      // Let a later navigation try again (offline now, online then); this one fails as a chunk that does not load.
      shard.installed = undefined;
      throw error;
    });
  return shard.installed;
}

/** The shards that may hold `pathname` (or its decoded form), each with the route that holds it. */
function shardsOf(routes: readonly ShardedRoute[], pathname: string): Array<{parent: ShardedRoute; shard: Shard}> {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: match the path as it is (Docusaurus's preload throws on it later, as before).
  }
  const found: Array<{parent: ShardedRoute; shard: Shard}> = [];
  const walk = (list: readonly ShardedRoute[]) => {
    for (const route of list) {
      for (const shard of route.__shards ?? []) if (pathname.startsWith(shard.prefix) || decoded.startsWith(shard.prefix)) found.push({parent: route, shard});
      if (route.routes) walk(route.routes);
    }
  };
  walk(routes);
  return found;
}

/** Loads and installs the shards that may hold `pathname`. */
export function ensureShards(routes: readonly ShardedRoute[], pathname: string, tables: RouteTables): Promise<void> {
  const waits = shardsOf(routes, pathname).map(({parent, shard}) => install(parent, shard, tables));
  return waits.length ? Promise.all(waits).then(() => undefined) : Promise.resolve();
}

/**
 * The chunk names of the shards that may hold `pathname` and are not installed yet. A link's prefetch in idle time
 * fetches them (`<link rel="prefetch">`, no script run) instead of loading them: a page's links to other sections
 * then cost it no main thread, and the shard is in the cache when the reader goes there.
 */
export function pendingShardChunks(routes: readonly ShardedRoute[], pathname: string): string[] {
  return shardsOf(routes, pathname).flatMap(({shard}) => (shard.done || !shard.chunk ? [] : [shard.chunk]));
}
