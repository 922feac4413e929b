/**
 * The parts of an OpenAPI 3.1 description that the API tools read (tools/openapi-i18n.ts, ./code-samples.ts,
 * ./check-samples.ts), and the one reader of the description's YAML. Each object may be a `$ref` to a component
 * instead (`deref()` in ./code-samples.ts follows it); every other field the tools do not read is kept as it is.
 */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';

/** A reference to a component of the same description: `#/components/schemas/Building`. */
type Referable = {$ref?: string};
/** Fields the tools leave alone. */
type Rest = {[field: string]: unknown};

export type Example = Referable & Rest & {summary?: string; value?: unknown};
export type Schema = Referable &
  Rest & {
    description?: string;
    example?: unknown;
    default?: unknown;
    properties?: Record<string, Schema>;
  };
export type MediaType = Rest & {schema?: Schema; example?: unknown; examples?: Record<string, Example>};
export type Parameter = Referable &
  Rest & {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    description?: string;
    required?: boolean;
    explode?: boolean;
    schema?: Schema;
    example?: unknown;
    examples?: Record<string, Example>;
  };
export type RequestBody = Referable & Rest & {description?: string; required?: boolean; content?: Record<string, MediaType>};
export type Response = Referable & Rest & {description?: string; content?: Record<string, MediaType>};
/** Names of the security schemes an operation accepts, each with its scopes. */
export type SecurityRequirement = Record<string, string[]>;
export type Operation = Rest & {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response>;
  security?: SecurityRequirement[];
};
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type PathItem = Rest & {parameters?: Parameter[]} & Partial<Record<HttpMethod, Operation>>;
export type ServerVariable = Rest & {default: string; description?: string};
export type Server = Rest & {url: string; description?: string; variables?: Record<string, ServerVariable>};
export type Tag = Rest & {name: string; description?: string; 'x-displayName'?: string};
/** A reusable component: a parameter, a response, a security scheme... (schemas have their own type). */
export type Component = Referable & Rest & {description?: string; scheme?: string};
export type Components = {
  schemas?: Record<string, Schema>;
  securitySchemes?: Record<string, Component>;
  [kind: string]: Record<string, Component> | undefined;
};
export type OpenApi = Rest & {
  info: Rest & {title: string; version: string; description?: string};
  servers: Server[];
  security?: SecurityRequirement[];
  tags?: Tag[];
  paths: Record<string, PathItem>;
  components?: Components;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An OpenAPI description from its YAML text. Only its outline is checked (an object with `info`, `servers` and
 * `paths`); the lint of the description (`npm run api:lint`) checks the rest.
 */
export function parseOpenApi(text: string, file: string): OpenApi {
  const doc: unknown = yaml.load(text);
  if (!isObject(doc) || !isObject(doc.info) || !Array.isArray(doc.servers) || !isObject(doc.paths)) {
    throw new Error(`${file} is not an OpenAPI description (no info, servers or paths)`);
  }
  return doc as OpenApi;
}

/** The OpenAPI description in a YAML file. */
export function readOpenApi(file: string): OpenApi {
  return parseOpenApi(readFileSync(file, 'utf8'), file);
}
