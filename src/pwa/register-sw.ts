/**
 * Service-worker registration for offline reading, given to @docusaurus/plugin-pwa as `swRegister`.
 *
 * Why our own module instead of the plugin's registerSw.js:
 * - the plugin's module registers a service worker for every reader (in a mode that caches nothing) and loads
 *   workbox-window on every page; a reader who never asks for offline reading should get neither;
 * - it decides offline mode anew on every page load, so a reader who opened one page with `?offlineMode=true` got a
 *   non-caching service worker on the next page without the query, which also dropped the precache.
 * Here the opt-in (the plugin's strategies: app installed, standalone window, `?offlineMode=true`) is remembered per
 * locale in localStorage; `?offlineMode=false` turns it off and removes this locale's service worker and cache.
 * The rest is the plugin's: its sw.js and precache, and its reload popup when a new version of the docs is waiting.
 * This file is in every page's main bundle: keep it small, and import everything else lazily.
 * The plugin's internals it uses (its reload popup, its constants, the precache's name): internals/plugin-pwa-service-worker.ts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadReloadPopup, precacheName} from '../../internals/plugin-pwa-service-worker.ts';
import {FEEDBACK_FLUSH_MESSAGE} from '../feedback/messages.ts';

// Constants that @docusaurus/plugin-pwa's bundler plugin replaces at build time (EnvironmentPlugin), not variables
// read at run time: site/environment.ts does not list them.
const SW_URL = process.env.PWA_SERVICE_WORKER_URL as string;
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as string[];
const DEBUG = Boolean(process.env.PWA_DEBUG);
/** The locale's folder (`/help/jp/`): its service worker's scope. */
const SCOPE = SW_URL.slice(0, SW_URL.lastIndexOf('/') + 1);
/** localStorage key of the opt-in, one per locale (each locale has its own precache of several MB). */
export const OFFLINE_MODE_KEY = `docusaurus.pwa.offlineMode:${SCOPE}`;

function remember(on: boolean): void {
  try {
    if (on) localStorage.setItem(OFFLINE_MODE_KEY, 'true');
    else localStorage.removeItem(OFFLINE_MODE_KEY);
  } catch {
    // Storage blocked: offline mode lasts for this page only.
  }
}

function remembered(): boolean {
  try {
    return localStorage.getItem(OFFLINE_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The query string, or the installed app's window, asks for offline mode on this load. */
function requested(): 'on' | 'off' | undefined {
  const query = new URLSearchParams(window.location.search).get('offlineMode');
  if (STRATEGIES.includes('queryString') && (query === 'true' || query === 'false')) return query === 'true' ? 'on' : 'off';
  if (STRATEGIES.includes('standalone') && window.matchMedia('(display-mode: standalone)').matches) return 'on';
  return undefined;
}

async function turnOff(): Promise<void> {
  remember(false);
  const scope = new URL(SCOPE, window.location.href).href;
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  if (registration?.scope === scope) await registration.unregister();
  // The worker keeps serving this page from its cache until the page is left: reload first (this code runs again,
  // finds no worker) and delete the cache (Workbox names it after the scope) once nothing is served from it.
  if (navigator.serviceWorker.controller?.scriptURL.startsWith(scope)) window.location.reload();
  else await caches.delete(precacheName(scope));
}

async function register(): Promise<void> {
  const {Workbox} = await import('workbox-window');
  const params = encodeURIComponent(JSON.stringify({offlineMode: true, debug: DEBUG}));
  const wb = new Workbox(`${SW_URL}?params=${params}`, {scope: SCOPE});
  let shown = false;
  // A new build's service worker has installed (precached the new docs) and waits: offer a reload.
  const offerReload = async () => {
    if (shown) return;
    shown = true;
    const {renderReloadPopup} = await loadReloadPopup();
    await renderReloadPopup({
      onReload() {
        wb.addEventListener('controlling', () => window.location.reload());
        void wb.messageSW({type: 'SKIP_WAITING'});
      },
    });
  };
  wb.addEventListener('waiting', () => void offerReload());
  // Back online: the worker sends the feedback answers it queued while offline (src/feedback/sw-queue.js).
  window.addEventListener('online', () => void wb.messageSW({type: FEEDBACK_FLUSH_MESSAGE}).catch(() => undefined));
  const registration = await wb.register();
  if (registration?.waiting && registration.active) await offerReload();
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const request = requested();
  if (request === 'off') {
    turnOff().catch((e: unknown) => console.warn('offline mode: could not turn off', e));
  } else if (request === 'on' || remembered()) {
    remember(true);
    register().catch((e: unknown) => console.warn('offline mode: registration failed', e));
  }
  if (STRATEGIES.includes('appInstalled')) {
    // Installing the app turns offline mode on.
    window.addEventListener('appinstalled', () => {
      if (remembered()) return;
      remember(true);
      register().catch((e: unknown) => console.warn('offline mode: registration failed', e));
    });
  }
}
