/**
 * The receiver's HTTP server (node:http): takes one answer per `POST <path>`, checks it against the shared schema
 * (site/feedback.ts) and the built site's pages, and stores it once. Everything else is refused with a status and a
 * one-sentence JSON error, and nothing is stored. The client's address is used for the rate limit only: kept in
 * memory for the rate window, never logged or stored.
 */
import {createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {BODY_MAX_BYTES, feedbackProblem, type FeedbackPost} from '../../site/feedback.ts';
import {LOCALE_CODES, pageUrl} from '../../site/locales.ts';
import {loadPages, type PageList} from './pages.ts';
import {openStore} from './store.ts';

/** Where the widget posts by default: `feedback` under the English base URL (`/help/feedback`), one for all locales. */
export const DEFAULT_PATH = pageUrl('en', 'feedback');
export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
/** Posts per client per minute: a reader answers a page or two a minute; a script sending more is refused. */
export const DEFAULT_RATE = 10;

export type ReceiverOptions = {
  /** The SQLite file (created, with its folder, when missing). */
  db: string;
  /** The built site whose pages answers may be about (`build/`, or the served copy). */
  siteDir: string;
  /** 0: a free port (tests). */
  port?: number;
  host?: string;
  path?: string;
  /** Posts accepted per client per rate window. */
  rate?: number;
  /** The rate window (a minute; shorter in tests). */
  rateWindowMs?: number;
  /** Behind nginx: the client is the last address of X-Real-IP or X-Forwarded-For, not the socket's (nginx's). */
  trustProxy?: boolean;
  /** An origin (`https://www.example.com`) whose pages may post across origins (CORS); none by default. */
  allowOrigin?: string;
  /** Where the one line per request goes (default stdout). */
  log?: (line: string) => void;
};

export type Receiver = {
  /** The endpoint's full URL, with the real port. */
  url: string;
  port: number;
  /** How many pages the receiver knows. */
  pages: () => number;
  /** Reads the site's pages again (a new deploy); keeps the previous list and throws when the folder has none. */
  reloadPages: () => number;
  /** Stops taking connections, lets requests under way finish (5 s at most), closes the database. */
  close: () => Promise<void>;
};

type Refusal = {status: number; error: string; headers?: OutgoingHttpHeaders};

/** Starts the receiver; resolves once it listens. */
export async function startReceiver(options: ReceiverOptions): Promise<Receiver> {
  const {
    port = DEFAULT_PORT,
    host = DEFAULT_HOST,
    path = DEFAULT_PATH,
    rate = DEFAULT_RATE,
    rateWindowMs = 60_000,
    trustProxy = false,
    allowOrigin,
    log = (line: string) => console.log(line),
  } = options;
  let pages: PageList = loadPages(options.siteDir);
  const store = openStore(options.db, {create: true});
  const limiter = rateLimiter(rate, rateWindowMs);
  const allow = allowOrigin ? 'POST, OPTIONS' : 'POST';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? '';
    const pathname = requestPath(req.url);
    const cors: OutgoingHttpHeaders = {};
    if (allowOrigin) {
      cors.Vary = 'Origin';
      if (req.headers.origin === allowOrigin) cors['Access-Control-Allow-Origin'] = allowOrigin;
    }
    const reply = (status: number, body: object | null, note: string, headers: OutgoingHttpHeaders = {}) => {
      // A body not read to its end (a refusal before reading, or one too large) is not read either: the connection
      // closes after the answer.
      const close: OutgoingHttpHeaders = req.complete ? {} : {Connection: 'close'};
      const json = body === null ? '' : JSON.stringify(body);
      res.writeHead(status, {
        ...(body === null ? {} : {'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json)}),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...cors,
        ...close,
        ...headers,
      });
      res.end(json);
      log(logLine(method, pathname, status, note));
    };
    const refuse = ({status, error, headers}: Refusal) => reply(status, {error}, error, headers);

    if (pathname !== path) return refuse({status: 404, error: `not found: the receiver takes POST ${path} only`});
    if (method === 'OPTIONS' && allowOrigin) {
      return reply(
        204,
        null,
        cors['Access-Control-Allow-Origin'] ? 'preflight' : 'preflight from another origin',
        cors['Access-Control-Allow-Origin']
          ? {Allow: allow, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600'}
          : {Allow: allow},
      );
    }
    if (method !== 'POST') return refuse({status: 405, error: `only POST is accepted here, not ${method}`, headers: {Allow: allow}});
    const retryAfter = limiter.hit(clientOf(req, trustProxy));
    if (retryAfter) {
      return refuse({status: 429, error: `more than ${rate} answers a minute from one client: try again later`, headers: {'Retry-After': String(retryAfter)}});
    }
    if (!isJson(req.headers['content-type'])) return refuse({status: 415, error: 'the body must be JSON (Content-Type: application/json, UTF-8)'});
    const tooLarge: Refusal = {status: 413, error: `the body is larger than ${BODY_MAX_BYTES} bytes`};
    if (Number(req.headers['content-length']) > BODY_MAX_BYTES) return refuse(tooLarge);

    let bytes: Buffer | undefined;
    try {
      bytes = await readBody(req, BODY_MAX_BYTES);
    } catch {
      // The client went away while sending: nobody to answer.
      log(logLine(method, pathname, 0, 'the client closed the connection before the body ended'));
      return;
    }
    if (bytes === undefined) return refuse(tooLarge);
    const body = parse(bytes);
    if ('error' in body) return refuse({status: 400, error: body.error});
    const problem = feedbackProblem(body.value, LOCALE_CODES);
    if (problem) return refuse({status: 400, error: problem});
    const answer = body.value as FeedbackPost;
    const page = pages.find(answer.path);
    if (!page) return refuse({status: 422, error: 'the path is not one of the pages of this site'});
    if (page.locale !== answer.locale) return refuse({status: 422, error: `the path is a page of locale ${page.locale}, not ${answer.locale}`});

    let stored: boolean;
    try {
      stored = store.insert({...answer, path: page.path});
    } catch (e) {
      log(logLine(method, pathname, 500, `not stored: ${e instanceof Error ? e.message : String(e)}`));
      return refuse({status: 500, error: 'the answer could not be stored'});
    }
    if (stored) return reply(201, {stored: true}, `stored (${answer.answer}, ${page.path})`);
    return reply(200, {stored: false, duplicate: true}, 'duplicate, stored before');
  };

  const server = createServer({requestTimeout: 10_000, headersTimeout: 5_000}, (req, res) => {
    handle(req, res).catch((e: unknown) => {
      log(logLine(req.method ?? '', requestPath(req.url), 500, e instanceof Error ? e.message : String(e)));
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'application/json; charset=utf-8'}).end(JSON.stringify({error: 'the receiver failed'}));
    });
  });
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => (server.off('error', fail), ok()));
    });
  } catch (e) {
    store.close();
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'EADDRINUSE'
        ? `port ${port} on ${host} is in use: another receiver runs, or give --port`
        : `cannot listen on ${host}:${port}: ${(e as Error).message}`,
      {cause: e},
    );
  }
  // Listening on a host and port: the address is an AddressInfo, not a pipe name.
  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${path}`,
    port: actualPort,
    pages: () => pages.size,
    reloadPages: () => {
      pages = loadPages(options.siteDir);
      return pages.size;
    },
    close: () =>
      (closing ??= new Promise<void>((ok) => {
        const force = setTimeout(() => server.closeAllConnections(), 5_000);
        server.close(() => {
          clearTimeout(force);
          limiter.clear();
          store.close();
          ok();
        });
        server.closeIdleConnections();
      })),
  };
}

/** The request's path, without the query (the log and the routing need no more). */
function requestPath(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://receiver').pathname;
  } catch {
    return '(unreadable path)';
  }
}

/** One log line: time, method, path, status, what happened. Never the client's address; no control characters. */
function logLine(method: string, path: string, status: number, note: string): string {
  return `${new Date().toISOString()} ${method} ${path.slice(0, 200)} ${status || '-'} ${note}`.replace(/\p{Cc}/gu, ' ');
}

/** `application/json`, with a UTF-8 charset or none (JSON is UTF-8). */
function isJson(contentType: string | undefined): boolean {
  const [type, ...params] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((param) => {
    const [name, value = ''] = param.split('=').map((part) => part.trim());
    return name !== 'charset' || value.replace(/^"(.*)"$/, '$1') === 'utf-8';
  });
}

/**
 * The request's body, or undefined as soon as it passes `max` bytes: reading stops there (nothing more is kept, and
 * the connection closes after the answer). Rejects when the client goes away first.
 */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | undefined> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      ok(undefined);
    };
    req.on('data', onData);
    req.once('end', () => ok(Buffer.concat(chunks)));
    req.once('error', fail);
    req.once('close', () => fail(new Error('closed')));
  });
}

/** The body as JSON, or a sentence saying why it is not. */
function parse(bytes: Buffer): {value: unknown} | {error: string} {
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return {error: 'the body is not UTF-8 text'};
  }
  try {
    return {value: JSON.parse(text)};
  } catch {
    return {error: 'the body is not valid JSON'};
  }
}

/** The client, for the rate limit only: behind a trusted proxy, the address nginx saw (the last one it set). */
function clientOf(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    for (const name of ['x-real-ip', 'x-forwarded-for']) {
      const value = req.headers[name];
      const last = (Array.isArray(value) ? value.join(',') : (value ?? ''))
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean)
        .at(-1);
      if (last) return last;
    }
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * At most `limit` posts per client in a sliding window. A client's entry (its address and the times of its posts)
 * is dropped one window after its last post, so no address stays in memory longer.
 */
function rateLimiter(limit: number, windowMs: number) {
  const clients = new Map<string, {hits: number[]; forget: NodeJS.Timeout}>();
  return {
    /** Counts a post; 0 when it is within the limit, else the seconds until the client may post again. */
    hit(client: string): number {
      const now = Date.now();
      let entry = clients.get(client);
      if (entry) entry.forget.refresh();
      else {
        entry = {hits: [], forget: setTimeout(() => clients.delete(client), windowMs).unref()};
        clients.set(client, entry);
      }
      entry.hits = entry.hits.filter((t) => t > now - windowMs);
      if (entry.hits.length >= limit) return Math.max(1, Math.ceil((entry.hits[0] + windowMs - now) / 1000));
      entry.hits.push(now);
      return 0;
    },
    clear() {
      for (const {forget} of clients.values()) clearTimeout(forget);
      clients.clear();
    },
  };
}
