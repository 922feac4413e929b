/**
 * Internal: Docusaurus's prefetching of a linked page's chunks. @docusaurus/core (3.10, `lib/client/docusaurus.js`)
 * asks the bundler runtime's `__webpack_require__.gca(chunkName)` (added by its `ChunkAssetPlugin`) for each chunk's
 * URL, and skips a chunk that the bundler merged into another because that URL then holds "undefined" (no content
 * hash for it).
 *
 * Used by src/client/skip-merged-chunks.ts (a client module), with plugins/page-weight/lean-route-tables/: chunk
 * files there are named by id and content hash (the runtime maps ids to hashes), so such a URL may look valid and would 404. A name that maps to no chunk
 * id comes back in the URL as the file's own name (ids are numbers of at most five digits, names eight hex digits):
 * `skipMergedChunks` answers `undefined` for it, which Docusaurus skips. Breaks: prefetching asks for files that do
 * not exist (404s in the console, tests/browser/page-weight.spec.ts).
 *
 * Also used by src/client/idle-prefetch.ts to prefetch a route shard's chunk by its name (`prefetchChunk`).
 *
 * Browser code: no Node.js imports; the guard reads node_modules through the probe it is given.
 */
import type {Guard} from './guard.ts';

type ChunkAssetUrl = (name: string) => string | undefined;
declare const __webpack_require__: {gca?: ChunkAssetUrl};

/** Wraps the runtime's `gca` so that a chunk name with no chunk of its own gets no URL. */
export function skipMergedChunks(): void {
  if (typeof __webpack_require__ === 'undefined' || !__webpack_require__.gca) return;
  const chunkAssetUrl = __webpack_require__.gca;
  __webpack_require__.gca = (name) => {
    const url = chunkAssetUrl(name);
    return url && url.includes(`/${name}.`) ? undefined : url;
  };
}

/** Prefetches a chunk by its name (`<link rel="prefetch">`, once): its URL from the runtime's `gca`. */
const prefetched = new Set<string>();
export function prefetchChunk(name: string): void {
  if (prefetched.has(name) || typeof document === 'undefined' || typeof __webpack_require__ === 'undefined' || !__webpack_require__.gca) return;
  prefetched.add(name);
  const url = __webpack_require__.gca(name);
  if (!url || url.includes('undefined')) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/client/docusaurus.js', ['__webpack_require__.gca(chunkName)', "!chunkAsset.includes('undefined')"]),
  ...probe.file('@docusaurus/core', 'lib/webpack/plugins/ChunkAssetPlugin.js', ["'__webpack_require__.gca'"]),
];
