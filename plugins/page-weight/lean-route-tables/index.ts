import type {LoadContext, Plugin} from '@docusaurus/types';
import {chunkFilenameById, entryFilenameWithStableRuntime} from '../../../internals/docusaurus-chunk-filename.ts';
import {REGISTRY_LOADER, registryFile} from '../../../internals/docusaurus-codegen-registry.ts';
import {processPlan} from '../../../config/build-plan.ts';
import {isOff} from '../plugins-off.ts';

/**
 * Smaller route tables in the browser bundle. Every page loads the whole site's route tables before its first
 * render (main.js and the runtime), and this site has about 450 routes and 900 script chunks per locale against 20
 * and 40 in a bare template:
 * - chunk files are named by chunk id and content hash (`assets/js/4881.1a2b3c4d.js`) instead of chunk name and
 *   content hash, so the runtime no longer carries a name for each chunk (the name-to-id map that Docusaurus's
 *   prefetching needs stays); it still carries each chunk's hash, so that a chunk's URL changes only when its
 *   content does. Docusaurus's prefetching then needs src/client/skip-merged-chunks.ts
 *   (internals/rspack-chunk-prefetch.ts);
 * - the runtime, which lists those hashes, is named without a hash (`assets/js/runtime~main.js`, revalidated on
 *   every load: config/serving/headers.ts; an archived version's build, copied in beside, keeps a hashed one): a release that changes one page then changes that page's files, the
 *   runtime and the lists of pages (search index, service worker), not the name of every chunk and every page's
 *   HTML. Before, chunks were named by the build's hash: 3.1 KB gzip less runtime, but 366 of 527 Japanese script
 *   and style files (2.7 MB gzip) got new names in a release that changed one sentence;
 * - the registry's module paths, read only by the server render, become empty strings in the browser bundle.
 * The server bundle is unchanged. Ours because Docusaurus has no option for either. The internals it rewrites:
 * internals/docusaurus-chunk-filename.ts and internals/docusaurus-codegen-registry.ts.
 */
export default function leanRouteTablesPlugin(context: LoadContext): Plugin | null {
  if (isOff('lean-route-tables')) return null;
  return {
    name: 'lean-route-tables',
    configureWebpack(config, isServer) {
      // The dev server names chunks plainly and its page weight does not matter: nothing to change there.
      if (isServer || config.mode !== 'production') return {};
      const chunkFilename = chunkFilenameById(String(config.output?.chunkFilename ?? ''));
      // An archived version's own build keeps Docusaurus's hashed runtime name: its pages are copied in beside the
      // current ones, and two runtimes under one fixed name would overwrite each other.
      const filename = processPlan().archiveBuild ? undefined : entryFilenameWithStableRuntime(String(config.output?.filename ?? ''));
      // The loader checks the registry's entries; this, that the registry is still that file.
      const registry = registryFile(context.generatedFilesDir);
      return {output: filename ? {chunkFilename, filename} : {chunkFilename}, module: {rules: [{test: registry, use: [REGISTRY_LOADER]}]}};
    },
  };
}
