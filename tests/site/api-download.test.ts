/**
 * The API reference for tools and AI assistants, as the build wrote it (read through built-site.ts) and
 * nginx serves it (status and headers: one request per URL), in each locale:
 * - external-api/openapi.yaml and openapi.json (plugins/openapi-download/): the locale's description, with their
 *   media types, the site's security headers and revalidation; both parse, say the same, and hold every operation
 *   with the locale's texts;
 * - the Markdown twin of every operation page (plugins/markdown-twins/openapi-to-markdown.ts) at the page's URL plus
 *   `.md`: named by the page, listed in llms.txt under the API section with the OpenAPI file, in llms-full.txt, with
 *   the operation's method and path, its parameters (a table that parses), every response status and the sample.
 * The overview's links to both files (a page in a browser) are tests/browser/api-download.spec.ts; the rendering
 * itself is unit-tested in plugins/markdown-twins/openapi-to-markdown.test.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import yaml from 'js-yaml';
import {describe, expect, test} from 'vitest';
import {OPERATION_LABELS} from '../../plugins/markdown-twins/openapi-to-markdown.ts';
import {OPENAPI_WORK_DIR, ROOT} from '../../site/paths.ts';
import type {OpenApi, Operation as ApiOperation} from '../../tools/api/openapi.ts';
import {localizedSpec} from '../../tools/openapi-i18n.ts';
import {literal} from '../support/patterns';
import {BUILT_LOCALES, fileForPath, textOf} from './built-site';
import {get, inParallel, type Answer} from './served';

type Operation = {operationId: string; method: string; path: string; op: ApiOperation};
/** A node of a Markdown tree (mdast), as far as the checks read it. */
type MarkdownNode = {type: string; children?: MarkdownNode[]};

const OPERATIONS = 31;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const KANA = /[\u3040-\u30ff]/;
const HAN = /[\u4e00-\u9fff]/;

function operationsOf(spec: OpenApi): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op = item[method];
      return op ? [{operationId: op.operationId, method, path, op}] : [];
    }),
  );
}

/** The object `node` stands for: itself, or the component its `$ref` names (`#/components/parameters/Id`). */
function deref<T extends {$ref?: string}>(spec: OpenApi, node: T): T {
  if (!node.$ref) return node;
  return node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], spec) as T;
}

/** `- [Title](url): description` lines under `## heading` (as tests/site/markdown-twins.test.ts reads them). */
function llmsSections(text: string): {label: string; entries: {title: string; url: string; description: string}[]}[] {
  const sections: {label: string; entries: {title: string; url: string; description: string}[]}[] = [];
  for (const line of text.split('\n')) {
    const h = /^## (.+)$/.exec(line);
    if (h) sections.push({label: h[1], entries: []});
    const e = /^- \[((?:[^\]\\]|\\.)*)\]\(([^)\s]+)\)(?:: (.*))?$/.exec(line);
    if (e && sections.length) sections[sections.length - 1].entries.push({title: e[1].replace(/\\([[\]])/g, '$1'), url: e[2], description: e[3] ?? ''});
  }
  return sections;
}

/** A Markdown twin as a syntax tree: plain Markdown with GFM, read by the checks' one Markdown reader (tools/content/). */
async function markdownTree(text: string): Promise<MarkdownNode> {
  const {parseGfm} = await import('../../tools/content/markdown.ts');
  return parseGfm(text) as unknown as MarkdownNode;
}

const samplesFile = join(ROOT, OPENAPI_WORK_DIR, 'code-samples.json');

