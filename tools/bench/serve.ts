// `npm run bench:serve`: what precompression changes for a reader under load. In one run, nginx is started twice on
// the same build with the project's configuration (tools/nginx-harness.ts): "before", every response compressed per
// request (gzip level 6, no brotli_static/gzip_static), and "after", the build's .br/.gz siblings sent as they are.
// autocannon loads a jp doc page, main.js, the jp search index and a jp API operation page on each, alternately, and
// the table gives the median run of each. Then the transfer sizes of a doc page's first load (its HTML and the CSS
// and JavaScript files it names), Brotli, gzip and uncompressed.
//
// Options: --build <dir> (default build/), --connections 50, --duration 10 (seconds), --runs 3, --workers 2
// (autocannon's worker threads). autocannon parses every response in JavaScript: for large files (main.js, the
// search index) sent as they are, the client, not nginx, is what runs out of CPU on a 2-core machine (one thread
// gave half the rate of two). So each run also reports the CPU time nginx's worker used, and the requests per
// second of nginx CPU: the server's capacity, whatever the client manages; and, where curl is installed, the rates
// of both measured with curl (a C client: 50 parallel keep-alive connections, a fixed number of requests).
import {mkdtempSync, readFileSync, readdirSync, existsSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {spawnSync} from 'node:child_process';
import {request} from 'node:http';
import {loadavg} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {pageUrl, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {BUILD_DIR, ROOT, outputDir} from '../../site/paths.ts';
import {checkBuild, preflight, requireNginx, SetupError, startNginx, type NginxServer} from '../nginx-harness.ts';

/** The locale measured: the Japanese site. */
const LOCALE: LocaleCode = 'ja';
const DOC_PAGE = 'docs/management-console/introduction';
const USAGE = 'npm run bench:serve -- [--build DIR] [--connections 50] [--duration 10] [--runs 3] [--workers 2]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const {opt, buildDir, docHtml, mainJs, searchIndex} = preflight('bench:serve', () => {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        build: {type: 'string', default: join(ROOT, BUILD_DIR)},
        connections: {type: 'string', default: '50'},
        duration: {type: 'string', default: '10'},
        runs: {type: 'string', default: '3'},
        workers: {type: 'string', default: '2'},
      },
    }).values;
  } catch (e) {
    throw new SetupError(`${e instanceof Error ? e.message : String(e)}. Usage: ${USAGE}`);
  }
  const options = {
    connections: Number(parsed.connections),
    duration: Number(parsed.duration),
    runs: Number(parsed.runs),
    workers: Number(parsed.workers),
  };
  for (const [name, value] of Object.entries(options)) {
    if (!Number.isInteger(value) || value < (name === 'workers' ? 0 : 1))
      throw new SetupError(`--${name} takes a whole number, not "${parsed[name as keyof typeof parsed]}". Usage: ${USAGE}`);
  }
  const dir = resolve(parsed.build);
  checkBuild(dir, {locales: [LOCALE]});
  requireNginx();
  const site = outputDir(LOCALE, dir);
  const docFile = join(site, DOC_PAGE, 'index.html');
  if (!existsSync(docFile)) throw new SetupError(`${docFile} is missing: the build is not a full one; run \`npm run build\` first.`);
  const html = readFileSync(docFile, 'utf8');
  const main = new RegExp(`src=["']?(${escapeRegExp(pageUrl(LOCALE, 'assets/js/main.'))}[0-9a-f]+\\.js)`).exec(html)?.[1];
  const index = readdirSync(site).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
  if (!main || !index) throw new SetupError(`${dir} has no ${siteLocale(LOCALE).label} main.js or search index: run \`npm run build\` first.`);
  return {opt: {...parsed, ...options}, buildDir: dir, docHtml: html, mainJs: main, searchIndex: index};
});
const DOC = pageUrl(LOCALE, DOC_PAGE);
if (!existsSync(join(outputDir(LOCALE, buildDir), `${mainJs.slice(pageUrl(LOCALE).length)}.br`))) {
  console.warn(
    `bench:serve: ${buildDir} has no precompressed files (main.js.br): "after" will compress per request too. ` +
      'Build with `npm run build` or run `node tools/precompress/index.ts <dir>` on it.',
  );
}
const jp = siteLocale(LOCALE).urlFolder;
const RESOURCES: Record<string, string> = {
  [`doc page (${jp})`]: DOC,
  'main.js': mainJs,
  [`search index (${jp})`]: pageUrl(LOCALE, searchIndex),
  [`API operation page (${jp})`]: pageUrl(LOCALE, 'external-api/reference/get-building'),
};
const HEADERS = {'accept-encoding': 'gzip, br'};

