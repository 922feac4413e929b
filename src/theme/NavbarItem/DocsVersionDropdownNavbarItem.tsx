/**
 * The docs version dropdown, wrapped for archived versions built apart (plugins/versions-apart/).
 * The original lists the versions whose pages this build makes, switching to the same page. The others (stubs in the
 * global data: an archived version seen from the current build, another archived version seen from an archived one)
 * are added before and after them in release order. Their same page comes from the version's `doc-paths.json`,
 * fetched when the reader points at or focuses the dropdown (not with every page: it is a few KB per version);
 * until then, and for a page the version does not have, the link leads to the version's first page, as the
 * original's does. Choosing one saves it as the preferred version (`docs-preferred-version-<plugin>`), as the
 * original does, and loads the page from the server (it is another build's).
 */
import React, {useCallback, useState, type ReactNode} from 'react';
import Original from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type OriginalType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext, useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof OriginalType>;
type Version = ReturnType<typeof useVersions>[number] & {builtApart?: boolean};
type DocPaths = Record<string, string>;

const loaded = new Map<string, Promise<DocPaths>>();

/** A version's doc id → URL map; a failed fetch reads as empty (the link then leads to the first page). */
function docPaths(version: Version): Promise<DocPaths> {
  let p = loaded.get(version.path);
  if (!p) {
    p = fetch(`${version.path}/doc-paths.json`)
      .then((r) => (r.ok ? (r.json() as Promise<DocPaths>) : {}))
      .catch(() => ({}));
    loaded.set(version.path, p);
  }
  return p;
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const versions = useVersions(props.docsPluginId) as Version[];
  const activeDoc = useActiveDocContext(props.docsPluginId).activeDoc;
  const {savePreferredVersionName} = useDocsPreferredVersion(props.docsPluginId);
  const {search, hash} = useLocation();
  const [paths, setPaths] = useState<Record<string, DocPaths>>({});
  const apart = versions.filter((v) => v.builtApart);
  const load = useCallback(() => {
    for (const v of apart) if (!paths[v.name]) void docPaths(v).then((p) => setPaths((s) => (s[v.name] ? s : {...s, [v.name]: p})));
  }, [apart, paths]);
  if (!apart.length || props.versions) return <Original {...props} />;

  const target = (v: Version, known: DocPaths | undefined) =>
    `${(activeDoc && known?.[activeDoc.id]) ?? v.docs.find((d) => d.id === v.mainDocId)?.path ?? v.path}${search}${hash}`;
  const item = (v: Version) => ({
    label: v.label,
    to: target(v, paths[v.name]),
    isActive: () => false,
    onClick: (event: React.MouseEvent) => {
      savePreferredVersionName(v.name);
      event.preventDefault();
      void docPaths(v).then((p) => window.location.assign(target(v, p)));
    },
  });
  const firstBuilt = versions.findIndex((v) => !v.builtApart);
  const before = versions
    .slice(0, Math.max(firstBuilt, 0))
    .filter((v) => v.builtApart)
    .map(item);
  const after = versions
    .slice(Math.max(firstBuilt, 0))
    .filter((v) => v.builtApart)
    .map(item);
  return (
    <span style={{display: 'contents'}} onPointerEnter={load} onFocus={load} onTouchStart={load}>
      <Original
        {...props}
        versions={versions.filter((v) => !v.builtApart).map((v) => v.name)}
        dropdownItemsBefore={[...(props.dropdownItemsBefore ?? []), ...before]}
        dropdownItemsAfter={[...after, ...(props.dropdownItemsAfter ?? [])]}
      />
    </span>
  );
}
