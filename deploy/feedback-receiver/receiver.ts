/**
 * The reference receiver for reader feedback ("Was this page helpful?"), for operators without a backend of their
 * own: it takes the widget's answers (`POST /help/feedback`, JSON as site/feedback.ts defines it), stores each once
 * in a SQLite file, and prints them as CSV or as a per-page summary.
 *
 * Our own code rather than a package: no maintained package stores these answers, and what is needed is small —
 * Node's built-ins only (node:http, node:sqlite), the schema shared with the widget, the built site's page list.
 *
 * Run it (Node.js 24; behind nginx, deploy/nginx/help-feedback.conf; README "Reader feedback (operators)"):
 *
 *   npm run feedback:receiver -- --db /var/lib/help-feedback/feedback.sqlite --site build --trust-proxy
 *   npm run feedback:summary -- --db /var/lib/help-feedback/feedback.sqlite [--locale ja] [--since 2026-01-01]
 *   npm run feedback:export -- --db /var/lib/help-feedback/feedback.sqlite > feedback.csv
 *
 * `serve` prints `feedback receiver: listening on <url> (<n> pages known)` once it listens, one line per request
 * (never the client's address), reads the page list again on SIGHUP (after a deploy), and stops on SIGTERM or
 * SIGINT after the requests under way. Files: pages.ts (the page list), store.ts (SQLite, CSV, summary), server.ts.
 */
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs, type ParseArgsOptionsConfig} from 'node:util';
import {variable} from '../../site/environment.ts';
import {DEFAULT_HOST, DEFAULT_PATH, DEFAULT_PORT, DEFAULT_RATE, startReceiver} from './server.ts';
import {exportCsv, formatSummary, summary} from './store.ts';

export {DEFAULT_HOST, DEFAULT_PATH, DEFAULT_PORT, DEFAULT_RATE, startReceiver, type Receiver, type ReceiverOptions} from './server.ts';
export {COLUMNS, csvCell, exportCsv, formatSummary, openStore, summary, type FeedbackStore, type PageSummary, type SummaryOptions} from './store.ts';
export {loadPages, type PageList} from './pages.ts';

const USAGE = `Usage:
  receiver.ts serve --db <file> --site <build dir> [--port ${DEFAULT_PORT}] [--host ${DEFAULT_HOST}] [--path ${DEFAULT_PATH}] [--rate ${DEFAULT_RATE}] [--trust-proxy] [--allow-origin <origin>]
  receiver.ts export --db <file> [--bom]
  receiver.ts summary --db <file> [--locale <code>] [--since YYYY-MM-DD]`;

/** A mistake in the command line: printed with the usage. */
class UsageError extends Error {}

// npm runs scripts in the package's folder: relative paths are the caller's, from where `npm run` was typed.
const fromCaller = (path: string) => resolve(variable('INIT_CWD') ?? process.cwd(), path);

function options<T extends ParseArgsOptionsConfig>(args: string[], spec: T) {
  try {
    return parseArgs({args, options: spec, strict: true, allowPositionals: false}).values;
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

function required(value: string | boolean | undefined, name: string): string {
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function wholeNumber(value: string, name: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not "${value}"`);
  return n;
}

async function serve(args: string[]): Promise<void> {
  const o = options(args, {
    db: {type: 'string'},
    site: {type: 'string'},
    port: {type: 'string', default: String(DEFAULT_PORT)},
    host: {type: 'string', default: DEFAULT_HOST},
    path: {type: 'string', default: DEFAULT_PATH},
    rate: {type: 'string', default: String(DEFAULT_RATE)},
    'trust-proxy': {type: 'boolean', default: false},
    'allow-origin': {type: 'string'},
  });
  const path = o.path;
  if (!path.startsWith('/') || /[?#\s]/.test(path)) throw new UsageError(`--path takes a URL path like ${DEFAULT_PATH}, not "${path}"`);
  const allowOrigin = o['allow-origin'];
  if (allowOrigin !== undefined && !isOrigin(allowOrigin)) {
    throw new UsageError(`--allow-origin takes an origin like https://www.example.com (no path, no slash at the end), not "${allowOrigin}"`);
  }
  const receiver = await startReceiver({
    db: fromCaller(required(o.db, 'db')),
    siteDir: fromCaller(required(o.site, 'site')),
    port: wholeNumber(o.port, 'port', 0, 65535),
    host: o.host,
    path,
    rate: wholeNumber(o.rate, 'rate', 1, 1_000_000),
    trustProxy: o['trust-proxy'],
    allowOrigin,
  });
  console.log(`feedback receiver: listening on ${receiver.url} (${receiver.pages()} pages known)`);
  process.on('SIGHUP', () => {
    try {
      console.log(`feedback receiver: read the page list again (${receiver.reloadPages()} pages known)`);
    } catch (e) {
      console.error(`feedback receiver: kept the previous page list (${receiver.pages()} pages): ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      console.log(`feedback receiver: ${signal}, stopping after the requests under way`);
      await receiver.close();
      process.exit(0);
    });
  }
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Runs a command line (without `node receiver.ts`). */
export async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === 'serve') return serve(args);
  if (command === 'export') {
    const o = options(args, {db: {type: 'string'}, bom: {type: 'boolean', default: false}});
    process.stdout.write(exportCsv(fromCaller(required(o.db, 'db')), {bom: o.bom}));
    return;
  }
  if (command === 'summary') {
    const o = options(args, {db: {type: 'string'}, locale: {type: 'string'}, since: {type: 'string'}});
    process.stdout.write(formatSummary(summary(fromCaller(required(o.db, 'db')), {locale: o.locale, since: o.since})));
    return;
  }
  throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    // A wrong option or a missing file is a sentence for the operator, not a stack trace.
    console.error(`feedback receiver: ${e instanceof Error ? e.message : String(e)}${e instanceof UsageError ? `\n${USAGE}` : ''}`);
    process.exit(1);
  });
}
