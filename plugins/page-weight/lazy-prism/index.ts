import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isOff} from '../plugins-off';

/**
 * Keeps Prism out of every page's main.js. The classic theme registers Prism's additional languages in a client
 * module, which puts Prism and the languages (about 34 KB gzip) into main.js although 19 of 110 Japanese docs have a
 * code block. In the browser bundle that client module is replaced by an empty one; the CodeBlock wrapper
 * (src/theme/CodeBlock) registers the languages in the lazy chunk that highlights. The server bundle keeps it.
 */
/** The theme's client module emptied here: a file of @docusaurus/theme-classic (3.10), not one of its APIs. */
export const THEME_CLIENT_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages.js';

export default function lazyPrismPlugin(_context: LoadContext): Plugin | null {
  if (isOff('lazy-prism')) return null;
  const emptyModule = join(__dirname, 'empty-client-module.js');
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Guard: were that file gone or renamed, the replacement below would match nothing and Prism would quietly be
      // back in main.js.
      try {
        require.resolve(THEME_CLIENT_MODULE);
      } catch {
        throw new Error(`lazy-prism: ${THEME_CLIENT_MODULE} not found; check this plugin against the Docusaurus version`);
      }
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, emptyModule),
        ],
      };
    },
  };
}
