/**
 * The reference receiver for reader feedback (deploy/feedback-receiver/) on a made-up built site and a temporary
 * database: the page list and the path forms it accepts, an answer stored once and exported exactly, every refusal
 * storing nothing, the rate limit, CORS, the CSV export's quoting and formula guard, the summary's order, the command
 * line, and the example nginx location (deploy/nginx/help-feedback.conf) in front of it.
 */
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {spawn, spawnSync} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {request as httpRequest, type IncomingHttpHeaders} from 'node:http';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {BODY_MAX_BYTES, type FeedbackPost} from '../../site/feedback.ts';
import {BASE_URL, pageUrl, siteLocale} from '../../site/locales.ts';
import {ROOT, WEB_ROOT_FOLDER} from '../../site/paths.ts';
import {freePort} from '../../tools/nginx-harness.ts';
import {
  DEFAULT_PATH,
  DEFAULT_PORT,
  csvCell,
  exportCsv,
  formatSummary,
  loadPages,
  openStore,
  startReceiver,
  summary,
  type FeedbackStore,
  type Receiver,
} from '../../deploy/feedback-receiver/receiver.ts';

const RECEIVER = join(ROOT, 'deploy/feedback-receiver/receiver.ts');
/** The Japanese site's folder in a build. */
const jp = siteLocale('ja').urlFolder;

let dir: string;
let site: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'feedback-receiver-'));
  site = join(dir, 'build');
  // A build as Docusaurus writes one: every route a folder with its index.html, the other locales in their folders.
  const files = [
    'index.html',
    '404.html',
    'docs/intro/index.html',
    'docs/2.12/intro/index.html',
    'release-notes/2024/01/15/release-note-v2.11.2/index.html',
    'external-api/reference/get-rooms/index.html',
    'search/index.html',
    'assets/js/main.0123abcd.js',
    'docs/intro.md',
    '.nginx/help-csp.conf',
    '.nginx/hidden/index.html',
    `${jp}/index.html`,
    `${jp}/404.html`,
    `${jp}/docs/intro/index.html`,
  ];
  for (const f of files) {
    mkdirSync(dirname(join(site, f)), {recursive: true});
    writeFileSync(join(site, f), `<!doctype html><title>${f}</title>`);
  }
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** A valid answer about the English intro page; `over` changes fields. */
const answer = (over: Partial<FeedbackPost> = {}): FeedbackPost => ({
  id: randomUUID(),
  path: pageUrl('en', 'docs/intro'),
  locale: 'en',
  version: '2.13',
  answer: 'yes',
  reasons: [],
  comment: '',
  ...over,
});

type Response = {status: number; headers: IncomingHttpHeaders; body: string; json: Record<string, unknown> | null};

/** The body as JSON; null when it is not (nginx's own error pages are HTML). */
const json = (text: string) => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** One request on its own connection (node:http: any header, Origin included, as a client can send it). */
function send(
  url: string,
  {method = 'POST', headers = {}, body}: {method?: string; headers?: Record<string, string>; body?: string | Buffer} = {},
): Promise<Response> {
  return new Promise((ok, fail) => {
    const length = body === undefined ? {} : {'Content-Length': String(Buffer.byteLength(body))};
    const req = httpRequest(url, {method, headers: {...length, ...headers}, agent: false}, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => ok({status: res.statusCode ?? 0, headers: res.headers, body: text, json: json(text)}));
    });
    req.on('error', fail);
    req.end(body);
  });
}
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  send(url, {headers: {'Content-Type': 'application/json', ...headers}, body: typeof body === 'string' ? body : JSON.stringify(body)});

/** Every character of `text` percent-encoded, as a browser may send a path. */
const percentEncoded = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');

