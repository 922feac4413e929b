/**
 * Types of the few docusaurus-theme-openapi-docs modules that the try-it wrappers (src/theme/ApiExplorer/Request and
 * Response) use: the theme ships no module declarations for its `@theme/` paths, so TypeScript would not resolve them.
 */
declare module '@theme/ApiItem/hooks' {
  /** The try-it panel's Redux state, as far as the wrappers read it. */
  export type TryItState = {
    params: Record<'path' | 'query' | 'header' | 'cookie', TryItParam[]>;
    server: {value?: TryItServer; options: TryItServer[]};
    response: {value?: string; code?: number | string; headers?: Record<string, string>};
  };
  export type TryItParam = {name: string; in: string; required?: boolean; value?: unknown};
  export type TryItServer = {url: string; description?: string; variables?: Record<string, {default?: string; enum?: string[]}>};
  export function useTypedSelector<T>(selector: (state: TryItState) => T): T;
  export function useTypedDispatch(): (action: {type: string; payload?: unknown}) => void;
}

declare module '@theme/ApiExplorer/Response/slice' {
  type Action = {type: string; payload?: unknown};
  export function clearResponse(): Action;
  export function clearCode(): Action;
  export function clearHeaders(): Action;
}

declare module '@theme/ApiExplorer/ParamOptions/slice' {
  import type {TryItParam} from '@theme/ApiItem/hooks';
  export function setParam(param: TryItParam): {type: string; payload: TryItParam};
}

// Used by the API page (src/theme/ApiItem/Page.tsx and Explorer.tsx) in place of the theme's ApiItem.
declare module '@theme/ApiItem/Layout' {
  import type {ReactNode} from 'react';
  export default function Layout(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/ApiItem/store' {
  import type {Middleware, Store} from 'redux';
  export function createStoreWithState(state: Record<string, unknown>, middlewares: Middleware[]): Store;
}

declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';
  export function SchemaExpansionProvider(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  import type {Middleware} from 'redux';
  export function createPersistenceMiddleware(options: unknown): Middleware;
}

declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(kind: string | false): {getItem(key: string): string | null};
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(args: {security: unknown; securitySchemes: unknown; options: unknown}): Record<string, unknown>;
}

declare module '@theme/ApiExplorer' {
  import type {ReactNode} from 'react';
  export default function ApiExplorer(props: {item: unknown; infoPath?: string}): ReactNode;
}
