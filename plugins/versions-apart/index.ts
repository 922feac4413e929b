import {mkdirSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion, PluginOptions} from '@docusaurus/plugin-content-docs';
import {processPlan} from '../../config/build-plan.ts';
import {globalDataOf, loadedVersionsOf, type GlobalData, type GlobalVersion} from '../../internals/docusaurus-docs-plugin-data.ts';

/**
 * Archived docs versions built apart. Wraps the docs plugin so that a build makes the pages of its own
 * versions only (config/build-plan.ts, `builtVersions`) while the browser still knows every version:
 *
 * - The plugin loads every version (front matter and sidebars: about a second per version and locale); the content it
 *   hands on (to its own routes, the search index, the Markdown twins) is that of the built versions only.
 * - Global data (in main.js, read by the navbar, the version dropdown, the banner and the preferred version) keeps
 *   each version not built here as a stub: name, label, path, its main doc and the first page of each sidebar (what
 *   the navbar's versionless docs links need to follow a preferred version); about 0.2 KB gzip, against about 7 KB
 *   for a version's routes and doc list. An archived build also keeps the current version's doc list, for its
 *   banner's link to the same page in the current release.
 *   Docusaurus clears a preferred version (`docs-preferred-version-default`) that its global data does not list, so
 *   a stub is what keeps a reader's choice of 2.12 on the current site.
 * - Routes: each territory another build makes gets one route (`ElsewherePage`): the path of each archived version
 *   in the current build, the whole locale in an archived build. Docusaurus's link check then accepts links into
 *   them (tools/versions/check-merged-links.ts checks those links against the merged folder, anchors included),
 *   and a client-side navigation into them becomes a page load from the server.
 * - Each built version gets `doc-paths.json` in its folder (doc id → page URL), which the version dropdown fetches
 *   to offer the same page in another build's version (src/theme/NavbarItem/DocsVersionDropdownNavbarItem).
 *
 * Ours because Docusaurus has no option for a version built apart. Internals: the docs plugin's loaded content
 * (`loadedVersions`) and global data (`versions[]`, from its contentLoaded; internals/docusaurus-docs-plugin-data.ts);
 * the build stops when either changes.
 */
const ELSEWHERE_PAGE = fileURLToPath(new URL('./ElsewherePage.tsx', import.meta.url));

/** A version not built here, as the browser needs it: its main doc and the first page of each sidebar. */
export function stubVersion(version: GlobalVersion): GlobalVersion {
  const firstPages = new Set(
    Object.values(version.sidebars)
      .map((s) => s.link?.path)
      .filter(Boolean),
  );
  return {
    ...version,
    builtApart: true,
    docs: version.docs.filter((d) => d.id === version.mainDocId || firstPages.has(d.path)).map(({id, path}) => ({id, path})),
    draftIds: [],
  };
}

export function versionsApart(factory: PluginModule): PluginModule {
  async function plugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
    const docs = await (factory as unknown as (c: LoadContext, o: PluginOptions) => Promise<Plugin<LoadedContent>>)(context, options);
    const {builtVersions, archiveBuild} = processPlan();
    const built = new Set(builtVersions);
    let all: LoadedContent | undefined;
    const loadContent = docs.loadContent!;
    const contentLoaded = docs.contentLoaded!;
    return {
      ...docs,
      async loadContent() {
        all = loadedVersionsOf((await loadContent.call(docs)) as LoadedContent, 'versions-apart');
        const own = all.loadedVersions.filter((v) => built.has(v.versionName));
        if (own.length !== built.size)
          throw new Error(`versions-apart: the docs plugin loaded ${all.loadedVersions.map((v) => v.versionName).join(', ')}, not ${[...built].join(', ')}`);
        return {...all, loadedVersions: own};
      },
      async contentLoaded(args) {
        // Every version's global data, from the plugin itself, without making their routes.
        let full: unknown;
        await contentLoaded.call(docs, {
          ...args,
          content: all!,
          actions: {...args.actions, addRoute: () => {}, createData: async () => '', setGlobalData: (data) => (full = data)},
        });
        const complete: GlobalData = globalDataOf(full, 'versions-apart');
        // The built versions' routes and data, as the plugin makes them (the filtered content), last so that the
        // plugin's own state (its link resolution) is that of this build.
        await contentLoaded.call(docs, {
          ...args,
          actions: {
            ...args.actions,
            setGlobalData: () =>
              args.actions.setGlobalData({
                ...complete,
                versions: complete.versions.map((v) => (built.has(v.name) || (archiveBuild && v.name === 'current') ? v : stubVersion(v))),
              }),
          },
        });
        const component = ELSEWHERE_PAGE;
        for (const v of all!.loadedVersions) {
          if (v.isLast) continue;
          // An archived version another build makes: its whole folder. One built here: its folder's own address
          // (`/help/jp/docs/2.12/`, no page of its own), the technical guide's link, which leads to its first page.
          if (!built.has(v.versionName) && !archiveBuild) args.actions.addRoute({path: v.path, exact: false, component});
          else if (built.has(v.versionName)) args.actions.addRoute({path: `${v.path}/`, exact: true, component});
        }
        // An archived build: everything else of the locale is another build's (a route at the base URL sorts last).
        if (archiveBuild) args.actions.addRoute({path: context.baseUrl, exact: false, component});
        // ... and each page of the current docs by its own address: the docs plugin's root route (`/help/jp/docs`,
        // non-exact, with the built version's routes nested) would otherwise take them and render an empty page
        // between navbar and footer (the older-release banner's link). Routes without nested routes sort before it.
        if (archiveBuild) {
          const current = all!.loadedVersions.find((v) => v.isLast);
          for (const doc of current?.docs ?? []) args.actions.addRoute({path: doc.permalink, exact: true, component});
        }
      },
      async postBuild(props) {
        await docs.postBuild?.call(docs, props);
        for (const version of all!.loadedVersions.filter((v) => built.has(v.versionName))) writeDocPaths(props.outDir, context.baseUrl, version);
      },
    };
  }
  return Object.assign(plugin, {validateOptions: (factory as {validateOptions?: unknown}).validateOptions}) as unknown as PluginModule;
}

/** `<version folder>/doc-paths.json`: each doc's id and URL, for the version dropdown of the other builds. */
function writeDocPaths(outDir: string, baseUrl: string, version: LoadedVersion): void {
  const dir = join(outDir, relative(baseUrl, `${version.path}/`));
  mkdirSync(dir, {recursive: true});
  const paths = Object.fromEntries(version.docs.filter((d) => !d.unlisted).map((d) => [d.id, d.permalink]));
  writeFileSync(join(dir, DOC_PATHS_FILE), JSON.stringify(paths));
}

export const DOC_PATHS_FILE = 'doc-paths.json';
