// Which translated pages translate which English page, and whether each is behind its source.
//
// The record is git's history plus one small file that people edit only through `npm run i18n:status`:
//   - a translation is current when it was changed in the same commit as its English page or later (a translator
//     who updates a page commits it after, or with, the English change);
//   - i18n/translation-status.yml lists translations marked pending (the English page changed, the translation will
//     follow: `--pending`) and translations reviewed without a change (an English typo fix: `--done`), each with the
//     English text it refers to, as a git blob id (the diff to translate is the one from that text to today's).
// Why not a revision in each page's front matter: writers would have to copy hashes by hand, and every English edit
// would be a three-file edit even when the translation needs nothing. Git already knows when each file changed.
//
// The same rule dates each translated page for its readers (freshness, below): the build puts it on the page.
//
// Where the pages are comes from the site model (site/content.ts, site/locales.ts, through tools/content/places.ts).
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, realpathSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import yaml from 'js-yaml';
import {contentDir} from '../../site/content.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES, i18nDir, type SiteLocale} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import type {TranslationFreshness} from '../../site/translation-freshness.ts';
import {PAGE_FILE, archivedDocsParent, placeOf} from '../content/places.ts';

export const STATUS_FILE = 'i18n/translation-status.yml';
/** The one page of the API docs that is written (and translated) by hand; the reference is generated. */
const API_OVERVIEW = 'index.md';

/** A translated locale, as the listing names it: its folder under i18n/ (`jp`). */
export type TranslationLocale = SiteLocale['i18nFolder'];
export type Translation = {locale: TranslationLocale; file: string};

/** The folders (and the one API page) of the English pages that have translations, relative to the root. */
export function englishSourcePaths(): string[] {
  return [
    contentDir('docs', DEFAULT_LOCALE),
    archivedDocsParent(DEFAULT_LOCALE),
    contentDir('release-notes', DEFAULT_LOCALE),
    `${contentDir('api', DEFAULT_LOCALE)}/${API_OVERVIEW}`,
    contentDir('pages', DEFAULT_LOCALE),
  ];
}

/** The translations of an English source file (repository-relative), or [] when it is not a translated page. */
export function translationsOf(source: string): Translation[] {
  const place = placeOf(source);
  if (!place || place.locale !== DEFAULT_LOCALE || !PAGE_FILE.test(place.rel)) return [];
  if (place.kind === 'api' && place.rel !== API_OVERVIEW) return [];
  return TRANSLATED_LOCALES.map((l) => ({locale: l.i18nFolder, file: `${contentDir(place.kind, l.code, place.version)}/${place.rel}`}));
}

/** The English source of a translation, or null. */
export function sourceOf(translation: string): string | null {
  const place = placeOf(translation);
  if (!place || place.locale === DEFAULT_LOCALE) return null;
  if (place.kind === 'api' && place.rel !== API_OVERVIEW) return null;
  return `${contentDir(place.kind, DEFAULT_LOCALE, place.version)}/${place.rel}`;
}

// ---------------------------------------------------------------------------------------------------------------
// git
// ---------------------------------------------------------------------------------------------------------------

/** A git command that failed: the message is git's own first line (`fatal: bad revision 'x'`) and the command. */
export class GitError extends Error {}

/** The folder is not in a git clone, or git is not installed: the translation state is read from git's history. */
export class NotAGitClone extends Error {
  /** What is wrong, in a few words (`/x is not a git clone`, `git is not installed`). */
  readonly reason: string;
  constructor(reason: string, advice: string) {
    super(`${reason}: ${advice}`);
    this.name = 'NotAGitClone';
    this.reason = reason;
  }
}

const firstLine = (text: unknown): string =>
  String(text ?? '')
    .trim()
    .split('\n')[0];

function run(root: string, args: string[], input?: string): string {
  try {
    return execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, input, stdio: ['pipe', 'pipe', 'pipe']});
  } catch (error) {
    const e = error as {code?: string; stderr?: unknown; message?: string};
    if (e.code === 'ENOENT') throw new NotAGitClone('git is not installed (or not on PATH)', 'install git to check translations');
    throw new GitError(`git ${args.join(' ')}: ${firstLine(e.stderr) || firstLine(e.message)}`);
  }
}

export function git(root: string, args: string[]): string {
  return run(root, args);
}

/**
 * The top of the git work tree that holds `from` (default: this project); a NotAGitClone error with a sentence when
 * it is not in one (a copy of the files without .git, an unpacked archive).
 */
