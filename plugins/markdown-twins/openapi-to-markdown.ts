/**
 * One operation of the localized API description -> the Markdown twin of its generated page.
 *
 * Why not ./mdx-to-markdown.ts: a generated operation page is MDX of the OpenAPI theme's components, with the
 * operation inside as encoded JSON; there is no text to keep, so the twin is written from the description itself
 * (the locale's copy, tools/openapi-i18n.ts), the same data the page is made from. Why our own code: no maintained
 * package in the project writes OpenAPI 3.1 as Markdown, and this is a few tables.
 *
 * The twin: the summary as `# title`, method and path, the description, base URL and authentication, the
 * parameters, the request body and each response's fields as tables (nested fields by their path:
 * `floor.building.name`, `floors[].name`), an example request (the build's curl sample) and example responses.
 */

/**
 * A node of the API description as js-yaml reads it (plain objects): a schema, parameter, body, response, media type,
 * example or security scheme, with the fields this file reads. `required` is a schema's list or a parameter's flag.
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[] | boolean;
  description?: string;
  example?: unknown;
  examples?: Record<string, Schema>;
  value?: unknown;
  name?: string;
  in?: string;
  schema?: Schema;
  content?: Record<string, Schema>;
  scheme?: string;
  [key: string]: unknown;
};
/** An operation of the description. */
type Operation = Schema & {
  operationId?: string;
  summary?: string;
  parameters?: Schema[];
  requestBody?: Schema;
  responses?: Record<string, Schema>;
  security?: Record<string, string[]>[];
};
/** A path of the description: its operations by method, and the parameters they share. */
type PathItem = {parameters?: Schema[]; [method: string]: Operation | Schema[] | undefined};
/** The API description. */
export type Spec = {
  paths?: Record<string, PathItem>;
  servers?: {url: string}[];
  components?: {securitySchemes?: Record<string, Schema>; [key: string]: unknown};
  security?: Record<string, string[]>[];
  [key: string]: unknown;
};

import type {LocaleCode} from '../../site/locales.ts';

/** The twin's own words in each locale (the terms of the API overview page of that locale). */
export const OPERATION_LABELS = {
  en: {
    baseUrl: 'Base URL',
    auth: 'Authentication',
    noAuth: 'or none',
    parameters: 'Parameters',
    requestBody: 'Request body',
    responses: 'Responses',
    exampleRequest: 'Example request',
    exampleResponse: 'Example response',
    name: 'Name',
    in: 'In',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    example: 'Example',
    field: 'Field',
    yes: 'Yes',
    binary: 'binary file',
    sep: ', ',
    colon: ': ',
  },
  ja: {
    baseUrl: 'ベース URL',
    auth: '認証',
    noAuth: 'またはなし',
    parameters: 'パラメーター',
    requestBody: '要求本文',
    responses: '応答',
    exampleRequest: '要求の例',
    exampleResponse: '応答の例',
    name: '名前',
    in: '場所',
    type: '型',
    required: '必須',
    description: '説明',
    example: '例',
    field: '項目',
    yes: 'はい',
    binary: 'バイナリファイル',
    sep: '、',
    colon: '：',
  },
  'zh-Hant': {
    baseUrl: '基底 URL',
    auth: '驗證',
    noAuth: '或無',
    parameters: '參數',
    requestBody: '要求本文',
    responses: '回應',
    exampleRequest: '要求範例',
    exampleResponse: '回應範例',
    name: '名稱',
    in: '位置',
    type: '類型',
    required: '必填',
    description: '說明',
    example: '範例',
    field: '欄位',
    yes: '是',
    binary: '二進位檔案',
    sep: '、',
    colon: '：',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export type OperationLabels = (typeof OPERATION_LABELS)['en'];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** Deeper than any field of the description; stops a schema that contains itself. */
const MAX_DEPTH = 8;

/** Every operation of the description in its order: [{operationId, method, path}]. */
export function operationsOf(spec: Spec): {operationId: string; method: string; path: string}[] {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((method) => ({operationId: (item[method] as Operation).operationId as string, method, path})),
  );
}

/** A local `$ref` followed to what it names (with that schema's name), or the node itself. */
function deref(spec: Spec, node: Schema | undefined): {node: Schema; ref?: string} {
  let current: Schema = node ?? {};
  let ref: string | undefined;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    ref = current.$ref;
    current =
      current.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<Schema | undefined>((o, k) => o?.[k] as Schema | undefined, spec as Schema) ?? {};
  }
  return {node: current, ref};
}

