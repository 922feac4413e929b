import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPrismClientModule, PRISM_CLIENT_MODULE_PATH} from '../../../internals/docusaurus-prism-include-languages.ts';
import {isOff} from '../plugins-off.ts';

/**
 * Keeps Prism out of every page's main.js. The classic theme registers Prism's additional languages in a client
 * module, which puts Prism and the languages (about 34 KB gzip) into main.js although 19 of 110 Japanese docs have a
 * code block. In the browser bundle that client module is replaced by an empty one; the CodeBlock wrapper
 * (src/theme/CodeBlock) registers the languages in the lazy chunk that highlights. The server bundle keeps it.
 * The client module is a file of @docusaurus/theme-classic, not one of its APIs: internals/docusaurus-prism-include-languages.ts.
 */
const EMPTY_MODULE = fileURLToPath(new URL('./empty-client-module.js', import.meta.url));

export default function lazyPrismPlugin(_context: LoadContext): Plugin | null {
  if (isOff('lazy-prism')) return null;
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Were that file gone or renamed, the replacement below would match nothing and Prism would quietly be back in
      // main.js: the build stops instead.
      assertPrismClientModule();
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE_PATH, EMPTY_MODULE)]};
    },
  };
}