describe('the page list', () => {
  test('has the pages of every locale and kind, not the not-found pages, dotted folders or other files', () => {
    const pages = loadPages(site);
    expect(pages.size, 'pages in the made-up build (6 English, 2 Japanese)').toBe(8);
    const known = [
      pageUrl('en'),
      pageUrl('en', 'docs/intro'),
      pageUrl('en', 'docs/2.12/intro'),
      pageUrl('en', 'release-notes/2024/01/15/release-note-v2.11.2'),
      pageUrl('en', 'external-api/reference/get-rooms'),
      pageUrl('en', 'search'),
      pageUrl('ja'),
      pageUrl('ja', 'docs/intro'),
    ];
    for (const path of known) expect(pages.find(path)?.path, `${path} is a page`).toBe(path);
    expect(pages.find(pageUrl('ja', 'docs/intro'))?.locale, 'the locale of a Japanese page').toBe('ja');
    expect(pages.find(pageUrl('en', 'docs/2.12/intro'))?.locale, 'the locale of an archived English page').toBe('en');
    const unknown = [
      pageUrl('en', '404.html'),
      pageUrl('en', '404'),
      pageUrl('ja', '404.html'),
      pageUrl('en', '.nginx/hidden'),
      pageUrl('en', 'assets/js/main.0123abcd.js'),
      pageUrl('en', 'docs/intro.md'),
      pageUrl('en', 'docs'),
      pageUrl('en', 'docs/nothing'),
      pageUrl('ja', 'search'),
      '/docs/intro',
      '/',
      pageUrl('en', 'docs/%E0%A4%A'),
    ];
    for (const path of unknown) expect(pages.find(path), `${path} is not a page`).toBeUndefined();
  });

  test('takes a path in each form the address bar shows, and names the page in the form the site links to', () => {
    const pages = loadPages(site);
    const doc = pageUrl('ja', 'docs/intro');
    for (const form of [doc, `${doc}/`, `${doc}/index.html`, doc.replace('intro', percentEncoded('intro'))]) {
      expect(pages.find(form)?.path, `the form ${form}`).toBe(doc);
    }
    const root = pageUrl('ja');
    for (const form of [root, root.slice(0, -1), `${root}index.html`]) expect(pages.find(form)?.path, `the locale root as ${form}`).toBe(root);
    for (const form of [BASE_URL, BASE_URL.slice(0, -1), `${BASE_URL}index.html`]) {
      expect(pages.find(form)?.path, `the English root as ${form}`).toBe(BASE_URL);
    }
  });

  test('refuses a folder that is not a build', () => {
    expect(() => loadPages(join(dir, 'nothing')), 'a missing folder').toThrow(/no built site at/);
    mkdirSync(join(dir, 'empty'), {recursive: true});
    expect(() => loadPages(join(dir, 'empty')), 'a folder without pages').toThrow(/holds no page/);
  });
});

