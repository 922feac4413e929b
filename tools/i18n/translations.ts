// Which Japanese and Chinese pages translate which English page, and whether each is behind its source.
//
// The record is git's history plus one small file that people edit only through `npm run i18n:status`:
//   - a translation is current when it was changed in the same commit as its English page or later (a translator
//     who updates a page commits it after, or with, the English change);
//   - i18n/translation-status.yml lists translations marked pending (the English page changed, the translation will
//     follow: `--pending`) and translations reviewed without a change (an English typo fix: `--done`), each with the
//     English text it refers to, as a git blob id (the diff to translate is the one from that text to today's).
// Why not a revision in each page's front matter: writers would have to copy hashes by hand, and every English edit
// would be a three-file edit even when the translation needs nothing. Git already knows when each file changed.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import yaml from 'js-yaml';

export const LOCALES = ['jp', 'zh'];
export const STATUS_FILE = 'i18n/translation-status.yml';

/** The translations of an English source file (repository-relative), or [] when it is not a translated page. */
export function translationsOf(source) {
  /** @type {Array<[RegExp, (m: RegExpExecArray, l: string) => string]>} */
  const rules = [
    [/^docs\/(.+\.mdx?)$/, (m, l) => `i18n/${l}/docusaurus-plugin-content-docs/current/${m[1]}`],
    [/^versioned_docs\/(version-[^/]+)\/(.+\.mdx?)$/, (m, l) => `i18n/${l}/docusaurus-plugin-content-docs/${m[1]}/${m[2]}`],
    [/^release-notes\/(.+\.mdx?)$/, (m, l) => `i18n/${l}/docusaurus-plugin-content-blog-release-notes/${m[1]}`],
    [/^external-api\/index\.md$/, (m, l) => `i18n/${l}/docusaurus-plugin-content-docs-external-api/current/index.md`],
    [/^src\/pages\/(.+\.mdx?)$/, (m, l) => `i18n/${l}/docusaurus-plugin-content-pages/${m[1]}`],
  ];
  for (const [re, to] of rules) {
    const m = re.exec(source);
    if (m) return LOCALES.map((l) => ({locale: l, file: to(m, l)}));
  }
  return [];
}

/** The English source of a translation, or null. */
export function sourceOf(translation) {
  const m = /^i18n\/(jp|zh)\/docusaurus-plugin-content-(docs|blog-release-notes|docs-external-api|pages)\/(.+)$/.exec(translation);
  if (!m) return null;
  if (m[2] === 'blog-release-notes') return `release-notes/${m[3]}`;
  if (m[2] === 'pages') return `src/pages/${m[3]}`;
  if (m[2] === 'docs-external-api') return m[3] === 'current/index.md' ? 'external-api/index.md' : null;
  const v = /^(current|version-[^/]+)\/(.+)$/.exec(m[3]);
  if (!v) return null;
  return v[1] === 'current' ? `docs/${v[2]}` : `versioned_docs/${v[1]}/${v[2]}`;
}

export function git(root, args) {
  return execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe']});
}

/**
 * i18n/translation-status.yml, as read (see writeStatus); a blob id edited in by hand, unquoted, may read as a number.
 * @typedef {{
 *   pending?: Record<string, {since: string | number, note?: string}>,
 *   reviewed?: Record<string, {source: string | number}>,
 * }} StatusFile
 */

export function readStatus(root) {
  const file = join(root, STATUS_FILE);
  /** @type {StatusFile} */
  const data = existsSync(file) ? (/** @type {StatusFile | undefined} */ (yaml.load(readFileSync(file, 'utf8'))) ?? {}) : {};
  return {pending: data.pending ?? {}, reviewed: data.reviewed ?? {}};
}

export function writeStatus(root, status) {
  const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  const header = [
    '# Translations and their English pages: kept by `npm run i18n:status` (see CONTRIBUTING.md, "Translations").',
    '# pending: the translation still follows the English text `since` (a git blob id); the English page has changed.',
    '# reviewed: the translation was checked against the English text `source` (a git blob id) and needed no change.',
    '',
  ].join('\n');
  const body = yaml.dump({pending: sorted(status.pending), reviewed: sorted(status.reviewed)}, {lineWidth: 120, quotingType: '"'});
  writeFileSync(join(root, STATUS_FILE), `${header}${body}`);
}

/**
 * Commits of the current branch, newest first, with the pages each changed: {order: Map<hash, index>, last:
 * Map<file, hash>} (`last`: the newest commit that changed the file; renames count as changes of the new name).
 */
export function history(root) {
  const out = git(root, [
    'log',
    '--topo-order',
    '--format=%x00%H',
    '--name-only',
    '--no-renames',
    '--',
    'docs',
    'versioned_docs',
    'release-notes',
    'external-api/index.md',
    'src/pages',
    'i18n',
  ]);
  const order = new Map();
  const last = new Map();
  for (const chunk of out.split('\0').slice(1)) {
    const [hash, ...files] = chunk.trim().split('\n');
    order.set(hash, order.size);
    for (const f of files) if (f && !last.has(f)) last.set(f, hash);
  }
  // Commits that touched none of these paths are absent from `order`; resolve any hash through rev-list on demand.
  const all = git(root, ['rev-list', '--topo-order', 'HEAD']).trim().split('\n');
  const position = new Map(all.map((h, i) => [h, i]));
  const shallow = existsSync(join(root, '.git/shallow'));
  return {last, position, shallow};
}

