// Starts nginx (Debian's package) on a free port on 127.0.0.1, serving build/ under /help/ with the production
// configuration from deploy/nginx/. Used by the browser tests' global setup and by `npm run serve:nginx`.
import {spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer, connect} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port free on 127.0.0.1 right now (also for the dev-server test). */
export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      // Listening on a TCP host and port: the address is an AddressInfo, not a pipe name.
      const {port} = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => ok(port));
    });
  });
}

function waitForPort(port, timeoutMs) {
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

// brotli_static (help-http.conf) is a dynamic module of Debian's nginx, loaded in the main context.
/** Debian's nginx modules; its modules-enabled/*.conf name them relative to nginx's prefix (`modules/...`). */
const DEBIAN_MODULES = '/usr/lib/nginx/modules';
const BROTLI_STATIC = `${DEBIAN_MODULES}/ngx_http_brotli_static_module.so`;

/**
 * Makes Debian's `include /etc/nginx/modules-enabled/*.conf` (deploy/nginx/nginx.conf) work for an nginx run with
 * `-p prefix`: links the modules folder into the prefix.
 */
export function linkDebianModules(prefix) {
  if (existsSync(DEBIAN_MODULES)) symlinkSync(DEBIAN_MODULES, join(prefix, 'modules'));
}

function findNginx() {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(p)) return p;
  throw new Error('nginx is not installed: run `apt-get install -y nginx` (Debian package), as .ci/run does.');
}

/**
 * Starts nginx; resolves to {baseUrl, stop}. `bareSite`: a folder served at / with the same http-level settings
 * (gzip, charset, caching) but none of the help site's rules: the bare Docusaurus template of tools/perf/.
 * `precompressed: false`: the configuration before issue 30, every response compressed per request (no
 * brotli_static, no gzip_static), for the "before" of tools/bench/serve.ts.
 * @param {{buildDir?: string, port?: number, bareSite?: string, precompressed?: boolean}} [options]
 */
export async function startNginx({buildDir = join(root, 'build'), port, bareSite, precompressed = true} = {}) {
  if (bareSite) return startBareNginx(bareSite, port, precompressed);
  // A one-locale build (`build-all.ts ja`) has only build/jp/ or build/zh/: enough for pages of that locale.
  if (!['index.html', 'jp/index.html', 'zh/index.html'].some((f) => existsSync(join(buildDir, f)))) {
    throw new Error(`No site in ${buildDir}: run \`npm run build\` first.`);
  }
  // The Content-Security-Policy map the build writes (plugins/content-security-policy/).
  const cspMap = join(buildDir, '.nginx', 'help-csp.conf');
  if (!existsSync(cspMap)) throw new Error(`${cspMap} is missing: the build writes it; run \`npm run build:preview\` again.`);
  const webRoot = join(makePrefix(), 'www');
  mkdirSync(webRoot);
  symlinkSync(buildDir, join(webRoot, 'help'));
  return run(
    dirname(webRoot),
    port,
    precompressed,
    `include ${cspMap};`,
    `
    root ${webRoot};
    disable_symlinks off;
    include ${root}/deploy/nginx/help-server.conf;`,
  );
}

async function startBareNginx(siteDir, port, precompressed) {
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

function makePrefix() {
  const prefix = mkdtempSync(join(tmpdir(), 'help-nginx-'));
  // nginx workers started by root run as an unprivileged user: they must be able to enter the folder.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'logs'), {recursive: true});
  return prefix;
}

async function run(prefix, port, precompressed, httpExtra, serverBody) {
  const nginx = findNginx();
  if (!existsSync(BROTLI_STATIC)) {
    throw new Error(
      `${BROTLI_STATIC} is missing: run \`apt-get install -y libnginx-mod-http-brotli-static\` ` + '(Debian package; tools/setup.sh and .ci/run install it).',
    );
  }
  let httpConf = `${root}/deploy/nginx/help-http.conf`;
  if (!precompressed) {
    httpConf = join(prefix, 'help-http-before.conf');
    writeFileSync(httpConf, readFileSync(`${root}/deploy/nginx/help-http.conf`, 'utf8').replace(/^\s*(?:brotli|gzip)_static on;$/gm, ''));
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
  // nginx must not outlive this process (it would keep the port).
  process.once('exit', () => child.kill('SIGQUIT'));
  await waitForPort(listenPort, 10_000);
  return {
    baseUrl: `http://127.0.0.1:${listenPort}`,
    pid: child.pid,
    stop: () => new Promise((ok) => (child.exitCode !== null ? ok() : (child.once('exit', ok), child.kill('SIGQUIT')))),
  };
}

// `node tools/nginx-harness.ts [port]`: serve build/ until Ctrl+C.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startNginx({port: process.argv[2] ? Number(process.argv[2]) : 3000});
  console.log(`Serving build/ with the production nginx configuration at ${server.baseUrl}/help/jp/`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, async () => (await server.stop(), process.exit(0)));
}