const before = await startNginx({buildDir, precompressed: false});
const after = await startNginx({buildDir});
const servers = {before, after};
const load = loadavg().map((l) => l.toFixed(1));
console.log(
  `bench:serve: ${buildDir}, ${opt.connections} connections, ${opt.duration} s, median of ${opt.runs} runs, ` +
    `Accept-Encoding: gzip, br; one nginx worker each (tools/nginx-harness.ts); load average ${load.join(' ')}`,
);

/** The median run of autocannon on one server, with the rates of all its runs. */
type Measured = {run: number; rps: number; mean: number; p99: number; errors: number; busy: number; perCpu: number; all: number[]};
type Row = {name: string; before: Measured; after: Measured};

const rows: Row[] = [];
for (const [name, path] of Object.entries(RESOURCES)) {
  const median: Partial<Record<keyof typeof servers, Measured>> = {};
  for (const label of ['before', 'after'] as const) {
    const server = servers[label];
    const runs: Omit<Measured, 'all'>[] = [];
    for (let i = 0; i < opt.runs; i++) {
      const cpu0 = nginxCpuSeconds(server.pid);
      const r = await autocannon({
        url: server.baseUrl + path,
        connections: opt.connections,
        duration: opt.duration,
        headers: HEADERS,
        ...(opt.workers > 0 ? {workers: opt.workers} : {}),
      });
      if (r.non2xx) throw new Error(`${name} (${label}): ${r.non2xx} answers were not 2xx`);
      // Errors are requests that got no answer within autocannon's 10 s timeout: counted, shown with the run.
      const cpu = nginxCpuSeconds(server.pid) - cpu0;
      runs.push({
        run: i + 1,
        rps: r.requests.average,
        mean: r.latency.mean,
        p99: r.latency.p99,
        errors: r.errors,
        busy: cpu / r.duration,
        perCpu: r.requests.total / cpu,
      });
    }
    // The median by requests/s; its run number says which it was.
    const sorted = [...runs].sort((a, b) => a.rps - b.rps);
    median[label] = {...sorted[Math.floor((sorted.length - 1) / 2)], all: runs.map((r) => Math.round(r.rps))};
  }
  const b = median.before as Measured;
  const a = median.after as Measured;
  rows.push({name, before: b, after: a});
  console.log(
    `  ${name}: before ${fmt(b)}; after ${fmt(a)}; after/before ${(a.rps / b.rps).toFixed(1)}×, ` + `per nginx CPU second ${(a.perCpu / b.perCpu).toFixed(1)}×`,
  );
}

/** CPU seconds (user + system) used so far by the worker processes of the nginx whose master is `masterPid`. */
function nginxCpuSeconds(masterPid: number | undefined): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name: state ppid ... utime (14th field) stime (15th).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(f[1]) === masterPid) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / 100; // USER_HZ: 100 on Linux
}

function fmt(m: Measured): string {
  return (
    `${Math.round(m.rps)} req/s, mean ${m.mean.toFixed(1)} ms, p99 ${m.p99} ms, nginx busy ${Math.round(m.busy * 100)} %` +
    `${m.errors ? `, ${m.errors} timed out` : ''} (run ${m.run} of [${m.all.join(', ')}] req/s)`
  );
}

