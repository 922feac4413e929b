#!/usr/bin/env node
// Checks every code sample of the external API (./code-samples.ts) against the description.
//
// curl, Node.js and Python samples run: only their transport target is rewritten (https://booking.example.com ->
// a recording proxy on 127.0.0.1), the proxy strips /api/external and forwards to Prism serving the same
// description, and the sample passes when exactly the documented request arrived and Prism answered the documented
// success status. C#, Java and PowerShell need toolchains the machines lack, so their code is read: the URL,
// method, headers and body are taken from the text and compared with the same expectations.
//
// The expectations are worked out here from the description, not taken from code-samples.ts, so that a mistake
// there cannot agree with itself.
//
// `node tools/api/check-samples.ts` prints a summary per language; exit code 1 when a sample is wrong.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import type {AddressInfo} from 'node:net';
import {fileURLToPath} from 'node:url';
import {programPath} from '../../site/environment.ts';
import {ROOT} from '../../site/paths.ts';
import {SAMPLE_LANGUAGES, SAMPLES_FILE, SAMPLE_TOKEN, codeSamples, defaultServerUrl, deref, type OperationSamples} from './code-samples.ts';
import {readOpenApi, type Example, type HttpMethod, type OpenApi, type Parameter, type Schema} from './openapi.ts';

const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];
export const RUN_LANGUAGES = ['curl', 'nodejs', 'python'] as const;
export const STATIC_LANGUAGES = ['csharp', 'java', 'powershell'] as const;
type RunLanguage = (typeof RUN_LANGUAGES)[number];
type StaticLanguage = (typeof STATIC_LANGUAGES)[number];
const isRunLanguage = (language: string): language is RunLanguage => (RUN_LANGUAGES as readonly string[]).includes(language);
const isStaticLanguage = (language: string): language is StaticLanguage => (STATIC_LANGUAGES as readonly string[]).includes(language);
const SPEC_FILE = path.join(ROOT, 'openapi/external-api.yaml');

/** The samples to check: operationId -> its samples by language (as codeSamples() makes them; the rest is not read). */
export type Samples = Record<string, Pick<OperationSamples, 'samples'>>;
/** What the sample of one operation must send, worked out from the description. */
export type Expected = {
  operationId: string;
  method: string;
  host: string;
  protocol: string;
  /** The path of the default server (/api/external), without a final slash. */
  prefix: string;
  /** The operation's path with its path parameters' examples, after the prefix. */
  path: string;
  query: [name: string, value: string][];
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The media types of the success answer. */
  accept: string[];
  body: unknown;
  status: number;
};
/** A request as sent (recorded by the proxy) or read from a sample's code. */
export type ActualRequest = {
  method: string;
  /** After the server's prefix, as sent (not decoded). */
  path: string;
  /** The search string without `?`, as sent. */
  query?: string;
  headers: [name: string, value: string][];
  body?: string;
};
/** The check of one language's sample of one operation. */
export type Result = {operationId: string; language: string; mode: 'run' | 'static'; ok: boolean; problems: string[]};
/** A mock of the description: its address and how to stop it. */
export type Mock = {url: string; stop(): Promise<void>};

// Not the generator's own: the expectations are read from the description independently of how the samples were made.
function exampleOf(spec: OpenApi, holder: {$ref?: string; example?: unknown; examples?: Record<string, Example>; schema?: Schema} | undefined): unknown {
  const resolved = deref(spec, holder);
  if (!resolved) return undefined;
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.examples) return deref(spec, Object.values(resolved.examples)[0])?.value;
  const schema = deref(spec, resolved.schema);
  return schema?.example ?? schema?.default;
}

/** Query pairs of one parameter as the description serializes it (form style; arrays exploded unless explode: false). */
function queryPairs(param: Parameter, value: unknown): [string, string][] {
  if (!Array.isArray(value)) return [[param.name, String(value)]];
  if (param.explode === false) return [[param.name, value.join(',')]];
  return value.map((item) => [param.name, String(item)]);
}

