#!/usr/bin/env node
// `npm run i18n:status`: the Japanese and Chinese pages whose English page changed since they were last translated,
// each with the English diff to translate. How a translation's state is kept: tools/i18n/translations.mjs.
//
//   npm run i18n:status                      list the translations behind, with the English changes since
//   npm run i18n:status -- --names           the list only
//   npm run i18n:status -- --locale jp       one locale
//   npm run i18n:status -- --pending <English pages> [--note "why"]
//                                            mark their translations pending (the lint then accepts the English
//                                            change alone)
//   npm run i18n:status -- --done <pages>    the translations are up to date: drop them from pending; one left
//                                            unchanged (an English typo fix) is recorded as reviewed
//   npm run i18n:status -- --check [--base <ref>]
//                                            the lint's rule: an English page changed (against HEAD, or <ref>) with
//                                            neither its translations changed nor marked pending fails
import {behind, blobAt, blobOf, changedFiles, followed, git, history, readStatus, repoRoot, sourceOf, translationsOf, unsyncedEdits, writeStatus, STATUS_FILE} from './translations.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : true;
  args.splice(i, value === true ? 1 : 2);
  return value;
};
const root = repoRoot();
const rel = (f) => f.replace(/\\/g, '/').replace(new RegExp(`^${root}/`), '').replace(/^\.\//, '');

const pendingMode = flag('--pending');
const doneMode = flag('--done');
const checkMode = flag('--check');
const base = flag('--base');
const note = flag('--note');
const namesOnly = flag('--names');
const locale = flag('--locale');
const files = [pendingMode, doneMode].filter((v) => typeof v === 'string').concat(args).map(rel);

if (checkMode) {
  const problems = unsyncedEdits(root, typeof base === 'string' ? base : 'HEAD');
  for (const p of problems) {
    console.log(`${p.source}:1:1 the English page changed but not ${p.missing.join(' and ')}: update the translation${p.missing.length > 1 ? 's' : ''} in the same change, or mark ${p.missing.length > 1 ? 'them' : 'it'} pending: npm run i18n:status -- --pending ${p.source} --note "what changed"`);
  }
  console.log(`translations: ${problems.length ? `${problems.length} English page${problems.length === 1 ? '' : 's'} changed without ${problems.length === 1 ? 'its' : 'their'} translations` : 'every changed English page has its translations changed or pending'}`);
  process.exit(problems.length ? 1 : 0);
}

if (pendingMode || doneMode) {
  if (!files.length) {
    console.error(`i18n:status: name the pages: npm run i18n:status -- ${pendingMode ? '--pending docs/…/page.md' : '--done i18n/jp/…/page.md'}`);
    process.exit(2);
  }
  const status = readStatus(root);
  const {last, position} = history(root);
  const changed = changedFiles(root);
  const targets = files.flatMap((f) => {
    const translations = translationsOf(f).map((t) => t.file);
    if (translations.length) return translations.filter((t) => !locale || t.startsWith(`i18n/${locale}/`));
    if (sourceOf(f)) return [f];
    console.error(`i18n:status: ${f} is neither an English page with translations nor a translation`);
    process.exit(2);
  });
  for (const t of targets) {
    const source = sourceOf(t);
    const sourceBlob = blobOf(root, source);
    if (pendingMode) {
      // The English text the translation still follows: before an uncommitted English edit, the committed text.
      const f = followed(root, {source, translation: t, last, position, status: {...status, pending: {}}, sourceBlob});
      const since = (f.current && changed.has(source) ? blobAt(root, 'HEAD', source) : f.blob) ?? sourceBlob;
      status.pending[t] = {since: since.slice(0, 12), ...(typeof note === 'string' ? {note} : {})};
      delete status.reviewed[t];
      console.log(`pending: ${t} (follows the English text ${since.slice(0, 12)})`);
    } else {
      delete status.pending[t];
      if (changed.has(t)) {
        delete status.reviewed[t];
        console.log(`done: ${t} (changed in this change: current once committed)`);
      } else {
        status.reviewed[t] = {source: sourceBlob.slice(0, 12)};
        console.log(`reviewed: ${t} (no change needed for the English text ${sourceBlob.slice(0, 12)})`);
      }
    }
  }
  writeStatus(root, status);
  console.log(`${STATUS_FILE} updated: commit it with the change.`);
  process.exit(0);
}

const {items, shallow} = behind(root);
const shown = items.filter((i) => !locale || i.locale === locale);
if (shallow) console.log('note: this is a shallow clone; translations changed before its first commit may show as behind (git fetch --unshallow).');
const bySource = new Map();
for (const i of shown) bySource.set(i.source, [...(bySource.get(i.source) ?? []), i]);
for (const [source, list] of bySource) {
  console.log(`\n${source}`);
  for (const i of list) {
    const why = i.reason === 'missing' ? 'missing' : i.reason === 'pending' ? `pending${i.note ? `: ${i.note}` : ''}` : 'behind: the English page changed after it was last translated';
    console.log(`  ${i.locale}: ${i.translation} (${why})`);
  }
  const since = list.map((i) => i.since).find(Boolean);
  if (!namesOnly && since) {
    let diff;
    try {
      diff = git(root, ['diff', '--no-color', '--unified=1', since, blobOf(root, source)]).trim();
    } catch {
      diff = `(the English text ${since} is not in this clone: git fetch --unshallow)`;
    }
    console.log(diff ? diff.split('\n').map((l) => `    ${l}`).join('\n') : '    (no difference in the English text since then: mark it done)');
  }
}
console.log(`\ni18n:status: ${shown.length} translation${shown.length === 1 ? '' : 's'} behind ${bySource.size} English page${bySource.size === 1 ? '' : 's'}${shown.length ? ' (npm run i18n:status -- --done <page> once translated)' : ''}`);
