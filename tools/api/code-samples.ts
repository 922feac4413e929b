// Code samples of every operation of the external API, made at build time.
//
// Why here and not in the browser: the OpenAPI theme makes its samples in the reader's browser with
// postman-code-generators, inside the try-it explorer (about 500 KB gzip of script), and only once that script has
// run. The same generators, with the same languages, variants and options, run here once per build; the operation
// pages show the result in their server HTML (src/theme/ApiItem/Page.tsx reads them, CodeSamples.tsx beside it shows
// them) and load the explorer only when the reader opens it. The Markdown twins and the sample checks
// (tests/unit/api-samples.test.ts) read the same samples.
//
// A sample calls the documented path and method with every parameter that has an example, the example request body,
// `Accept: application/json`, and the token in basic authentication: `Authorization: Basic` + Base64 of
// "<token>:" (the token as user name, an empty password: the description's `basicAuth`, facts/api.md), with
// SAMPLE_TOKEN in place of the token.
import {createRequire} from 'node:module';
import path from 'node:path';
import {OPENAPI_WORK_DIR, ROOT} from '../../site/paths.ts';
import samplesConfig from '../../config/api-code-samples.json' with {type: 'json'};
import type {Example, HttpMethod, OpenApi, Schema} from './openapi.ts';

/** A request of the Postman collection SDK, as the generators take it. */
type PostmanRequest = object;
type PostmanSdk = {
  Request: new (definition: {
    url: string;
    method: string;
    header: Header[];
    body?: {mode: 'raw'; raw: string; options: {raw: {language: 'json'}}};
  }) => PostmanRequest;
};
type Codegen = {
  convert(
    language: string,
    variant: string,
    request: PostmanRequest,
    options: Record<string, unknown>,
    callback: (error: Error | null, snippet: string) => void,
  ): void;
};

// CommonJS packages without types of their own: typed above with the little this file uses.
const require = createRequire(import.meta.url);
const codegen = require('postman-code-generators') as Codegen;
const sdk = require('postman-collection') as PostmanSdk;

const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

/** What a reader replaces: the token (SAMPLE_TOKEN) and the host of the default server. */
export const SAMPLE_TOKEN = 'YOUR_API_TOKEN';

/** The file a sample saves a non-JSON answer to, by media type. */
const FILE_NAMES: Record<string, string> = {'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'bookings.xlsx'};

/** A language of the samples: the theme's language and variant, the generator's options (and the tab's look). */
export type SampleLanguage = {language: string; variant: string; highlight: string; label: string; logoClass: string; options: Record<string, unknown>};
/** The languages of the samples, in tab order, with the theme's variant and options (config/api-code-samples.json). */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = samplesConfig.languages;

export type Header = {key: string; value: string};
/** What the sample of one operation sends. */
export type SampleRequest = {
  operationId: string;
  method: string;
  path: string;
  url: string;
  query: Header[];
  headers: Header[];
  body: unknown;
  /** The file a success answer that is not JSON is saved to. */
  file: string | undefined;
};
/** The samples of one operation: language -> code. */
export type OperationSamples = {method: string; path: string; url: string; samples: Record<string, string>};

/**
 * Follows a local `$ref` (#/components/...) to what it names (also used by ./check-samples.ts). What a reference
 * names is of the kind of its holder (a parameter's reference names a parameter), as the description's lint checks.
 */
export function deref<T extends {$ref?: string}>(spec: OpenApi, node: T | undefined): T | undefined {
  let current: unknown = node;
  for (let depth = 0; depth < 10; depth++) {
    const ref = (current as {$ref?: unknown} | undefined)?.$ref;
    if (typeof ref !== 'string') break;
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((object, key) => (object && typeof object === 'object' ? (object as Record<string, unknown>)[key] : undefined), spec);
  }
  return current as T | undefined;
}

/** An example of a parameter or media type: its own, its first named one, or its schema's example or default. */
function exampleOf(spec: OpenApi, holder: {$ref?: string; example?: unknown; examples?: Record<string, Example>; schema?: Schema} | undefined): unknown {
  const resolved = deref(spec, holder);
  if (!resolved) return undefined;
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.examples) return deref(spec, Object.values(resolved.examples)[0])?.value;
  const schema = deref(spec, resolved.schema);
  return schema?.example ?? schema?.default;
}

/** The default server's address with its variables' defaults: https://booking.example.com/api/external. */
export function defaultServerUrl(spec: OpenApi): string {
  const server = spec.servers[0];
  let url = server.url.replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables ?? {})) url = url.replace(`{${name}}`, variable.default);
  return url;
}