/**
 * What the sample of each operation must send, from the description alone:
 * {operationId: {operationId, method, path, query: [[name, value]], headers: {name: value}, body, status}}.
 */
export function expectedRequests(spec: OpenApi): Record<string, Expected> {
  const expected: Record<string, Expected> = {};
  const base = new URL(defaultServerUrl(spec));
  for (const [apiPath, pathItem] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      let resolvedPath = apiPath;
      const query: [string, string][] = [];
      for (const param of [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p))) {
        if (!param) throw new Error(`${op.operationId}: a parameter refers to nothing`);
        const value = exampleOf(spec, param);
        if (value === undefined) continue;
        if (param.in === 'path') resolvedPath = resolvedPath.replace(`{${param.name}}`, encodeURIComponent(String(value)));
        else if (param.in === 'query') query.push(...queryPairs(param, value));
      }
      const security = op.security ?? spec.security ?? [];
      const basic = security.some((requirement) => spec.components?.securitySchemes?.[Object.keys(requirement)[0]]?.scheme === 'basic');
      if (!basic) throw new Error(`${op.operationId}: the description offers no basic authentication, which the samples use`);
      const json = deref(spec, op.requestBody)?.content?.['application/json'];
      const body = json ? exampleOf(spec, json) : undefined;
      const headers: Record<string, string> = {authorization: `Basic ${Buffer.from(`${SAMPLE_TOKEN}:`).toString('base64')}`};
      if (body !== undefined) headers['content-type'] = 'application/json';
      const status = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code));
      if (!status) throw new Error(`${op.operationId}: no success (2xx) answer`);
      // Accept may be left out; when sent, it must name what the success answer is (the mock answers 406 otherwise).
      const accept = Object.keys(deref(spec, op.responses[status])?.content ?? {});
      expected[op.operationId] = {
        operationId: op.operationId,
        method: method.toUpperCase(),
        host: base.host,
        protocol: base.protocol,
        prefix: base.pathname.replace(/\/$/, ''),
        path: resolvedPath,
        query,
        headers,
        accept,
        body,
        status: Number(status),
      };
    }
  }
  return expected;
}

// ---- comparison of one request (run or read) with its expectation ----

function describe(method: string, rawPath: string, query: string | undefined): string {
  return `${method} ${rawPath}${query ? `?${query}` : ''}`;
}

function expectedLine(expected: Expected): string {
  const search = new URLSearchParams(expected.query).toString();
  return describe(expected.method, expected.path, search);
}