export function repoRoot(from: string = ROOT): string {
  try {
    return resolve(run(from, ['rev-parse', '--show-toplevel']).trim());
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new NotAGitClone(
      `${from} is not a git clone`,
      "translations are checked against git's history (when each page changed); run this in a clone of the repository",
    );
  }
}

/** Why `root` is not in a git work tree with git installed; null when it is. */
export function gitCloneProblem(root: string): NotAGitClone | null {
  try {
    repoRoot(root);
    return null;
  } catch (error) {
    if (error instanceof NotAGitClone) return error;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The status file
// ---------------------------------------------------------------------------------------------------------------

/** i18n/translation-status.yml, as kept (see writeStatus); a blob id edited in by hand, unquoted, may read as a number. */
export type Status = {
  pending: Record<string, {since: string | number; note?: string}>;
  reviewed: Record<string, {source: string | number}>;
};

export function readStatus(root: string): Status {
  const file = join(root, STATUS_FILE);
  const data = (existsSync(file) ? (yaml.load(readFileSync(file, 'utf8')) ?? {}) : {}) as Partial<Status>;
  return {pending: data.pending ?? {}, reviewed: data.reviewed ?? {}};
}

export function writeStatus(root: string, status: Status): void {
  const sorted = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  const header = [
    '# Translations and their English pages: kept by `npm run i18n:status` (see CONTRIBUTING.md, "Translations").',
    '# pending: the translation still follows the English text `since` (a git blob id); the English page has changed.',
    '# reviewed: the translation was checked against the English text `source` (a git blob id) and needed no change.',
    '',
  ].join('\n');
  const body = yaml.dump({pending: sorted(status.pending), reviewed: sorted(status.reviewed)}, {lineWidth: 120, quotingType: '"'});
  writeFileSync(join(root, STATUS_FILE), `${header}${body}`);
}

// ---------------------------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------------------------

export type History = {
  /** The newest commit that changed each file (renames count as changes of the new name). */
  last: Map<string, string>;
  /** Each commit's place on the current branch, newest first (0). */
  position: Map<string, number>;
  /** Whether the clone is shallow (older history missing). */
  shallow: boolean;
  /**
   * The day (UTC, `YYYY-MM-DD`) of each commit of the log. The committer date (%cI), not the author date: it is when
   * the change reached the branch, and it is the date Docusaurus shows as a page's last update (its git log reads %ct).
   */
  day: Map<string, string>;
  /** Each file's changes, newest first: the commit and the blob id of the file's text it committed. */
  changes: Map<string, {commit: string; blob: string}[]>;
};

/** Commits of the current branch, newest first, with the pages each changed. */
export function history(root: string): History {
  // One log for everything: --raw names each changed file with the blob of its new text (a deleted file's is zeros).
  const out = git(root, [
    'log',
    '--topo-order',
    '--format=%x00%H %cI',
    '--raw',
    '--no-abbrev',
    '--no-renames',
    '--',
    ...englishSourcePaths(),
    ...TRANSLATED_LOCALES.map((l) => i18nDir(l.code)),
  ]);
  const last = new Map<string, string>();
  const day = new Map<string, string>();
  const changes = new Map<string, {commit: string; blob: string}[]>();
  for (const chunk of out.split('\0').slice(1)) {
    const [head, ...lines] = chunk.trim().split('\n');
    const [hash, date] = head.split(' ');
    day.set(hash, new Date(date).toISOString().slice(0, 10));
    for (const line of lines) {
      const raw = /^:\S+ \S+ \S+ (\S+) \S+\t(.+)$/.exec(line);
      if (!raw) continue;
      const [, blob, f] = raw;
      if (!last.has(f)) last.set(f, hash);
      const list = changes.get(f) ?? [];
      list.push({commit: hash, blob});
      changes.set(f, list);
    }
  }
  // Commits that touched none of these paths are absent from the log; rev-list places every commit of the branch.
  const all = git(root, ['rev-list', '--topo-order', 'HEAD']).trim().split('\n');
  const position = new Map(all.map((h, i) => [h, i]));
  const shallow = existsSync(join(root, '.git/shallow'));
  return {last, position, shallow, day, changes};
}

/** Files changed between `base` (default HEAD) and the working tree, untracked ones included. */
export function changedFiles(root: string, base = 'HEAD'): Set<string> {
  const tracked = git(root, ['diff', '--name-only', '--no-renames', base, '--']).split('\n');
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard']).split('\n');
  return new Set([...tracked, ...untracked].filter(Boolean));
}

/** Every English source with translations: the tracked and untracked pages under the translated trees. */
export function englishSources(root: string): string[] {
  const files = git(root, ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...englishSourcePaths()]).split('\n');
  return [...new Set(files)].filter((f) => PAGE_FILE.test(f) && translationsOf(f).length && existsSync(join(root, f)));
}

/** The git blob id of a file's current text (working tree), written to the object store so that diffs can use it. */
export function blobOf(root: string, file: string): string | null {
  return blobsOf(root, [file]).get(file) ?? null;
}

/**
 * blobOf for many files with one git process: Map<file, blob id>. `store: false` only computes the ids (the build
 * compares them and writes nothing into the clone it builds from).
 */
export function blobsOf(root: string, files: string[], {store = true}: {store?: boolean} = {}): Map<string, string> {
  const present = files.filter((f) => existsSync(join(root, f)));
  if (!present.length) return new Map();
  const hash = (write: boolean) =>
    run(root, ['hash-object', ...(write ? ['-w'] : []), '--stdin-paths'], present.join('\n'))
      .trim()
      .split('\n');
  let ids: string[];
  try {
    ids = hash(store);
  } catch {
    // A read-only clone cannot store the blobs: their ids still compare; only a diff against uncommitted text lacks them.
    ids = hash(false);
  }
  return new Map(present.map((f, i) => [f, ids[i]]));
}

/** The blob id of a file in a commit, or null. */
export function blobAt(root: string, commit: string, file: string): string | null {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${commit}:${file}`]).trim() || null;
  } catch {
    return null;
  }
}

export type Followed = {
  /** The English text followed, as a blob id (null: unknown, or the text as committed when current). */
  blob: string | null;
  current: boolean;
  reason?: 'pending' | 'changed';
  note?: string;
};

/**
 * The English text a translation follows, as a blob id (null: unknown), and whether that is the current text:
 *   - pending: the text it was marked pending at;
 *   - reviewed without a change: the text it was reviewed against;
 *   - otherwise the English text in the translation's own last commit (a translation committed with or after its
 *     English page follows that page's text then).
 */
export function followed(
  root: string,
  {
    source,
    translation,
    last,
    position,
    status,
    sourceBlob,
    textAt = (commit, file) => blobAt(root, commit, file),
  }: {
    source: string;
    translation: string;
    status: Status;
    sourceBlob: string;
    /** The blob of a file in a commit (default: asks git; the build reads it from the history it already has). */
    textAt?: (commit: string, file: string) => string | null;
  } & Pick<History, 'last' | 'position'>,
): Followed {
  const pending = status.pending[translation];
  if (pending) return {blob: String(pending.since), current: false, reason: 'pending', note: pending.note};
  const reviewed = status.reviewed[translation];
  if (reviewed && String(reviewed.source) && sourceBlob.startsWith(String(reviewed.source))) return {blob: sourceBlob, current: true};
  const lastSource = last.get(source);
  const lastTranslation = last.get(translation);
  const newer = (a: string, b: string) => (position.get(a) ?? Infinity) < (position.get(b) ?? Infinity);
  if (!lastSource || (lastTranslation && !newer(lastSource, lastTranslation))) {
    // Committed with or after its English page: current, unless the English page has changed since in the working
    // tree (that is the lint's concern, not a translation behind).
    return {blob: null, current: true}; // it follows the English text as committed (the caller knows it)
  }
  const blob = reviewed ? String(reviewed.source) : lastTranslation ? textAt(lastTranslation, source) : null;
  return {blob, current: false, reason: 'changed'};
}

export type BehindItem = {
  source: string;
  translation: string;
  locale: TranslationLocale;
  reason: 'missing' | 'pending' | 'changed';
  /** The blob of the English text the translation follows: the diff from there to now is what to translate. */
  since: string | null;
  note?: string;
};

/** A translation changed in the working tree and not marked pending is being translated: not behind. */
function beingTranslated(translation: string, changed: Set<string>, status: Status): boolean {
  return changed.has(translation) && !status.pending[translation];
}

/** Translations behind their English page, and whether the clone is shallow (older history missing). */
export function behind(root: string): {items: BehindItem[]; shallow: boolean} {
  const {last, position, shallow} = history(root);
  const status = readStatus(root);
  const changed = changedFiles(root);
  const result: BehindItem[] = [];
  const sources = englishSources(root);
  const blobs = blobsOf(root, sources);
  for (const source of sources) {
    const sourceBlob = blobs.get(source) ?? '';
    for (const {locale, file} of translationsOf(source)) {
      if (!existsSync(join(root, file))) {
        result.push({source, translation: file, locale, reason: 'missing', since: null});
        continue;
      }
      if (beingTranslated(file, changed, status)) continue;
      const f = followed(root, {source, translation: file, last, position, status, sourceBlob});
      if (!f.current) result.push({source, translation: file, locale, reason: f.reason ?? 'changed', since: f.blob, note: f.note});
    }
  }
  return {items: result, shallow};
}

// ---------------------------------------------------------------------------------------------------------------
// Freshness: what a translated page tells its reader (config/front-matter.ts hands it to the page)
// ---------------------------------------------------------------------------------------------------------------

/** A translation's state as its page shows it (site/translation-freshness.ts). */
export type Freshness = TranslationFreshness;

export type FreshnessReport = {
  /** Why the history cannot be read (every page is then 'unknown'), in a few words; null when it can. */
  problem: string | null;
  /** Each translation of an English page that exists, by its repository-relative path. */
  pages: Map<string, Freshness>;
};

/** Why `root`'s history cannot date its translations: not the top of a git clone, or a shallow clone; null when it can. */
function historyProblem(root: string): string | null {
  let out: string;
  try {
    out = run(root, ['rev-parse', '--show-toplevel', '--is-shallow-repository']);
  } catch (error) {
    if (error instanceof NotAGitClone) return error.reason;
    if (error instanceof GitError) return `${root} is not a git clone`;
    throw error;
  }
  const [top, shallow] = out.trim().split('\n');
  if (realpathSync(top) !== realpathSync(root)) return `${root} is not the top of its git clone (${top} is)`;
  if (shallow === 'true') return 'a shallow clone (git fetch --unshallow)';
  return null;
}

/**
 * The freshness of every translation under `root`, from one git log (history()) and a few small git commands;
 * never throws on a clone it cannot read: it says why in `problem`.
 */
export function freshness(root: string): FreshnessReport {
  const pages = new Map<string, Freshness>();
  const problem = historyProblem(root);
  if (problem) return {problem, pages};
  try {
    const {last, position, day, changes} = history(root);
    const status = readStatus(root);
    const changed = changedFiles(root);
    const sources = englishSources(root);
    const blobs = blobsOf(root, sources, {store: false});
    const place = (commit: string) => position.get(commit) ?? Infinity;
    for (const source of sources) {
      const englishDate = day.get(last.get(source) ?? '');
      const englishChanges = changes.get(source) ?? [];
      // The English page's text in a commit: its newest change not newer than that commit.
      const changeAt = (commit: string) => englishChanges.find((c) => place(c.commit) >= place(commit));
      const changeWith = (blob: string | null) => (blob ? englishChanges.find((c) => c.blob.startsWith(blob)) : undefined);
      for (const {file} of translationsOf(source)) {
        if (!existsSync(join(root, file))) continue;
        if (!englishDate) {
          pages.set(file, {state: 'unknown'});
          continue;
        }
        const translationDate = day.get(last.get(file) ?? '');
        const lastTranslation = last.get(file);
        const f: Followed = beingTranslated(file, changed, status)
          ? {blob: null, current: true}
          : followed(root, {
              source,
              translation: file,
              last,
              position,
              status,
              sourceBlob: blobs.get(source) ?? '',
              textAt: (commit) => changeAt(commit)?.blob ?? null,
            });
        if (f.current) {
          pages.set(file, {state: 'current', englishDate, followedDate: englishDate, translationDate});
          continue;
        }
        // Pending or reviewed: the text named by its blob; otherwise the text of the translation's last commit.
        const text = f.reason === 'pending' || status.reviewed[file] ? changeWith(f.blob) : lastTranslation ? changeAt(lastTranslation) : undefined;
        pages.set(file, {state: 'behind', englishDate, followedDate: text && day.get(text.commit), translationDate});
      }
    }
  } catch (error) {
    if (!(error instanceof GitError || error instanceof NotAGitClone)) throw error;
    return {problem: error.message, pages: new Map()};
  }
  return {problem: null, pages};
}

/**
 * The lint's rule: an English page changed in the working tree (against `base`) needs each translation changed
 * too, marked pending, or reviewed against the new text. Returns [{source, missing: [translation files]}].
 */
export function unsyncedEdits(root: string, base = 'HEAD'): {source: string; missing: string[]}[] {
  const changed = changedFiles(root, base);
  const status = readStatus(root);
  const problems: {source: string; missing: string[]}[] = [];
  for (const source of changed) {
    if (!translationsOf(source).length || !existsSync(join(root, source))) continue;
    const sourceBlob = blobOf(root, source) ?? '';
    const missing = translationsOf(source)
      .map((t) => t.file)
      .filter((t) => !changed.has(t) && !status.pending[t] && !(status.reviewed[t] && sourceBlob.startsWith(String(status.reviewed[t].source))));
    if (missing.length) problems.push({source, missing});
  }
  return problems;
}
