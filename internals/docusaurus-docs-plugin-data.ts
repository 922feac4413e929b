/**
 * Internal: the data @docusaurus/plugin-content-docs (3.10) hands on, beyond its typed options.
 * - Route props: each version's route carries `props.version` (`lib/routes.js`, `toVersionMetadataProp` in
 *   `lib/props.js`) with `docs` (each doc's id, title, description, sidebar) and `docsSidebars`, loaded by every doc
 *   page of the version.
 * - Global data (`lib/globalData.js`, set in `contentLoaded`): `versions[]` with `name`, `label`, `isLast`, `path`,
 *   `mainDocId`, `docs[]` (id, path), `draftIds`, `sidebars` (each with the `link` to its first page).
 * - Loaded content (`loadContent`): `loadedVersions`, one per version, each with its `versionName` and `docs`.
 *
 * Used by plugins/page-weight/lean-docs-plugin/ (the version prop without titles and descriptions; the API
 * instance's global data without its doc list) and plugins/versions-apart/ (only the built versions' content and
 * routes; the others as stubs in the global data). Breaks: each of them stops the build when the data it rewrites has
 * another shape (the checks below); the guard checks the plugin's source for the same names.
 */
import type {Guard} from './guard.ts';

export type SidebarItem = {unlisted?: boolean; items?: SidebarItem[]};
/** The `version` prop of a version's route, as far as lean-docs-plugin rewrites it. */
export type VersionProp = {docs?: Record<string, Record<string, unknown>>; docsSidebars?: Record<string, SidebarItem[]>};

/** A version in the docs plugin's global data. `builtApart` is ours (plugins/versions-apart/). */
export type GlobalVersion = {
  builtApart?: boolean;
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: {id: string; path: string}[];
  draftIds: string[];
  sidebars: Record<string, {link?: {path: string; label: string}}>;
};
export type GlobalData = {path: string; versions: GlobalVersion[]; breadcrumbs: boolean};

/** The route's version prop when it carries the docs (a version's route); undefined for any other route. */
export function versionPropOf(route: {props?: Record<string, unknown>}): (VersionProp & {docs: NonNullable<VersionProp['docs']>}) | undefined {
  const version = route.props?.version as VersionProp | undefined;
  return version?.docs ? (version as VersionProp & {docs: NonNullable<VersionProp['docs']>}) : undefined;
}

/** The global data when it has the shape above (each version with its docs and sidebars); throws naming `who` otherwise. */
export function globalDataOf(data: unknown, who: string): GlobalData {
  const global = data as Partial<GlobalData> | undefined;
  if (!Array.isArray(global?.versions) || !global.versions.every((v) => Array.isArray(v?.docs) && v.sidebars)) {
    throw new Error(
      `${who}: the docs plugin's global data has no versions[].docs and sidebars; check internals/docusaurus-docs-plugin-data.ts against the docs plugin version`,
    );
  }
  return global as GlobalData;
}

/** The loaded content's versions; throws naming `who` when there are none. */
export function loadedVersionsOf<T extends {loadedVersions?: unknown}>(content: T | undefined, who: string): T & {loadedVersions: unknown[]} {
  if (!Array.isArray(content?.loadedVersions)) {
    throw new Error(`${who}: the docs plugin content has no loadedVersions; check internals/docusaurus-docs-plugin-data.ts against the docs plugin version`);
  }
  return content as T & {loadedVersions: unknown[]};
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/plugin-content-docs', '3.10'),
  ...probe.file('@docusaurus/plugin-content-docs', 'lib/routes.js', ['version: (0, props_1.toVersionMetadataProp)(options.id, version)']),
  ...probe.file('@docusaurus/plugin-content-docs', 'lib/props.js', ['docsSidebars: toSidebarsProp(loadedVersion)', 'docs: toVersionDocsProp(loadedVersion)']),
  ...probe.file('@docusaurus/plugin-content-docs', 'lib/globalData.js', [
    'name: version.versionName',
    'mainDocId:',
    'docs: version.docs',
    'draftIds:',
    'sidebars: toGlobalSidebars(',
  ]),
  ...probe.file('@docusaurus/plugin-content-docs', 'lib/index.js', ['loadedVersions:', 'actions.setGlobalData(']),
];
