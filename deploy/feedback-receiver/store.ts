/**
 * Where the receiver keeps the answers: one SQLite table (Node's node:sqlite), and the two ways an operator reads it,
 * a CSV export and a per-page summary. A row holds the answer only; nothing about the client (address, browser,
 * time zone) is stored.
 */
import {existsSync, mkdirSync} from 'node:fs';
import {dirname} from 'node:path';
import type {DatabaseSync} from 'node:sqlite';
import {FEEDBACK_REASONS, type FeedbackPost} from '../../site/feedback.ts';
import {LOCALE_CODES} from '../../site/locales.ts';

/**
 * node:sqlite, without the one ExperimentalWarning some Node.js 24 releases print when it is loaded (the module is
 * stable enough for one table; the warning would only alarm an operator). Loaded through getBuiltinModule, after the
 * filter is in place: a static import would load it first. Every other warning is still printed.
 */
function loadSqlite(): typeof import('node:sqlite') {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    const message = typeof warning === 'string' ? warning : warning.message;
    if (/^SQLite is an experimental feature/.test(message)) return;
    return (emitWarning as (...args: unknown[]) => void).apply(this, [warning, ...rest]);
  } as typeof process.emitWarning;
  try {
    return process.getBuiltinModule('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
}

const {DatabaseSync: Database} = loadSqlite();

/** The columns, in the order of the table and of the CSV export. */
export const COLUMNS = ['id', 'received_at', 'path', 'locale', 'version', 'answer', 'reasons', 'comment'] as const;
/** How reasons are joined in the table and the export (no reason code holds it). */
export const REASON_SEPARATOR = ';';

// STRICT: a value of the wrong type is an error, not a silent conversion. `id` is the answer's own random id, so an
// answer sent twice (the widget's offline queue retrying) is one row.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS feedback (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  path TEXT NOT NULL,
  locale TEXT NOT NULL,
  version TEXT,
  answer TEXT NOT NULL CHECK (answer IN ('yes', 'no')),
  reasons TEXT NOT NULL,
  comment TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS feedback_received_at ON feedback (received_at);
`;

export type FeedbackStore = {
  db: DatabaseSync;
  /** Stores an answer (its path as the page list names it); false when an answer with its id is already stored. */
  insert(post: FeedbackPost, receivedAt?: Date): boolean;
  /** How many answers are stored. */
  count(): number;
  close(): void;
};

/**
 * Opens (with `create`, creates) the database file. Write-ahead logging: `export` and `summary` read while the
 * receiver writes, and a writer waits up to 5 s for the other instead of failing.
 */
export function openStore(file: string, {create = false} = {}): FeedbackStore {
  if (!create && !existsSync(file)) throw new Error(`no database at ${file}: start the receiver with \`--db ${file}\` first`);
  if (create) mkdirSync(dirname(file), {recursive: true});
  const db = new Database(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  const insert = db.prepare(`INSERT INTO feedback (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')}) ON CONFLICT (id) DO NOTHING`);
  const count = db.prepare('SELECT count(*) AS n FROM feedback');
  return {
    db,
    insert: (post, receivedAt = new Date()) =>
      insert.run(post.id, receivedAt.toISOString(), post.path, post.locale, post.version, post.answer, post.reasons.join(REASON_SEPARATOR), post.comment)
        .changes === 1,
    count: () => Number(count.get()?.n),
    close: () => db.close(),
  };
}

/** Runs `read` on a store, or on a database file opened for it and closed after. */
function withStore<T>(source: string | FeedbackStore, read: (store: FeedbackStore) => T): T {
  if (typeof source !== 'string') return read(source);
  const store = openStore(source);
  try {
    return read(store);
  } finally {
    store.close();
  }
}

type Row = Record<(typeof COLUMNS)[number], string | null>;

/** Characters that make a spreadsheet read a cell as a formula (or, for tab and CR, hide where one starts). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. A cell a spreadsheet would run as a
 * formula (a comment `=HYPERLINK(…)`) gets a leading `'`, so it shows as the text the reader typed.
 */
