/**
 * The docs MCP server: the help site's search, pages, sections, API description and release notes for AI
 * assistants in a closed network, read from a built site only (no network, no project sources at run time).
 *
 *   node mcp/server.ts --site build                     over stdio (an assistant starts it)
 *   node mcp/server.ts --site build --http [--port 8788] [--host 127.0.0.1]
 *                                                       over Streamable HTTP at http://<host>:<port>/mcp
 *   node build/.mcp/docs-mcp.mjs                        the bundle (tools/mcp/bundle.ts): the site is the folder
 *                                                       around its `.mcp/` folder unless --site says otherwise
 * `--log-reads` writes each file it reads to stderr (the tests count them). Status lines go to stderr; over stdio,
 * stdout carries the protocol only.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {basename, dirname} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {MCP_FOLDER} from './manifest.ts';
import {loadSite, type BuiltSite} from './site.ts';
import {createDocsServer} from './tools.ts';

const DEFAULT_PORT = 8788;
const DEFAULT_HOST = '127.0.0.1';
/** The HTTP endpoint's path. */
const HTTP_PATH = '/mcp';
/** The largest request body taken over HTTP (a tool call is a few hundred bytes). */
const MAX_BODY = 1_000_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

const status = (line: string) => process.stderr.write(`docs-mcp: ${line}\n`);

/** The site folder when none is given: the bundle's, `<site>/.mcp/docs-mcp.mjs`; none for the sources' server. */
function defaultSite(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return basename(here) === MCP_FOLDER ? dirname(here) : undefined;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('not JSON'));
      }
    });
    req.on('error', reject);
  });
}

function jsonError(res: ServerResponse, code: number, message: string): void {
  res.writeHead(code, {'content-type': 'application/json'}).end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/**
 * Streamable HTTP, stateless: each POST gets a server and transport of its own over the one loaded site (no session
 * to keep, any number of clients). Bound to a loopback address, it answers only requests naming that address as
 * their Host (a web page elsewhere cannot reach it through DNS rebinding).
 */
function serveHttp(site: BuiltSite, host: string, port: number): Promise<void> {
  const httpServer = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== HTTP_PATH) return jsonError(res, 404, `Not found: the MCP endpoint is ${HTTP_PATH}`);
    if (LOOPBACK.has(host)) {
      const hostHeader = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
      if (!LOOPBACK.has(hostHeader)) return jsonError(res, 403, `Host ${req.headers.host ?? '(none)'} refused: this server answers on ${host} only`);
    }
    if (req.method !== 'POST') return jsonError(res, 405, 'Method not allowed: this server is stateless, send each request as a POST');
    let body: unknown;
    try {
      body = await readBody(req);
    } catch (error) {
      return jsonError(res, 400, `Bad request: ${(error as Error).message}`);
    }
    const server = createDocsServer(site);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      const address = httpServer.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      status(`ready: http://${host.includes(':') ? `[${host}]` : host}:${actual}${HTTP_PATH}`);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      site: {type: 'string'},
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: String(DEFAULT_PORT)},
      host: {type: 'string', default: DEFAULT_HOST},
      'log-reads': {type: 'boolean', default: false},
    },
    strict: true,
  });
  const folder = values.site ?? defaultSite();
  if (!folder) throw new Error('give the built site: --site <build folder> (e.g. --site build)');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port}: expected a port number (0 to 65535)`);
  const site = loadSite(folder, values['log-reads'] ? (path) => status(`read ${path}`) : undefined);
  status(`${site.locales.map((l) => `${l.locale.code} (${l.manifest.versions.map((v) => v.name).join(', ')})`).join(', ')} from ${site.files.root}`);
  if (values.http) return serveHttp(site, values.host, port);
  await createDocsServer(site).connect(new StdioServerTransport());
  status('ready: stdio');
}

main().catch((error: unknown) => {
  status(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