const header = (a: Answer, name: string): string | undefined => {
  const v = a.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

/** A file of the build by its site path: its text, or undefined when no file of the build serves the path. */
function builtText(path: string): string | undefined {
  const rel = fileForPath(path);
  return rel === undefined ? undefined : textOf(rel);
}

for (const {i18nFolder: dir, code: locale, baseUrl: prefix, folder} of BUILT_LOCALES) {
  describe(`${prefix} (${dir})`, () => {
    test(`${prefix}external-api/openapi.yaml and .json: the ${locale} description, served with its media type, every operation`, async () => {
      const expected = localizedSpec(locale);
      const problems: string[] = [];
      const served: Record<string, OpenApi> = {};
      for (const [file, type] of [
        ['openapi.yaml', /^application\/yaml$/],
        ['openapi.json', /^application\/json(; charset=utf-8)?$/],
      ] as const) {
        const url = `${prefix}external-api/${file}`;
        const res = await get(url, {'Accept-Encoding': 'gzip'});
        if (res.status !== 200) {
          problems.push(`${url}: answers ${res.status}`);
          continue;
        }
        const h = (name: string) => header(res, name);
        if (!type.test(h('content-type') ?? '')) problems.push(`${url}: content type "${h('content-type')}", expected ${type}`);
        if (h('cache-control') !== 'no-cache') problems.push(`${url}: Cache-Control "${h('cache-control')}", expected no-cache (revalidated like the pages)`);
        if (h('content-encoding') !== 'gzip') problems.push(`${url}: not gzip-compressed`);
        if (h('x-content-type-options') !== 'nosniff') problems.push(`${url}: X-Content-Type-Options "${h('x-content-type-options')}"`);
        if (!/frame-ancestors 'self'/.test(h('content-security-policy') ?? '')) problems.push(`${url}: no Content-Security-Policy`);
        // The file as a tool gets it: the bytes sent, unpacked.
        let text: string;
        try {
          text = (h('content-encoding') === 'gzip' ? gunzipSync(res.body) : res.body).toString('utf8');
        } catch (error) {
          problems.push(`${url}: the gzip-encoded answer does not unpack: ${(error as Error).message}`);
          continue;
        }
        try {
          served[file] = (file.endsWith('.json') ? JSON.parse(text) : yaml.load(text)) as OpenApi;
        } catch (error) {
          problems.push(`${url}: does not parse: ${(error as Error).message}`);
          continue;
        }
        const ops = operationsOf(served[file]);
        if (ops.length !== OPERATIONS) problems.push(`${url}: ${ops.length} operations, expected ${OPERATIONS}`);
        for (const want of operationsOf(expected)) {
          const got = ops.find((o) => o.operationId === want.operationId);
          if (!got) problems.push(`${url}: no operation ${want.operationId}`);
          else if (got.op.summary !== want.op.summary)
            problems.push(`${url}: ${want.operationId} summary "${got.op.summary}", the ${locale} description says "${want.op.summary}"`);
          // The locale's language, not only the same text as the source of the check.
          if (locale === 'ja' && got && !KANA.test(got.op.summary ?? ''))
            problems.push(`${url}: ${want.operationId} summary "${got.op.summary}" is not Japanese`);
          if (locale === 'zh-Hant' && got && (!HAN.test(got.op.summary ?? '') || KANA.test(got.op.summary ?? '')))
            problems.push(`${url}: ${want.operationId} summary "${got.op.summary}" is not Chinese`);
        }
      }
      if (served['openapi.yaml'] && served['openapi.json'])
        expect(served['openapi.json'], `${prefix}external-api: the JSON file says what the YAML file says`).toEqual(served['openapi.yaml']);
      expect(problems, `${prefix}external-api/openapi.*`).toEqual([]);
    });

    test(`${prefix}: every operation page of ${locale} has a Markdown twin, listed in llms.txt and held in llms-full.txt`, async () => {
      const spec = localizedSpec(locale);
      const labels = OPERATION_LABELS[locale];
      const samples = existsSync(samplesFile) ? (JSON.parse(readFileSync(samplesFile, 'utf8')) as Record<string, {samples: {curl: string}}>) : undefined;
      const llms = textOf(`${folder}llms.txt`);
      const full = textOf(`${folder}llms-full.txt`);
      const sections = llmsSections(llms);
      const api = sections[sections.length - 1];
      const problems: string[] = [];

      // The API section: the overview, the OpenAPI file (its entry naming the JSON one too), then the operations.
      expect(api?.entries[0]?.url, `${prefix}llms.txt: the API section starts with the overview`).toMatch(
        new RegExp(`${literal(`${prefix}external-api/index.md`)}$`),
      );
      const fileEntry = api.entries[1];
      expect(fileEntry?.url, `${prefix}llms.txt: the OpenAPI description after the overview`).toMatch(
        new RegExp(`${literal(`${prefix}external-api/openapi.yaml`)}$`),
      );
      expect(fileEntry.description, `${prefix}llms.txt: the OpenAPI entry names the JSON file`).toMatch(
        new RegExp(literal(`${prefix}external-api/openapi.json`)),
      );
      const opEntries = api.entries.slice(2);
      expect(opEntries.length, `${prefix}llms.txt: one entry per operation, no schema or tag page`).toBe(OPERATIONS);

      // Each operation with its llms.txt entry; then what nginx answers for its page and its twin, 8 at a time.
      const operations = operationsOf(spec).map((o) => {
        const call = `${o.method.toUpperCase()} ${o.path}`;
        return {...o, call, listedEntry: opEntries.find((e) => e.description.startsWith(`\`${call}\``))};
      });
      const urls = operations.flatMap(({listedEntry}) => {
        if (!listedEntry) return [];
        const twinUrl = new URL(listedEntry.url).pathname;
        return [twinUrl.replace(/\.md$/, ''), twinUrl];
      });
      const answered = new Map((await inParallel(urls, 8, async (url) => [url, await get(url)] as const)).map(([url, a]) => [url, a]));

      for (const {operationId, op, call, listedEntry} of operations) {
        const where = `${operationId} (${prefix})`;
        if (!listedEntry) {
          problems.push(`${where}: no llms.txt entry for \`${call}\``);
          continue;
        }
        const twinUrl = new URL(listedEntry.url).pathname;
        if (listedEntry.title !== op.summary) problems.push(`${twinUrl}: listed as "${listedEntry.title}", the summary is "${op.summary}"`);
        // The twin is the operation page's URL plus `.md`, and the page names it (<link rel="alternate">).
        const pagePath = twinUrl.replace(/\.md$/, '');
        if (!/\/external-api\/reference\/[\w-]+\.md$/.test(twinUrl)) problems.push(`${where}: twin at ${twinUrl}, not an operation page's URL plus .md`);
        const html = answered.get(pagePath)!;
        const pageHtml = builtText(pagePath);
        if (html.status !== 200) problems.push(`${pagePath}: the operation page answers ${html.status}`);
        else if (pageHtml === undefined) problems.push(`${pagePath}: answers 200, but no file of the build serves it`);
        else if (!new RegExp(`<link[^>]*rel="?alternate"?[^>]*type="?text/markdown"?[^>]*href="?${twinUrl}[">\\s/]`).test(pageHtml)) {
          problems.push(`${pagePath}: no <link rel="alternate" type="text/markdown" href="${twinUrl}">`);
        }

        const res = answered.get(twinUrl)!;
        if (res.status !== 200) {
          problems.push(`${twinUrl}: answers ${res.status}`);
          continue;
        }
        if (header(res, 'content-type') !== 'text/markdown; charset=utf-8') problems.push(`${twinUrl}: content type ${header(res, 'content-type')}`);
        const twin = builtText(twinUrl);
        if (twin === undefined) {
          problems.push(`${twinUrl}: answers 200, but no file of the build serves it`);
          continue;
        }
        if (!twin.startsWith(`# ${op.summary}\n`)) problems.push(`${twinUrl}: does not start with "# ${op.summary}"`);
        if (!twin.includes(`\`${call}\``)) problems.push(`${twinUrl}: no \`${call}\``);
        if (op.description && !twin.includes(op.description.trim())) problems.push(`${twinUrl}: not the operation's ${locale} description`);
        for (const heading of [labels.responses, ...(op.parameters?.length ? [labels.parameters] : []), ...(op.requestBody ? [labels.requestBody] : [])]) {
          if (!twin.includes(`\n## ${heading}\n`)) problems.push(`${twinUrl}: no "## ${heading}"`);
        }
        const parameters = (op.parameters ?? []).map((p) => deref(spec, p));
        if (parameters.length) {
          // The parameters are the first table: one row per parameter, six cells each (a stray | would add cells).
          const tree = await markdownTree(twin);
          const table = (tree.children ?? []).find((n) => n.type === 'table');
          const rows = table?.children ?? [];
          if (rows.length !== parameters.length + 1)
            problems.push(`${twinUrl}: parameters table has ${rows.length - 1} rows, the operation ${parameters.length} parameters`);
          if (rows.some((r) => r.children?.length !== 6)) problems.push(`${twinUrl}: a parameters row without its six cells`);
          for (const p of parameters) if (!twin.includes(`| \`${p.name}\` | ${p.in} |`)) problems.push(`${twinUrl}: no row for parameter ${p.name} (${p.in})`);
        }
        for (const status of Object.keys(op.responses)) if (!twin.includes(`\n### ${status}\n`)) problems.push(`${twinUrl}: no response ${status}`);
        if (samples && !twin.includes(`## ${labels.exampleRequest}\n\n\`\`\`bash\n${samples[operationId].samples.curl}\n\`\`\``))
          problems.push(`${twinUrl}: no example request with the build's curl sample`);
        if (/json/.test(Object.keys(deref(spec, op.responses['200']).content ?? {})[0] ?? '') && !twin.includes(`## ${labels.exampleResponse}\n\n**200**`)) {
          problems.push(`${twinUrl}: no example response`);
        }
        // llms-full.txt: the twin with the page's URL under its title.
        const part = twin.replace(/^(# .*\n)/, `$1\nURL: ${new URL(listedEntry.url).origin}${pagePath}\n`).trimEnd();
        if (!full.includes(`\n---\n\n${part}\n`)) problems.push(`${twinUrl}: not in ${prefix}llms-full.txt with its URL`);
      }
      expect(problems, `Markdown twins of the API operations (${dir})`).toEqual([]);
    }, 120_000);
  });
}
