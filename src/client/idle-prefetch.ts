/**
 * A client module: links prefetch their pages while the browser is idle, not in the first second after load, when
 * Docusaurus's prefetch of every link in view took more main thread than anything else the site adds to a bare
 * Docusaurus page. The internal it wraps, and why: internals/docusaurus-link-prefetch.ts.
 */
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import globalData from '@generated/globalData';
import {prefetchWhenIdle} from '../../internals/docusaurus-link-prefetch.ts';
import {prefetchChunk} from '../../internals/rspack-chunk-prefetch.ts';
import {ensureShards, pendingShardChunks, type RouteTables, type ShardedRoute} from './route-shards.ts';

const tables = {registry, routesChunkNames, globalData} as unknown as RouteTables;
const table = routes as unknown as ShardedRoute[];

/**
 * Before a link's prefetch: when its page is in a route shard not loaded yet (plugins/page-weight/route-shards/),
 * the shard's file is prefetched and the page's own prefetch skipped (a rejection); pointing at the link (preload)
 * or following it loads the shard and the page. Otherwise Docusaurus's prefetch runs as before.
 */
function beforePrefetch(path: string): Promise<void> {
  const pending = pendingShardChunks(table, path);
  if (!pending.length) return ensureShards(table, path, tables);
  pending.forEach(prefetchChunk);
  return Promise.reject(new Error('route shard not loaded yet'));
}

if (typeof window !== 'undefined') prefetchWhenIdle(window as unknown as Parameters<typeof prefetchWhenIdle>[0], beforePrefetch);
