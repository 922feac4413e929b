import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {BlogContent, BlogPostMetadata, PluginOptions} from '@docusaurus/plugin-content-blog';
import {listItemsOf} from '../../../internals/docusaurus-blog-list-routes.ts';
import {isOff} from '../plugins-off.ts';

/**
 * The blog plugin (release notes), with list pages that load one small data file instead of ten posts.
 * A list page (the release-notes list, its pages, a tag's pages) gives each listed post as its own script: the
 * post's compiled opening text with its metadata, about 1.1 KB gzip each, ten per page. The list shows only each
 * release's title, date, tags and summary (src/components/ReleaseListItem), so here the list's `items` become one
 * JSON file per list page: each post's metadata in the `{content: {metadata, frontMatter, assets, toc}}` shape the
 * theme's list page and structured data read (src/theme/BlogPostItems renders them without post text).
 * Post pages, feeds and search are unchanged. Ours because the blog plugin has no option for list data. The routes it
 * rewrites: internals/docusaurus-blog-list-routes.ts.
 */
async function leanReleaseListsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = await pluginContentBlog(context, options);
  if (isOff('lean-release-lists')) return plugin;
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      const bySource = new Map<string, BlogPostMetadata>(args.content.blogPosts.map((p) => [p.metadata.source, p.metadata]));
      const pending: Promise<void>[] = [];
      let lists = 0;
      const addRoute = (route: RouteConfig) => {
        const items = listItemsOf(route);
        if (!items) return args.actions.addRoute(route);
        lists++;
        const data = items.map(({content}) => {
          const metadata = bySource.get(content.path);
          if (!metadata) throw new Error(`lean-release-lists: no post for ${content.path} on ${route.path}`);
          // prevItem/nextItem belong to the post page; nothing on a list reads them.
          const {prevItem: _prev, nextItem: _next, ...listed} = metadata;
          return {content: {metadata: listed, frontMatter: metadata.frontMatter, assets: {}, toc: []}};
        });
        pending.push(
          args.actions
            .createData(`list-items-${route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`, JSON.stringify(data))
            .then((file) => args.actions.addRoute({...route, modules: {...route.modules, items: file}})),
        );
        return undefined;
      };
      await contentLoaded.call(plugin, {...args, actions: {...args.actions, addRoute}});
      await Promise.all(pending);
      if (lists === 0 && args.content.blogPosts.length > 0) {
        throw new Error('lean-release-lists: no list page was found; check internals/docusaurus-blog-list-routes.ts against the blog plugin version');
      }
    },
  };
}

// Docusaurus reads the options' validation from the function of a plugin given as a function.
export default Object.assign(leanReleaseListsPlugin, {validateOptions}) as unknown as PluginModule;
