/**
 * Diagrams drawn at build time into SVG files (plugins/diagrams/), not by Mermaid in the reader's browser: the plugin
 * emits each drawn SVG as a file of its own and adds the `draw-diagrams` command (tools/build-all.ts draws ahead of
 * the builds with it); the docs instances run its remark plugin (./docs.ts, config/api.ts).
 */
import prerenderedDiagramsPlugin from '../../plugins/diagrams/index.ts';
import type {SiteFeature} from './feature.ts';

export const diagrams: SiteFeature = () => ({plugins: {diagrams: prerenderedDiagramsPlugin}});
