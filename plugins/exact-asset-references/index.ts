/**
 * Asset references left exactly as written: the bundler's `optimization.realContentHash` is turned off.
 *
 * Why: with it on (Rspack's default for production builds), Rspack names each file by a provisional hash, hashes the
 * final bytes, and then replaces every occurrence of each provisional hash in every emitted file by plain string
 * search (web-infra-dev/rspack#8474, webpack/webpack#14058). Anything in a page that happens to contain one of those
 * 8-hex strings is rewritten too. On this site that hit a diagram: its file is assets/diagrams/<20-hex key>.svg, the
 * middle 8 characters of the key equalled a chunk's provisional hash in one CI build, and the Chinese player-console
 * page then pointed to a file that did not exist (a broken image). Diagram keys, search-index names and the UUIDs in
 * the API examples are all hex, so the risk is site-wide.
 *
 * Without it, each file name still carries a hash of its content as Rspack renders it (before minification), so a
 * changed file still gets a new URL; only the final bytes are no longer hashed a second time. Ours because this is a
 * one-line bundler option with no Docusaurus setting of its own.
 */
import type {Plugin} from '@docusaurus/types';

export default function exactAssetReferencesPlugin(): Plugin {
  return {
    name: 'exact-asset-references',
    configureWebpack() {
      return {optimization: {realContentHash: false}};
    },
  };
}
