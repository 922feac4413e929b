import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {homeData} from '../../../config/home';
import {SITE_CONFIG_LOADER, siteConfigFile} from '../../../internals/docusaurus-codegen-site-config.ts';
import {isOff} from '../plugins-off.ts';

/**
 * A lighter site configuration in main.js, which every page loads:
 * - the home page's build-time data (entry points, sections, newest releases) is a data file of its own that only
 *   the home page imports (`@generated/lean-site-config/default/home.json`), not `customFields`;
 * - plugin, preset and theme options, which no browser code reads, are left out of the browser's copy
 *   (internals/docusaurus-codegen-site-config.ts; the server render keeps the whole configuration);
 * - the role names of <RequiredRoles> (data/roles.json) are those of the locale being built
 *   (./roles-for-locale.cjs).
 * Ours because Docusaurus has no option for either.
 */
const ROLES_LOADER = fileURLToPath(new URL('./roles-for-locale.cjs', import.meta.url));

export default function leanSiteConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-site-config',
    async contentLoaded({actions}) {
      await actions.createData('home.json', JSON.stringify(homeData()));
    },
    configureWebpack(_config, isServer) {
      // PLUGINS_OFF (../plugins-off.ts): home.json stays (the home page imports it); the loaders do not run.
      if (isServer || isOff('lean-site-config')) return {};
      // The loader checks the module's shape, this its name (a rule for a file that is not there never runs).
      const siteConfig = siteConfigFile(context.generatedFilesDir);
      return {
        module: {
          rules: [
            {test: siteConfig, use: [SITE_CONFIG_LOADER]},
            {
              test: join(context.siteDir, 'data', 'roles.json'),
              use: [{loader: ROLES_LOADER, options: {locale: context.i18n.currentLocale, fallback: context.i18n.defaultLocale}}],
            },
          ],
        },
      };
    },
  };
}