export function csvCell(value: string | null): string {
  const text = value === null ? '' : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Every answer as CSV (RFC 4180: CRLF line ends, a header row), oldest first; reasons joined with `;`, a page outside
 * the docs with an empty version. `bom`: a byte order mark first, so that Excel reads the UTF-8 comments (Japanese,
 * Chinese) as UTF-8.
 */
export function exportCsv(source: string | FeedbackStore, {bom = false} = {}): string {
  return withStore(source, ({db}) => {
    const rows = db.prepare(`SELECT ${COLUMNS.join(', ')} FROM feedback ORDER BY received_at, rowid`).all() as Row[];
    const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => csvCell(row[c])).join(','))];
    return `${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
  });
}

export type SummaryOptions = {
  /** Only answers from this locale (a code: `ja`). */
  locale?: string;
  /** Only answers received on or after this day (UTC, `YYYY-MM-DD`). */
  since?: string;
};

export type PageSummary = {
  path: string;
  yes: number;
  no: number;
  /** no / (yes + no). */
  noShare: number;
  /** How often each reason was given, most frequent first (ties in the widget's order). */
  reasons: {reason: string; count: number}[];
};

/** Checks summary options; throws a sentence naming what is wrong. */
export function checkSummaryOptions({locale, since}: SummaryOptions): void {
  if (locale !== undefined && !(LOCALE_CODES as readonly string[]).includes(locale)) {
    throw new Error(`--locale must be one of ${LOCALE_CODES.join(', ')}, not "${locale}"`);
  }
  if (since !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || new Date(`${since}T00:00:00Z`).toISOString().slice(0, 10) !== since)) {
    throw new Error(`--since must be a day like 2026-01-31, not "${since}"`);
  }
}

/**
 * The answers per page, the pages that helped least first: by share of "no" (descending), then by number of "no",
 * then by path.
 */
export function summary(source: string | FeedbackStore, options: SummaryOptions = {}): PageSummary[] {
  checkSummaryOptions(options);
  return withStore(source, ({db}) => {
    const where: string[] = [];
    const params: string[] = [];
    if (options.locale !== undefined) {
      where.push('locale = ?');
      params.push(options.locale);
    }
    if (options.since !== undefined) {
      // received_at is ISO 8601 in UTC: text order is time order.
      where.push('received_at >= ?');
      params.push(`${options.since}T00:00:00.000Z`);
    }
    const rows = db.prepare(`SELECT path, answer, reasons FROM feedback ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`).all(...params) as {
      path: string;
      answer: string;
      reasons: string;
    }[];
    const pages = new Map<string, {yes: number; no: number; reasons: Map<string, number>}>();
    for (const row of rows) {
      const page = pages.get(row.path) ?? {yes: 0, no: 0, reasons: new Map<string, number>()};
      pages.set(row.path, page);
      if (row.answer === 'yes') page.yes++;
      else page.no++;
      for (const reason of row.reasons ? row.reasons.split(REASON_SEPARATOR) : []) page.reasons.set(reason, (page.reasons.get(reason) ?? 0) + 1);
    }
    const order = (reason: string) => (FEEDBACK_REASONS as readonly string[]).indexOf(reason);
    return [...pages]
      .map(([path, {yes, no, reasons}]) => ({
        path,
        yes,
        no,
        noShare: no / (yes + no),
        reasons: [...reasons].map(([reason, count]) => ({reason, count})).sort((a, b) => b.count - a.count || order(a.reason) - order(b.reason)),
      }))
      .sort((a, b) => b.noShare - a.noShare || b.no - a.no || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  });
}

/** The summary as an aligned text table for a terminal, with a total line. */
export function formatSummary(pages: PageSummary[]): string {
  if (pages.length === 0) return 'No answers yet.\n';
  const header = ['page', 'yes', 'no', 'no share', 'reasons'];
  const rows = pages.map((p) => [
    p.path,
    String(p.yes),
    String(p.no),
    `${Math.round(p.noShare * 100)}%`,
    p.reasons.map((r) => `${r.reason} ${r.count}`).join(', '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  // The page left-aligned, the counts right-aligned; the reasons last, unpadded.
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : i < cells.length - 1 ? cell.padStart(widths[i]) : cell))
      .join('  ')
      .trimEnd();
  const answers = pages.reduce((n, p) => n + p.yes + p.no, 0);
  const total = `${answers} answer${answers === 1 ? '' : 's'} on ${pages.length} page${pages.length === 1 ? '' : 's'}`;
  return `${[line(header), ...rows.map(line)].join('\n')}\n${total}\n`;
}
