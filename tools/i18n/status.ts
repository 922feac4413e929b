#!/usr/bin/env node
// `npm run i18n:status`: the translated pages whose English page changed since they were last translated,
// each with the English diff to translate. How a translation's state is kept: tools/i18n/translations.ts.
//
//   npm run i18n:status                      list the translations behind, with the English changes since
//   npm run i18n:status -- --names           the list only
//   npm run i18n:status -- --locale jp       one locale (its folder under i18n/, or its code: ja)
//   npm run i18n:status -- --pending <English pages> [--note "why"]
//                                            mark their translations pending (the lint then accepts the English
//                                            change alone)
//   npm run i18n:status -- --done <pages>    the translations are up to date: drop them from pending; one left
//                                            unchanged (an English typo fix) is recorded as reviewed
//   npm run i18n:status -- --check [--base <ref>]
//                                            the lint's rule: an English page changed (against HEAD, or <ref>) with
//                                            neither its translations changed nor marked pending fails
//
// Outside a git clone (a copy without .git) it says so in one line and exits 2: the state of a translation is read
// from git's history.
//
// In a program (the unit tests): checkLines, mark and report, below; each returns the lines the command prints.
import {TRANSLATED_LOCALES, i18nDir, type SiteLocale} from '../../site/locales.ts';
import {
  GitError,
  NotAGitClone,
  behind,
  blobAt,
  blobOf,
  changedFiles,
  followed,
  git,
  history,
  readStatus,
  repoRoot,
  sourceOf,
  translationsOf,
  unsyncedEdits,
  writeStatus,
  STATUS_FILE,
  type BehindItem,
} from './translations.ts';

/** `--check`: the lint's rule on the work tree at `root`, against `base`. */
export function checkLines(root: string, base = 'HEAD'): {problems: {source: string; missing: string[]}[]; lines: string[]} {
  const problems = unsyncedEdits(root, base);
  const lines = problems.map(
    (p) =>
      `${p.source}:1:1 the English page changed but not ${p.missing.join(' and ')}: update the translation${p.missing.length > 1 ? 's' : ''} in the same change, or mark ${p.missing.length > 1 ? 'them' : 'it'} pending: npm run i18n:status -- --pending ${p.source} --note "what changed"`,
  );
  lines.push(
    `translations: ${problems.length ? `${problems.length} English page${problems.length === 1 ? '' : 's'} changed without ${problems.length === 1 ? 'its' : 'their'} translations` : 'every changed English page has its translations changed or pending'}`,
  );
  return {problems, lines};
}

/** A mistake in the command line: the command prints the message and exits 2. */
export class UsageError extends Error {}

/** A command-line value: a string, true for a flag given without one, undefined when absent. */
type Option = string | boolean | undefined;

/** The translated locale `--locale` names, by its folder under i18n/ (`jp`) or its code (`ja`); undefined: every one. */
export function localeOption(value: Option): SiteLocale | undefined {
  if (value === undefined || value === false) return undefined;
  const found = typeof value === 'string' ? TRANSLATED_LOCALES.find((l) => l.i18nFolder === value || l.code === value) : undefined;
  if (!found) {
    throw new UsageError(
      `i18n:status: --locale ${value === true ? 'needs a value' : value}: name one of ${TRANSLATED_LOCALES.map((l) => `${l.i18nFolder} (${l.code})`).join(', ')}`,
    );
  }
  return found;
}

/**
 * `--pending` (mode 'pending') or `--done` (mode 'done') for `files` (repository-relative): updates
 * i18n/translation-status.yml and returns what it did, line by line. `note` and `locale` are as the command line
 * gives them: a string, or true for a flag without a value.
 */
export function mark(root: string, mode: 'pending' | 'done', files: string[], {note, locale}: {note?: Option; locale?: Option} = {}): string[] {
  if (!files.length) {
    const example = mode === 'pending' ? '--pending docs/…/page.md' : `--done ${i18nDir(TRANSLATED_LOCALES[0].code)}/…/page.md`;
    throw new UsageError(`i18n:status: name the pages: npm run i18n:status -- ${example}`);
  }
  const only = localeOption(locale);
  const lines: string[] = [];
  const status = readStatus(root);
  const {last, position} = history(root);
  const changed = changedFiles(root);
  const targets = files.flatMap((f) => {
    const translations = translationsOf(f).map((t) => t.file);
    if (translations.length) return translations.filter((t) => !only || t.startsWith(`${i18nDir(only.code)}/`));
    if (sourceOf(f)) return [f];
    throw new UsageError(`i18n:status: ${f} is neither an English page with translations nor a translation`);
  });
  for (const t of targets) {
    const source = sourceOf(t) ?? t;
    const sourceBlob = blobOf(root, source);
    if (!sourceBlob) throw new UsageError(`i18n:status: ${source}, the English page of ${t}, does not exist`);
    if (mode === 'pending') {
      // The English text the translation still follows: before an uncommitted English edit, the committed text.
      const f = followed(root, {source, translation: t, last, position, status: {...status, pending: {}}, sourceBlob});
      const since = (f.current && changed.has(source) ? blobAt(root, 'HEAD', source) : f.blob) ?? sourceBlob;
      status.pending[t] = {since: since.slice(0, 12), ...(typeof note === 'string' ? {note} : {})};
      delete status.reviewed[t];
      lines.push(`pending: ${t} (follows the English text ${since.slice(0, 12)})`);
    } else {
      delete status.pending[t];
      if (changed.has(t)) {
        delete status.reviewed[t];
        lines.push(`done: ${t} (changed in this change: current once committed)`);
      } else {
        status.reviewed[t] = {source: sourceBlob.slice(0, 12)};
        lines.push(`reviewed: ${t} (no change needed for the English text ${sourceBlob.slice(0, 12)})`);
      }
    }
  }
  writeStatus(root, status);
  lines.push(`${STATUS_FILE} updated: commit it with the change.`);
  return lines;
}

