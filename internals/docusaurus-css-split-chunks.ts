/**
 * Internal: the browser bundle's one CSS file. @docusaurus/core (3.10, `lib/webpack/base.js`) puts every stylesheet
 * into one chunk with `optimization.splitChunks.cacheGroups.styles` (`type: 'css/mini-extract'`, enforced).
 *
 * Used by plugins/page-weight/openapi-theme/: it narrows that group's `test` and adds a group of its own for the API
 * stylesheet. Breaks: when the group is renamed or made otherwise, the API stylesheet goes back into the site's one
 * CSS file (27 KB more render-blocking CSS on every page); the plugin's postBuild then finds no `api-styles` chunk and
 * stops the build.
 */
import type {Guard} from './guard.ts';

/** The CSS module type of that group (Rspack's CssExtractRspackPlugin, as in mini-css-extract-plugin). */
export const CSS_MODULE_TYPE = 'css/mini-extract';

type CacheGroups = Record<string, unknown>;
type SplitChunks = {cacheGroups?: CacheGroups} | false | undefined;

/** The bundler config's cache groups when they hold the styles group Docusaurus makes; undefined otherwise. */
export function styleCacheGroups(config: {optimization?: {splitChunks?: SplitChunks}}): (CacheGroups & {styles: {test?: unknown}}) | undefined {
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks && typeof splitChunks === 'object' ? splitChunks.cacheGroups : undefined;
  return groups && typeof groups.styles === 'object' && groups.styles !== null ? (groups as CacheGroups & {styles: {test?: unknown}}) : undefined;
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/webpack/base.js', [/styles: \{\s*name: 'styles',\s*type: 'css\/mini-extract'/]),
];
