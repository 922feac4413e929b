/**
 * Lighter pages (plugins/page-weight/, README.md there): the code highlighter loaded when a code block needs it, the
 * API libraries bundled once, route tables and translations split by page, the docs' routes in a chunk per sidebar, the site configuration without what the
 * browser never reads; and the bundle statistics that measure them (plugins/bundle-stats, BUNDLE_STATS=1).
 * Prefetching skips the chunks merged into others (src/client/skip-merged-chunks.ts, with lean-route-tables); the
 * code highlighter's gate is src/client/code-highlighter-gate.ts.
 */
import bundleStatsPlugin from '../../plugins/bundle-stats/index.ts';
import dedupeApiLibrariesPlugin from '../../plugins/page-weight/dedupe-api-libraries/index.ts';
import lazyPrismPlugin from '../../plugins/page-weight/lazy-prism/index.ts';
import leanRouteTablesPlugin from '../../plugins/page-weight/lean-route-tables/index.ts';
import leanSiteConfigPlugin from '../../plugins/page-weight/lean-site-config/index.ts';
import routeShardsPlugin from '../../plugins/page-weight/route-shards/index.ts';
import splitTranslationsPlugin from '../../plugins/page-weight/split-translations/index.ts';
import type {SiteFeature} from './feature.ts';

export const pageWeight: SiteFeature = () => ({
  plugins: {
    'lazy-prism': lazyPrismPlugin,
    'dedupe-api-libraries': dedupeApiLibrariesPlugin,
    'lean-route-tables': leanRouteTablesPlugin,
    'route-shards': routeShardsPlugin,
    'split-translations': splitTranslationsPlugin,
    'lean-site-config': leanSiteConfigPlugin,
    'bundle-stats': bundleStatsPlugin,
  },
  clientModules: ['./src/client/skip-merged-chunks.ts', './src/client/code-highlighter-gate.ts', './src/client/idle-prefetch.ts'],
});
