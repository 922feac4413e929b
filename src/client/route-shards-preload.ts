/**
 * Docusaurus's `preload(pathname)`, which the page waits for before its first render and before each navigation,
 * with the route shards of the path loaded first (./route-shards.ts). plugins/page-weight/route-shards/ puts this
 * module in place of Docusaurus's `./preload` in the browser bundle, and gives Docusaurus's own module the name
 * imported here; what it relies on, and the guard: internals/docusaurus-codegen-routes.ts.
 */
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import globalData from '@generated/globalData';
import docusaurusPreload from '@docusaurus-preload';
import {ensureShards, type RouteTables, type ShardedRoute} from './route-shards.ts';

const ROUTE_TABLES = {registry, routesChunkNames, globalData} as unknown as RouteTables;

export default function preload(pathname: string): Promise<unknown> {
  return ensureShards(routes as unknown as ShardedRoute[], pathname, ROUTE_TABLES).then(() => docusaurusPreload(pathname));
}