/** A table cell: one line, pipes escaped (also inside code spans, as GFM wants). */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

/** `integer`, `string (date-time)`, `string[] (room, desk)`, `integer | null`, `object[]`, `"now"`. */
function typeText(spec: Spec, schema: Schema | undefined): string {
  const s = deref(spec, schema).node;
  const union = s.oneOf ?? s.anyOf;
  if (Array.isArray(union)) return union.map((b) => typeText(spec, b)).join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties || s.allOf ? ['object'] : [];
  const text = types
    .map((t) => {
      if (t !== 'array') return `${t}${t === 'null' ? '' : detail(s)}`;
      const item = typeText(spec, s.items);
      // A list of plain values keeps their detail after the brackets: `string[] (room, desk)`.
      const plain = /^(\w+)( \(.*\))?$/.exec(item);
      return plain ? `${plain[1]}[]${plain[2] ?? ''}` : `(${item || 'any'})[]`;
    })
    .join(' | ');
  return text || 'any';
}

/** What a plain value adds to its type: its values (enum) or its format. */
function detail(s: Schema): string {
  const values = Array.isArray(s.enum)
    ? s.enum
        .filter((v: unknown) => v !== null)
        .map(String)
        .join(', ')
    : s.format;
  return values ? ` (${values})` : '';
}

/** The properties of an object schema, `allOf` parts merged. */
function propertiesOf(spec: Spec, schema: Schema): {properties: Record<string, Schema>; required: string[]} {
  const s = deref(spec, schema).node;
  const parts = [s, ...(s.allOf ?? []).map((p) => propertiesOf(spec, p))];
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, Schema>,
    required: parts.flatMap((p) => (Array.isArray(p.required) ? p.required : [])),
  };
}

type Row = [name: string, type: string, required: string, description: string];

/** Field rows of a schema, nested fields under their path (`floor.building.name`, `floors[].name`). */
function fieldRows(spec: Spec, schema: Schema | undefined, prefix: string, labels: OperationLabels, seen: string[] = []): Row[] {
  const {node: s, ref} = deref(spec, schema);
  if (ref && seen.includes(ref)) return [];
  const path = ref ? [...seen, ref] : seen;
  if (path.length > MAX_DEPTH || prefix.split(/\.|\[\]/).length > MAX_DEPTH) return [];
  const union = s.oneOf ?? s.anyOf;
  if (union) return union.flatMap((branch) => fieldRows(spec, branch, prefix, labels, path));
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('array')) return fieldRows(spec, s.items, `${prefix}[]`, labels, path);
  const {properties, required} = propertiesOf(spec, s);
  return Object.entries(properties).flatMap(([name, property]) => {
    const field = prefix ? `${prefix}.${name}` : name;
    const description = property.description ?? deref(spec, property).node.description ?? '';
    return [
      [code(field), typeText(spec, property), required.includes(name) ? labels.yes : '', description] as Row,
      ...fieldRows(spec, property, field, labels, path),
    ];
  });
}

/** The fields of a body or response as a table, or its type when it has no fields (a string, a file). */
function schemaBlock(spec: Spec, mediaType: string, schema: Schema | undefined, labels: OperationLabels): string {
  const s = deref(spec, schema).node;
  if (s.format === 'binary') return `${code(mediaType)}${labels.colon}${labels.binary}`;
  const rows = fieldRows(spec, schema, '', labels);
  const type = typeText(spec, schema);
  // An object's type says nothing its fields do not; a list or a plain value is named.
  const line = type === 'object' ? code(mediaType) : `${code(mediaType)}${labels.colon}${code(type)}`;
  return rows.length ? `${line}\n\n${table([labels.field, labels.type, labels.required, labels.description], rows)}` : line;
}