function decodeSegments(rawPath: string): string[] {
  return rawPath.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/** Whether an Accept value admits one of the documented media types. */
function acceptable(value: string, types: string[]): boolean {
  return value.split(',').some((part) => {
    const range = part.split(';')[0].trim().toLowerCase();
    return types.some((type) => range === '*/*' || range === type.toLowerCase() || (range.endsWith('/*') && type.toLowerCase().startsWith(range.slice(0, -1))));
  });
}

/** Problems of a request against its expectation. */
export function compareRequest(expected: Expected, actual: ActualRequest): string[] {
  const problems: string[] = [];
  const sent = describe(actual.method, actual.path, actual.query);
  const wanted = expectedLine(expected);
  if (actual.method !== expected.method || !isDeepStrictEqual(decodeSegments(actual.path), decodeSegments(expected.path))) {
    problems.push(`sent ${sent}, expected ${wanted}`);
  }
  const got = [...new URLSearchParams(actual.query ?? '')];
  const missing: string[] = [];
  const wrong: string[] = [];
  const rest = [...got];
  for (const [name, value] of expected.query) {
    const exact = rest.findIndex(([n, v]) => n === name && v === value);
    if (exact >= 0) {
      rest.splice(exact, 1);
      continue;
    }
    const sameName = rest.findIndex(([n]) => n === name);
    if (sameName >= 0) {
      wrong.push(`${name}=${JSON.stringify(rest[sameName][1])} instead of ${JSON.stringify(value)}`);
      rest.splice(sameName, 1);
    } else missing.push(`${name}=${value}`);
  }
  if (missing.length) problems.push(`query parameter${missing.length > 1 ? 's' : ''} missing: ${missing.join(', ')} (sent ${sent})`);
  if (wrong.length) problems.push(`query parameter${wrong.length > 1 ? 's' : ''} with a wrong value (after URL decoding): ${wrong.join(', ')}`);
  if (rest.length) problems.push(`undocumented query parameter${rest.length > 1 ? 's' : ''}: ${rest.map(([n, v]) => `${n}=${v}`).join(', ')}`);
  for (const [name, value] of Object.entries(expected.headers)) {
    const values = actual.headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
    const label = name.replace(/(^|-)\w/g, (c) => c.toUpperCase());
    if (values.length === 0) problems.push(`no ${label} header, expected "${label}: ${value}"`);
    else if (values.length > 1 || values[0] !== value) problems.push(`sent "${label}: ${values.join(', ')}", expected "${label}: ${value}"`);
  }
  const accepts = actual.headers.filter(([n]) => n.toLowerCase() === 'accept').map(([, v]) => v);
  if (accepts.length && expected.accept.length && !accepts.some((value) => acceptable(value, expected.accept))) {
    problems.push(`sent "Accept: ${accepts.join(', ')}", but the success answer is ${expected.accept.join(' or ')}`);
  }
  const text = actual.body ?? '';
  if (expected.body === undefined) {
    if (text.trim() !== '') problems.push(`sent a body the operation does not take: ${text.slice(0, 80)}`);
  } else if (text.trim() === '') {
    problems.push('sent no body, expected the documented example body');
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      problems.push(`sent a body that is not JSON: ${text.slice(0, 80)}`);
    }
    if (parsed !== undefined && !isDeepStrictEqual(parsed, expected.body)) {
      problems.push(`sent the body ${JSON.stringify(parsed)}, expected the documented example ${JSON.stringify(expected.body)}`);
    }
  }
  return problems;
}

/** Splits a full URL of a sample into what compareRequest reads, or a problem when it is not on the default server. */
function splitUrl(expected: Expected, url: string): {problem: string} | {path: string; query: string} {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {problem: `calls "${url}", which is not a URL`};
  }
  const base = `${expected.protocol}//${expected.host}${expected.prefix}`;
  if (parsed.protocol !== expected.protocol || parsed.host !== expected.host || !`${parsed.pathname}/`.startsWith(`${expected.prefix}/`)) {
    return {problem: `calls ${parsed.origin}${parsed.pathname}, expected an address under the default server ${base}`};
  }
  const raw = url.replace(/^[a-z]+:\/\/[^/?#]+/i, '').replace(/#.*/, '');
  const [rawPath, ...search] = raw.split('?');
  return {path: rawPath.slice(expected.prefix.length), query: search.join('?')};
}

// ---- static checks (C#, Java, PowerShell) ----

/** Value of a C# or Java "..." literal. */
const C_ESCAPES: Record<string, string> = {n: '\n', r: '\r', t: '\t', 0: '\0', b: '\b', f: '\f'};
const POWERSHELL_ESCAPES: Record<string, string> = {n: '\n', r: '\r', t: '\t', 0: '\0'};

/** Value of a C# or Java "..." literal. */
function cLikeString(literal: string): string {
  return literal.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => {
    if (c.length === 5) return String.fromCharCode(parseInt(c.slice(1), 16));
    return C_ESCAPES[c] ?? c;
  });
}

/** Value of a PowerShell '...' or "..." string or `@"..."@` here-string. */
function powershellString(literal: string, quote: string): string {
  if (quote === "'") return literal.replace(/''/g, "'");
  return literal.replace(/`(.)/g, (_, c: string) => POWERSHELL_ESCAPES[c] ?? c);
}

const DQ = String.raw`"((?:[^"\\]|\\.)*)"`;

/** What a reader takes from a sample's code, or the problem that stops it. */
type Read = {problem: string} | {method: string; url: string; headers: [string, string][]; body: string | undefined};

