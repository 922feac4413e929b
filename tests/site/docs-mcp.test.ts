/**
 * The docs MCP server (mcp/server.ts) on the built site, driven as an assistant drives it, with the MCP SDK's client:
 * started over stdio (`node mcp/server.ts --site <build>`) and over Streamable HTTP, and its bundle
 * (`<build>/.mcp/docs-mcp.mjs`, tools/mcp/bundle.ts) once. Each tool in every locale and for the archived 2.12 docs;
 * a reader's Japanese question (tests/search-eval/ja.json) finds the same first page as the site's engine called
 * directly (tests/search-eval/evaluate.ts); the page comes back as its Markdown twin byte for byte; a path out of the
 * site, an unknown locale and a 10,000-character query are refused in one sentence before any file is read (the
 * server's read log, `--log-reads`). Prints the start and search times (measured, not budgeted).
 * Needs the manifests and the bundle that tools/mcp/bundle.ts writes into the build after it.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {request} from 'node:http';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {BUNDLE_FILE, MANIFEST_FILE, MCP_FOLDER} from '../../mcp/manifest.ts';
import {readIndexFile} from '../../plugins/search-index/split-files.ts';
import {DOCS_ROUTE, OPENAPI_FILES, RELEASE_NOTES_ROUTE} from '../../site/content.ts';
import {BASE_URL, LOCALES, pageUrl, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {outputDir, ROOT} from '../../site/paths.ts';
import {engineFor, loadIndex, loadSet} from '../search-eval/evaluate.ts';
import {BUILD} from './built-site.ts';

const SERVER = join(ROOT, 'mcp', 'server.ts');
const BUNDLE = join(BUILD, MCP_FOLDER, BUNDLE_FILE);
const ARCHIVED = '2.12';
const CODES = LOCALES.map((l) => l.code);
/** A question per locale: the readers' sets' first for Japanese and Chinese (tests/search-eval/). */
const QUESTIONS: Record<LocaleCode, string> = {en: 'book a meeting room', ja: loadSet('ja.json')[0].q, 'zh-Hant': loadSet('zh.json')[0].q};

type Server = {client: Client; stderr: () => string; startMs: number; close: () => Promise<void>};

/** Starts a server over stdio (its read log on) and connects: ready when it has answered the client's initialize. */
async function startStdio(args: string[]): Promise<Server> {
  const started = performance.now();
  const transport = new StdioClientTransport({command: process.execPath, args: [...args, '--log-reads'], cwd: ROOT, stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {client, stderr: () => stderr, startMs: performance.now() - started, close: () => client.close()};
}

const call = async (server: Server, name: string, args: Record<string, unknown>): Promise<CallToolResult> =>
  (await server.client.callTool({name, arguments: args})) as CallToolResult;
const textOf = (result: CallToolResult, k = 0): string => (result.content[k] as {type: 'text'; text: string}).text;
const data = <T>(result: CallToolResult): T => result.structuredContent as T;

type Hit = {title: string; url: string; excerpt: string};
type Item = {type: 'page'; title: string; url: string} | {type: 'category'; label: string; url?: string; items: Item[]};
const pagesOf = (items: Item[]): string[] => items.flatMap((i) => (i.type === 'page' ? [i.url] : [...(i.url ? [i.url] : []), ...pagesOf(i.items)]));

/** The site's origin as built (every locale's llms.txt links carry it). */
const origin = new URL(/\]\((https?:\/\/[^)]+)\)/.exec(readFileSync(join(BUILD, 'llms.txt'), 'utf8'))![1]).origin;
/** A page URL → its Markdown twin in the build. */
function twinFile(url: string): string {
  const path = new URL(url).pathname;
  const locale = LOCALES.find((l) => l.urlFolder && path.startsWith(l.baseUrl)) ?? siteLocale('en');
  const rel = path.slice(locale.baseUrl.length);
  return join(outputDir(locale.code, BUILD), rel.endsWith('/') ? `${rel}index.md` : `${rel}.md`);
}

/** The first page the site's engine answers, on the whole index of a locale's docs version, as the search page lists it. */
function enginesFirstPage(locale: LocaleCode, version?: string): string | undefined {
  let index = loadIndex(locale, BUILD);
  if (version) {
    const dir = join(outputDir(locale, BUILD), DOCS_ROUTE, version);
    index = readIndexFile(
      join(
        dir,
        readdirSync(dir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f))!,
      ),
    );
  }
  const first = engineFor(index)
    .search(QUESTIONS[locale], 8)
    .find((r) => r.type === 0);
  return first && `${origin}${first.document.u}`;
}

