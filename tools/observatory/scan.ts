// Scans the production TLS configuration (deploy/nginx/nginx.conf) with the MDN HTTP Observatory
// (@mdn/mdn-http-observatory, the scanner behind MDN's public service), on this machine, no network.
// Why our own: the scanner scans a host name as a reader's browser reaches it (http:// on port 80, https:// on 443, a
// certificate it trusts); the plain-HTTP test harness (tools/nginx-harness.ts) has no redirect, no TLS and no HSTS.
// This runs the same nginx.conf with only its host paths replaced (a copy derived in code, so a change to nginx.conf
// is what is scanned), listening on 127.0.0.1:80 and :443, with a certificate authority and a certificate for
// `localhost` made by openssl for the run. The scanner runs in its own process with that authority in
// NODE_EXTRA_CA_CERTS and its HSTS preload list from this folder (tools/observatory/README.md says why).
// Used by tests/site/observatory.test.ts and by `npm run scan:observatory` (prints the grades).
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createServer, connect} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {feedbackConnectSource, nginxCspMap, policies} from '../../config/serving/headers.ts';
import {processPlan} from '../../config/build-plan.ts';
import {childEnvironment} from '../../site/environment.ts';
import {pageUrl, type LocaleCode} from '../../site/locales.ts';
import {BUILD_DIR, ROOT, WEB_ROOT_FOLDER} from '../../site/paths.ts';
import {HASHES_FILE} from '../../config/serving/headers.ts';
import {CSP_MAP, SetupError, checkBuild, linkDebianModules, requireNginx} from '../nginx-harness.ts';

/** The locale scanned: the Japanese site. */
const LOCALE: LocaleCode = 'ja';

/** The pages scanned: a doc page, the home page and an API page of the Japanese site. */
export const PAGES: Record<string, string> = {
  'doc page': pageUrl(LOCALE, 'docs/management-console/introduction'),
  'home page': pageUrl(LOCALE),
  'API page': pageUrl(LOCALE, 'external-api/reference/get-building'),
};

/** The host the scanner is given: resolved to 127.0.0.1 by the system itself, so no resolver is replaced. */
export const HOST = 'localhost';

/** A page's grade: what scanPages() resolves to, one per page. */
export type ScanResult = {
  name: string;
  path: string;
  grade: string;
  score: number;
  /** `passed/total` tests. */
  passed: string;
  /** `test: result (modifier)` of each test that did not pass. */
  failing: string[];
  /** Each test's result. */
  results: Record<string, string>;
};

/** The scanner's JSON answer (the part read here). */
type ScannerOutput = {
  error?: string;
  scan: {grade: string; score: number; testsPassed: number; testsQuantity: number};
  tests: Record<string, {pass: boolean; result: string; scoreModifier: number}>;
};

export type TlsExample = {ca: string; stop: () => Promise<void>};

/**
 * deploy/nginx/nginx.conf with its host paths replaced: the included files from this checkout, the site from
 * `webRoot` (which holds `help` → the build), the Content-Security-Policy map `csp`, the test certificate, pid, logs
 * and temporary files in `prefix`, and its two servers bound to 127.0.0.1 only (same ports). Everything else, the
 * redirect and HSTS included, is the file as deployed. Each replaced path must be found: a nginx.conf that moves one
 * fails here instead of scanning something else.
 */