/** The listing: the translations behind their English pages, each English page with its diff unless `namesOnly`. */
export function report(root: string, {locale, namesOnly}: {locale?: Option; namesOnly?: Option} = {}): string[] {
  const only = localeOption(locale);
  const lines: string[] = [];
  const {items, shallow} = behind(root);
  const shown = items.filter((i) => !only || i.locale === only.i18nFolder);
  if (shallow) lines.push('note: this is a shallow clone; translations changed before its first commit may show as behind (git fetch --unshallow).');
  const bySource = new Map<string, BehindItem[]>();
  for (const i of shown) bySource.set(i.source, [...(bySource.get(i.source) ?? []), i]);
  for (const [source, list] of bySource) {
    lines.push(`\n${source}`);
    for (const i of list) {
      const why =
        i.reason === 'missing'
          ? 'missing'
          : i.reason === 'pending'
            ? `pending${i.note ? `: ${i.note}` : ''}`
            : 'behind: the English page changed after it was last translated';
      lines.push(`  ${i.locale}: ${i.translation} (${why})`);
    }
    const since = list.map((i) => i.since).find(Boolean);
    if (!namesOnly && since) {
      let diff;
      try {
        diff = git(root, ['diff', '--no-color', '--unified=1', since, blobOf(root, source) ?? since]).trim();
      } catch {
        diff = `(the English text ${since} is not in this clone: git fetch --unshallow)`;
      }
      lines.push(
        diff
          ? diff
              .split('\n')
              .map((l) => `    ${l}`)
              .join('\n')
          : '    (no difference in the English text since then: mark it done)',
      );
    }
  }
  lines.push(
    `\ni18n:status: ${shown.length} translation${shown.length === 1 ? '' : 's'} behind ${bySource.size} English page${bySource.size === 1 ? '' : 's'}${shown.length ? ' (npm run i18n:status -- --done <page> once translated)' : ''}`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('status.ts')) {
  const args = process.argv.slice(2);
  const flag = (name: string): Option => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const value = args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : true;
    args.splice(i, value === true ? 1 : 2);
    return value;
  };
  try {
    const root = repoRoot();
    const rel = (f: string) =>
      f
        .replace(/\\/g, '/')
        .replace(new RegExp(`^${root}/`), '')
        .replace(/^\.\//, '');

    const pendingMode = flag('--pending');
    const doneMode = flag('--done');
    const checkMode = flag('--check');
    const base = flag('--base');
    const note = flag('--note');
    const namesOnly = flag('--names');
    const locale = flag('--locale');
    const unknown = args.filter((a) => a.startsWith('--'));
    if (unknown.length)
      throw new UsageError(`i18n:status: unknown option ${unknown.join(' ')} (--names, --locale, --pending, --done, --note, --check, --base)`);
    const files = [pendingMode, doneMode]
      .filter((v): v is string => typeof v === 'string')
      .concat(args)
      .map(rel);

    if (checkMode) {
      if (base === true) throw new UsageError('i18n:status: --base needs a revision: npm run i18n:status -- --check --base origin/main');
      if (typeof base === 'string' && !blobAt(root, base, '')) {
        throw new UsageError(`i18n:status: --base ${base} is not a revision of this clone (a branch, tag or commit: git fetch it first?)`);
      }
      const {problems, lines} = checkLines(root, typeof base === 'string' ? base : 'HEAD');
      for (const l of lines) console.log(l);
      process.exit(problems.length ? 1 : 0);
    }

    if (pendingMode || doneMode) {
      for (const l of mark(root, pendingMode ? 'pending' : 'done', files, {note, locale})) console.log(l);
      process.exit(0);
    }

    for (const l of report(root, {locale, namesOnly})) console.log(l);
  } catch (e) {
    if (!(e instanceof UsageError || e instanceof NotAGitClone || e instanceof GitError)) throw e;
    console.error(e instanceof UsageError ? e.message : `i18n:status: ${e.message}`);
    process.exit(2);
  }
}
