import {writeFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {processPlan} from '../../config/build-plan.ts';

/**
 * `BUNDLE_STATS=1`: writes the browser bundle's chunks and their modules (sizes before minification) to
 * `.bundle-stats/<locale>.json`, for a maintainer to read what each chunk holds (CONTRIBUTING.md). Off by default: it
 * costs build time.
 * Ours because Docusaurus's --bundle-analyzer needs webpack's analyzer and opens a server.
 */
/** The part of the bundler's statistics object this plugin reads. */
type Stats = {toJson(options: Record<string, unknown>): unknown};
type Compiler = {hooks: {done: {tap(name: string, fn: (stats: Stats) => void): void}}};

export default function bundleStatsPlugin(context: LoadContext): Plugin | null {
  if (!processPlan().bundleStats) return null;
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  chunks: true,
                  chunkModules: true,
                  chunkModulesSpace: 1e6,
                  dependentModules: true,
                  orphanModules: true,
                  nestedModules: true,
                  nestedModulesSpace: 1e6,
                  ids: true,
                });
                const dir = join(context.siteDir, '.bundle-stats');
                mkdirSync(dir, {recursive: true});
                writeFileSync(join(dir, `${context.i18n.currentLocale}.json`), JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