describe('the receiver', () => {
  let receiver: Receiver;
  let check: FeedbackStore;
  let dbFile: string;
  const log: string[] = [];
  beforeAll(async () => {
    dbFile = join(dir, 'receiver', 'feedback.sqlite');
    receiver = await startReceiver({db: dbFile, siteDir: site, port: 0, rate: 1000, log: (line) => log.push(line)});
    check = openStore(dbFile);
  });
  afterAll(async () => {
    await receiver?.close();
    check?.close();
  });

  test('listens on the default path, on the port it was given', () => {
    expect(receiver.url, 'the endpoint URL').toBe(`http://127.0.0.1:${receiver.port}${DEFAULT_PATH}`);
    expect(DEFAULT_PATH, 'the default path is under the base URL').toBe(pageUrl('en', 'feedback'));
    expect(receiver.pages(), 'pages known').toBe(8);
  });

  test('stores a valid answer once, in the page form the site links to, and exports it exactly', async () => {
    const before = new Date().toISOString();
    const first = answer({
      path: `${pageUrl('ja', 'docs/intro')}/`,
      locale: 'ja',
      answer: 'no',
      reasons: ['outdated', 'unclear'],
      comment: 'Step 3, "Save", fails\nevery time',
    });
    const stored = await post(receiver.url, first, {'Content-Type': 'application/json; charset=UTF-8'});
    expect(stored.status, `a valid answer: ${stored.body}`).toBe(201);
    expect(stored.json, 'the answer to a stored answer').toEqual({stored: true});
    expect(stored.headers['cache-control'], 'answers are not cached').toBe('no-store');
    expect(check.count(), 'rows after one answer').toBe(1);

    const again = await post(receiver.url, first);
    expect(again.status, 'the same answer sent again').toBe(200);
    expect(again.json, 'the answer to a duplicate').toEqual({stored: false, duplicate: true});
    expect(check.count(), 'rows after the duplicate').toBe(1);

    const receivedAt = String(check.db.prepare('SELECT received_at FROM feedback WHERE id = ?').get(first.id)?.received_at);
    expect(receivedAt, 'received_at is UTC ISO 8601').toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(receivedAt >= before && receivedAt <= new Date().toISOString(), `received_at ${receivedAt} is the time of the request`).toBe(true);
    expect(exportCsv(dbFile), 'the CSV export of the one answer').toBe(
      'id,received_at,path,locale,version,answer,reasons,comment\r\n' +
        `${first.id},${receivedAt},${pageUrl('ja', 'docs/intro')},ja,2.13,no,outdated;unclear,"Step 3, ""Save"", fails\nevery time"\r\n`,
    );
    const columns = check.db
      .prepare('SELECT name FROM pragma_table_info(?)')
      .all('feedback')
      .map((c) => c.name);
    expect(columns, 'the table has the answer and nothing about the client').toEqual([
      'id',
      'received_at',
      'path',
      'locale',
      'version',
      'answer',
      'reasons',
      'comment',
    ]);
  });

  test('refuses, with a status and a sentence, and stores nothing', async () => {
    const rows = check.count();
    const valid = JSON.stringify(answer());
    const refusals: [string, Promise<Response>, number][] = [
      ['GET', send(receiver.url, {method: 'GET'}), 405],
      ['PUT', send(receiver.url, {method: 'PUT', headers: {'Content-Type': 'application/json'}, body: valid}), 405],
      ['text/plain', send(receiver.url, {headers: {'Content-Type': 'text/plain'}, body: valid}), 415],
      ['no content type', send(receiver.url, {body: valid}), 415],
      ['a charset other than UTF-8', send(receiver.url, {headers: {'Content-Type': 'application/json; charset=iso-8859-1'}, body: valid}), 415],
      ['a form', send(receiver.url, {headers: {'Content-Type': 'application/x-www-form-urlencoded'}, body: 'answer=yes'}), 415],
      ['a body over BODY_MAX_BYTES', post(receiver.url, answer({answer: 'no', comment: 'x'.repeat(BODY_MAX_BYTES)})), 413],
      ['JSON that does not parse', post(receiver.url, `${valid.slice(0, -1)},}`), 400],
      ['bytes that are not UTF-8', send(receiver.url, {headers: {'Content-Type': 'application/json'}, body: Buffer.from([0x7b, 0xff, 0x7d])}), 400],
      ['an unknown field', post(receiver.url, {...answer(), userAgent: 'x'}), 400],
      ['a missing field', post(receiver.url, {...answer(), comment: undefined}), 400],
      ['a field of the wrong type', post(receiver.url, {...answer(), version: 2.13}), 400],
      ['a JSON string', post(receiver.url, JSON.stringify(valid)), 400],
      ['an unknown page', post(receiver.url, answer({path: pageUrl('en', 'docs/nothing')})), 422],
      ['the not-found page', post(receiver.url, answer({path: pageUrl('en', '404.html')})), 422],
      ['a page of another locale', post(receiver.url, answer({path: pageUrl('ja', 'docs/intro'), locale: 'en'})), 422],
      ['another path', post(receiver.url.replace(/feedback$/, 'other'), answer()), 404],
    ];
    for (const [what, pending, status] of refusals) {
      const res = await pending;
      expect(res.status, `${what}: ${res.body}`).toBe(status);
      expect(typeof res.json?.error, `${what}: the answer is {"error": "<sentence>"}, not ${res.body}`).toBe('string');
      expect(Object.keys(res.json ?? {}), `${what}: the answer has the error only`).toEqual(['error']);
      expect(check.count(), `${what} stored a row`).toBe(rows);
    }
    const get = await send(receiver.url, {method: 'GET'});
    expect(get.headers.allow, 'a 405 says which method is allowed').toBe('POST');
    expect((await post(receiver.url, {...answer(), userAgent: 'x'})).json?.error, 'the sentence of an unknown field').toBe('unknown field: userAgent');
    expect(get.headers['access-control-allow-origin'], 'no CORS without --allow-origin').toBeUndefined();
  });

  test('stops reading a body sent in chunks as soon as it passes BODY_MAX_BYTES', async () => {
    const rows = check.count();
    const res = await new Promise<{status: number; body: string}>((ok, fail) => {
      const url = new URL(receiver.url);
      const req = httpRequest(
        {host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: {'Content-Type': 'application/json'}, agent: false},
        (r) => {
          let text = '';
          r.on('data', (c) => (text += c));
          r.on('end', () => ok({status: r.statusCode ?? 0, body: text}));
        },
      );
      req.on('error', fail);
      // Chunked (no Content-Length): the first chunk is already too large; the rest never needs to be sent.
      req.write(`{"comment": "${'x'.repeat(BODY_MAX_BYTES)}`);
    });
    expect(res.status, `a chunked body over the limit: ${res.body}`).toBe(413);
    expect(check.count(), 'a body over the limit stored a row').toBe(rows);
  });

  test('logs one line per request, without the client address', () => {
    expect(log.length, 'log lines').toBeGreaterThan(10);
    expect(
      log.filter((line) => /127\.0\.0\.1|::1|::ffff:/.test(line)),
      'log lines with the client address',
    ).toEqual([]);
    expect(
      log.some((line) => / 201 stored/.test(line)),
      'a line for the stored answer',
    ).toBe(true);
  });

  test('reads the page list again when asked (a new deploy)', async () => {
    const path = pageUrl('en', 'docs/new-page');
    expect((await post(receiver.url, answer({path}))).status, 'a page the deploy does not have yet').toBe(422);
    mkdirSync(join(site, 'docs/new-page'), {recursive: true});
    writeFileSync(join(site, 'docs/new-page/index.html'), 'new');
    try {
      expect(receiver.reloadPages(), 'pages after the reload').toBe(9);
      expect((await post(receiver.url, answer({path}))).status, 'the new page after the reload').toBe(201);
    } finally {
      rmSync(join(site, 'docs/new-page'), {recursive: true});
      receiver.reloadPages();
    }
  });
});

