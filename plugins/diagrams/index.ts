/**
 * Diagrams drawn at build time: the remark plugin for the docs instances, and the bundler rule that emits
 * each drawn SVG as a file of its own under assets/diagrams/ (the server bundle only needs its URL), and the
 * `docusaurus draw-diagrams` command that fills the diagram cache ahead of a build (predraw.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOCALE_CODES, isLocaleCode} from '../../site/locales.ts';
import {predrawDiagrams} from './predraw.ts';
import remarkPrerenderedDiagrams from './remark-prerendered-diagrams.ts';
import {closeDiagramBrowser} from './render-mermaid.ts';

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
          const unknown = asked.filter((l) => !isLocaleCode(l));
          if (unknown.length) {
            // One line, not the command's stack trace: the locale is the writer's mistake.
            console.error(`draw-diagrams: unknown locale ${unknown.join(', ')} (known: ${LOCALE_CODES.join(', ')})`);
            process.exitCode = 1;
            return;
          }
          const locales = asked.length ? asked.filter(isLocaleCode) : LOCALE_CODES;
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
