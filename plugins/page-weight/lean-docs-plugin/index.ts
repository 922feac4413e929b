import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';
import {globalDataOf, versionPropOf, type SidebarItem} from '../../../internals/docusaurus-docs-plugin-data.ts';
import {isOff} from '../plugins-off.ts';

/**
 * The docs plugin, with a lighter version data module. Every doc page loads its version's data (all sidebars, and
 * `docs`: each doc's id, title, description and sidebar). Only the theme's DocCard reads `docs` beyond its ids (the
 * description of a card in a category index or `<DocCardList>`; a card's title is its sidebar label), and this site
 * has neither, yet titles and descriptions were most of that module (the Japanese one: 10.9 of 14 KB gzip, on every
 * doc page). They are left out of the browser data; the pages keep theirs (title, meta description, search). Add
 * `description` back (KEEP below) if a generated index or DocCardList comes. Ours because the docs plugin has no
 * option for it; it wraps the plugin and changes only the version data of its routes (the rest is the plugin's own).
 * Also left out: each doc's sidebar name there (read by nothing), and `unlisted: false` on sidebar links (the theme
 * reads a missing `unlisted` as false).
 */
const KEEP = ['id'] as const;

function withoutUnlistedFalse(items: SidebarItem[]): SidebarItem[] {
  return items.map(({unlisted, items: children, ...item}) => ({
    ...item,
    ...(unlisted ? {unlisted} : {}),
    ...(children ? {items: withoutUnlistedFalse(children)} : {}),
  }));
}

type Route = Parameters<Parameters<Plugin['contentLoaded'] & {}>[0]['actions']['addRoute']>[0];

/** The version data goes to the browser as the `version` prop of each version's route. */
function leanRoute(route: Route, count: {n: number}): Route {
  const version = versionPropOf(route);
  const props = version
    ? {
        ...route.props,
        version: {
          ...version,
          docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars ?? {}).map(([name, items]) => [name, withoutUnlistedFalse(items)])),
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, doc]) => [id, Object.fromEntries(KEEP.filter((k) => k in doc).map((k) => [k, doc[k]]))]),
          ),
        },
      }
    : route.props;
  if (version) count.n++;
  return {...route, props, routes: route.routes?.map((r) => leanRoute(r, count))};
}

async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  if (isOff('lean-docs-plugin')) return plugin;
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      const count = {n: 0};
      const addRoute: typeof args.actions.addRoute = (route) => args.actions.addRoute(leanRoute(route, count));
      await contentLoaded.call(plugin, {...args, actions: {...args.actions, addRoute}});
      if (count.n === 0) {
        throw new Error('lean-docs-plugin: no route carried the version data; check internals/docusaurus-docs-plugin-data.ts against the docs plugin version');
      }
    },
  };
}
// Docusaurus reads the options' validation from the function of a plugin given as a function.
export default Object.assign(leanDocsPlugin, {validateOptions}) as unknown as PluginModule;

/**
 * The API reference's docs instance (config/api.ts): the docs plugin with its global data, which main.js carries to
 * every page of the site, without the list of its docs (102 operation pages and the overview: about 13 KB raw, 2 KB
 * gzip). The browser reads that list only to match navbar doc items and the docs version dropdown to a doc; neither
 * exists for this instance (its navbar link is a plain path, it has one version). Versions, paths and sidebars stay.
 */
async function docsPluginWithoutGlobalDocList(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  if (isOff('lean-docs-plugin')) return plugin;
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      const setGlobalData: typeof args.actions.setGlobalData = (data) => {
        const global = globalDataOf(data, 'lean-docs-plugin');
        args.actions.setGlobalData({...global, versions: global.versions.map((version) => ({...version, docs: []}))});
      };
      await contentLoaded.call(plugin, {...args, actions: {...args.actions, setGlobalData}});
    },
  };
}
export const docsWithoutGlobalDocList = Object.assign(docsPluginWithoutGlobalDocList, {validateOptions}) as unknown as PluginModule;