/** A parameter's example as the request sends it (a list comma separated, as `style: form, explode: false`). */
function exampleText(spec: Spec, parameter: Schema): string {
  const first = parameter.examples ? deref(spec, Object.values(parameter.examples)[0]).node.value : undefined;
  const schema = deref(spec, parameter.schema).node;
  const value = parameter.example ?? first ?? schema.example;
  if (value === undefined) return '';
  return code(Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value));
}

export type OperationTwinInput = {
  /** The locale's description (tools/openapi-i18n.ts localizedSpec). */
  spec: Spec;
  operationId: string;
  labels: OperationLabels;
  /** The build's curl sample of the operation (.openapi/code-samples.json); no example request without it. */
  curl?: string;
};

/** The Markdown twin of one operation page. */
export function operationToMarkdown({spec, operationId, labels, curl}: OperationTwinInput): string {
  const found = operationsOf(spec).find((o) => o.operationId === operationId);
  if (!found) throw new Error(`markdown-twins: no operation ${operationId} in the API description`);
  const item = spec.paths![found.path];
  const op = item[found.method] as Operation;
  const out: string[] = [`# ${op.summary ?? operationId}`, '', code(`${found.method.toUpperCase()} ${found.path}`)];
  if (op.description) out.push('', op.description.trim());

  const server = spec.servers?.[0]?.url;
  if (server) out.push('', `**${labels.baseUrl}${labels.colon.trim()}** ${code(server)}`);
  const schemes = spec.components?.securitySchemes ?? {};
  const security = op.security ?? spec.security ?? [];
  const ways = [...new Set(security.flatMap((req) => Object.keys(req)))].map((name) => {
    const scheme = schemes[name] ?? {};
    const kind = scheme.type === 'http' ? `HTTP ${String(scheme.scheme).replace(/^./, (c) => c.toUpperCase())}` : scheme.type;
    return `${kind} (${code(name)})`;
  });
  if (ways.length) {
    const optional = security.some((req) => Object.keys(req).length === 0);
    out.push('', `**${labels.auth}${labels.colon.trim()}** ${ways.join(labels.sep)}${optional ? ` ${labels.noAuth}` : ''}`);
  }

  const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p).node);
  if (parameters.length) {
    out.push('', `## ${labels.parameters}`, '');
    out.push(
      table(
        [labels.name, labels.in, labels.type, labels.required, labels.description, labels.example],
        parameters.map((p) => [
          code(p.name ?? ''),
          p.in ?? '',
          typeText(spec, p.schema),
          p.required ? labels.yes : '',
          p.description ?? '',
          exampleText(spec, p),
        ]),
      ),
    );
  }

  const body = op.requestBody ? deref(spec, op.requestBody).node : undefined;
  if (body) {
    out.push('', `## ${labels.requestBody}`);
    if (body.description) out.push('', body.description.trim());
    for (const [mediaType, media] of Object.entries(body.content ?? {})) {
      out.push('', schemaBlock(spec, mediaType, media.schema, labels));
    }
  }

  const examples: string[] = [];
  out.push('', `## ${labels.responses}`);
  for (const [status, reference] of Object.entries(op.responses ?? {})) {
    const response = deref(spec, reference).node;
    out.push('', `### ${status}`);
    if (response.description) out.push('', response.description.trim());
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      out.push('', schemaBlock(spec, mediaType, media.schema, labels));
      // Examples of the successful answers; the errors' bodies are the same on every page.
      if (!/^2/.test(status) || !/json/.test(mediaType)) continue;
      const named = media.examples ? Object.entries(media.examples).map(([name, e]) => [name, deref(spec, e).node.value] as const) : [];
      const values = media.example !== undefined ? [[undefined, media.example] as const] : named;
      for (const [name, value] of values) {
        if (value === undefined) continue;
        examples.push(`**${status}**${name ? ` (${code(name)})` : ''}`, '', '```json', JSON.stringify(value, null, 2), '```', '');
      }
    }
  }

  if (curl) out.push('', `## ${labels.exampleRequest}`, '', '```bash', curl.trim(), '```');
  if (examples.length) out.push('', `## ${labels.exampleResponse}`, '', ...examples);
  return `${out.join('\n').trimEnd()}\n`;
}
