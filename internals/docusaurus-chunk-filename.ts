/**
 * Internal: the name of the browser bundle's chunk files. @docusaurus/core (3.10, `lib/webpack/base.js`) sets
 * `output.chunkFilename` to `assets/js/[name].[contenthash:8].js` for a production build.
 *
 * Used by plugins/page-weight/lean-route-tables/: chunk files named by id and build hash instead, so the runtime
 * carries no name and hash per chunk (see that plugin). Breaks: a name of another shape stops the build
 * (`chunkFilenameById`), since the runtime would otherwise keep its tables.
 */
import type {Guard} from './guard.ts';

const BY_NAME = '[name].[contenthash:8]';
const BY_ID = '[id].[fullhash:8]';

/** Docusaurus's production chunk file name, with the chunk's id and the build's hash in place of its name and hash. */
export function chunkFilenameById(chunkFilename: string): string {
  if (!chunkFilename.includes(BY_NAME)) throw new Error(`lean-route-tables: unexpected output.chunkFilename ${chunkFilename}`);
  return chunkFilename.replace(BY_NAME, BY_ID);
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/webpack/base.js', [/chunkFilename: isProd\s*\? 'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/]),
];
