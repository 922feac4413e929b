#!/usr/bin/env node
// The local mock of the external API: Stoplight Prism serving openapi/external-api.yaml on http://127.0.0.1:4010
// (the "Local mock" server of the description). It answers the description's examples, 401 without a token and
// 400 on a parameter that breaks the description. `npm run mock-api` runs it in the foreground; the browser tests
// start it through startMockApi().
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ROOT} from '../site/paths.ts';

export const MOCK_API_URL = 'http://127.0.0.1:4010';
const prism = path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');
const args = ['mock', path.join(ROOT, 'openapi/external-api.yaml'), '--host', '127.0.0.1', '--port', '4010'];

/** Whether a mock already answers on MOCK_API_URL. */
async function answers(): Promise<boolean> {
  try {
    await fetch(`${MOCK_API_URL}/system/information`, {signal: AbortSignal.timeout(1000)});
    return true;
  } catch {
    return false;
  }
}

/** Starts the mock unless one already answers; resolves when it serves requests. Returns a stop function. */
export async function startMockApi({timeoutMs = 60_000}: {timeoutMs?: number} = {}): Promise<() => Promise<void>> {
  if (await answers()) return async () => {};
  const child = spawn(process.execPath, [prism, ...args], {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`The API mock did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    child.kill();
  };
}

/** `npm run mock-api`: the mock in the foreground, until Ctrl-C. */
async function main(): Promise<void> {
  if (!existsSync(prism)) {
    console.error('mock-api: node_modules has no Prism (@stoplight/prism-cli): run `npm install` (or `. tools/setup.sh`) first');
    process.exit(1);
  }
  if (await answers()) {
    console.error(`mock-api: something already answers on ${MOCK_API_URL}; stop it first, or use that one`);
    process.exit(1);
  }
  const child = spawn(process.execPath, [prism, ...args], {cwd: ROOT, stdio: 'inherit'});
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