export function tlsExampleConfig({prefix, webRoot, csp, cert, key}: {prefix: string; webRoot: string; csp: string; cert: string; key: string}): string {
  let conf = readFileSync(join(ROOT, 'deploy/nginx/nginx.conf'), 'utf8');
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/nginx.conf no longer contains "${from}": update tools/observatory/scan.ts`);
    conf = conf.replaceAll(from, to);
  };
  // The host's folders are named after the site's path: /etc/nginx/help/, /srv/www/help/.
  replace(`/etc/nginx/${WEB_ROOT_FOLDER}/`, `${ROOT}/deploy/nginx/`);
  replace(`/srv/www/${WEB_ROOT_FOLDER}/${CSP_MAP}`, csp);
  replace('/srv/www', webRoot);
  replace('/etc/ssl/certs/help.example.com.pem', cert);
  replace('/etc/ssl/private/help.example.com.key', key);
  const listens = conf.match(/^\s*listen\s+(?:80|443)\b/gm) ?? [];
  if (listens.length !== 2) throw new Error(`deploy/nginx/nginx.conf: expected "listen 80" and "listen 443", found ${listens.length}`);
  conf = conf.replace(/^(\s*listen\s+)(80|443)\b/gm, '$1127.0.0.1:$2');
  // Run as root (CI), nginx would start its workers as `nobody`, who cannot read a checkout in /root.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  conf = `daemon off;\n${user}pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\n` + conf;
  replace(
    'http {',
    `http {
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;`,
  );
  return conf;
}

/** A certificate authority and a certificate for `localhost` signed by it, made by openssl in `dir`. */
function makeCertificates(dir: string): {ca: string; cert: string; key: string} {
  const openssl = (args: string[]) => {
    const r = spawnSync('openssl', args, {cwd: dir, encoding: 'utf8'});
    if (r.error) throw new SetupError(`openssl cannot be run (${r.error.message}): run \`. tools/setup.sh\` (it installs openssl).`);
    if (r.status !== 0) throw new Error(`openssl ${args[0]} failed: ${r.stderr}`);
  };
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(['req', '-x509', ...ec, '-days', '2', '-subj', '/CN=Help site observatory test CA', '-keyout', 'ca.key', '-out', 'ca.pem']);
  openssl(['req', ...ec, '-subj', `/CN=${HOST}`, '-keyout', 'site.key', '-out', 'site.csr']);
  writeFileSync(join(dir, 'site.ext'), `subjectAltName=DNS:${HOST},IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
  openssl([
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-set_serial',
    '1',
    '-days',
    '2',
    '-extfile',
    'site.ext',
    '-out',
    'site.pem',
  ]);
  return {ca: join(dir, 'ca.pem'), cert: join(dir, 'site.pem'), key: join(dir, 'site.key')};
}

/** Says which of the scanner's ports is taken, before nginx fails on it with a less clear message. */
async function checkPortsFree(): Promise<void> {
  for (const port of [80, 443]) {
    const problem = await new Promise<string | null>((ok) => {
      const srv = createServer();
      srv.once('error', (e: NodeJS.ErrnoException) => ok(e.code ?? e.message));
      srv.listen(port, '127.0.0.1', () => srv.close(() => ok(null)));
    });
    if (problem === 'EADDRINUSE')
      throw new SetupError(
        `127.0.0.1:${port} is in use (ss -ltnp): the scanner reaches the site on the standard ports only (http://${HOST}/, and the configuration redirects to https://${HOST}/); stop what listens there`,
      );
    if (problem)
      throw new SetupError(
        `cannot listen on 127.0.0.1:${port} (${problem}): the scan needs the standard ports, so run it as root (as CI does) or allow low ports (sysctl net.ipv4.ip_unprivileged_port_start=80, which \`. tools/setup.sh\` runs)`,
      );
  }
}

function waitForNginx(child: ChildProcess, stderr: string[], timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`nginx exited (${code}) with the scanned configuration:\n${stderr.join('')}`)));
    const attempt = () => {
      const socket = connect(443, '127.0.0.1');
      socket.once('connect', () => (socket.end(), ok()));
      socket.once('error', () => (Date.now() > until ? fail(new Error(`nginx did not listen on 443:\n${stderr.join('')}`)) : setTimeout(attempt, 100)));
    };
    attempt();
  });
}

/**
 * Starts nginx with the scanned configuration; resolves to {ca, stop}. `edit` changes the derived configuration
 * (a test removes HSTS to see the scan fail). A missing build, nginx or openssl, or a port that cannot be bound, is a
 * SetupError.
 */