let stdio: Server;
const times: string[] = [];

beforeAll(() => {
  const missing = CODES.map((c) => join(outputDir(c, BUILD), MCP_FOLDER, MANIFEST_FILE)).filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`no docs MCP manifest in the build (${missing.join(', ')}): run node tools/mcp/bundle.ts --site ${BUILD}`);
});

afterAll(async () => {
  await stdio?.close();
  console.log(`docs MCP server:\n  ${times.join('\n  ')}`);
});

describe('over stdio', () => {
  beforeAll(async () => {
    stdio = await startStdio([SERVER, '--site', BUILD]);
    times.push(`start (spawn to ready to answer), node mcp/server.ts: ${stdio.startMs.toFixed(0)} ms`);
  });

  test('lists its six tools and the llms.txt and OpenAPI files of every locale as resources', async () => {
    const tools = (await stdio.client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual(['fetch_page', 'get_api_operation', 'list_sections', 'search_api', 'search_docs', 'whats_new']);
    const resources = (await stdio.client.listResources()).resources;
    expect(resources).toHaveLength(CODES.length * 3);
    const ja = resources.find((r) => r.uri === `${origin}${siteLocale('ja').baseUrl}${OPENAPI_FILES.json}`)!;
    const read = await stdio.client.readResource({uri: ja.uri});
    expect((read.contents[0] as {text: string}).text).toBe(readFileSync(join(outputDir('ja', BUILD), OPENAPI_FILES.json), 'utf8'));
  });

  for (const locale of CODES) {
    for (const version of [undefined, ARCHIVED]) {
      const name = `${locale}${version ? ` ${version}` : ''}`;
      test(`${name}: search_docs finds the engine's first page, and fetch_page returns that page's twin byte for byte`, async () => {
        const started = performance.now();
        const result = await call(stdio, 'search_docs', {query: QUESTIONS[locale], locale, ...(version ? {version} : {})});
        times.push(`search_docs ${name} 「${QUESTIONS[locale]}」: ${(performance.now() - started).toFixed(0)} ms`);
        expect(result.isError, textOf(result)).toBeFalsy();
        const hits = data<{results: Hit[]}>(result).results;
        expect(hits.length).toBeGreaterThan(0);
        expect(hits[0].url).toBe(enginesFirstPage(locale, version));
        expect(hits.every((h) => h.title && h.url.startsWith(origin))).toBe(true);
        if (version) expect(hits[0].url).toContain(`/${DOCS_ROUTE}/${version}/`);

        const page = await call(stdio, 'fetch_page', {url: hits[0].url});
        expect(page.isError, textOf(page)).toBeFalsy();
        expect(textOf(page)).toBe(readFileSync(twinFile(hits[0].url), 'utf8'));
        const meta = data<{title: string; version: string; lastUpdated: string | null; locale: string}>(page);
        expect(meta.locale).toBe(locale);
        expect(meta.title).toBe(hits[0].title);
        expect(meta.version).toBe(version ?? data<{version: string}>(result).version);
        expect(meta.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}/);
      });

      test(`${name}: list_sections lists every doc page of the version, by section`, async () => {
        const result = await call(stdio, 'list_sections', {locale, ...(version ? {version} : {})});
        expect(result.isError, textOf(result)).toBeFalsy();
        const {sections} = data<{sections: {label: string; url: string; items: Item[]}[]}>(result);
        const listed = new Set(sections.flatMap((s) => pagesOf(s.items)));
        const docPaths = JSON.parse(
          readFileSync(join(outputDir(locale, BUILD), DOCS_ROUTE, ...(version ? [version] : []), 'doc-paths.json'), 'utf8'),
        ) as Record<string, string>;
        const unlisted = Object.values(docPaths).filter((p) => !listed.has(`${origin}${p}`));
        expect(unlisted).toEqual([]);
        if (!version) {
          // The current release's sections are llms.txt's, in its order and with its labels.
          const llms = readFileSync(join(outputDir(locale, BUILD), 'llms.txt'), 'utf8');
          expect(sections.map((s) => s.label)).toEqual([...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]));
        }
      });
    }

    test(`${locale}: get_api_operation by operationId and by method and path, search_api by the operation's summary`, async () => {
      const spec = JSON.parse(readFileSync(join(outputDir(locale, BUILD), OPENAPI_FILES.json), 'utf8')) as {
        paths: Record<string, Record<string, {summary: string}>>;
      };
      const byId = await call(stdio, 'get_api_operation', {operationId: 'listBuildings', locale});
      expect(byId.isError, textOf(byId)).toBeFalsy();
      const op = data<{
        method: string;
        path: string;
        summary: string;
        curl: string;
        pageUrl: string;
        responses: Record<string, unknown>;
        authentication: {schemes: unknown[]};
      }>(byId);
      expect([op.method, op.path, op.summary]).toEqual(['GET', '/building', spec.paths['/building'].get.summary]);
      expect(op.curl).toMatch(/^curl .*\/building/);
      expect(op.responses).toHaveProperty('200');
      expect(op.authentication.schemes.length).toBeGreaterThan(0);
      expect(existsSync(twinFile(op.pageUrl))).toBe(true);
      const byPath = await call(stdio, 'get_api_operation', {method: 'get', path: '/building', locale});
      expect(data<{operationId: string}>(byPath).operationId).toBe('listBuildings');

      const found = await call(stdio, 'search_api', {query: spec.paths['/building'].get.summary, locale});
      expect(data<{operations: {operationId: string}[]}>(found).operations[0].operationId).toBe('listBuildings');
    });

    test(`${locale}: whats_new lists the releases after a version, newest first, older than the feed too`, async () => {
      const recent = data<{releases: {version: string; url: string; date: string; summary: string}[]}>(
        await call(stdio, 'whats_new', {since_version: '2.12', locale}),
      );
      expect(recent.releases.map((r) => r.version)).toEqual(['2.13.0', '2.12.1']);
      const all = data<{releases: {version: string; url: string; date: string; summary: string}[]}>(
        await call(stdio, 'whats_new', {since_version: '1.0', locale}),
      );
      const posts = readdirSync(join(outputDir(locale, BUILD), RELEASE_NOTES_ROUTE), {recursive: true}).filter((f) =>
        /^\d{4}\/.+\/index\.html$/.test(String(f)),
      );
      expect(all.releases).toHaveLength(posts.length);
      for (const r of all.releases) {
        expect(r.date, r.url).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(r.summary, r.url).not.toBe('');
        expect(existsSync(join(outputDir(locale, BUILD), new URL(r.url).pathname.slice(siteLocale(locale).baseUrl.length), 'index.html')), r.url).toBe(true);
      }
    });
  }

  test('a query over 512 characters is cut to 512, and the answer says so', async () => {
    const result = await call(stdio, 'search_docs', {query: `${QUESTIONS.ja} `.repeat(60), locale: 'ja', limit: 3});
    expect(result.isError).toBeFalsy();
    expect(data<{queryCut: boolean; query: string}>(result).query).toHaveLength(512);
    expect(textOf(result)).toMatch(/cut to its first 512 characters/);
  });
});

