// Starts nginx (Debian's package) on a free port on 127.0.0.1, serving build/ under /help/ with the production
// configuration from deploy/nginx/. Used by the browser tests' global setup, by `npm run serve:nginx` and by the
// measuring tools (tools/perf/, tools/bench/, tools/screenshots.ts), which also take their checks from here: a
// missing build, Chromium or nginx is one sentence saying what to run, not a stack trace.
import {spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer, connect, type AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromiumPath} from '../site/environment.ts';
import {pageUrl, siteLocale, type LocaleCode} from '../site/locales.ts';
import {BUILD_DIR, ROOT, WEB_ROOT_FOLDER, builtLocales, outputDir} from '../site/paths.ts';

/** A problem the person running a tool fixes (no build, no Chromium, a bad argument): its message is one sentence. */
export class SetupError extends Error {}

/**
 * Runs a tool's checks before it starts anything: when one throws, prints `<tool>: <message>` on stderr and exits
 * with status 1. Everything thrown inside counts as a sentence for the reader (a SetupError, or a bad value refused by
 * site/environment.ts); what fails later is a fault and keeps its stack trace.
 */
export function preflight<T>(tool: string, checks: () => T): T {
  try {
    return checks();
  } catch (e) {
    console.error(`${tool}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}

/** The example configuration that proxies the feedback endpoint to the reference receiver (deploy/nginx/). */
const FEEDBACK_CONF = 'help-feedback.conf';

/** The build's Content-Security-Policy map for nginx (plugins/content-security-policy/), relative to the build. */
export const CSP_MAP = '.nginx/help-csp.conf';

export type BuildCheck = {
  /** The locales the tool needs (default: any one; a one-locale build has only its own). */
  locales?: readonly LocaleCode[];
  /** The command that makes such a build. */
  command?: string;
  /** false: the tool reads the files only, nginx does not serve them (no CSP map needed). */
  nginx?: boolean;
};

/**
 * Checks that `buildDir` holds a build of `locales` (their index.html) and, for nginx, the build's CSP map; throws a
 * SetupError naming the command to run first.
 */
export function checkBuild(buildDir: string, {locales = [], command = 'npm run build', nginx = true}: BuildCheck = {}): void {
  const built = builtLocales(buildDir);
  if (built.length === 0) {
    const what = existsSync(buildDir) ? `${buildDir} holds no built site (no index.html of any locale)` : `no build at ${buildDir}`;
    throw new SetupError(`${what}: run \`${command}\` first.`);
  }
  const missing = locales.filter((l) => !built.includes(l));
  if (missing.length) {
    const folders = missing.map((l) => join(outputDir(l, buildDir), 'index.html')).join(', ');
    throw new SetupError(
      `the build in ${buildDir} has no ${missing.map((l) => siteLocale(l).label).join(' or ')} site (${folders}): run \`${command}\` first.`,
    );
  }
  const cspMap = join(buildDir, CSP_MAP);
  if (nginx && !existsSync(cspMap)) throw new SetupError(`${cspMap} is missing (the build writes it): run \`${command}\` again.`);
}

/** The Chromium the tools drive (CHROMIUM_PATH, default /usr/bin/chromium); a SetupError when it is not there. */
export function requireChromium(): string {
  const path = chromiumPath();
  if (!existsSync(path)) throw new SetupError(`Chromium is not at ${path}: run \`. tools/setup.sh\` (it installs Debian's chromium), or set CHROMIUM_PATH.`);
  return path;
}

/** Debian's nginx modules; its modules-enabled/*.conf name them relative to nginx's prefix (`modules/...`). */
const DEBIAN_MODULES = '/usr/lib/nginx/modules';
// brotli_static (help-http.conf) is a dynamic module of Debian's nginx, loaded in the main context.
const BROTLI_STATIC = `${DEBIAN_MODULES}/ngx_http_brotli_static_module.so`;