export async function startTlsExample({
  buildDir = join(ROOT, BUILD_DIR),
  edit = (conf) => conf,
}: {buildDir?: string; edit?: (conf: string) => string} = {}): Promise<TlsExample> {
  checkBuild(buildDir, {locales: [LOCALE]});
  const hashesFile = join(buildDir, HASHES_FILE);
  if (!existsSync(hashesFile)) throw new SetupError(`${hashesFile} is missing (the build writes it): run \`npm run build\` again.`);
  const nginx = requireNginx();
  await checkPortsFree();
  const prefix = mkdtempSync(join(tmpdir(), 'help-observatory-'));
  // nginx workers started by root run as an unprivileged user: they must be able to enter the folder.
  chmodSync(prefix, 0o755);
  const webRoot = join(prefix, 'www');
  mkdirSync(webRoot);
  symlinkSync(resolve(buildDir), join(webRoot, WEB_ROOT_FOLDER));
  linkDebianModules(prefix);
  const {ca, cert, key} = makeCertificates(prefix);
  // The policy a production build (an https:// origin) writes for this build's inline scripts: CI and a contributor
  // build a preview (an http:// origin), whose API reference may also call the local mock over http:.
  const hashes = JSON.parse(readFileSync(hashesFile, 'utf8')) as Record<string, string[]>;
  const csp = join(prefix, 'help-csp.conf');
  writeFileSync(
    csp,
    nginxCspMap(
      policies(
        Object.values(hashes).flat(),
        processPlan().analyticsId !== undefined,
        false,
        feedbackConnectSource(processPlan().feedbackEndpoint, processPlan().siteUrl),
      ),
    ),
  );
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, edit(tlsExampleConfig({prefix, webRoot, csp, cert, key})));
  const stderr: string[] = [];
  const child = spawn(nginx, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', confPath], {stdio: ['ignore', 'ignore', 'pipe']});
  child.stderr.on('data', (d) => stderr.push(String(d)));
  const stop = () => new Promise<void>((ok) => (child.exitCode !== null || child.signalCode ? ok() : (child.once('exit', () => ok()), child.kill('SIGQUIT'))));
  process.once('exit', () => child.kill('SIGQUIT'));
  try {
    await waitForNginx(child, stderr, 10_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return {ca, stop: async () => (await stop(), rmSync(prefix, {recursive: true, force: true}))};
}

/**
 * Runs the scanner's own command line (its scan.js, beside the package's main module) on `localhost<path>`: it
 * fetches http://localhost<path>, follows the redirects, fetches https://localhost<path> and grades the answer.
 * Trusts the test authority `ca` only in that process. Resolves to the scanner's JSON: {scan: {grade, score, ...},
 * tests}.
 */
export function scanPage(path: string, ca: string): Promise<ScannerOutput> {
  const scanner = join(dirname(createRequire(join(ROOT, 'package.json')).resolve('@mdn/mdn-http-observatory')), 'scan.js');
  // The scanner's own variables, set for its process only.
  const env = childEnvironment(
    {},
    {
      NODE_EXTRA_CA_CERTS: ca,
      HTTPOBS_HSTS_PRELOAD_FILE: join(ROOT, 'tools/observatory/hsts-preload.json'),
      // The scanner's own time limits (10 s for the whole redirect chain) are for the internet; a CI machine busy with
      // the other tests can be slower than that on loopback, which would read as "the site seems to be down".
      ABORT_TIMEOUT: '30000',
      CLIENT_TIMEOUT: '25000',
    },
  );
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [scanner, `${HOST}${path}`], {env, stdio: ['ignore', 'pipe', 'pipe']});
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('error', fail);
    child.once('exit', () => {
      try {
        const result = JSON.parse(out) as ScannerOutput;
        if (result.error) throw new Error(result.error);
        ok(result);
      } catch (e) {
        fail(new Error(`the scanner failed on ${path}: ${e instanceof Error ? e.message : String(e)}\n${out}${err}`));
      }
    });
  });
}

/** Scans every page of `pages` (default PAGES), each once. */
export async function scanPages(ca: string, pages: Record<string, string> = PAGES): Promise<ScanResult[]> {
  return Promise.all(
    Object.entries(pages).map(async ([name, path]) => {
      const {scan, tests} = await scanPage(path, ca);
      const failing = Object.entries(tests)
        .filter(([, t]) => !t.pass)
        .map(([test, t]) => `${test}: ${t.result} (${t.scoreModifier})`);
      const results = Object.fromEntries(Object.entries(tests).map(([test, t]) => [test, t.result]));
      return {name, path, grade: scan.grade, score: scan.score, passed: `${scan.testsPassed}/${scan.testsQuantity}`, failing, results};
    }),
  );
}

/** One line per page: what a reader of the CI log needs. */
export function report(results: ScanResult[]): string {
  return results
    .map(
      (r) =>
        `${r.grade.padEnd(2)} ${String(r.score).padStart(3)}  ${r.passed} tests passed  ${r.name} ${r.path}${r.failing.length ? `\n     failing: ${r.failing.join('; ')}` : ''}`,
    )
    .join('\n');
}

// `npm run scan:observatory`: scan build/ with nginx.conf and print grade and score per page; exit 1 below A+.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let server: TlsExample;
  try {
    server = await startTlsExample();
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    console.error(`scan:observatory: ${e.message}`);
    process.exit(1);
  }
  try {
    const results = await scanPages(server.ca);
    console.log(`MDN HTTP Observatory, deploy/nginx/nginx.conf on https://${HOST}/ (build/):\n${report(results)}`);
    process.exitCode = results.every((r) => r.grade === 'A+') ? 0 : 1;
  } finally {
    await server.stop();
  }
}
