/**
 * Offline reading (config/pwa.ts): the service worker with its precache, and the web app manifest
 * (plugins/web-manifest/). The current build's service worker precaches the archived pages copied in
 * (./versions.ts), so an archived version's own build has none.
 */
import webManifestPlugin from '../../plugins/web-manifest/index.ts';
import {pwaPlugin} from '../pwa.ts';
import type {SiteFeature} from './feature.ts';

export const offline: SiteFeature = (plan) => ({
  plugins: plan.archiveBuild ? {} : {pwa: pwaPlugin(plan.feedbackEndpoint !== undefined), 'web-manifest': webManifestPlugin},
});
