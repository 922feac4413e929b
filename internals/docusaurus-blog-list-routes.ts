/**
 * Internal: the list pages of @docusaurus/plugin-content-blog (3.10, `lib/routes.js`). A list route (the list, its
 * pages, a tag's pages) gives each listed post as a module of its own: `modules.items` is
 * `[{content: {__import: true, path: <post source>, query: {truncated: true}}}]`.
 *
 * Used by plugins/page-weight/lean-release-lists/: each list's `items` become one JSON data file of the posts'
 * metadata. Breaks: a build with posts and no list of that shape stops (the plugin's check), so the list pages
 * never quietly load every post again.
 */
import type {Guard} from './guard.ts';

/** One listed post, as a list route's `modules.items` holds it. */
export type ListItemModule = {content: {__import: true; path: string; query?: Record<string, unknown>}};

/** A route's listed posts when it is a list page; undefined for any other route. */
export function listItemsOf(route: {modules?: Record<string, unknown>}): ListItemModule[] | undefined {
  const items = route.modules?.items;
  return Array.isArray(items) && items.length > 0 ? (items as ListItemModule[]) : undefined;
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/plugin-content-blog', '3.10'),
  ...probe.file('@docusaurus/plugin-content-blog', 'lib/routes.js', [
    'items: blogPostItemsModule(',
    /content: \{\s*__import: true,\s*path: getBlogPostById\(id\)\.metadata\.source/,
  ]),
];
