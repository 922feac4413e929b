#!/usr/bin/env node
// Search quality of the built site's index (issue 25): recall@8, top-3, mean reciprocal rank, queries with no
// results and time per query, per question set (tests/search-eval/), from the same engine the search worker runs.
// `node tools/bench/search-quality.ts [--misses] [--index-dir DIR]`; `npm run bench:search` runs it first.
import createJiti from '../jiti.ts';
import {fileURLToPath} from 'node:url';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {loadSet, loadIndex, engineFor, evaluate, formatFigures, formatMisses} = jiti('../../tests/search-eval/evaluate.ts');
const args = process.argv.slice(2);
const dirAt = args.indexOf('--index-dir');
const buildDir = dirAt >= 0 ? args[dirAt + 1] : undefined;

export function qualityFigures() {
  const rows = [];
  const regression = loadSet('regression.json');
  for (const [locale, file] of [
    ['jp', 'ja.json'],
    ['zh', 'zh.json'],
  ]) {
    const engine = engineFor(loadIndex(locale, buildDir));
    const all = loadSet(file);
    const pick = (set, kind) => all.filter((q) => q.set === set && (!kind || q.kind === kind));
    rows.push(evaluate(`${locale} tune questions`, engine, pick('tune', 'question')));
    rows.push(evaluate(`${locale} tune variants`, engine, pick('tune', 'variant')));
    rows.push(evaluate(`${locale} HELD-OUT questions`, engine, pick('heldout', 'question')));
    rows.push(evaluate(`${locale} HELD-OUT variants`, engine, pick('heldout', 'variant')));
    rows.push(evaluate(`${locale} HELD-OUT all`, engine, pick('heldout')));
    rows.push(
      evaluate(
        `${locale} all variants`,
        engine,
        all.filter((q) => q.kind === 'variant'),
      ),
    );
    rows.push(evaluate(`${locale} regression`, engine, regression[locale === 'jp' ? 'ja' : 'zh']));
    if (locale === 'jp') rows.push(evaluate('jp issue examples', engine, loadSet('issue.json')));
  }
  return rows;
}

export function printQuality(showMisses) {
  const rows = qualityFigures();
  console.log("search quality (engine in Node on build/'s index files; medians and maxima of one pass, this machine):");
  console.log(formatFigures(rows));
  if (showMisses) for (const row of rows) if (row.misses.length) console.log(`\n${row.name}: not in the top 3\n${formatMisses(row)}`);
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) printQuality(args.includes('--misses'));