describe('the rate limit', () => {
  let dbFile: string;
  const receivers: Receiver[] = [];
  const start = async (options: {rate: number; rateWindowMs?: number; trustProxy?: boolean}) => {
    const r = await startReceiver({db: dbFile, siteDir: site, port: 0, log: () => {}, ...options});
    receivers.push(r);
    return r;
  };
  beforeAll(() => void (dbFile = join(dir, 'rate', 'feedback.sqlite')));
  afterAll(async () => {
    for (const r of receivers) await r.close();
  });

  test('refuses more than --rate posts per client in the window with 429 and Retry-After, storing nothing, then forgets the client', async () => {
    const receiver = await start({rate: 2, rateWindowMs: 400});
    const store = openStore(dbFile);
    try {
      for (let i = 1; i <= 2; i++) expect((await post(receiver.url, answer())).status, `post ${i} of 2 allowed`).toBe(201);
      const rows = store.count();
      const third = await post(receiver.url, answer());
      expect(third.status, `the third post within the window: ${third.body}`).toBe(429);
      expect(Number(third.headers['retry-after']), 'Retry-After, in whole seconds').toBeGreaterThanOrEqual(1);
      expect(typeof third.json?.error, 'a 429 says why').toBe('string');
      expect(store.count(), 'a post over the rate stored a row').toBe(rows);
      await new Promise((ok) => setTimeout(ok, 450));
      expect((await post(receiver.url, answer())).status, 'a post after the window').toBe(201);
    } finally {
      store.close();
    }
  });

  test('counts the address nginx set (the last of X-Real-IP / X-Forwarded-For) with --trust-proxy, the socket otherwise', async () => {
    const proxied = await start({rate: 1, trustProxy: true});
    const forwarded = (address: string) => ({'X-Forwarded-For': `203.0.113.9, ${address}`});
    expect((await post(proxied.url, answer(), forwarded('192.0.2.1'))).status, 'the first reader behind the proxy').toBe(201);
    expect((await post(proxied.url, answer(), forwarded('192.0.2.2'))).status, 'another reader behind the proxy').toBe(201);
    expect((await post(proxied.url, answer(), {'X-Real-IP': '192.0.2.3'})).status, 'a reader by X-Real-IP').toBe(201);
    expect((await post(proxied.url, answer(), {'X-Real-IP': '192.0.2.1'})).status, 'the first reader again, by X-Real-IP').toBe(429);
    const direct = await start({rate: 1});
    expect((await post(direct.url, answer(), forwarded('192.0.2.1'))).status, 'the first post without --trust-proxy').toBe(201);
    expect((await post(direct.url, answer(), forwarded('192.0.2.2'))).status, 'X-Forwarded-For ignored without --trust-proxy').toBe(429);
  });
});

