/**
 * get_api_operation and search_api: the external API as the locale's OpenAPI description in the build describes it
 * (`external-api/openapi.json`, plugins/openapi-download/), with each operation's page from the locale's llms.txt
 * (its API section names each operation's twin beside `METHOD /path`, plugins/markdown-twins/) and the page's curl
 * sample (the twin's example request, the build's own sample). Required roles: what the description carries in an
 * `x-required-roles` extension; the description names none today, and every operation's security says which
 * credentials it needs (the API access token, or none for the health check), which is reported with it.
 */
import {OPENAPI_FILES} from '../site/content.ts';
import {Refusal} from './site-files.ts';
import {inLocale, siteUrl, type BuiltLocale, type BuiltSite} from './site.ts';

type Json = Record<string, unknown>;
type Spec = {
  paths?: Record<string, Json>;
  servers?: {url: string; variables?: Record<string, {default?: string}>}[];
  security?: Json[];
  tags?: Json[];
  components?: Json;
};

export type OperationSummary = {operationId: string; method: string; path: string; summary: string; tags: string[]; pageUrl: string | null};

export type Operation = OperationSummary & {
  description: string;
  parameters: Json[];
  requestBody: Json | null;
  responses: Json;
  authentication: {optional: boolean; schemes: {name: string; type?: string; scheme?: string; description?: string}[]};
  /** From the description's `x-required-roles`; null when it names none. */
  requiredRoles: string[] | null;
  /** What an assistant should tell the reader about roles when the description names none. */
  requiredRolesNote?: string;
  curl: string;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** How deep `$ref`s are followed into a schema (the description's fields are never deeper). */
const MAX_DEPTH = 10;

type Loaded = {spec: Spec; pages: Map<string, string>};
/** Per loaded site, each locale's description and pages, read at the first use. */
const loadedOf = new WeakMap<BuiltSite, Map<string, Loaded>>();

/** The locale's description and its operations' pages (`GET /path` → twin path), read once. */
function load(site: BuiltSite, built: BuiltLocale): Loaded {
  const loaded = loadedOf.get(site) ?? loadedOf.set(site, new Map()).get(site)!;
  let entry = loaded.get(built.locale.code);
  if (entry) return entry;
  const spec = site.files.readJson(inLocale(built, OPENAPI_FILES.json)) as Spec | undefined;
  if (!spec?.paths) throw new Error(`The build has no OpenAPI description for ${built.locale.code} (${OPENAPI_FILES.json}).`);
  const pages = new Map<string, string>();
  const llms = site.files.readText(inLocale(built, 'llms.txt')) ?? '';
  for (const [, url, method, path] of llms.matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\): `([A-Z]+) (\/[^`\s]*)`/gm))
    pages.set(`${method} ${path}`, new URL(url).pathname);
  entry = {spec, pages};
  loaded.set(built.locale.code, entry);
  return entry;
}

function operations(spec: Spec): {method: string; path: string; op: Json; shared: Json[]}[] {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({method, path, op: item[method] as Json, shared: (item.parameters as Json[]) ?? []})),
  );
}

/** A node with its local `$ref`s replaced by what they name (a reference back into itself is left as the `$ref`). */
function resolved(spec: Spec, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => resolved(spec, n, seen));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref) || seen.length >= MAX_DEPTH) return {$ref: ref};
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), spec);
    return resolved(spec, target, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, resolved(spec, v, seen)]));
}

const tagNames = (op: Json): string[] => (Array.isArray(op.tags) ? op.tags.map(String) : []);

function summaryOf(site: BuiltSite, entry: Loaded, method: string, path: string, op: Json): OperationSummary {
  const page = entry.pages.get(`${method.toUpperCase()} ${path}`);
  return {
    operationId: String(op.operationId ?? ''),
    method: method.toUpperCase(),
    path,
    summary: String(op.summary ?? ''),
    tags: tagNames(op),
    pageUrl: page ? siteUrl(site, page.replace(/\.md$/, '')) : null,
  };
}

/** A curl command for an operation without a sample in the build: its URL on the first server, its token header. */
function curlOf(spec: Spec, method: string, path: string, op: Json, parameters: Json[]): string {
  const server = spec.servers?.[0];
  const base = (server?.url ?? '').replace(/\{(\w+)\}/g, (m, name: string) => server?.variables?.[name]?.default ?? m);
  const example = (p: Json) => String(p.example ?? (p.schema as Json | undefined)?.example ?? `{${String(p.name)}}`);
  const url = path.replace(/\{(\w+)\}/g, (m, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? example(parameter) : m;
  });
  const query = parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${String(p.name)}=${encodeURIComponent(example(p))}`);
  const lines = [`curl -L -X ${method.toUpperCase()} '${base}${url}${query.length ? `?${query.join('&')}` : ''}'`, `-H 'Accept: application/json'`];
  if (op.security === undefined || (Array.isArray(op.security) && op.security.length)) lines.push(`-H "Authorization: Bearer $API_TOKEN"`);
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const json = body?.['application/json'];
  if (json) lines.push(`-H 'Content-Type: application/json'`, `-d '${JSON.stringify(json.example ?? {}, null, 2)}'`);
  return lines.join(' \\\n');
}

