// `npm run bench:serve`: what precompression (issue 30) changes for a reader under load. In one run, nginx is
// started twice on the same build with the project's configuration (tools/nginx-harness.ts): "before", every
// response compressed per request (gzip level 6, no brotli_static/gzip_static: the configuration before issue 30),
// and "after", the build's .br/.gz siblings sent as they are. autocannon loads a jp doc page, main.js, the jp search
// index and a jp API operation page on each, alternately, and the table gives the median run of each. Then the
// transfer sizes of a doc page's first load (its HTML and the CSS and JavaScript files it names), Brotli, gzip and
// uncompressed.
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
import {startNginx} from '../nginx-harness.ts';

const {values: opt} = parseArgs({
  options: {
    build: {type: 'string', default: 'build'},
    connections: {type: 'string', default: '50'},
    duration: {type: 'string', default: '10'},
    runs: {type: 'string', default: '3'},
    workers: {type: 'string', default: '2'},
  },
});
const buildDir = resolve(opt.build);
const DOC = '/help/jp/docs/management-console/introduction';
const docHtml = readFileSync(join(buildDir, 'jp/docs/management-console/introduction/index.html'), 'utf8');
const mainJs = /src=["']?(\/help\/jp\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(docHtml)?.[1];
const searchIndex = readdirSync(join(buildDir, 'jp')).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
if (!mainJs || !searchIndex) throw new Error(`${buildDir} has no jp main.js or search index: build the site first.`);
if (!existsSync(join(buildDir, `${mainJs.replace('/help/', '')}.br`))) {
  console.warn(
    `bench:serve: ${buildDir} has no precompressed files (main.js.br): "after" will compress per request too. ` +
      'Build with `npm run build` or run `node tools/precompress/index.ts <dir>` on it.',
  );
}
const RESOURCES = {
  'doc page (jp)': DOC,
  'main.js': mainJs,
  'search index (jp)': `/help/jp/${searchIndex}`,
  'API operation page (jp)': '/help/jp/external-api/reference/get-building',
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

/** @typedef {{run: number, rps: number, mean: number, p99: number, errors: number, busy: number, perCpu: number, all: number[]}} Measured the median run of autocannon on one server, with the rates of all its runs */

/** @type {Array<{name: string, before?: Measured, after?: Measured}>} */
const rows = [];
for (const [name, path] of Object.entries(RESOURCES)) {
  /** @type {{before?: Measured, after?: Measured}} */
  const median = {};
  for (const [label, server] of Object.entries(servers)) {
    const runs = [];
    for (let i = 0; i < Number(opt.runs); i++) {
      const cpu0 = nginxCpuSeconds(server.pid);
      const r = await autocannon({
        url: server.baseUrl + path,
        connections: Number(opt.connections),
        duration: Number(opt.duration),
        headers: HEADERS,
        ...(Number(opt.workers) > 0 ? {workers: Number(opt.workers)} : {}),
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
  rows.push({name, ...median});
  const b = median.before;
  const a = median.after;
  console.log(
    `  ${name}: before ${fmt(b)}; after ${fmt(a)}; after/before ${(a.rps / b.rps).toFixed(1)}×, ` + `per nginx CPU second ${(a.perCpu / b.perCpu).toFixed(1)}×`,
  );
}

/** CPU seconds (user + system) used so far by the worker processes of the nginx whose master is `masterPid`. */
function nginxCpuSeconds(masterPid) {
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

function fmt(m) {
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
  const curlRate = async (server, path, autocannonRps) => {
    const url = server.baseUrl + path;
    const count = Math.max(200, Math.min(5000, Math.ceil(1e9 / (await bodyBytes(url, 'gzip, br'))), Math.ceil(autocannonRps * Number(opt.duration))));
    writeFileSync(join(dir, 'curl.cfg'), `url = "${url}"\noutput = "/dev/null"\n`.repeat(count));
    const t0 = process.hrtime.bigint();
    const r = spawnSync('curl', ['-s', '-S', '--parallel', '--parallel-max', opt.connections, '-H', 'Accept-Encoding: gzip, br', '-K', join(dir, 'curl.cfg')], {
      encoding: 'utf8',
    });
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
const sizes = {};
for (const [label, server, accept] of /** @satisfies {Array<[string, typeof after, string | undefined]>} */ ([
  ['Brotli', after, 'br, gzip'],
  ['gzip (precompressed, level 9)', after, 'gzip'],
  ['gzip (per request, level 6: before)', before, 'gzip'],
  ['uncompressed', after, undefined],
])) {
  sizes[label] = 0;
  for (const path of firstLoad) sizes[label] += await bodyBytes(server.baseUrl + path, accept);
}
console.log(`\nTransfer of a doc page's first load (${DOC}: the HTML, ${firstLoad.length - 1} CSS and JS files), bodies:`);
for (const [label, bytes] of Object.entries(sizes)) console.log(`  ${label}: ${(bytes / 1024).toFixed(0)} KB`);

await Promise.all([before.stop(), after.stop()]);

function bodyBytes(url, accept) {
  return new Promise((ok, fail) => {
    request(url, {headers: accept ? {'accept-encoding': accept} : {}}, (res) => {
      let n = 0;
      res.on('data', (c) => (n += c.length));
      res.on('end', () => (res.statusCode === 200 ? ok(n) : fail(new Error(`${url}: status ${res.statusCode}`))));
    })
      .on('error', fail)
      .end();
  });
}