describe('CORS', () => {
  const origin = 'https://www.example.com';
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver({db: join(dir, 'cors', 'feedback.sqlite'), siteDir: site, port: 0, allowOrigin: origin, log: () => {}});
  });
  afterAll(() => receiver?.close());

  test('with --allow-origin: a preflight and a post from that origin get CORS headers, another origin none', async () => {
    const preflight = await send(receiver.url, {
      method: 'OPTIONS',
      headers: {Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type'},
    });
    expect(preflight.status, 'the preflight').toBe(204);
    expect(preflight.headers['access-control-allow-origin'], 'the preflight allows the origin').toBe(origin);
    expect(preflight.headers['access-control-allow-methods'], 'the preflight allows POST').toBe('POST');
    expect(preflight.headers['access-control-allow-headers'], 'the preflight allows Content-Type').toMatch(/content-type/i);
    const posted = await post(receiver.url, answer(), {Origin: origin});
    expect(posted.status, 'a post from the allowed origin').toBe(201);
    expect(posted.headers['access-control-allow-origin'], 'the post allows the origin').toBe(origin);
    expect(posted.headers.vary, 'the answer varies by Origin').toMatch(/Origin/);
    const other = await send(receiver.url, {method: 'OPTIONS', headers: {Origin: 'https://evil.example'}});
    expect(other.headers['access-control-allow-origin'], 'no CORS for another origin').toBeUndefined();
  });
});