const readers: Record<StaticLanguage, (code: string) => Read> = {
  csharp(code) {
    const request = code.match(new RegExp(String.raw`new HttpRequestMessage\(HttpMethod\.(\w+),\s*${DQ}\)`));
    if (!request) return {problem: 'no `new HttpRequestMessage(HttpMethod.X, "url")` in the sample'};
    const headers = [...code.matchAll(new RegExp(String.raw`request\.Headers\.Add\(${DQ},\s*${DQ}\)`, 'g'))].map((m): [string, string] => [
      cLikeString(m[1]),
      cLikeString(m[2]),
    ]);
    const content = code.match(new RegExp(String.raw`new StringContent\(${DQ},\s*null,\s*${DQ}\)`));
    let body: string | undefined;
    if (content) {
      if (!/request\.Content\s*=\s*content;/.test(code)) return {problem: 'makes a StringContent but does not set request.Content'};
      body = cLikeString(content[1]);
      headers.push(['Content-Type', cLikeString(content[2])]);
    }
    return {method: request[1].toUpperCase(), url: cLikeString(request[2]), headers, body};
  },
  java(code) {
    const call = code.match(new RegExp(String.raw`Unirest\.(\w+)\(${DQ}\)`));
    if (!call) return {problem: 'no `Unirest.<method>("url")` in the sample'};
    const headers = [...code.matchAll(new RegExp(String.raw`\.header\(${DQ},\s*${DQ}\)`, 'g'))].map((m): [string, string] => [
      cLikeString(m[1]),
      cLikeString(m[2]),
    ]);
    const body = code.match(new RegExp(String.raw`\.body\(${DQ}\)`));
    return {method: call[1].toUpperCase(), url: cLikeString(call[2]), headers, body: body ? cLikeString(body[1]) : undefined};
  },
  powershell(code) {
    const call = code.match(/Invoke-RestMethod\s+(['"])((?:(?!\1).|\1\1)*)\1([^\n]*)/);
    if (!call) return {problem: "no `Invoke-RestMethod 'url'` in the sample"};
    const options = call[3];
    const method = options.match(/-Method\s+(['"])(\w+)\1/);
    const headers = /-Headers\s+\$headers\b/.test(options)
      ? [...code.matchAll(/\$headers\.Add\((["'])((?:(?!\1).)*)\1,\s*(["'])((?:(?!\3)[^`]|`.)*)\3\)/g)].map((m): [string, string] => [
          powershellString(m[2], m[1]),
          powershellString(m[4], m[3]),
        ])
      : [];
    let body: string | undefined;
    if (/-Body\s+\$body\b/.test(options)) {
      const here = code.match(/\$body\s*=\s*@"\r?\n([\s\S]*?)\r?\n"@/) ?? code.match(/\$body\s*=\s*"((?:[^"`]|`.)*)"/);
      if (!here) return {problem: 'passes -Body $body but sets $body in no form this check reads'};
      body = powershellString(here[1], '"');
    }
    // Invoke-RestMethod sends GET without -Method.
    return {method: (method?.[2] ?? 'GET').toUpperCase(), url: powershellString(call[2], call[1]), headers, body};
  },
};

/** Problems of one C#, Java or PowerShell sample, read from its code. */
export function checkStaticSample(expected: Expected, language: StaticLanguage, code: string): string[] {
  const read = readers[language](code);
  if ('problem' in read) return [read.problem];
  const target = splitUrl(expected, read.url);
  if ('problem' in target) return [target.problem];
  return compareRequest(expected, {method: read.method, path: target.path, query: target.query, headers: read.headers, body: read.body});
}

// ---- running samples (curl, Node.js, Python) against Prism through a recording proxy ----

const PRISM = path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP host and port: the address is an AddressInfo, not a pipe name.
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Prism on the description, on a free port of its own: a mock on 4010 (tools/mock-api.ts) may belong to
 * another run, which can stop it or serve another copy of the description. Returns {url, stop}.
 */
export async function startMock({specFile = SPEC_FILE, timeoutMs = 60_000}: {specFile?: string; timeoutMs?: number} = {}): Promise<Mock> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [PRISM, 'mock', specFile, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`${url}/system/information`, {signal: AbortSignal.timeout(1000)});
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw new Error(`Prism did not start on ${url}:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** A request the proxy received (outside the server's prefix when not `prefixed`), and the mock's answer. */
type Recorded = ActualRequest & {prefixed: boolean; query: string; status?: number; violations?: string};

/** A proxy on a free port recording every request, forwarding it to the mock without the server prefix. */
async function startRecorder(mockUrl: string, prefix: string): Promise<{port: number; records: Recorded[]; close(): Promise<void>}> {
  const records: Recorded[] = [];
  const mock = new URL(mockUrl);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [rawPath, ...search] = (req.url ?? '/').split('?');
      const record: Recorded = {
        method: req.method ?? 'GET',
        prefixed: `${rawPath}/`.startsWith(`${prefix}/`),
        path: `${rawPath}/`.startsWith(`${prefix}/`) ? rawPath.slice(prefix.length) : rawPath,
        query: search.join('?'),
        headers: Object.entries(req.headersDistinct).flatMap(([n, values]) => (values ?? []).map((v): [string, string] => [n, v])),
        body: body.length ? body.toString('utf8') : undefined,
      };
      records.push(record);
      const headers = {...req.headers, host: mock.host};
      const forward = http.request(
        {host: mock.hostname, port: mock.port, method: req.method, path: `${record.path}${record.query ? `?${record.query}` : ''}`, headers},
        (answer) => {
          record.status = answer.statusCode;
          record.violations = answer.headers['sl-violations']?.toString();
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (error) => {
        record.status = 502;
        record.violations = String(error);
        res.writeHead(502).end();
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const {port} = server.address() as AddressInfo;
  return {port, records, close: () => new Promise<void>((resolve) => server.close(() => resolve()))};
}

/**
 * The one mechanical rewrite of each run language's transport: from https on the default server's host to plain
 * http on the recorder. Returns {code} or {problem} when the sample does not call the default server as expected.
 */
function retarget(language: RunLanguage, code: string, expected: Expected, port: number): {code: string} | {problem: string} {
  const base = `${expected.protocol}//${expected.host}${expected.prefix}`;
  const host = expected.host;
  const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (language === 'curl') {
    const pattern = new RegExp(`${escaped(base)}(?=[/?'"])`, 'g');
    if (!pattern.test(code)) return {problem: `does not call the default server ${base}`};
    return {code: code.replace(pattern, `http://127.0.0.1:${port}${expected.prefix}`)};
  }
  if (language === 'nodejs') {
    const transport = /require\((['"])https\1\)/;
    const hostname = new RegExp(`(['"]?hostname['"]?\\s*:\\s*)(['"])${escaped(host)}\\2`);
    if (!transport.test(code)) return {problem: "does not use require('https'): not over HTTPS"};
    if (!hostname.test(code)) return {problem: `does not send to hostname ${host}`};
    return {code: code.replace(transport, "require('http')").replace(hostname, `$1'127.0.0.1', 'port': ${port}`)};
  }
  if (language === 'python') {
    const connection = new RegExp(`http\\.client\\.HTTPSConnection\\((['"])${escaped(host)}\\1\\)`);
    if (!connection.test(code)) return {problem: `does not open http.client.HTTPSConnection("${host}")`};
    return {code: code.replace(connection, `http.client.HTTPConnection("127.0.0.1", ${port})`)};
  }
  throw new Error(`no runner for ${language}`);
}

// The interpreter behind `python3`, found once: a version manager's shim (pyenv) costs more than the sample itself.
let python: string | undefined;
function pythonExecutable(): string {
  if (python === undefined) {
    const found = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], {encoding: 'utf8'});
    python = found.status === 0 && found.stdout.trim() ? found.stdout.trim() : 'python3';
  }
  return python;
}

const RUNNERS: Record<RunLanguage, {file: string; command: () => string}> = {
  curl: {file: 'sample.sh', command: () => 'bash'},
  nodejs: {file: 'sample.cjs', command: () => process.execPath},
  python: {file: 'sample.py', command: pythonExecutable},
};

type RunOutcome = {code: number | null; error?: string; timedOut?: boolean; output: string};

function runFile(command: string, file: string, {timeoutMs, env, cwd}: {timeoutMs: number; env: NodeJS.ProcessEnv; cwd: string}): Promise<RunOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, [file], {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({code: null, error: String(error), output});
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({code, timedOut: signal === 'SIGKILL', output});
    });
  });
}

/** Runs one curl, Node.js or Python sample against the mock; returns its problems. */
export async function runSample(
  expected: Expected,
  language: RunLanguage,
  code: string,
  {mockUrl, timeoutMs = 15_000, tmpDir}: {mockUrl: string; timeoutMs?: number; tmpDir: string},
): Promise<string[]> {
  const recorder = await startRecorder(mockUrl, expected.prefix);
  const dir = fs.mkdtempSync(path.join(tmpDir, `${expected.operationId}-${language}-`));
  try {
    const target = retarget(language, code, expected, recorder.port);
    if ('problem' in target) return [target.problem];
    const runner = RUNNERS[language];
    fs.writeFileSync(path.join(dir, runner.file), `${target.code}\n`);
    // A clean environment: no proxy variables (curl would use them), no ~/.curlrc, no .pyc files.
    const env = {PATH: programPath(), HOME: dir, LANG: 'C.UTF-8', PYTHONDONTWRITEBYTECODE: '1', NO_PROXY: '*', no_proxy: '*'};
    const run = await runFile(runner.command(), runner.file, {timeoutMs, env, cwd: dir});
    const problems: string[] = [];
    if (run.error) problems.push(`could not be run (${run.error})`);
    else if (run.timedOut) problems.push(`did not finish within ${timeoutMs / 1000} s`);
    else if (run.code !== 0) problems.push(`exited with code ${run.code}: ${run.output.trim().split('\n').slice(-3).join(' | ').slice(0, 300)}`);
    const {records} = recorder;
    if (records.length === 0) {
      problems.push(`sent no request, expected ${expectedLine(expected)}`);
      return problems;
    }
    if (records.length > 1)
      problems.push(`sent ${records.length} requests (${records.map((r) => describe(r.method, r.path, r.query)).join('; ')}), expected one`);
    const record = records[0];
    if (!record.prefixed) problems.push(`sent ${describe(record.method, record.path, record.query)} outside the server's base path ${expected.prefix}`);
    problems.push(...compareRequest(expected, record));
    if (record.status !== expected.status) {
      const violations = record.violations ? `: ${violationText(record.violations)}` : '';
      problems.push(`the mock answered ${record.status}, the documented success status is ${expected.status}${violations}`);
    }
    return problems;
  } finally {
    await recorder.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

function violationText(header: string): string {
  try {
    return (JSON.parse(header) as {message: string}[]).map((v) => v.message).join('; ');
  } catch {
    return header;
  }
}

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(size, items.length)}, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

/**
 * Checks samples (as codeSamples() makes them) against the description: one result per operation and language, each
 * problem as "<operationId> (<language>): ...". Without `mockUrl`, starts Prism for the run and stops it after.
 */
export async function checkSamples(
  samples: Samples,
  spec: OpenApi,
  {mockUrl, concurrency = 3, timeoutMs = 15_000}: {mockUrl?: string; concurrency?: number; timeoutMs?: number} = {},
): Promise<Result[]> {
  const expected = expectedRequests(spec);
  type Job = {operationId: string; language: string; code: string};
  const jobs: Job[] = [];
  const results: Result[] = [];
  for (const [operationId, entry] of Object.entries(samples)) {
    if (!expected[operationId]) {
      results.push({
        operationId,
        language: '*',
        mode: 'static',
        ok: false,
        problems: [`${operationId}: samples for an operation the description does not have`],
      });
      continue;
    }
    for (const [language, code] of Object.entries(entry.samples)) jobs.push({operationId, language, code});
  }
  for (const operationId of Object.keys(expected)) {
    if (!samples[operationId]) results.push({operationId, language: '*', mode: 'static', ok: false, problems: [`${operationId}: no samples`]});
  }
  const unknown = jobs.filter((job) => !isRunLanguage(job.language) && !isStaticLanguage(job.language));
  if (unknown.length) throw new Error(`check-samples: no check for the language(s) ${[...new Set(unknown.map((j) => j.language))].join(', ')}`);
  const label = (job: Job, problems: string[]) => problems.map((p) => `${job.operationId} (${job.language}): ${p}`);
  for (const job of jobs) {
    if (!isStaticLanguage(job.language)) continue;
    const problems = label(job, checkStaticSample(expected[job.operationId], job.language, job.code));
    results.push({operationId: job.operationId, language: job.language, mode: 'static', ok: problems.length === 0, problems});
  }
  const runJobs = jobs.flatMap((j) => (isRunLanguage(j.language) ? [{...j, language: j.language}] : []));
  if (runJobs.length) {
    const mock = mockUrl ? null : await startMock();
    const url = mockUrl ?? mock?.url ?? '';
    const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-samples-'));
    try {
      const ran = await pool(runJobs, concurrency, async (job): Promise<Result> => {
        const problems = label(job, await runSample(expected[job.operationId], job.language, job.code, {mockUrl: url, timeoutMs, tmpDir}));
        return {operationId: job.operationId, language: job.language, mode: 'run', ok: problems.length === 0, problems};
      });
      results.push(...ran);
    } finally {
      fs.rmSync(tmpDir, {recursive: true, force: true});
      await mock?.stop();
    }
  }
  return results;
}

/** Passed and failed samples per language, in the order of `languages`. */
export function summarize(results: Result[], languages: readonly string[]): {language: string; mode: 'run' | 'static'; passed: number; failed: number}[] {
  return languages.map((language) => {
    const own = results.filter((r) => r.language === language);
    return {
      language,
      mode: own[0]?.mode ?? (isRunLanguage(language) ? 'run' : 'static'),
      passed: own.filter((r) => r.ok).length,
      failed: own.filter((r) => !r.ok).length,
    };
  });
}

/** The description (openapi/external-api.yaml) as an object. */
export async function loadSpec(file: string = SPEC_FILE): Promise<OpenApi> {
  return readOpenApi(file);
}

/** `npm run api:samples [-- --samples <file>]`: the summary per language; exit code 1 when a sample is wrong. */
async function main(): Promise<void> {
  const started = Date.now();
  const spec = await loadSpec();
  // The samples as the build makes them now; `--samples <file>` checks a written set (.openapi/code-samples.json).
  const fileArg = process.argv.indexOf('--samples');
  let samples: Samples;
  if (fileArg > 0) {
    const file = process.argv[fileArg + 1];
    if (!file || !fs.existsSync(file)) {
      const hint = `\`npm run api:gen\` writes ${path.relative(process.cwd(), SAMPLES_FILE)}`;
      throw new Error(file ? `${file} does not exist (${hint})` : `--samples needs a file (${hint})`);
    }
    samples = JSON.parse(fs.readFileSync(file, 'utf8')) as Samples;
  } else {
    samples = await codeSamples(spec);
  }
  const results = await checkSamples(samples, spec);
  const failures = results.filter((r) => !r.ok);
  for (const failure of failures) for (const problem of failure.problems) console.log(`  ${problem}`);
  for (const {language, mode, passed, failed} of summarize(
    results,
    SAMPLE_LANGUAGES.map((l) => l.language),
  )) {
    console.log(
      `${language.padEnd(10)} ${mode === 'run' ? 'run against the mock' : 'read (static)       '}  ${passed} passed${failed ? `, ${failed} FAILED` : ''}`,
    );
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`check-samples: ${results.length - failures.length} of ${results.length} samples right, ${failures.length} wrong, in ${seconds} s`);
  process.exit(failures.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    // A missing or unreadable file, a mock that does not start: one line, no stack.
    console.error(`check-samples: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
