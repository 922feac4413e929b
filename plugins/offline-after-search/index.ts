/**
 * The offline plugin (@docusaurus/plugin-pwa), its service worker written once the build's search indexes are: the
 * precache lists the files of the build as they are when it is written, and the split search index's shards
 * (src/search/index-split.ts) are written by the search plugin's postBuild, which Docusaurus runs at the same time.
 * Without the wait, offline reading found the archived versions' shards and not the current one's: search offline
 * answered nothing. Why a wrapper: the plugin has no option for what its postBuild waits for. Leans on the plugin's
 * theme folders being `../lib/theme` and `../src/theme` of its module (3.10): given here as absolute folders.
 */
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import pwa from '@docusaurus/plugin-pwa';
import {whenSearchIndexesWritten} from '../search-index/written.ts';

const pwaModule = pwa as unknown as PluginModule;

const offlineAfterSearch = async function offlineAfterSearch(context: LoadContext, options: unknown): Promise<Plugin | null> {
  // The plugin sets itself up in production builds only (null otherwise: the dev server, other commands).
  const plugin = (await pwaModule(context, options as never)) as Plugin | null;
  const postBuild = plugin?.postBuild;
  if (!plugin || !postBuild) return plugin;
  // The plugin names its theme folder relative to its own module (`../lib/theme`): from here, the absolute folder.
  const packageDir = dirname(createRequire(import.meta.url).resolve('@docusaurus/plugin-pwa/package.json'));
  return {
    ...plugin,
    getThemePath: () => join(packageDir, 'lib', 'theme'),
    getTypeScriptThemePath: () => join(packageDir, 'src', 'theme'),
    async postBuild(props) {
      await whenSearchIndexesWritten();
      return postBuild.call(plugin, props);
    },
  };
} as PluginModule;
offlineAfterSearch.validateOptions = pwaModule.validateOptions;
export default offlineAfterSearch;
