import type {LoadContext, Plugin} from '@docusaurus/types';
import {chunkFilenameById} from '../../../internals/docusaurus-chunk-filename.ts';
import {REGISTRY_LOADER, registryFile} from '../../../internals/docusaurus-codegen-registry.ts';
import {isOff} from '../plugins-off.ts';

/**
 * Smaller route tables in the browser bundle. Every page loads the whole site's route tables before its first
 * render (main.js and the runtime), and this site has about 450 routes and 900 script chunks per locale against 20
 * and 40 in a bare template:
 * - chunk files are named by chunk id and build hash (`assets/js/4881.<build hash>.js`) instead of chunk name and
 *   content hash, so the runtime no longer carries a name and a hash for each chunk (5 KB gzip for the Japanese
 *   site; the name-to-id map that Docusaurus's prefetching needs stays). The trade: after a deploy, a returning
 *   reader downloads the chunks of a page again even when they did not change (about 40 KB for a doc page);
 *   main.js, the largest file, changes with every content change anyway. URLs still change whenever the content
 *   does, so they stay cacheable for a year, and a page left open across a deploy reloads on a missing chunk.
 *   Docusaurus's prefetching then needs src/client/skip-merged-chunks.ts (internals/rspack-chunk-prefetch.ts);
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
      // The loader checks the registry's entries; this, that the registry is still that file.
      const registry = registryFile(context.generatedFilesDir);
      return {output: {chunkFilename}, module: {rules: [{test: registry, use: [REGISTRY_LOADER]}]}};
    },
  };
}
