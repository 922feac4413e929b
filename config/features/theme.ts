/**
 * The site's styles and its print styles, the print helper that opens every <details> before the browser prints
 * (src/print/), and Escape closing a navbar menu opened by hover (src/client/dismiss-menus.ts).
 */
import type {SiteFeature} from './feature.ts';

export const theme: SiteFeature = () => ({
  presetOptions: {theme: {customCss: ['./src/css/custom.css', './src/css/print.css']}},
  clientModules: ['./src/print/before-print.ts', './src/client/dismiss-menus.ts'],
});