/** Files changed between `base` (default HEAD) and the working tree, untracked ones included. */
export function changedFiles(root, base = 'HEAD') {
  const tracked = git(root, ['diff', '--name-only', '--no-renames', base, '--']).split('\n');
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard']).split('\n');
  return new Set([...tracked, ...untracked].filter(Boolean));
}

/** Every English source with translations: the tracked and untracked pages under the translated trees. */
export function englishSources(root) {
  const files = git(root, [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    'docs',
    'versioned_docs',
    'release-notes',
    'external-api/index.md',
    'src/pages',
  ]).split('\n');
  return [...new Set(files)].filter((f) => /\.mdx?$/.test(f) && translationsOf(f).length && existsSync(join(root, f)));
}

/** The git blob id of a file's current text (working tree), written to the object store so that diffs can use it. */
export function blobOf(root, file) {
  return blobsOf(root, [file]).get(file) ?? null;
}

/** blobOf for many files with one git process: Map<file, blob id>. */
export function blobsOf(root, files) {
  const present = files.filter((f) => existsSync(join(root, f)));
  if (!present.length) return new Map();
  const ids = execFileSync('git', ['hash-object', '-w', '--stdin-paths'], {cwd: root, input: present.join('\n'), encoding: 'utf8'})
    .trim()
    .split('\n');
  return new Map(present.map((f, i) => [f, ids[i]]));
}

/** The blob id of a file in a commit, or null. */
export function blobAt(root, commit, file) {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${commit}:${file}`]).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The English text a translation follows, as a blob id (null: unknown), and whether that is the current text:
 *   - pending: the text it was marked pending at;
 *   - reviewed without a change: the text it was reviewed against;
 *   - otherwise the English text in the translation's own last commit (a translation committed with or after its
 *     English page follows that page's text then).
 */
export function followed(root, {source, translation, last, position, status, sourceBlob}) {
  const pending = status.pending[translation];
  if (pending) return {blob: String(pending.since), current: false, reason: 'pending', note: pending.note};
  const reviewed = status.reviewed[translation];
  if (reviewed && String(reviewed.source) && sourceBlob.startsWith(String(reviewed.source))) return {blob: sourceBlob, current: true};
  const lastSource = last.get(source);
  const lastTranslation = last.get(translation);
  const newer = (a, b) => (position.get(a) ?? Infinity) < (position.get(b) ?? Infinity);
  if (!lastSource || (lastTranslation && !newer(lastSource, lastTranslation))) {
    // Committed with or after its English page: current, unless the English page has changed since in the working
    // tree (that is the lint's concern, not a translation behind).
    return {blob: null, current: true}; // it follows the English text as committed (the caller knows it)
  }
  const blob = reviewed ? String(reviewed.source) : lastTranslation ? blobAt(root, lastTranslation, source) : null;
  return {blob, current: false, reason: 'changed'};
}

/**
 * Translations behind their English page: [{source, translation, locale, reason, since, note}], `since` being the
 * blob of the English text the translation follows (the diff from there to now is what to translate).
 */
export function behind(root) {
  const {last, position, shallow} = history(root);
  const status = readStatus(root);
  const changed = changedFiles(root);
  const result = [];
  const sources = englishSources(root);
  const blobs = blobsOf(root, sources);
  for (const source of sources) {
    const sourceBlob = blobs.get(source);
    for (const {locale, file} of translationsOf(source)) {
      if (!existsSync(join(root, file))) {
        result.push({source, translation: file, locale, reason: 'missing', since: null});
        continue;
      }
      if (changed.has(file) && !status.pending[file]) continue; // being translated in the working tree
      const f = followed(root, {source, translation: file, last, position, status, sourceBlob});
      if (!f.current) result.push({source, translation: file, locale, reason: f.reason, since: f.blob, note: f.note});
    }
  }
  return {items: result, shallow};
}

/**
 * The lint's rule: an English page changed in the working tree (against `base`) needs each translation changed
 * too, marked pending, or reviewed against the new text. Returns [{source, missing: [translation files]}].
 */
export function unsyncedEdits(root, base = 'HEAD') {
  const changed = changedFiles(root, base);
  const status = readStatus(root);
  const problems = [];
  for (const source of changed) {
    if (!translationsOf(source).length || !existsSync(join(root, source))) continue;
    const sourceBlob = blobOf(root, source);
    const missing = translationsOf(source)
      .map((t) => t.file)
      .filter((t) => !changed.has(t) && !status.pending[t] && !(status.reviewed[t] && sourceBlob.startsWith(String(status.reviewed[t].source))));
    if (missing.length) problems.push({source, missing});
  }
  return problems;
}

export const repoRoot = (from = process.cwd()) => resolve(git(from, ['rev-parse', '--show-toplevel']).trim());
