/**
 * Diagrams drawn at build time (issue 17): the remark plugin for the docs instances, and the bundler rule that emits
 * each drawn SVG as a file of its own under assets/diagrams/ (the server bundle only needs its URL), and the
 * `docusaurus draw-diagrams` command that fills the diagram cache ahead of a build (predraw.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {i18n, type SiteLocale} from '../../config/locales';
import {predrawDiagrams} from './predraw';
import remarkPrerenderedDiagrams from './remark-prerendered-diagrams';
import {closeDiagramBrowser} from './render-mermaid';

export {remarkPrerenderedDiagrams};

export default function prerenderedDiagramsPlugin(context: LoadContext): Plugin {
  return {
    name: 'prerendered-diagrams',
    extendCli(cli) {
      cli
        .command('draw-diagrams [locales...]')
        .description("Draw the diagrams of these locales' docs (all locales if none) into the diagram cache")
        .option('--lower-priority-after-first', 'draw the locales after the first at the lowest CPU priority')
        .action(async (asked: string[], options: {lowerPriorityAfterFirst?: boolean}) => {
          const locales = (asked.length ? asked : i18n.locales) as SiteLocale[];
          const unknown = locales.filter((l) => !i18n.locales.includes(l));
          if (unknown.length) throw new Error(`draw-diagrams: unknown locale ${unknown.join(', ')} (known: ${i18n.locales.join(', ')})`);
          // One line per locale as soon as it is drawn: tools/build-all.ts starts a locale's build on it.
          await predrawDiagrams(context.siteDir, locales, {
            lowerPriorityAfterFirst: options.lowerPriorityAfterFirst,
            onLocale: ({locale, diagrams, failed, seconds}) =>
              console.log(
                `[diagrams] ${locale}: ${diagrams} diagrams in the cache in ${seconds.toFixed(1)} s` +
                  (failed ? `; ${failed} could not be drawn (the build names them)` : ''),
              ),
          });
        });
    },
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [
            {
              test: /\.diagram$/,
              type: 'asset/resource',
              // The file name is the cache key (source and drawing settings), so a changed diagram gets a new URL.
              generator: {filename: 'assets/diagrams/[name].svg', emit: !isServer},
            },
          ],
        },
      };
    },
    async postBuild() {
      await closeDiagramBrowser();
    },
  };
}
