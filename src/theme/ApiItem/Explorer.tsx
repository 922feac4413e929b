/**
 * The try-it explorer of an API operation page: a chunk of its own, loaded when the reader opens it (Page.tsx).
 * It holds the OpenAPI theme's explorer (request form, code-sample generators, response panel: most of the API
 * reference's script) and makes its Redux state the way the theme's ApiItem does in the browser
 * (docusaurus-theme-openapi-docs 5.2, lib/theme/ApiItem/index.js), which is not exported: the parameters prefilled
 * from the examples, the accepted and sent content types, the servers with the one chosen earlier in this tab, and
 * the authentication, kept in memory only (config/api.ts, `authPersistence: false`, and patches/). The theme modules
 * it uses, and how they are checked after an upgrade: internals/openapi-theme-api-item.ts.
 */
import type {ReactNode} from 'react';
import ApiExplorer from '@theme/ApiExplorer';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStorage} from '@theme/ApiExplorer/storage-utils';
import {createStoreWithState} from '@theme/ApiItem/store';
// The code tabs' styles (language logos), left out of the page's API stylesheet: plugins/page-weight/openapi-theme.
import '../../../internals/openapi-theme-code-tabs-stylesheet.ts';
import {decodeApiFrontMatter} from '../../../internals/openapi-api-front-matter-decode.ts';

type Param = {
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown};
};
export type Operation = {
  responses?: Record<string, {content?: Record<string, unknown>}>;
  requestBody?: {content?: Record<string, unknown>};
  servers?: {url: string}[];
  parameters?: Param[];
  security?: unknown;
  securitySchemes?: unknown;
};

/** The operation from the page's `api` front matter (internals/openapi-api-front-matter.ts). */
export const decodeOperation = (encoded: string): Promise<Operation> => decodeApiFrontMatter<Operation>(encoded);

/** The explorer's state for this operation, as the theme's ApiItem makes it. */
export function createTryItStore(api: Operation, options: {authPersistence?: string | false}) {
  const success = /^2\d\d$/;
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => success.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(api.requestBody?.content ?? {});
  const params: Record<Param['in'], unknown[]> = {path: [], query: [], header: [], cookie: []};
  for (const param of api.parameters ?? []) {
    const named = param.examples ? Object.values(param.examples)[0]?.value : undefined;
    const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? named;
    params[param.in]?.push(prefill === undefined ? param : {...param, value: prefill});
  }
  const storage = createStorage(options.authPersistence ?? 'sessionStorage');
  let server: {url?: string} | undefined;
  try {
    server = JSON.parse(storage.getItem('server') ?? 'null') ?? undefined;
  } catch {
    // A stored value that is not JSON is ignored.
  }
  return createStoreWithState(
    {
      accept: {value: accept[0], options: accept},
      contentType: {value: contentTypes[0], options: contentTypes},
      server: {value: server?.url ? server : undefined, options: api.servers ?? []},
      response: {value: undefined},
      body: {type: 'empty'},
      params,
      auth: createAuth({security: api.security, securitySchemes: api.securitySchemes, options}),
      schemaSelection: {selections: {}},
      encodingSelection: {},
    },
    [createPersistenceMiddleware(options)],
  );
}

export default function Explorer({item, infoPath}: {item: Operation; infoPath?: string}): ReactNode {
  return <ApiExplorer item={item} infoPath={infoPath} />;
}
