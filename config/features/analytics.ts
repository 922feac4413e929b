/**
 * Page-view analytics (Google tag) with anonymized IP. It loads only when the build plan has a tracking id
 * (`GTAG_TRACKING_ID`); without one (local builds, tests) the plugin is left out and no analytics request is made.
 * The Content-Security-Policy allows the tag's origins only then (config/serving/headers.ts).
 */
import type {SiteFeature} from './feature.ts';

export const analytics: SiteFeature = (plan) => ({
  presetOptions: {gtag: plan.analyticsId ? {trackingID: plan.analyticsId, anonymizeIP: true} : undefined},
});
