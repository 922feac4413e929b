/**
 * The route of a territory another build makes (plugins/versions-apart/): an archived docs version seen from the
 * current build, or the rest of the locale seen from an archived version's build; and the folder address of each
 * archived version (`/help/jp/docs/2.12/`, which has no page of its own).
 * - Reached by a client-side navigation (a link, the version dropdown, search): the browser loads the address from
 *   the server, which answers with that build's page.
 * - Served as the page of a version's folder: it leads to the version's first page, at once with JavaScript and by
 *   its link without.
 * - Any other address under it that the server answers itself is one no build makes: the server sent the not-found
 *   page (status 404), and this renders the same.
 */
import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import {useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';

/** The pathname of the document the server sent (a client-side navigation changes location, not this). */
function documentPathname(): string {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return new URL(entry?.name ?? window.location.href).pathname;
}

const navigatedHere = (pathname: string) => typeof window !== 'undefined' && documentPathname() !== pathname;

export default function ElsewherePage(): React.ReactElement {
  const {pathname} = useLocation();
  const version = useVersions(undefined).find((v) => !v.isLast && (pathname === v.path || pathname.startsWith(`${v.path}/`)));
  const folder = version && (pathname === version.path || pathname === `${version.path}/`);
  const mainDoc = folder ? version.docs.find((d) => d.id === version.mainDocId) : undefined;
  const away = navigatedHere(pathname);
  useEffect(() => {
    if (away) window.location.replace(window.location.href);
    else if (mainDoc) window.location.replace(mainDoc.path);
  }, [away, mainDoc]);
  if (!away && !mainDoc) return <NotFound />;
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