/** nginx's program, with the brotli_static module the configuration loads; a SetupError when either is missing. */
export function requireNginx(): string {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
  if (!nginx) throw new SetupError("nginx is not installed: run `. tools/setup.sh` (it installs Debian's nginx, as .ci/run does).");
  if (!existsSync(BROTLI_STATIC)) {
    throw new SetupError(`${BROTLI_STATIC} is missing: run \`. tools/setup.sh\` (it installs libnginx-mod-http-brotli-static, as .ci/run does).`);
  }
  return nginx;
}

/** A TCP port free on 127.0.0.1 right now (also for the dev-server test). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      // Listening on a TCP host and port: the address is an AddressInfo, not a pipe name.
      const {port} = srv.address() as AddressInfo;
      srv.close(() => ok(port));
    });
  });
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((ok, fail) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.end(), ok()));
      socket.once('error', () => (Date.now() > until ? fail(new Error(`nginx did not listen on ${port}`)) : setTimeout(attempt, 100)));
    };
    attempt();
  });
}

/**
 * Makes Debian's `include /etc/nginx/modules-enabled/*.conf` (deploy/nginx/nginx.conf) work for an nginx run with
 * `-p prefix`: links the modules folder into the prefix.
 */
export function linkDebianModules(prefix: string): void {
  if (existsSync(DEBIAN_MODULES)) symlinkSync(DEBIAN_MODULES, join(prefix, 'modules'));
}

export type NginxOptions = {
  /** The build to serve under the base URL (default build/ of this checkout). */
  buildDir?: string;
  /** The port on 127.0.0.1 (default a free one). */
  port?: number;
  /** A folder served at / instead, with the same http-level settings but none of the help site's rules. */
  bareSite?: string;
  /** false: every response compressed per request (no brotli_static, no gzip_static). */
  precompressed?: boolean;
  /**
   * The port of a feedback receiver on 127.0.0.1 (deploy/feedback-receiver/): the server then also proxies the feedback
   * endpoint to it with deploy/nginx/help-feedback.conf, as an operator's does (its port changed to this one).
   */
  feedbackPort?: number;
};

export type NginxServer = {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  /** The master process's id. */
  pid: number | undefined;
  /** The server's own temporary folder (configuration, logs, the web root's link to the build): removed by `stop`. */
  folder: string;
  stop: () => Promise<void>;
};

/**
 * Starts nginx; resolves to {baseUrl, pid, stop}. `bareSite`: a folder served at / with the same http-level settings
 * (gzip, charset, caching) but none of the help site's rules: the bare Docusaurus template of tools/perf/.
 * `precompressed: false`: every response compressed per request, the build's .br/.gz siblings ignored (no
 * brotli_static, no gzip_static): the "before" of tools/bench/serve.ts. Throws a SetupError when the build or nginx
 * is missing.
 */
export async function startNginx({
  buildDir = join(ROOT, BUILD_DIR),
  port,
  bareSite,
  precompressed = true,
  feedbackPort,
}: NginxOptions = {}): Promise<NginxServer> {
  if (bareSite) return startBareNginx(bareSite, port, precompressed);
  checkBuild(buildDir);
  const webRoot = join(makePrefix(), 'www');
  mkdirSync(webRoot);
  symlinkSync(resolve(buildDir), join(webRoot, WEB_ROOT_FOLDER));
  let feedback = '';
  if (feedbackPort !== undefined) {
    const example = readFileSync(`${ROOT}/deploy/nginx/${FEEDBACK_CONF}`, 'utf8');
    const proxied = example.replace(/proxy_pass http:\/\/127\.0\.0\.1:\d+;/, `proxy_pass http://127.0.0.1:${feedbackPort};`);
    if (proxied === example) throw new Error(`deploy/nginx/${FEEDBACK_CONF} has no "proxy_pass http://127.0.0.1:<port>;" line to point at the receiver`);
    writeFileSync(join(dirname(webRoot), FEEDBACK_CONF), proxied);
    feedback = `\n    include ${join(dirname(webRoot), FEEDBACK_CONF)};`;
  }
  return run(
    dirname(webRoot),
    port,
    precompressed,
    `include ${resolve(buildDir, CSP_MAP)};`,
    `
    root ${webRoot};
    disable_symlinks off;
    include ${ROOT}/deploy/nginx/help-server.conf;${feedback}`,
  );
}

