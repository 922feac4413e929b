/**
 * Internal: the two maps in the bundler runtime that name every script chunk of the site, which every page loads
 * before its first render (`assets/js/runtime~main.js`):
 * - `__webpack_require__.u`, chunk id → file (Rspack 1.7's GetChunkFilenameRuntimeModule, minified by Docusaurus's
 *   SWC minimizer): `X.u=e=>"assets/js/"+e+"."+({id:"contenthash",…})[e]+".js"` with file names
 *   `assets/js/[id].[contenthash:8].js` (plugins/page-weight/lean-route-tables/);
 * - `__webpack_require__.gca`, chunk name → id (@docusaurus/core 3.10, `lib/webpack/plugins/ChunkAssetPlugin.js`),
 *   for the prefetch: `X.gca=function(e){return e=({name:"id",…})[e]||e,X.p+X.u(e)}`. A key of digits only (an id,
 *   a name) is written by the minimizer as a number in its shortest form: `1e3` for "1000", `0xa4848a` for "10781834".
 *
 * Used by plugins/page-weight/route-shards/: the entries of the chunks that only one route shard loads leave both
 * maps and go to the end of that shard's own file, which then gets a name of its new content; the maps fall back to
 * what the loaded shards added (`self.__soChunks`). Breaks: the build stops when a map is not found once in the
 * runtime or a chunk's file is not named `[id].[hash].js` (below); the guard checks the installed packages.
 */
import type {Guard} from './guard.ts';

/** Where loaded shards put their chunks' entries: `h` id → content hash, `n` chunk name → id. */
export const SHARD_MAPS_GLOBAL = 'self.__soChunks';
const SHARD_MAPS = `(${SHARD_MAPS_GLOBAL}=${SHARD_MAPS_GLOBAL}||{h:{},n:{}})`;

const FILENAME_MAP = /\.u=(\w+)=>"assets\/js\/"\+\1\+"\."\+\((\{[^{}]*\})\)\[\1\]\+"\.js"/g;
const NAME_MAP = /\.gca=function\((\w+)\)\{return \1=\((\{[^{}]*\})\)\[\1\]\|\|\1,/g;

const fail = (what: string): never => {
  throw new Error(`route-shards: ${what}; check the runtime against internals/rspack-runtime-chunk-maps.ts and the Rspack and Docusaurus versions`);
};

/** A minified object literal's keys as the strings they stand for (`0xa4848a` → "10782858", `"a"` → "a"). */
function entriesOf(literal: string): Array<[string, string]> {
  const body = literal.slice(1, -1);
  if (!body) return [];
  return body.split(',').map((pair) => {
    const m = /^(0x[0-9a-f]+|\d+(?:e\d+)?|"[^"]*"|[A-Za-z_$][\w$]*):"([^"]*)"$/.exec(pair);
    if (!m) fail(`an entry of another shape in a chunk map: ${pair.slice(0, 80)}`);
    // A number key in whatever form is shortest (`1e3` for "1000", `0xa4848a` for "10781834") stands for its value.
    const key = /^[\d]/.test(m![1]) ? String(Number(m![1])) : m![1].replace(/^"|"$/g, '');
    return [key, m![2]];
  });
}

const literalOf = (entries: Array<[string, string]>) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;

/** The file of a chunk as the runtime names it: `assets/js/<id>.<hash>.js` → the hash. */
export function hashOfChunkFile(id: string, file: string): string {
  const m = new RegExp(`(?:^|/)${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.([0-9a-f]+)\\.js$`).exec(file);
  if (!m) fail(`chunk ${id} has the file ${file}, not assets/js/${id}.<hash>.js`);
  return m![1];
}

/**
 * The runtime without the given chunks in its two maps, each map falling back to the shards' entries; `renamed`
 * gives chunks a new hash (a shard whose file changed).
 */
export function runtimeWithoutChunks(
  runtime: string,
  leave: {ids: ReadonlySet<string>; names: ReadonlySet<string>},
  renamed: ReadonlyMap<string, string>,
): string {
  const rewrite = (pattern: RegExp, what: string, keep: (entry: [string, string]) => [string, string] | undefined, fallback: 'h' | 'n') => {
    const found = [...runtime.matchAll(pattern)];
    if (found.length !== 1) fail(`the ${what} map was found ${found.length} times in the runtime, not once`);
    const [whole, , literal] = found[0];
    const kept = entriesOf(literal)
      .map(keep)
      .filter((e): e is [string, string] => e !== undefined);
    runtime = runtime.replace(whole, whole.replace(`(${literal})`, `(Object.setPrototypeOf(${literalOf(kept)},${SHARD_MAPS}.${fallback}))`));
  };
  rewrite(FILENAME_MAP, 'chunk file', ([id, hash]) => (leave.ids.has(id) ? undefined : [id, renamed.get(id) ?? hash]), 'h');
  rewrite(NAME_MAP, 'chunk name', ([name, id]) => (leave.names.has(name) ? undefined : [name, id]), 'n');
  return runtime;
}

/** The code a shard's file ends with: its chunks' entries, added where the runtime's maps look. */
export function shardMapsCode(hashes: Record<string, string>, names: Record<string, string>): string {
  return `\n;(function(m){Object.assign(m.h,${JSON.stringify(hashes)});Object.assign(m.n,${JSON.stringify(names)})})${SHARD_MAPS};\n`;
}

export const guard: Guard = (probe) => [
  ...probe.version('@rspack/core', '1.7'),
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/webpack/plugins/ChunkAssetPlugin.js', [
    "const DocusaurusGetChunkAssetFn = '__webpack_require__.gca';",
    '[chunkId]||chunkId; return ${publicPath} + ${getChunkScriptFilename}(chunkId); };',
  ]),
];