describe('refusals', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startStdio([SERVER, '--site', BUILD]);
  });
  afterAll(() => server.close());

  const REFUSED: [string, string, Record<string, unknown>, RegExp][] = [
    ['a path climbing out', 'fetch_page', {path: `${BASE_URL}docs/../../../etc/passwd`}, /not a page path/],
    ['an encoded climb', 'fetch_page', {path: pageUrl('ja', 'docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd')}, /not a page path/],
    ['a doubly encoded climb', 'fetch_page', {path: `${BASE_URL}docs/%252e%252e/%252e%252e/etc/passwd`}, /not a page path/],
    ['an absolute file path', 'fetch_page', {path: '/etc/passwd'}, /not a page of this site/],
    ['another host', 'fetch_page', {url: `https://example.org${BASE_URL}docs/security/about`}, /not this site/],
    ['a protocol-relative host', 'fetch_page', {path: `//example.org${BASE_URL}docs/security/about`}, /another host/],
    ['a file URL', 'fetch_page', {url: 'file:///etc/passwd'}, /^file: URLs are not pages of this site/],
    ['a dotted name', 'fetch_page', {path: `${BASE_URL}${MCP_FOLDER}/${MANIFEST_FILE}`}, /not a page path/],
    ['an unknown locale', 'search_docs', {query: 'room', locale: 'fr'}, /^Unknown locale "fr": use en, ja, zh-Hant/],
    ['an unknown docs version', 'list_sections', {locale: 'ja', version: '3.0'}, /^Unknown docs version "3\.0": this build has 2\.\d+ \(current\), 2\.12\.$/],
    ['a 10,000-character query', 'search_docs', {query: 'あ'.repeat(10_000), locale: 'ja'}, /^The query is too long/],
    ['an empty query', 'search_docs', {query: '  ', locale: 'en'}, /^The query is empty/],
    ['a malformed since_version', 'whats_new', {since_version: 'latest', locale: 'en'}, /^since_version must be/],
  ];
  test.each(REFUSED)('%s: one sentence, an MCP tool error, and nothing read', async (_what, tool, args, message) => {
    const before = server.stderr();
    const result = await call(server, tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
    expect(textOf(result).split('\n')).toHaveLength(1);
    // A later answer's reads follow any the refused call made, in the same stream: none may come before them.
    const marker = await call(server, 'fetch_page', {path: 'docs/security/about', locale: 'en'});
    expect(marker.isError).toBeFalsy();
    await expect.poll(() => server.stderr().slice(before.length), {timeout: 5000}).toContain('read docs/security/about.md');
    const reads = server
      .stderr()
      .slice(before.length)
      .split('\n')
      .filter((l) => l.startsWith('docs-mcp: read '));
    expect(reads[0]).toBe('docs-mcp: read docs/security/about.md');
  });
});

