import {processPlan} from '../../config/build-plan.ts';

/**
 * `PLUGINS_OFF=name,name`: a build without these page-weight plugins, to measure what each one saves (README.md
 * here: how to re-measure after a Docusaurus upgrade). A maintainer's tool: never set for a build that is deployed.
 * Each plugin reads it itself and then steps aside: a wrapper returns the plugin it wraps unchanged, the others
 * return no plugin (or, for those whose data files a page imports, write those files and change nothing else, so the
 * build still succeeds). An unknown name stops the build, so that a typo never measures the wrong thing.
 */
export const PAGE_WEIGHT_PLUGINS = [
  'lean-docs-plugin',
  'lean-release-lists',
  'lean-route-tables',
  'route-shards',
  'lean-site-config',
  'split-translations',
  'lazy-prism',
  'dedupe-api-libraries',
  'openapi-theme',
] as const;

export type PageWeightPlugin = (typeof PAGE_WEIGHT_PLUGINS)[number];

const off = new Set(processPlan().pluginsOff);
const unknown = [...off].filter((name) => !(PAGE_WEIGHT_PLUGINS as readonly string[]).includes(name));
if (unknown.length) {
  throw new Error(`PLUGINS_OFF: unknown plugin ${unknown.join(', ')} (known: ${PAGE_WEIGHT_PLUGINS.join(', ')})`);
}
if (off.size) console.warn(`[page-weight] PLUGINS_OFF: building without ${[...off].join(', ')} (a measurement build, not for deployment)`);

/** Whether PLUGINS_OFF turns this plugin off for this build. */
export function isOff(name: PageWeightPlugin): boolean {
  return off.has(name);
}
