/**
 * A newcomer's machine: the wrong Node.js major stops `npm start`, `npm run build` and `npm test` with a
 * message that says what to do, and a machine without npm still gets the pinned Node.js and an npm from the
 * registry (tools/node/use-node.sh), or a message naming what to install. The registry here is a local server
 * holding stand-in packages: no network.
 */
import {afterAll, beforeAll, describe, test, expect} from 'vitest';
import {spawn, spawnSync, execFileSync} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import {cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync, chmodSync} from 'node:fs';
import {tmpdir, arch} from 'node:os';
import {join} from 'node:path';
import {root} from '../support/content';
import {childEnvironment} from '../../site/environment.ts';

const PINNED = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const NPM_VERSION = /_so_npm_version=([\d.]+)/.exec(readFileSync(join(root, 'tools/node/use-node.sh'), 'utf8'))![1];
const SYSTEM_NODE = '/usr/bin/node';
const systemMajor = existsSync(SYSTEM_NODE) ? execFileSync(SYSTEM_NODE, ['-p', 'process.versions.node.split(".")[0]'], {encoding: 'utf8'}).trim() : null;

// Needs a Node.js other than the pinned one at /usr/bin/node (this machine's own): skipped where there is none.
describe.skipIf(!systemMajor || systemMajor === PINNED.split('.')[0])(
  `the wrong Node.js major (needs a Node.js other than ${PINNED} at ${SYSTEM_NODE})`,
  () => {
    for (const script of ['start', 'build', 'test']) {
      test(`npm ${script === 'start' || script === 'test' ? script : `run ${script}`} on Node.js ${systemMajor} says which Node.js to use, and does not run`, () => {
        // npm itself (a Node.js script) runs on the first node on PATH: the machine's own.
        const r = spawnSync('npm', ['run', '--silent', script], {
          cwd: root,
          encoding: 'utf8',
          timeout: 60_000,
          env: childEnvironment({}, {PATH: '/usr/local/bin:/usr/bin:/bin', npm_config_update_notifier: 'false'}),
        });
        const output = `${r.stdout}\n${r.stderr}`;
        expect(r.status, output).not.toBe(0);
        expect(output).toContain(`This project runs on Node.js ${PINNED.split('.')[0]} (.nvmrc: ${PINNED}); this is Node.js ${systemMajor}.`);
        expect(output).toContain('. tools/setup.sh');
        // Nothing but the message: the command stopped there.
        expect(output.trim().split('\n'), 'the command went on after the version check').toHaveLength(3);
      }, 60_000);
    }
  },
);

describe('a machine without npm', () => {
  let server: Server;
  let registry: string;
  let work: string;
  const requests: string[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'use-node-'));
    // Stand-in packages laid out as the registry serves them: package/bin/node prints the pinned version and runs
    // npm-cli.js files by printing npm's version; package/bin/npm-cli.js exists.
    const pkg = (name: string, files: Record<string, string>) => {
      const dir = join(work, 'pkg', name, 'package');
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(dir, file, '..'), {recursive: true});
        writeFileSync(join(dir, file), text);
        chmodSync(join(dir, file), 0o755);
      }
      const tgz = join(work, `${name}.tgz`);
      execFileSync('tar', ['-czf', tgz, '-C', join(work, 'pkg', name), 'package']);
      return readFileSync(tgz);
    };
    const nodeArch = arch() === 'arm64' ? 'arm64' : 'x64';
    const tarballs: Record<string, Buffer> = {
      [`/node-linux-${nodeArch}/-/node-linux-${nodeArch}-${PINNED}.tgz`]: pkg('node', {
        'bin/node': `#!/bin/sh\ncase "$1" in\n  --version) echo v${PINNED} ;;\n  -p) echo ${PINNED.split('.')[0]} ;;\n  *npm-cli.js) echo ${NPM_VERSION} ;;\nesac\n`,
      }),
      [`/npm/-/npm-${NPM_VERSION}.tgz`]: pkg('npm', {'bin/npm-cli.js': '// stand-in\n', 'bin/npx-cli.js': '// stand-in\n'}),
    };
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const body = tarballs[req.url ?? ''];
      res.writeHead(body ? 200 : 404).end(body);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    registry = `http://127.0.0.1:${(server.address() as {port: number}).port}/`;
  });

  afterAll(async () => {
    server?.close();
    rmSync(work, {recursive: true, force: true});
  });

  /** A project copy with only the script and .nvmrc, and a PATH of the given tools (no node, no npm). */
  async function machine(name: string, tools: string[]) {
    const project = join(work, name);
    mkdirSync(join(project, 'tools/node'), {recursive: true});
    cpSync(join(root, 'tools/node/use-node.sh'), join(project, 'tools/node/use-node.sh'));
    cpSync(join(root, '.nvmrc'), join(project, '.nvmrc'));
    const bin = join(work, `${name}-bin`);
    mkdirSync(bin);
    for (const tool of ['sh', 'bash', 'tr', 'uname', 'mktemp', 'tar', 'gzip', 'rm', 'mkdir', 'mv', 'dirname', 'cat', 'chmod', ...tools]) {
      const path = ['/usr/bin', '/bin'].map((d) => join(d, tool)).find((p) => existsSync(p));
      if (path) symlinkSync(path, join(bin, tool));
    }
    // Asynchronous: the registry is served by this same process.
    const child = spawn('/bin/bash', ['-c', '. tools/node/use-node.sh; echo "node=$(node --version 2>/dev/null) npm=$(npm --version 2>/dev/null)"'], {
      cwd: project,
      env: {PATH: bin, HOME: work, npm_config_registry: registry},
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const status = await new Promise<number | null>((done) => child.on('close', done));
    return {status, output, project};
  }

  test('with curl: the pinned Node.js and npm come from the registry', async (ctx) => {
    ctx.skip(!existsSync('/usr/bin/curl'), 'curl is not installed');
    const r = await machine('with-curl', ['curl']);
    expect(r.output, r.output).toContain(`node=v${PINNED} npm=${NPM_VERSION}`);
    expect(r.output).toContain('this machine has no npm; unpacking npm');
    expect(existsSync(join(r.project, '.tools/npm/bin/npm-cli.js')), 'npm unpacked into .tools/npm').toBe(true);
    expect(requests.some((u) => u.startsWith('/node-linux-'))).toBe(true);
  });

  test('with neither npm nor curl nor wget: a message naming what to install', async () => {
    const r = await machine('bare', []);
    expect(r.output, r.output).toContain(`this machine has neither npm nor curl nor wget to fetch node-linux-`);
    expect(r.output).toContain(`install Node.js ${PINNED}`);
    expect(r.output).toContain(`use-node: no Node.js ${PINNED} on PATH`);
  });
});
