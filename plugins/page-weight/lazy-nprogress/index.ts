import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isOff} from '../plugins-off';

/**
 * The classic theme's route progress bar loads only when a navigation is slow (src/client/lazy-nprogress.ts): in
 * the browser bundle the theme's client module is replaced by that one. The server bundle keeps the theme's own.
 * Ours because the theme has no option to load it lazily.
 */
export default function lazyNprogressPlugin(context: LoadContext): Plugin | null {
  if (isOff('lazy-nprogress')) return null;
  const replacement = join(context.siteDir, 'src/client/lazy-nprogress.ts');
  return {
    name: 'lazy-nprogress',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/, replacement),
        ],
      };
    },
  };
}
