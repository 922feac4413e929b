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
