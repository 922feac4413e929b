/** The sitemap of each locale (archived docs versions are noindex and stay out of it: config/docs-versions.ts). */
import type {SiteFeature} from './feature.ts';

export const sitemap: SiteFeature = () => ({presetOptions: {sitemap: {changefreq: 'weekly', priority: 0.5}}});
