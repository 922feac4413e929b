import type {LoadContext, Plugin} from '@docusaurus/types';
import {isOff} from '../plugins-off';

/**
 * Minified JavaScript keeps Japanese and Chinese text as UTF-8 instead of `\uXXXX` escapes.
 * Docusaurus's SWC minimizer writes ASCII only (`format.ascii_only`), so every kana, kanji and hanzi in a chunk (the
 * UI strings in main.js, the sidebars in the docs version data, each page's own text) costs six bytes instead of
 * three, and compresses worse. nginx sends scripts with `charset=utf-8` (deploy/nginx/help-http.conf), and pages
 * are UTF-8, so the browser decodes them correctly. Ours because Docusaurus exposes no option for it: the client
 * bundle's SWC minimizer is replaced by the same one with the same options except that one; the CSS minimizer stays.
 */
export default function minifyUtf8Plugin(_context: LoadContext): Plugin | null {
  if (isOff('minify-utf8')) return null;
  return {
    name: 'minify-utf8',
    configureWebpack(config, isServer, {currentBundler}) {
      // The dev server does not minify: nothing to replace there.
      if (isServer || currentBundler.name !== 'rspack' || config.mode !== 'production') return {};
      const rspack = currentBundler.instance as unknown as typeof import('@rspack/core');
      const minimizers = config.optimization?.minimizer ?? [];
      const swc = minimizers.find((m) => m?.constructor?.name === 'SwcJsMinimizerRspackPlugin') as
        | {_args?: [{minimizerOptions?: {format?: Record<string, unknown>}}]}
        | undefined;
      const options = swc?._args?.[0];
      if (!swc || !options?.minimizerOptions?.format) {
        throw new Error('minify-utf8: the SWC minimizer of Docusaurus was not found; check this plugin against the Docusaurus version');
      }
      // Typed as webpack's plugin instance: Docusaurus types the configuration with webpack's types.
      const utf8 = new rspack.SwcJsMinimizerRspackPlugin({
        ...options,
        minimizerOptions: {...options.minimizerOptions, format: {...options.minimizerOptions.format, ascii_only: false}},
      }) as unknown as (typeof minimizers)[number];
      return {
        mergeStrategy: {'optimization.minimizer': 'replace'},
        optimization: {minimizer: minimizers.map((m) => (m === swc ? utf8 : m))},
      };
    },
  };
}