/** One operation, by its operationId or by method and path. */
export function apiOperation(site: BuiltSite, built: BuiltLocale, by: {operationId?: string; method?: string; path?: string}): Operation {
  const entry = load(site, built);
  const all = operations(entry.spec);
  const found = by.operationId
    ? all.find((o) => o.op.operationId === by.operationId)
    : all.find((o) => o.method === by.method?.toLowerCase() && o.path === by.path);
  if (!found) {
    const named = by.operationId ? `operationId "${by.operationId}"` : `${by.method?.toUpperCase()} ${by.path}`;
    throw new Refusal(`The API has no operation ${named}: find operations with search_api.`);
  }
  const {method, path, op, shared} = found;
  const summary = summaryOf(site, entry, method, path, op);
  const parameters = resolved(entry.spec, [...shared, ...((op.parameters as Json[]) ?? [])]) as Json[];
  const security = (op.security ?? entry.spec.security ?? []) as Json[];
  const schemes = ((entry.spec.components?.securitySchemes ?? {}) as Record<string, Json>) ?? {};
  const twin = entry.pages.get(`${method.toUpperCase()} ${path}`);
  const sample = twin ? /```bash\n([\s\S]*?)\n```/.exec(site.files.readText(inLocale(built, twin.slice(built.locale.baseUrl.length))) ?? '')?.[1] : undefined;
  const roles = op['x-required-roles'];
  return {
    ...summary,
    description: String(op.description ?? ''),
    parameters,
    requestBody: op.requestBody ? (resolved(entry.spec, op.requestBody) as Json) : null,
    responses: resolved(entry.spec, op.responses ?? {}) as Json,
    authentication: {
      optional: security.some((s) => Object.keys(s).length === 0),
      schemes: security
        .flatMap((s) => Object.keys(s))
        .map((name) => {
          const scheme = schemes[name] ?? {};
          return {
            name,
            type: scheme.type as string | undefined,
            scheme: scheme.scheme as string | undefined,
            description: scheme.description as string | undefined,
          };
        }),
    },
    requiredRoles: Array.isArray(roles) ? roles.map(String) : null,
    ...(Array.isArray(roles)
      ? {}
      : {
          requiredRolesNote:
            'The API description names no role for this operation: access is decided by the API token (see authentication), and the product does not publish the permission names behind it.',
        }),
    curl: sample ?? curlOf(entry.spec, method, path, op, parameters),
  };
}

/**
 * A query's words: Latin words lowercased; a run of Japanese or Chinese, which has no spaces between its words, as its
 * character pairs (予約一覧 → 予約, 約一, 一覧), so that a run matches the summaries holding its words.
 */
function words(query: string): string[] {
  const pieces = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((w) => w.length > 1 || /[^\p{Script=Latin}\d]/u.test(w));
  return [...new Set(pieces.flatMap((w) => (/^[^\p{Script=Latin}\d]{3,}$/u.test(w) ? [...w].slice(1).map((c, k) => `${[...w][k]}${c}`) : [w])))];
}

/** Operations whose summary, path, operationId or tags hold the query's words: the most words first, then in the description's order. */
export function searchApi(site: BuiltSite, built: BuiltLocale, query: string): OperationSummary[] {
  const entry = load(site, built);
  const tagLabels = new Map((entry.spec.tags ?? []).map((t) => [String(t.name), String(t['x-displayName'] ?? '')]));
  const asked = words(query);
  if (!asked.length) throw new Refusal('The query has no words to look for: give words of an operation summary, a path, an operationId or a tag.');
  const scored = operations(entry.spec).map(({method, path, op}, order) => {
    const tags = tagNames(op).flatMap((t) => [t, tagLabels.get(t) ?? '']);
    const fields: [string, number][] = [
      [String(op.summary ?? '').toLowerCase(), 3],
      [`${method} ${path}`.toLowerCase(), 2],
      [String(op.operationId ?? '').toLowerCase(), 2],
      [tags.join(' ').toLowerCase(), 1],
    ];
    // A Latin word also matches without its plural s (bookings → booking), so `/booking` and `listBookings` meet.
    const forms = (w: string) => (/^[a-z]{4,}s$/.test(w) ? [w, w.slice(0, -1)] : [w]);
    const score = asked.reduce(
      (sum, w) => sum + Math.max(0, ...fields.filter(([text]) => forms(w).some((f) => text.includes(f))).map(([, weight]) => weight)),
      0,
    );
    const matched = asked.filter((w) => fields.some(([text]) => forms(w).some((f) => text.includes(f)))).length;
    return {method, path, op, order, score, matched};
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.matched - a.matched || b.score - a.score || a.order - b.order)
    .map((s) => summaryOf(site, entry, s.method, s.path, s.op));
}
