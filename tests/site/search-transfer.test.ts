/**
 * The split search index on the built site (src/search/index-split.ts, tools/bench/search-transfer.ts): the first
 * results of every question of the sets need at most 150 KB (gzip) of index on a cold cache, in every locale and docs
 * version and also with five times today's docs, and a query answered from the shards it loads lists exactly what
 * the whole index lists.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from 'vitest';
import {FIRST_ANSWER_BUDGET_KB, firstAnswers, grownFirstAnswers, indexFolders, queriesOf, questionsOf} from '../../tools/bench/search-transfer.ts';
import {readersWordsFor} from '../../src/search/engine.ts';
import {isManifest} from '../../src/search/index-split.ts';
import {ShardedSearch} from '../../src/search/sharded-search.ts';
import {stemEnglish} from '../../plugins/search-index/build-index.ts';
import {outputDir, ROOT} from '../../site/paths.ts';
import type {LocaleCode} from '../../site/locales.ts';
import {engineFor, loadIndex} from '../search-eval/evaluate';
import {BUILD} from './built-site';

const LOCALES: LocaleCode[] = ['ja', 'zh-Hant'];
const describeOver = (rows: {query: string; kb: number}[]) =>
  rows
    .filter((r) => r.kb > FIRST_ANSWER_BUDGET_KB)
    .map((r) => `「${r.query}」 ${r.kb.toFixed(1)} KB`)
    .join('\n');

// Every locale's index of every docs version (the current docs and the archived 2.12), each split.
for (const locale of [...LOCALES, 'en'] as LocaleCode[]) {
  for (const {version, dir} of indexFolders(locale, BUILD)) {
    test(`${locale}, ${version} docs: the first results of every query need at most ${FIRST_ANSWER_BUDGET_KB} KB of index`, async () => {
      const rows = await firstAnswers(dir, queriesOf(locale));
      const kb = rows.map((r) => r.kb).sort((a, b) => a - b);
      console.log(
        `${locale} ${version}: ${rows.length} queries, first results median ${kb[kb.length >> 1].toFixed(1)} KB, largest ${kb[kb.length - 1].toFixed(1)} KB`,
      );
      expect(describeOver(rows), `${dir}: queries over the budget`).toBe('');
    });
  }
}

for (const locale of LOCALES) {
  test(`${locale}: a query answered from the shards it loads lists what the whole index lists`, async () => {
    const dir = outputDir(locale, BUILD);
    const name = readdirSync(dir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f))!;
    const manifest: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    expect(isManifest(manifest), `${join(dir, name)}: a split index's manifest`).toBe(true);
    if (!isManifest(manifest)) return;
    const words = JSON.parse(readFileSync(join(ROOT, 'data', 'search-synonyms.json'), 'utf8')) as Record<string, Record<string, string>>;
    const sharded = new ShardedSearch(manifest, {readersWords: readersWordsFor(words, manifest.lang), stem: stemEnglish}, async (path) =>
      JSON.parse(readFileSync(join(dir, path), 'utf8')),
    );
    const whole = engineFor(loadIndex(locale, BUILD));
    const differ: string[] = [];
    for (const query of questionsOf(locale)) {
      const pages = (rows: {type: number; document: {u?: string}}[]) => rows.filter((r) => r.type === 0).map((r) => r.document.u);
      const a = pages(await sharded.search(query, 8));
      const b = pages(whole.search(query, 8));
      if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(`「${query}」: shards ${a.join(', ')}; whole ${b.join(', ')}`);
    }
    expect(differ, `${dir}: queries the split index answers otherwise`).toEqual([]);
  });
}

test(`ja, five times today's docs: the first results of every question still need at most ${FIRST_ANSWER_BUDGET_KB} KB`, async () => {
  const rows = await grownFirstAnswers(5, BUILD);
  const kb = rows.map((r) => r.kb).sort((a, b) => a - b);
  console.log(`ja, 5x docs: first results median ${kb[kb.length >> 1].toFixed(1)} KB, largest ${kb[kb.length - 1].toFixed(1)} KB`);
  expect(describeOver(rows), 'questions over the budget with five times the docs').toBe('');
}, 120_000);