async function startBareNginx(siteDir: string, port: number | undefined, precompressed: boolean): Promise<NginxServer> {
  return run(
    makePrefix(),
    port,
    precompressed,
    '',
    `
    root ${siteDir};
    location / { try_files $uri $uri/index.html $uri.html =404; }`,
  );
}

function makePrefix(): string {
  const prefix = mkdtempSync(join(tmpdir(), 'help-nginx-'));
  // nginx workers started by root run as an unprivileged user: they must be able to enter the folder.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'logs'), {recursive: true});
  return prefix;
}

async function run(prefix: string, port: number | undefined, precompressed: boolean, httpExtra: string, serverBody: string): Promise<NginxServer> {
  const nginx = requireNginx();
  let httpConf = `${ROOT}/deploy/nginx/help-http.conf`;
  if (!precompressed) {
    httpConf = join(prefix, 'help-http-before.conf');
    writeFileSync(httpConf, readFileSync(`${ROOT}/deploy/nginx/help-http.conf`, 'utf8').replace(/^\s*(?:brotli|gzip)_static on;$/gm, ''));
  }
  const listenPort = port ?? (await freePort());
  // Run as root (CI, containers), nginx would start its workers as `nobody`, who cannot enter a checkout in /root
  // or in a `mktemp -d` folder: every page would answer 404. This local test server serves the checkout as is.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const conf = `
daemon off;
${user}
load_module ${BROTLI_STATIC};
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  # As deploy/nginx/nginx.conf: files (and their precompressed siblings) go from the page cache to the socket.
  sendfile on;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${httpConf};
  ${httpExtra}
  server {
    listen 127.0.0.1:${listenPort};
    server_name localhost;${serverBody}
  }
}
`;
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, conf);
  const child = spawn(nginx, ['-p', prefix, '-c', confPath], {stdio: ['ignore', 'inherit', 'inherit']});
  // The folder goes with the server (the web root holds a link to the build, which rmSync removes, not follows).
  const removeFolder = () => rmSync(prefix, {recursive: true, force: true});
  // nginx must not outlive this process (it would keep the port), nor its folder.
  process.once('exit', () => {
    child.kill('SIGQUIT');
    removeFolder();
  });
  await waitForPort(listenPort, 10_000);
  return {
    baseUrl: `http://127.0.0.1:${listenPort}`,
    pid: child.pid,
    folder: prefix,
    stop: () => new Promise<void>((ok) => (child.exitCode !== null ? ok() : (child.once('exit', () => ok()), child.kill('SIGQUIT')))).then(removeFolder),
  };
}

// `node tools/nginx-harness.ts [port]`: serve build/ until Ctrl+C.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = preflight('serve:nginx', () => {
    const arg = process.argv[2];
    if (arg !== undefined && !/^\d+$/.test(arg)) throw new SetupError(`the port must be a number, not "${arg}": node tools/nginx-harness.ts [port]`);
    checkBuild(join(ROOT, BUILD_DIR));
    requireNginx();
    return arg ? Number(arg) : 3000;
  });
  const server = await startNginx({port});
  // The Japanese site, or the one locale of a one-locale build.
  const built = builtLocales(join(ROOT, BUILD_DIR));
  const shown = built.includes('ja') ? 'ja' : built[0];
  console.log(`Serving build/ with the production nginx configuration at ${server.baseUrl}${pageUrl(shown)}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, async () => (await server.stop(), process.exit(0)));
}
