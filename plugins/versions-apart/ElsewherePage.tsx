/**
 * The route of a territory another build makes (plugins/versions-apart/): an archived docs version seen from the
 * current build, or the rest of the locale seen from an archived version's build.
 * - Reached by a client-side navigation (a link, the version dropdown, search): the browser loads the address from
 *   the server, which answers with that build's page.
 * - Served as a page itself: only at a version's own folder (`/help/jp/docs/2.12/`, which has no page of its own); it
 *   leads to the version's first page, at once with JavaScript and by its link without.
 */
import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import {useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';

/** The pathname of the document the server sent (a client-side navigation changes location, not this). */
function documentPathname(): string {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return new URL(entry?.name ?? window.location.href).pathname;
}

export default function ElsewherePage(): React.ReactElement {
  const {pathname} = useLocation();
  const version = useVersions(undefined).find((v) => !v.isLast && (pathname === v.path || pathname.startsWith(`${v.path}/`)));
  const mainDoc = version?.docs.find((d) => d.id === version.mainDocId);
  useEffect(() => {
    if (documentPathname() !== window.location.pathname) window.location.replace(window.location.href);
    else if (mainDoc) window.location.replace(mainDoc.path);
  }, [pathname, mainDoc]);
  return (
    <Layout>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        {version && mainDoc ? (
          <Link href={mainDoc.path}>
            <Translate id="versions.archivedVersionLink" values={{version: version.label}}>
              {'Documentation for {version}'}
            </Translate>
          </Link>
        ) : null}
      </main>
    </Layout>
  );
}
