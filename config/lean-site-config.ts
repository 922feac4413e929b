import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {homeData} from './home';

/**
 * A lighter site configuration in main.js, which every page loads:
 * - the home page's build-time data (entry points, sections, newest releases) is a data file of its own that only
 *   the home page imports (`@generated/lean-site-config/default/home.json`), not `customFields`;
 * - plugin, preset and theme options, which no browser code reads, are left out of the browser's copy
 *   (config/loaders/site-config-for-browser.cjs; the server render keeps the whole configuration);
 * - the role names of <RequiredRoles> (data/roles.json) are those of the locale being built
 *   (config/loaders/roles-for-locale.cjs).
 * Ours because Docusaurus has no option for either.
 */
export default function leanSiteConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-site-config',
    async contentLoaded({actions}) {
      await actions.createData('home.json', JSON.stringify(homeData()));
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: join(context.generatedFilesDir, 'docusaurus.config.mjs'),
              use: [join(context.siteDir, 'config/loaders/site-config-for-browser.cjs')],
            },
            {
              test: join(context.siteDir, 'data', 'roles.json'),
              use: [{loader: join(context.siteDir, 'config/loaders/roles-for-locale.cjs'), options: {locale: context.i18n.currentLocale}}],
            },
          ],
        },
      };
    },
  };
}
