/**
 * A feature of the site (the docs, the API reference, offline reading, ...): what it adds to the Docusaurus
 * configuration for a build plan. Each feature decides for itself whether it applies to a build (an archived docs
 * version's own build makes that version's pages only: most features add nothing there). docusaurus.config.ts lists
 * the features and composes them with `composeFeatures`.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
import type {BuildPlan} from '../build-plan.ts';

/**
 * The order Docusaurus loads the plugins in. It decides the order of the site's global data and of the browser
 * bundle's modules (so the built files' bytes), and which plugin's changes to the bundler's configuration come last;
 * a feature names the place of each plugin it adds.
 */
export const PLUGIN_ORDER = [
  'docs',
  'release-notes',
  'search',
  'api-docs',
  'api-generator',
  'lazy-prism',
  'without-javascript',
  'dedupe-api-libraries',
  'pwa',
  'web-manifest',
  'content-security-policy',
  'lean-route-tables',
  'route-shards',
  'split-translations',
  'lean-site-config',
  'bundle-stats',
  'markdown-twins',
  'openapi-download',
  'diagrams',
  'exact-asset-references',
  'accessibility-report',
  'feedback',
] as const;

export type PluginPlace = (typeof PLUGIN_ORDER)[number];

export type Feature = {
  /** Its plugins, each at its place in PLUGIN_ORDER. */
  plugins?: Partial<Record<PluginPlace, PluginConfig>>;
  themes?: PluginConfig[];
  /** Modules every page loads in the browser (after the plugins' own), in the order of the features. */
  clientModules?: string[];
  /** Folders copied into the build as they are, after `static/`. */
  staticDirectories?: string[];
  /** Options of the classic preset (each feature sets its own keys). */
  presetOptions?: PresetOptions;
  /** Keys of `themeConfig` (each feature sets its own keys). */
  themeConfig?: ThemeConfig;
};

/** A feature for a build plan. */
export type SiteFeature = (plan: BuildPlan) => Feature;

export type ComposedFeatures = Required<Feature> & {plugins: PluginConfig[]};

/** The features' contributions put together: plugins in PLUGIN_ORDER, the rest in the order of the features. */
export function composeFeatures(plan: BuildPlan, features: readonly SiteFeature[]): ComposedFeatures {
  const byPlace = new Map<PluginPlace, PluginConfig>();
  const composed: ComposedFeatures = {plugins: [], themes: [], clientModules: [], staticDirectories: [], presetOptions: {}, themeConfig: {}};
  for (const feature of features) {
    const f = feature(plan);
    for (const [place, plugin] of Object.entries(f.plugins ?? {}) as Array<[PluginPlace, PluginConfig]>) {
      if (byPlace.has(place)) throw new Error(`config/features: two features add the plugin "${place}"`);
      byPlace.set(place, plugin);
    }
    composed.themes.push(...(f.themes ?? []));
    composed.clientModules.push(...(f.clientModules ?? []));
    composed.staticDirectories.push(...(f.staticDirectories ?? []));
    Object.assign(composed.presetOptions, f.presetOptions);
    Object.assign(composed.themeConfig, f.themeConfig);
  }
  composed.plugins = PLUGIN_ORDER.flatMap((place) => {
    const plugin = byPlace.get(place);
    return plugin === undefined ? [] : [plugin];
  });
  return composed;
}
