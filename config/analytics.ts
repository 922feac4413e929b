/**
 * Page-view analytics (Google tag) with anonymized IP. It loads only when a tracking id is configured through
 * `GTAG_TRACKING_ID`; without one (local builds, tests) the plugin is left out and no analytics request is made.
 */
export function gtagOptions(): {trackingID: string; anonymizeIP: boolean} | undefined {
  const trackingID = process.env.GTAG_TRACKING_ID?.trim();
  return trackingID ? {trackingID, anonymizeIP: true} : undefined;
}
