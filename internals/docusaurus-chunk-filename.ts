/**
 * Internal: the names of the browser bundle's script files. @docusaurus/core (3.10, `lib/webpack/base.js`) sets
 * `output.chunkFilename` and `output.filename` to `assets/js/[name].[contenthash:8].js` for a production build, and
 * (`lib/webpack/client.js`) `optimization.runtimeChunk: true`, which makes the bundler's runtime a chunk of its own
 * named `runtime~main`.
 *
 * Used by plugins/page-weight/lean-route-tables/:
 * - chunk files named by id and content hash (`assets/js/4881.1a2b3c4d.js`), not by name: the runtime then carries
 *   no chunk name, only a hash per chunk, and a chunk's URL changes only when its content does;
 * - the runtime, the one file that lists every chunk's hash, under a name without a hash (`runtime~main.js`,
 *   revalidated on every load: config/serving/headers.ts). With a hashed name, any changed chunk would change the
 *   runtime's name and with it every page that loads it.
 * Breaks: a file name of another shape, or no runtime chunk, stops the build (the plugin would otherwise name files
 * it does not know).
 */
import type {Guard} from './guard.ts';

const BY_NAME = '[name].[contenthash:8]';
const BY_ID = '[id].[contenthash:8]';
/** The bundler runtime's chunk name, as `runtimeChunk: true` names it for the `main` entry. */
export const RUNTIME_CHUNK = 'runtime~main';

/** Docusaurus's production chunk file name, with the chunk's id in place of its name. */
export function chunkFilenameById(chunkFilename: string): string {
  if (!chunkFilename.includes(BY_NAME)) throw new Error(`lean-route-tables: unexpected output.chunkFilename ${chunkFilename}`);
  return chunkFilename.replace(BY_NAME, BY_ID);
}

/**
 * Docusaurus's production entry file name as a function of the chunk: the runtime without its hash
 * (`assets/js/runtime~main.js`), every other entry (main.js) as Docusaurus names it.
 */
export function entryFilenameWithStableRuntime(filename: string): (pathData: {chunk?: {name?: string | null}}) => string {
  if (!filename.includes(BY_NAME)) throw new Error(`lean-route-tables: unexpected output.filename ${filename}`);
  const runtime = filename.replace(BY_NAME, RUNTIME_CHUNK);
  return (pathData) => (pathData.chunk?.name === RUNTIME_CHUNK ? runtime : filename);
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/webpack/base.js', [
    /chunkFilename: isProd\s*\? 'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/,
    /filename: isProd \? 'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/,
  ]),
  ...probe.file('@docusaurus/core', 'lib/webpack/client.js', ['runtimeChunk: true']),
];