/** Every operation, with what its sample sends: [{operationId, method, path, url, query, headers, body}]. */
export function sampleRequests(spec: OpenApi): SampleRequest[] {
  const requests: SampleRequest[] = [];
  const base = defaultServerUrl(spec);
  for (const [apiPath, pathItem] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const parameters = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p));
      let resolvedPath = apiPath;
      const query: Header[] = [];
      const headers: Header[] = [];
      for (const param of parameters) {
        if (!param) throw new Error(`${op.operationId}: a parameter refers to nothing`);
        const value = exampleOf(spec, param);
        if (value === undefined) {
          if (param.required) throw new Error(`${op.operationId}: required parameter "${param.name}" has no example`);
          continue;
        }
        const text = Array.isArray(value) ? value.join(',') : String(value);
        if (param.in === 'path') resolvedPath = resolvedPath.replace(`{${param.name}}`, encodeURIComponent(text));
        else if (param.in === 'query') query.push({key: param.name, value: text});
        else if (param.in === 'header') headers.push({key: param.name, value: text});
      }
      const requestBody = deref(spec, op.requestBody);
      const json = requestBody?.content?.['application/json'];
      const body = json ? exampleOf(spec, json) : undefined;
      if (requestBody?.required && body === undefined) throw new Error(`${op.operationId}: the request body has no example`);
      // Accept names what the success answer is: the export operation answers an Excel workbook, not JSON (406).
      const success = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code));
      if (!success) throw new Error(`${op.operationId}: no success (2xx) answer`);
      const produces = Object.keys(deref(spec, op.responses[success])?.content ?? {});
      headers.push({key: 'Accept', value: produces.length ? produces.join(', ') : 'application/json'});
      const file = produces.length && !produces.some((type) => /json/.test(type)) ? FILE_NAMES[produces[0]] : undefined;
      if (produces.length && !produces.some((type) => /json/.test(type)) && !file) throw new Error(`${op.operationId}: no file name for ${produces[0]}`);
      if (body !== undefined) headers.push({key: 'Content-Type', value: 'application/json'});
      headers.push({key: 'Authorization', value: `Basic ${Buffer.from(`${SAMPLE_TOKEN}:`).toString('base64')}`});
      const search = query.map(({key, value}) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
      requests.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: apiPath,
        url: `${base}${resolvedPath}${search ? `?${search}` : ''}`,
        query,
        headers,
        body,
        file,
      });
    }
  }
  return requests;
}

/**
 * A success answer that is a file (the bookings export is an Excel workbook): the generators print the answer as
 * text, which garbles a binary file; the sample saves it instead. Each rewrite must find its line.
 */
const SAVE_FILE: Record<string, (file: string) => [from: string | RegExp, to: string][]> = {
  curl: (file) => [[/$/, ` \\\n-o ${file}`]],
  nodejs: (file) => [['console.log(body.toString());', `fs.writeFileSync('${file}', body);`]],
  python: (file) => [['print(data.decode("utf-8"))', `with open("${file}", "wb") as f:\n  f.write(data)`]],
  csharp: (file) => [
    ['Console.WriteLine(await response.Content.ReadAsStringAsync());', `File.WriteAllBytes("${file}", await response.Content.ReadAsByteArrayAsync());`],
  ],
  java: (file) => [
    ['HttpResponse<String> response', 'HttpResponse<InputStream> response'],
    ['.asString();', `.asBinary();\nFiles.copy(response.getBody(), Paths.get("${file}"));`],
  ],
  powershell: (file) => [['-Headers $headers\n$response | ConvertTo-Json', `-Headers $headers -OutFile '${file}'`]],
};

function saveToFile(language: string, code: string, file: string): string {
  const rewrites = SAVE_FILE[language];
  if (!rewrites) throw new Error(`code samples: no way to save a file in a ${language} sample`);
  let result = code;
  for (const [from, to] of rewrites(file)) {
    if (typeof from === 'string' && !result.includes(from)) throw new Error(`code samples: the ${language} sample no longer has "${from}" to save the file`);
    result = result.replace(from, to);
  }
  return result;
}

function convert({language, variant, options}: SampleLanguage, request: PostmanRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    codegen.convert(language, variant, request, options, (error, snippet) => (error ? reject(error) : resolve(snippet)));
  });
}

/** {operationId: {method, path, url, samples: {curl: code, nodejs: code, ...}}} for the whole description. */
export async function codeSamples(spec: OpenApi): Promise<Record<string, OperationSamples>> {
  const result: Record<string, OperationSamples> = {};
  for (const request of sampleRequests(spec)) {
    const postman = new sdk.Request({
      url: request.url,
      method: request.method,
      header: request.headers,
      body: request.body === undefined ? undefined : {mode: 'raw', raw: JSON.stringify(request.body, null, 2), options: {raw: {language: 'json'}}},
    });
    const samples: Record<string, string> = {};
    // The Node.js and Python generators apply encodeURI to the already encoded query (%3A -> %253A): undone here.
    const search = new URL(request.url).search;
    for (const language of SAMPLE_LANGUAGES) {
      const code = (await convert(language, postman)).trim().replaceAll(encodeURI(search), search);
      samples[language.language] = request.file ? saveToFile(language.language, code, request.file) : code;
    }
    result[request.operationId] = {method: request.method, path: request.path, url: request.url, samples};
  }
  return result;
}

export const SAMPLES_FILE = path.join(ROOT, OPENAPI_WORK_DIR, 'code-samples.json');
