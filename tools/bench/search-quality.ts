#!/usr/bin/env node
// Search quality of the built site's index: recall@8, top-3, mean reciprocal rank, queries with no results and time
// per query, per question set (tests/search-eval/), from the same engine the search worker runs.
// `node tools/bench/search-quality.ts [--misses] [--index-dir DIR]`; `npm run bench:search` runs it first.
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {SearchEngine} from '../../src/search/engine.ts';
import {
  engineFor,
  evaluate,
  formatFigures,
  formatMisses,
  loadIndex,
  loadSet,
  roundFiles,
  type EvalQuestion,
  type Figures,
  type ROUNDS,
} from '../../tests/search-eval/evaluate.ts';
import {siteLocale, type LocaleCode, type SearchLanguage} from '../../site/locales.ts';
import {BUILD_DIR, ROOT} from '../../site/paths.ts';
import {checkBuild, preflight, SetupError} from '../nginx-harness.ts';

/** The locales with question sets: each set is named after the locale's search language (`ja.json`, `zh.json`). */
export const BENCH_LOCALES: readonly LocaleCode[] = ['ja', 'zh-Hant'];

const args = process.argv.slice(2);
const dirAt = args.indexOf('--index-dir');
const buildDir = dirAt >= 0 ? args[dirAt + 1] : undefined;

/** Checks that the build (or `--index-dir`) has the indexes of the locales measured; a SetupError says what to run. */
export function checkIndexes(dir: string | undefined = buildDir): void {
  if (dirAt >= 0 && !dir) throw new SetupError('--index-dir takes a build folder: node tools/bench/search-quality.ts [--misses] [--index-dir DIR]');
  checkBuild(resolve(dir ?? join(ROOT, BUILD_DIR)), {locales: BENCH_LOCALES, nginx: false});
}

export function qualityFigures(): Figures[] {
  const rows: Figures[] = [];
  // regression.json: the questions of each search language, {"ja": [...], "zh": [...]}.
  const regression = loadSet('regression.json') as unknown as Record<SearchLanguage, EvalQuestion[]>;
  for (const code of BENCH_LOCALES) {
    const {urlFolder: label, searchLanguages} = siteLocale(code);
    const language = searchLanguages[0];
    const engine = engineFor(loadIndex(code, buildDir));
    const all = loadSet(`${language}.json`);
    const pick = (set: EvalQuestion['set'], kind?: EvalQuestion['kind']) => all.filter((q) => q.set === set && (!kind || q.kind === kind));
    rows.push(evaluate(`${label} tune questions`, engine, pick('tune', 'question')));
    rows.push(evaluate(`${label} tune variants`, engine, pick('tune', 'variant')));
    rows.push(evaluate(`${label} HELD-OUT questions`, engine, pick('heldout', 'question')));
    rows.push(evaluate(`${label} HELD-OUT variants`, engine, pick('heldout', 'variant')));
    rows.push(evaluate(`${label} HELD-OUT all`, engine, pick('heldout')));
    rows.push(
      evaluate(
        `${label} all variants`,
        engine,
        all.filter((q) => q.kind === 'variant'),
      ),
    );
    rows.push(evaluate(`${label} regression`, engine, regression[language]));
    // The example questions of the search's requirements, in Japanese.
    if (code === 'ja') rows.push(evaluate(`${label} issue examples`, engine, loadSet('issue.json')));
    for (const [round] of roundFiles(language)) rows.push(...roundFigures(code, engine, round));
  }
  return rows;
}

/** A later round (tests/search-eval/<language>-round<n>.json, see ROUNDS): per kind, tuning and held-out apart. */
export function roundFigures(code: LocaleCode, engine: SearchEngine, round: (typeof ROUNDS)[number]): Figures[] {
  const {urlFolder: label, searchLanguages} = siteLocale(code);
  const all = loadSet(`${searchLanguages[0]}-round${round}.json`);
  const rows: Figures[] = [];
  const kinds = [...new Set(all.map((q) => q.kind ?? 'question'))];
  for (const set of ['tune', 'heldout'] as const) {
    for (const kind of kinds) {
      const questions = all.filter((q) => q.set === set && (q.kind ?? 'question') === kind);
      if (questions.length) rows.push(evaluate(`${label} r${round} ${set === 'heldout' ? 'HELD-OUT' : 'tune'} ${kind}`, engine, questions));
    }
  }
  // The input forms together (romaji, loanwords, variants): the held-out figure the requirement names.
  const inputs = all.filter((q) => q.set === 'heldout' && ['romaji', 'loanword', 'variant'].includes(q.kind ?? ''));
  if (inputs.length) rows.push(evaluate(`${label} r${round} HELD-OUT input forms`, engine, inputs));
  rows.push(
    evaluate(
      `${label} r${round} HELD-OUT all`,
      engine,
      all.filter((q) => q.set === 'heldout'),
    ),
  );
  return rows;
}

export function printQuality(showMisses: boolean): Figures[] {
  const rows = qualityFigures();
  console.log("search quality (engine in Node on build/'s index files; medians and maxima of one pass, this machine):");
  console.log(formatFigures(rows));
  if (showMisses) for (const row of rows) if (row.misses.length) console.log(`\n${row.name}: not in the top 3\n${formatMisses(row)}`);
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  preflight('bench:search', () => checkIndexes());
  printQuality(args.includes('--misses'));
}
