/**
 * The theme's route progress bar (nprogress, at the top of the window while the next page loads), loaded only when a
 * navigation is slow enough to show it. Replaces the classic theme's client module in the browser bundle
 * (plugins/page-weight/lazy-nprogress/); same behaviour: the bar appears when the next page takes more than 200 ms, and
 * finishes when it is there. Most navigations (prefetched pages) never load it: about 2 KB gzip less on every page.
 */
import type {ClientModule} from '@docusaurus/types';

type NProgress = (typeof import('nprogress'))['default'];
const DELAY_MS = 200;
let loaded: Promise<NProgress> | undefined;
let navigation = 0;
let shown = false;

function load(): Promise<NProgress> {
  loaded ??= Promise.all([import('nprogress'), import('@docusaurus/theme-classic/lib/nprogress.css')]).then(([m]) => {
    const nprogress = m.default;
    nprogress.configure({showSpinner: false});
    return nprogress;
  });
  return loaded;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const current = ++navigation;
    const timer = window.setTimeout(() => {
      void load().then((nprogress) => {
        // Still the same navigation, not finished yet.
        if (current === navigation && !shown) {
          shown = true;
          nprogress.start();
        }
      });
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    navigation++;
    if (shown) {
      shown = false;
      void loaded?.then((nprogress) => nprogress.done());
    }
  },
};

export default clientModule;
