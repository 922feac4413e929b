/**
 * Internal: @docusaurus/plugin-pwa (3.10) beyond its `swRegister` option.
 * - Its reload popup, `lib/renderReloadPopup.js` (`renderReloadPopup({onReload})`), which its own registration
 *   module loads when a new service worker waits.
 * - The constants its bundler plugin sets for the registration module (`process.env.PWA_SERVICE_WORKER_URL`,
 *   `PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES`, `PWA_DEBUG`, `lib/index.js`), replaced at build time.
 * - The cache its service worker precaches into: Workbox's (workbox-core 7, `_private/cacheNames.js`)
 *   `workbox-precache-v2-<scope>`.
 *
 * Used by src/pwa/register-sw.ts, the site's own registration module (offline reading only for a reader who asks
 * for it). Breaks: a moved popup stops the build (a missing import); a renamed constant leaves the service worker
 * unregistered; another cache name leaves a locale's precache behind when offline mode is turned off
 * (tests/browser/offline.spec.ts).
 *
 * Browser code: no Node.js imports; the guard reads node_modules through the probe it is given.
 */
import type {Guard} from './guard.ts';

/** The plugin's reload popup, loaded when it is needed. */
export const loadReloadPopup = () => import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js');

/** The precache of the service worker of a scope (an absolute URL). */
export const precacheName = (scope: string): string => `workbox-precache-v2-${scope}`;

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/plugin-pwa', '3.10'),
  ...probe.file('@docusaurus/plugin-pwa', 'lib/renderReloadPopup.js', ['export function renderReloadPopup(props)']),
  // plugins/offline-after-search/ gives the plugin's theme folders as absolute paths: these two.
  ...probe.file('@docusaurus/plugin-pwa', 'lib/index.js', ["return '../lib/theme';", "return '../src/theme';"]),
  ...probe.file('@docusaurus/plugin-pwa', 'lib/index.js', [
    'EnvironmentPlugin({',
    'PWA_DEBUG:',
    'PWA_SERVICE_WORKER_URL:',
    'PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES:',
  ]),
  ...probe.version('@docusaurus/plugin-pwa>workbox-precaching>workbox-core', '7'),
  ...probe.file('@docusaurus/plugin-pwa>workbox-precaching>workbox-core', '_private/cacheNames.js', [
    "precache: 'precache-v2'",
    "prefix: 'workbox'",
    'registration.scope',
  ]),
];