describe('over Streamable HTTP', () => {
  let child: ReturnType<typeof spawn>;
  let url: URL;
  beforeAll(async () => {
    const started = performance.now();
    child = spawn(process.execPath, [SERVER, '--site', BUILD, '--http', '--port', '0'], {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe']});
    url = await new Promise<URL>((resolve, reject) => {
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += String(chunk);
        const ready = /ready: (http:\S+)/.exec(stderr);
        if (ready) resolve(new URL(ready[1]));
      });
      child.on('exit', (code) => reject(new Error(`the server ended (exit ${code}): ${stderr}`)));
    });
    times.push(`start (spawn to listening), node mcp/server.ts --http: ${(performance.now() - started).toFixed(0)} ms`);
  });
  afterAll(() => {
    child?.kill();
  });

  test("answers the Japanese question with the engine's first page, in each locale's folder name too", async () => {
    const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(url));
    const started = performance.now();
    const result = (await client.callTool({name: 'search_docs', arguments: {query: QUESTIONS.ja, locale: siteLocale('ja').urlFolder}})) as CallToolResult;
    times.push(`search_docs over HTTP, ja: ${(performance.now() - started).toFixed(0)} ms`);
    expect(data<{results: Hit[]}>(result).results[0].url).toBe(enginesFirstPage('ja'));
    const refused = (await client.callTool({name: 'search_docs', arguments: {query: 'x', locale: 'de'}})) as CallToolResult;
    expect(refused.isError).toBe(true);
    await client.close();
  });

  test('refuses a request naming another host (DNS rebinding) and any other path', async () => {
    const status = (path: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({host: url.hostname, port: url.port, path, method: 'POST', headers: {host, 'content-type': 'application/json'}}, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end('{}');
      });
    expect(await status(url.pathname, 'attacker.example.com')).toBe(403);
    expect(await status('/other', url.host)).toBe(404);
  });
});

describe('the bundle', () => {
  test(`${MCP_FOLDER}/${BUNDLE_FILE} serves the build it sits in, with Node.js alone`, async () => {
    expect(existsSync(BUNDLE), `${BUNDLE}: run node tools/mcp/bundle.ts --site ${BUILD}`).toBe(true);
    // No package of the project at run time: only Node.js's own modules are imported.
    const imports = [...readFileSync(BUNDLE, 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.filter((m) => !m.startsWith('node:'))).toEqual([]);
    const bundled = await startStdio([BUNDLE]);
    times.push(`start (spawn to ready to answer), the bundle: ${bundled.startMs.toFixed(0)} ms`);
    const started = performance.now();
    const result = await call(bundled, 'search_docs', {query: QUESTIONS.ja, locale: 'ja'});
    times.push(`search_docs with the bundle, ja: ${(performance.now() - started).toFixed(0)} ms`);
    expect(data<{results: Hit[]}>(result).results[0].url).toBe(enginesFirstPage('ja'));
    await bundled.close();
  });
});
