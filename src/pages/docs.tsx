/**
 * /help/<locale>/docs has no document of its own: it opens the first page of the documentation (site spec, section 2).
 * Why a page and not the client-redirects plugin: that plugin writes a static redirect file at build time only, so
 * the dev server and in-app navigation to /docs showed the not-found page. A page route is matched before the docs
 * plugin's catch-all route, in the dev server, in the build, and on client-side navigation alike.
 * - client: <Redirect> replaces the history entry, without a page load;
 * - no JavaScript: the meta refresh of the server HTML does the same. It is left out of client renders: a meta
 *   refresh added to the head by in-app navigation would reload the whole page.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {FIRST_DOC_PATH} from '@site/src/constants/docs';

export default function DocsRoot(): ReactNode {
  const target = useBaseUrl(FIRST_DOC_PATH);
  const isBrowser = useIsBrowser();
  return (
    <>
      <Head>
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${target}`} />}
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
      </Head>
      <Redirect to={target} />
    </>
  );
}
