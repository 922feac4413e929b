/**
 * Diagrams drawn at build time (issue 17): the remark plugin for the docs instances, and the bundler rule that emits
 * each drawn SVG as a file of its own under assets/diagrams/ (the server bundle only needs its URL).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import remarkPrerenderedDiagrams from './remark-prerendered-diagrams';
import {closeDiagramBrowser} from './render-mermaid';

export {remarkPrerenderedDiagrams};

export default function prerenderedDiagramsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'prerendered-diagrams',
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