describe('the CSV export', () => {
  test('quotes as RFC 4180 says and guards against spreadsheet formulas', () => {
    const cells: [string | null, string][] = [
      ['plain', 'plain'],
      [null, ''],
      ['', ''],
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['two\r\nlines', '"two\r\nlines"'],
      ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
      ['+1', "'+1"],
      ['-1', "'-1"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\tTab', "'\tTab"],
      ['\rCR', `"'\rCR"`],
      ['1+1', '1+1'],
    ];
    for (const [value, cell] of cells) expect(csvCell(value), `the cell of ${JSON.stringify(value)}`).toBe(cell);
  });

  test('exports every answer oldest first, a page outside the docs with an empty version, optionally with a BOM', () => {
    const store = openStore(join(dir, 'csv', 'feedback.sqlite'), {create: true});
    try {
      const a = answer({answer: 'no', reasons: ['other'], comment: '=cmd|"/c calc"!A1'});
      const b = answer({path: pageUrl('en', 'release-notes/2024/01/15/release-note-v2.11.2'), version: null});
      store.insert(b, new Date('2026-02-02T10:00:00Z'));
      store.insert(a, new Date('2026-02-01T10:00:00Z'));
      const csv = exportCsv(store);
      expect(csv.split('\r\n'), 'the lines of the export').toEqual([
        'id,received_at,path,locale,version,answer,reasons,comment',
        `${a.id},2026-02-01T10:00:00.000Z,${a.path},en,2.13,no,other,"'=cmd|""/c calc""!A1"`,
        `${b.id},2026-02-02T10:00:00.000Z,${b.path},en,,yes,,`,
        '',
      ]);
      expect(exportCsv(store, {bom: true}), 'the export with a byte order mark').toBe(`\uFEFF${csv}`);
    } finally {
      store.close();
    }
  });
});

describe('the summary', () => {
  let store: FeedbackStore;
  const page = (name: string) => pageUrl('en', `docs/${name}`);
  beforeAll(() => {
    store = openStore(join(dir, 'summary', 'feedback.sqlite'), {create: true});
    const add = (name: string, yes: number, no: FeedbackPost['reasons'][], {locale = 'en', day = '2026-03-10'} = {}) => {
      for (let i = 0; i < yes; i++) store.insert(answer({path: page(name), locale}), new Date(`${day}T12:00:00Z`));
      for (const reasons of no) store.insert(answer({path: page(name), locale, answer: 'no', reasons}), new Date(`${day}T12:00:00Z`));
    };
    add('a', 1, [['unclear'], ['outdated', 'unclear'], ['missing']]); // 75 %
    add('b', 0, [['other']]); // 100 %, 1 no
    add('d', 0, [[]]); // 100 %, 1 no
    add('e', 0, [['steps-fail'], ['outdated']], {day: '2026-01-05'}); // 100 %, 2 no
    add('c', 2, [['outdated'], ['outdated']]); // 50 %
    add('f', 3, []); // 0 %
  });
  afterAll(() => store?.close());

  test('lists the pages that helped least first: by share of "no", then number of "no", then path', () => {
    const rows = summary(store);
    expect(
      rows.map((r) => `${r.path.replace(page(''), '')} ${r.yes}/${r.no}`),
      'the order of the pages',
    ).toEqual(['e 0/2', 'b 0/1', 'd 0/1', 'a 1/3', 'c 2/2', 'f 3/0']);
    expect(rows[3].noShare, 'the share of "no" of page a').toBe(0.75);
    expect(rows[3].reasons, 'the reasons of page a, most frequent first, ties in the widget order').toEqual([
      {reason: 'unclear', count: 2},
      {reason: 'outdated', count: 1},
      {reason: 'missing', count: 1},
    ]);
    expect(rows[2].reasons, 'a "no" without reasons counts no reason').toEqual([]);
  });

  test('filters by locale and by day', () => {
    expect(
      summary(store, {since: '2026-02-01'}).map((r) => r.path),
      'answers since 1 February',
    ).not.toContain(page('e'));
    expect(summary(store, {locale: 'ja'}), 'no Japanese answers').toEqual([]);
    expect(summary(store, {locale: 'en'}).length, 'English answers').toBe(6);
    expect(() => summary(store, {locale: 'fr'}), 'an unknown locale').toThrow(/--locale must be one of/);
    expect(() => summary(store, {since: '2026-02-30'}), 'a day that does not exist').toThrow(/--since must be a day/);
  });

  test('prints an aligned table for a terminal', () => {
    const text = formatSummary(summary(store, {since: '2026-03-01'}).filter((r) => [page('a'), page('f')].includes(r.path)));
    const width = page('a').length;
    expect(text, 'the summary table').toBe(
      [
        `${'page'.padEnd(width)}  yes  no  no share  reasons`,
        `${page('a')}    1   3       75%  unclear 2, outdated 1, missing 1`,
        `${page('f')}    3   0        0%`,
        '7 answers on 2 pages',
        '',
      ].join('\n'),
    );
    expect(formatSummary([]), 'an empty database').toBe('No answers yet.\n');
  });
});

describe('the command line', () => {
  test('serve prints its URL once it listens and stops on SIGTERM; export and summary read the database', async () => {
    const dbFile = join(dir, 'cli', 'feedback.sqlite');
    const child = spawn(process.execPath, [RECEIVER, 'serve', '--db', dbFile, '--site', site, '--port', '0'], {stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    const url = await new Promise<string>((ok, fail) => {
      child.stdout.on('data', (c) => {
        stdout += c;
        const m = /^feedback receiver: listening on (http:\/\/127\.0\.0\.1:\d+\S*) \((\d+) pages known\)$/m.exec(stdout);
        if (m) ok(m[1]);
      });
      child.once('exit', (code) => fail(new Error(`the receiver exited (${code}) before listening: ${stdout}${stderr}`)));
    });
    const one = answer({answer: 'no', reasons: ['missing']});
    expect((await post(url, one)).status, 'a post to the receiver run as a program').toBe(201);
    const exit = new Promise<number | null>((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    expect(await exit, `exit status after SIGTERM (${stderr})`).toBe(0);
    expect(stderr, 'nothing on stderr: no warning (node:sqlite, module type)').toBe('');
    expect(stdout, 'one log line for the post').toMatch(/ POST \S+ 201 stored/);

    const exported = spawnSync(process.execPath, [RECEIVER, 'export', '--db', dbFile], {encoding: 'utf8'});
    expect(exported.status, `export: ${exported.stderr}`).toBe(0);
    expect(exported.stdout, 'the exported answer').toContain(`${one.id},`);
    const summarized = spawnSync(process.execPath, [RECEIVER, 'summary', '--db', dbFile, '--locale', 'en'], {encoding: 'utf8'});
    expect(summarized.status, `summary: ${summarized.stderr}`).toBe(0);
    expect(summarized.stdout, 'the summary line of the page').toMatch(new RegExp(`^${one.path} +0 +1 +100% +missing 1$`, 'm'));
  });

  test('a wrong command line is one sentence and the usage, exit status 1', () => {
    const cases: [string[], RegExp][] = [
      [[], /no command given/],
      [['serve', '--db', join(dir, 'x.sqlite')], /--site is required/],
      [['serve', '--db', join(dir, 'x.sqlite'), '--site', site, '--rate', 'ten'], /--rate takes a whole number/],
      [['serve', '--db', join(dir, 'x.sqlite'), '--site', site, '--allow-origin', 'https://x.example/'], /--allow-origin takes an origin/],
      [['serve', '--db', join(dir, 'x.sqlite'), '--site', join(dir, 'nothing')], /no built site at/],
      [['export', '--db', join(dir, 'none.sqlite')], /no database at/],
      [['summary', '--db', join(dir, 'none.sqlite'), '--colour'], /Unknown option '--colour'/],
    ];
    for (const [args, message] of cases) {
      const r = spawnSync(process.execPath, [RECEIVER, ...args], {encoding: 'utf8'});
      expect(r.status, `exit status of ${args.join(' ')}`).toBe(1);
      expect(r.stderr, `the message for ${args.join(' ') || 'no arguments'}`).toMatch(new RegExp(`^feedback receiver: ${message.source}`));
    }
    expect(existsSync(join(dir, 'none.sqlite')), 'export of a missing database created one').toBe(false);
  });
});

describe('the example nginx location', () => {
  const conf = readFileSync(join(ROOT, 'deploy/nginx/help-feedback.conf'), 'utf8');

  test('matches the receiver: its path, port and body limit; no add_header', () => {
    expect(conf, 'the location is the default path').toContain(`location = ${DEFAULT_PATH} {`);
    expect(conf, 'proxied to the default port').toMatch(new RegExp(`^\\s*proxy_pass http://127\\.0\\.0\\.1:${DEFAULT_PORT};`, 'm'));
    const size = /^\s*client_max_body_size (\d+)k;/m.exec(conf);
    expect(Number(size?.[1]) * 1024, 'client_max_body_size is BODY_MAX_BYTES').toBe(BODY_MAX_BYTES);
    expect(conf, 'POST only').toMatch(/^\s*limit_except POST \{ deny all; \}/m);
    expect(
      conf.split('\n').filter((l) => /^\s*add_header/.test(l)),
      'add_header in the location (it drops the server headers)',
    ).toEqual([]);
  });

  test('in front of the receiver: answers pass with the server headers, nginx refuses other methods and large bodies', async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'feedback-nginx-'));
    // nginx workers started by root run as an unprivileged user: they must be able to enter the folder.
    chmodSync(prefix, 0o755);
    mkdirSync(join(prefix, 'www'));
    symlinkSync(site, join(prefix, 'www', WEB_ROOT_FOLDER));
    const receiver = await startReceiver({db: join(dir, 'nginx', 'feedback.sqlite'), siteDir: site, port: 0, rate: 1, trustProxy: true, log: () => {}});
    // The file as shipped, with the receiver's port (the one change its comment describes).
    writeFileSync(join(prefix, 'help-feedback.conf'), conf.replaceAll(`127.0.0.1:${DEFAULT_PORT}`, `127.0.0.1:${receiver.port}`));
    const port = await freePort();
    writeFileSync(
      join(prefix, 'nginx.conf'),
      `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  include ${ROOT}/deploy/nginx/help-http.conf;
  map $uri $help_csp { default "default-src 'self'"; }
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/www;
    include ${ROOT}/deploy/nginx/help-server.conf;
    include ${prefix}/help-feedback.conf;
  }
}
`,
    );
    const tested = spawnSync('nginx', ['-t', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')], {encoding: 'utf8'});
    expect(tested.status, `nginx -t with help-feedback.conf:\n${tested.stderr}`).toBe(0);
    const nginx = spawn('nginx', ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')], {stdio: 'ignore'});
    try {
      const url = `http://127.0.0.1:${port}${DEFAULT_PATH}`;
      await waitFor(() => send(url, {method: 'GET'}));
      const stored = await post(url, answer());
      expect(stored.status, `an answer through nginx: ${stored.body}`).toBe(201);
      expect(stored.headers['cache-control'], 'one Cache-Control, no-store (not the map value for a 2xx)').toBe('no-store');
      expect(stored.headers['x-content-type-options'], 'the server headers, once').toBe('nosniff');
      expect(stored.headers['content-security-policy'], 'the server CSP applies').toBe("default-src 'self'");
      expect(stored.headers['x-frame-options'], 'the server headers apply').toBe('SAMEORIGIN');
      expect((await post(url, answer(), {'X-Real-IP': '192.0.2.77', 'X-Forwarded-For': '192.0.2.78'})).status, 'a client cannot pick its address').toBe(429);
      expect((await send(url, {method: 'GET'})).status, 'GET refused by nginx').toBe(403);
      const large = await post(url, answer({comment: 'x'.repeat(BODY_MAX_BYTES)}));
      expect(large.status, 'a body over BODY_MAX_BYTES refused by nginx').toBe(413);
    } finally {
      const stopped = new Promise((ok) => nginx.once('exit', ok));
      nginx.kill('SIGQUIT');
      await stopped;
      await receiver.close();
      rmSync(prefix, {recursive: true, force: true});
    }
  });
});

async function waitFor(attempt: () => Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await attempt();
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
}