console.log(
  '\n| resource | before req/s | before mean / p99 | after req/s | after mean / p99 | after/before | nginx busy before / after | req per nginx CPU second, after/before |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const {name, before: b, after: a} of rows) {
  console.log(
    `| ${name} | ${Math.round(b.rps)} | ${b.mean.toFixed(1)} ms / ${b.p99} ms | ${Math.round(a.rps)} | ` +
      `${a.mean.toFixed(1)} ms / ${a.p99} ms | ${(a.rps / b.rps).toFixed(1)}× | ${Math.round(b.busy * 100)} % / ${Math.round(a.busy * 100)} % | ` +
      `${Math.round(b.perCpu)} → ${Math.round(a.perCpu)} (${(a.perCpu / b.perCpu).toFixed(1)}×) |`,
  );
}

// Both configurations again with a client that is not the limit: curl, 50 parallel keep-alive connections, a fixed
// number of requests (about as many as autocannon's run of that configuration made, at most 5,000 or 1 GB, at least
// 200), so that "after/before" compares one client with itself.
if (spawnSync('curl', ['--version']).status === 0) {
  console.log(`\nmeasured with curl --parallel --parallel-max ${opt.connections} (Accept-Encoding: gzip, br):`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  const curlRate = async (server: NginxServer, path: string, autocannonRps: number) => {
    const url = server.baseUrl + path;
    const count = Math.max(200, Math.min(5000, Math.ceil(1e9 / (await bodyBytes(url, 'gzip, br'))), Math.ceil(autocannonRps * opt.duration)));
    writeFileSync(join(dir, 'curl.cfg'), `url = "${url}"\noutput = "/dev/null"\n`.repeat(count));
    const t0 = process.hrtime.bigint();
    const r = spawnSync(
      'curl',
      ['-s', '-S', '--parallel', '--parallel-max', String(opt.connections), '-H', 'Accept-Encoding: gzip, br', '-K', join(dir, 'curl.cfg')],
      {
        encoding: 'utf8',
      },
    );
    if (r.status !== 0) throw new Error(`${url}: curl failed: ${r.stderr.trim()}`);
    return {count, rps: count / (Number(process.hrtime.bigint() - t0) / 1e9)};
  };
  for (const {name, before: b, after: a} of rows) {
    const cb = await curlRate(before, RESOURCES[name], b.rps);
    const ca = await curlRate(after, RESOURCES[name], a.rps);
    console.log(
      `  ${name}: before ${Math.round(cb.rps)} req/s (${cb.count} requests), after ${Math.round(ca.rps)} req/s ` +
        `(${ca.count} requests); after/before ${(ca.rps / cb.rps).toFixed(1)}×`,
    );
  }
}

// A doc page's first load: the HTML and the CSS and JavaScript files its HTML names, as sent on the wire.
const firstLoad = [
  DOC,
  ...[...docHtml.matchAll(/<link[^>]*rel=["']?stylesheet[^>]*href=["']?([^"' >]+)/g)].map((m) => m[1]),
  ...[...docHtml.matchAll(/<script[^>]*src=["']?([^"' >]+)/g)].map((m) => m[1]),
];
const sizes: Record<string, number> = {};
const encodings: [string, NginxServer, string | undefined][] = [
  ['Brotli', after, 'br, gzip'],
  ['gzip (precompressed, level 9)', after, 'gzip'],
  ['gzip (per request, level 6: before)', before, 'gzip'],
  ['uncompressed', after, undefined],
];
for (const [label, server, accept] of encodings) {
  sizes[label] = 0;
  for (const path of firstLoad) sizes[label] += await bodyBytes(server.baseUrl + path, accept);
}
console.log(`\nTransfer of a doc page's first load (${DOC}: the HTML, ${firstLoad.length - 1} CSS and JS files), bodies:`);
for (const [label, bytes] of Object.entries(sizes)) console.log(`  ${label}: ${(bytes / 1024).toFixed(0)} KB`);

await Promise.all([before.stop(), after.stop()]);

function bodyBytes(url: string, accept: string | undefined): Promise<number> {
  return new Promise((ok, fail) => {
    request(url, {headers: accept ? {'accept-encoding': accept} : {}}, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () => (res.statusCode === 200 ? ok(n) : fail(new Error(`${url}: status ${res.statusCode}`))));
    })
      .on('error', fail)
      .end();
  });
}
