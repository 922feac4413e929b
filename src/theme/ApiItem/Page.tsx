/**
 * The page of a generated API operation or schema, in place of the OpenAPI theme's ApiItem.
 *
 * Why not the theme's: its ApiItem renders the right column (code samples, try-it) in the browser only, and imports
 * the whole try-it explorer with its code-sample generators (about 500 KB gzip) into every operation page. Here:
 * - Each generated page brings this module itself (tools/api-docs.ts adds `export {default as ApiPage}` to it), so
 *   it loads with the page's content, before hydration, and the hand-written overview never loads it.
 * - Everything is in the server HTML: title, method and path, description, parameters, bodies, responses, schemas,
 *   and the code samples made at build time (front matter `code_samples`, tools/api/code-samples.ts).
 * - The explorer (./Explorer) loads when the reader opens it, and stays open on the next operation pages of the tab.
 * - The Redux state the theme's components read (method and path, response media types) starts unset, as in the
 *   theme's server render, so hydration keeps the server HTML; opening the explorer swaps in its store.
 * Theme modules used (docusaurus-theme-openapi-docs 5.2, not a documented API): ApiItem/Layout, SchemaExpansion, and
 * in ./Explorer ApiItem/store and the explorer's slices; their guard: internals/openapi-theme-api-item.ts.
 */
import {useEffect, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {Provider} from 'react-redux';
import type {Store} from 'redux';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/DocItem';
import Metadata from '@theme/DocItem/Metadata';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/ApiItem/Layout';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import apiStrings from '@generated/split-translations/default/api.json';
import {addTranslations} from '@site/src/i18n/add-translations';
import CodeSamples from './CodeSamples';
import type {Operation} from './Explorer';
// The OpenAPI theme's stylesheet, on the API pages only (plugins/page-weight/openapi-theme).
import '../../../internals/openapi-theme-api-stylesheet.ts';
import './contrast.css';
import './endpoint.css';

// The API reference's UI strings are not in main.js (plugins/page-weight/split-translations/).
addTranslations(apiStrings);

type FrontMatter = {api?: string; schema?: unknown; sample?: unknown; info_path?: string; title?: string; code_samples?: string};
type Opened = {Explorer: ComponentType<{item: Operation; infoPath?: string}>; item: Operation; store: Store};

/**
 * The store the page hydrates with, until the explorer opens: the theme's components on the page read the server
 * (method and path), the chosen media types and schema variants, all unset as in the theme's server render, and what
 * they dispatch only matters to the explorer. A fixed object rather than the theme's store, which would bring the
 * explorer's state code and crypto-js (about 30 KB gzip) to every operation page.
 */
const STATIC_STATE = {server: {}, accept: {}, contentType: {}, schemaSelection: {selections: {}}};
const staticStore = {
  getState: () => STATIC_STATE,
  subscribe: () => () => undefined,
  dispatch: <T,>(action: T) => action,
  replaceReducer: () => undefined,
} as unknown as Store;

/** The code samples of the page's front matter: base64 of their JSON (tools/api-docs.ts). */
function decodeSamples(encoded: string | undefined): Record<string, string> {
  if (!encoded) return {};
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, string>;
}

/** Set once the reader has opened the explorer: the next operation pages of this tab open it at once. */
let explorerWanted = false;

function useExplorer(encoded: string | undefined) {
  const {siteConfig} = useDocusaurusContext();
  const options = (siteConfig.themeConfig.api ?? {}) as {authPersistence?: string | false};
  const [opened, setOpened] = useState<Opened>();
  const [loading, setLoading] = useState(false);
  const open = async () => {
    if (!encoded || loading || opened) return;
    explorerWanted = true;
    setLoading(true);
    const module = await import('./Explorer');
    const item = await module.decodeOperation(encoded);
    setOpened({Explorer: module.default, item, store: module.createTryItStore(item, options)});
    setLoading(false);
  };
  useEffect(() => {
    if (explorerWanted) void open();
    // Only when the page mounts: a later open is the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {opened, loading, open};
}

function OperationPage({frontMatter, children}: {frontMatter: FrontMatter; children: ReactNode}): ReactNode {
  const {opened, loading, open} = useExplorer(frontMatter.api);
  const samples = useMemo(() => decodeSamples(frontMatter.code_samples), [frontMatter.code_samples]);
  return (
    <Provider store={opened?.store ?? staticStore}>
      <SchemaExpansionProvider>
        <div className={clsx('row', 'theme-api-markdown')}>
          <div className="col col--7 openapi-left-panel__container">{children}</div>
          <div className="col col--5 openapi-right-panel__container">
            {opened ? (
              <opened.Explorer item={opened.item} infoPath={frontMatter.info_path} />
            ) : (
              <CodeSamples samples={samples} onOpenExplorer={open} opening={loading} />
            )}
          </div>
        </div>
      </SchemaExpansionProvider>
    </Provider>
  );
}

function SchemaPage({frontMatter, children}: {frontMatter: FrontMatter; children: ReactNode}): ReactNode {
  return (
    <SchemaExpansionProvider>
      <div className={clsx('row', 'theme-api-markdown')}>
        <div className="col col--7 openapi-left-panel__container schema">{children}</div>
        <div className="col col--5 openapi-right-panel__container">
          <CodeBlock language="json" title={frontMatter.title}>
            {JSON.stringify(frontMatter.sample, null, 2)}
          </CodeBlock>
        </div>
      </div>
    </SchemaExpansionProvider>
  );
}

export default function ApiPage(props: Props): ReactNode {
  const MDXContent = props.content;
  const frontMatter = MDXContent.frontMatter as FrontMatter;
  const Body = frontMatter.api ? OperationPage : SchemaPage;
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
        <Metadata />
        <Layout>
          <Body frontMatter={frontMatter}>
            <MDXContent />
          </Body>
        </Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
