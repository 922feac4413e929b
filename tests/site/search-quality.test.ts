/**
 * Search quality floors on the built site's index files, answered by the engine the search worker runs
 * (in Node: the same code and index, without the browser's timing; `npm run bench:search` prints the same figures
 * and the speed in the browser). The question sets and how they were written: tests/search-eval/evaluate.ts. The
 * floors sit a little under the figures measured when the search was tuned, so that a change that loses answers
 * fails here, naming the questions that missed.
 */
import {expect, test} from 'vitest';
import {engineFor, evaluate, formatFigures, formatMisses, loadIndex, loadSet, percent, type EvalQuestion} from '../search-eval/evaluate';
import {pageUrl, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {literal} from '../support/patterns';
import {BUILD} from './built-site';

type Floor = {recall8: number; top3: number};
const FLOORS: Record<string, Floor> = {
  // Each floor sits one question under the figure measured when it was last set (2026-11-30, after the kana verbs,
  // the compounds' words, the readers' task keywords of the Japanese pages and the pieces of unknown words).
  // The bar the search must clear, on questions tuning never looked at (measured: 100 % / 96.2 % of 52; 7 of 7).
  'jp held-out questions': {recall8: 0.98, top3: 0.94},
  'jp held-out variants': {recall8: 0.85, top3: 0.85},
  // Measured: 100 % / 98.1 % of 104 (99.0 % in the first three after round 6's readers' words); variants 95.5 % / 86.4 % of 22; regression 100 % / 97.6 % of 82; examples 10 / 9.
  'jp tune questions': {recall8: 0.99, top3: 0.97},
  'jp variants (all)': {recall8: 0.9, top3: 0.85},
  'jp regression': {recall8: 0.98, top3: 0.96},
  'jp issue examples': {recall8: 1, top3: 0.9},
  // Chinese (measured: held-out 100 % / 93.8 % of 16, tuning 91.2 % / 91.2 % of 34, regression 100 % / 93.3 % of 15).
  'zh held-out': {recall8: 0.93, top3: 0.87},
  'zh tune': {recall8: 0.88, top3: 0.88},
  'zh regression': {recall8: 0.93, top3: 0.86},
  // Round 2 (ja-round2.json, zh-round2.json), written before the search learned romaji, loanwords, API questions in
  // everyday words and regional Chinese. Measured on the held-out thirds: questions 91.7 % / 91.7 % of 12, input forms
  // (romaji, loanwords, variants) 100 % / 85.7 % of 7, API 100 % / 100 % of 5; Chinese 100 % / 100 % of 10 (questions
  // 100 % / 91.7 % after round 6's readers' words). Tuning:
  // Japanese 98.0 % / 96.1 % of 51, Chinese 100 % / 95.7 % of 23.
  'jp r2 held-out questions': {recall8: 0.91, top3: 0.83},
  'jp r2 held-out input forms': {recall8: 0.95, top3: 0.71},
  'jp r2 held-out api': {recall8: 0.9, top3: 0.8},
  'jp r2 tune': {recall8: 0.96, top3: 0.94},
  'zh r2 held-out': {recall8: 0.9, top3: 0.9},
  'zh r2 tune': {recall8: 0.95, top3: 0.91},
  // Round 3 (ja-round3.json), 60 Japanese questions written from readers' tasks. Measured: held-out 95.0 % / 95.0 % of
  // 20, tuning 100 % / 97.5 % of 40.
  'jp r3 held-out questions': {recall8: 0.9, top3: 0.9},
  'jp r3 tune': {recall8: 0.97, top3: 0.95},
  // Round 4 (ja-round4.json), 60 Japanese questions by a writer who saw no question set, no search code and no
  // readers' words list. Measured: held-out 95.0 % / 85.0 % of 20 (90.0 % in the first three before this session's
  // changes), tuning 90.0 % / 90.0 % of 40.
  'jp r4 held-out questions': {recall8: 0.9, top3: 0.85},
  'jp r4 tune': {recall8: 0.87, top3: 0.87},
  // Round 5 (ja-round5.json, zh-round5.json), 60 Japanese and 30 Chinese questions written the same way from the
  // committed pages while the pages' keywords were being written by others. Measured before any change of the session
  // that wrote it (all 60: 90.0 % / 85.0 %; Chinese 93.3 % / 80.0 %) and after: Japanese held-out 95.0 % / 95.0 % of 20,
  // tuning 95.0 % / 92.5 % of 40; Chinese held-out 90.0 % / 70.0 % of 10, tuning 95.0 % / 85.0 % of 20.
  'jp r5 held-out questions': {recall8: 0.9, top3: 0.9},
  'jp r5 tune': {recall8: 0.92, top3: 0.9},
  'zh r5 held-out': {recall8: 0.8, top3: 0.6},
  'zh r5 tune': {recall8: 0.9, top3: 0.8},
  // Round 6 (ja-round6.json), 60 Japanese questions by a writer who saw no set, no search code and no readers' words,
  // from the pages as committed. Measured before the session's changes: tuning 92.5 % / 85.0 % of 40, held-out 100 % /
  // 100 % of 20; after (readers' words for symptoms, kana and everyday names, an honorific typed after kana): tuning
  // 97.5 % / 87.5 %, held-out 100 % / 100 %.
  'jp r6 held-out questions': {recall8: 0.95, top3: 0.95},
  'jp r6 tune': {recall8: 0.95, top3: 0.85},
  // The bar on every Japanese held-out question of rounds 2 to 6 together: recall@8 at least 97 %, top-3 at
  // least 90 % (measured 2026-11-30: 97.8 % / 93.5 % of 92). The floor is one question under the recall measured.
  'jp held-out questions, rounds 2-6': {recall8: 0.967, top3: 0.9},
};

const sets = (): [string, LocaleCode, EvalQuestion[]][] => {
  const ja = loadSet('ja.json');
  const zh = loadSet('zh.json');
  const regression = loadSet('regression.json') as unknown as Record<string, EvalQuestion[]>;
  const ja2 = loadSet('ja-round2.json');
  const zh2 = loadSet('zh-round2.json');
  const ja3 = loadSet('ja-round3.json');
  const ja4 = loadSet('ja-round4.json');
  const ja5 = loadSet('ja-round5.json');
  const zh5 = loadSet('zh-round5.json');
  const ja6 = loadSet('ja-round6.json');
  const heldOutQuestions = (set: EvalQuestion[]) => set.filter((q) => q.set === 'heldout' && (q.kind ?? 'question') === 'question');
  return [
    ['jp held-out questions', 'ja', ja.filter((q) => q.set === 'heldout' && q.kind === 'question')],
    ['jp held-out variants', 'ja', ja.filter((q) => q.set === 'heldout' && q.kind === 'variant')],
    ['jp tune questions', 'ja', ja.filter((q) => q.set === 'tune' && q.kind === 'question')],
    ['jp variants (all)', 'ja', ja.filter((q) => q.kind === 'variant')],
    ['jp regression', 'ja', regression.ja],
    ['jp issue examples', 'ja', loadSet('issue.json')],
    ['zh held-out', 'zh-Hant', zh.filter((q) => q.set === 'heldout')],
    ['zh tune', 'zh-Hant', zh.filter((q) => q.set === 'tune')],
    ['zh regression', 'zh-Hant', regression.zh],
    ['jp r2 held-out questions', 'ja', ja2.filter((q) => q.set === 'heldout' && q.kind === 'question')],
    ['jp r2 held-out input forms', 'ja', ja2.filter((q) => q.set === 'heldout' && ['romaji', 'loanword', 'variant'].includes(q.kind ?? ''))],
    ['jp r2 held-out api', 'ja', ja2.filter((q) => q.set === 'heldout' && q.kind === 'api')],
    ['jp r2 tune', 'ja', ja2.filter((q) => q.set === 'tune')],
    ['zh r2 held-out', 'zh-Hant', zh2.filter((q) => q.set === 'heldout')],
    ['zh r2 tune', 'zh-Hant', zh2.filter((q) => q.set === 'tune')],
    ['jp r3 held-out questions', 'ja', ja3.filter((q) => q.set === 'heldout')],
    ['jp r3 tune', 'ja', ja3.filter((q) => q.set === 'tune')],
    ['jp r4 held-out questions', 'ja', ja4.filter((q) => q.set === 'heldout')],
    ['jp r4 tune', 'ja', ja4.filter((q) => q.set === 'tune')],
    ['jp r5 held-out questions', 'ja', ja5.filter((q) => q.set === 'heldout')],
    ['jp r5 tune', 'ja', ja5.filter((q) => q.set === 'tune')],
    ['zh r5 held-out', 'zh-Hant', zh5.filter((q) => q.set === 'heldout')],
    ['zh r5 tune', 'zh-Hant', zh5.filter((q) => q.set === 'tune')],
    ['jp r6 held-out questions', 'ja', ja6.filter((q) => q.set === 'heldout')],
    ['jp r6 tune', 'ja', ja6.filter((q) => q.set === 'tune')],
    ['jp held-out questions, rounds 2-6', 'ja', [ja2, ja3, ja4, ja5, ja6].flatMap(heldOutQuestions)],
  ];
};

for (const [name, locale, questions] of sets()) {
  test(`${name}: recall@8 >= ${percent(FLOORS[name].recall8)}, top-3 >= ${percent(FLOORS[name].top3)} (${questions.length} questions)`, () => {
    const figures = evaluate(name, engineFor(loadIndex(locale, BUILD)), questions);
    console.log(formatFigures([figures]));
    const detail = `misses on the built ${siteLocale(locale).urlFolder} index:\n${formatMisses(figures)}`;
    expect(figures.recall8, `${name}: recall@8; ${detail}`).toBeGreaterThanOrEqual(FLOORS[name].recall8);
    expect(figures.top3, `${name}: top-3; ${detail}`).toBeGreaterThanOrEqual(FLOORS[name].top3);
  });
}

// A question that holds a word of its page's title never comes back empty (any-word ranking), held-out set.
test("jp held-out: no question that holds a word of its page's title returns nothing", () => {
  const index = loadIndex('ja', BUILD);
  const engine = engineFor(index);
  const inLocale = new RegExp(`^${literal(pageUrl('ja'))}(docs/)?`);
  const titles = new Map(index.parts[0].map((d) => [d.u!.replace(inLocale, ''), d.t]));
  titles.set('external-api/index', index.parts[0].find((d) => d.u === pageUrl('ja', 'external-api/'))?.t ?? '');
  const empty: string[] = [];
  let checked = 0;
  for (const q of loadSet('ja.json').filter((x) => x.set === 'heldout')) {
    const titleWords = q.answers.flatMap((a) => engine.concepts(titles.get(a) ?? '').map((c) => c.text));
    const shared = engine.concepts(q.q).filter((c) => titleWords.includes(c.text));
    if (shared.length === 0) continue;
    checked += 1;
    if (engine.search(q.q, 8).length === 0) empty.push(`「${q.q}」 (shares ${shared.map((c) => c.text).join(', ')} with its page's title)`);
  }
  expect(checked, 'held-out questions that share a word with their page title').toBeGreaterThan(10);
  expect(empty, 'questions with a title word that returned nothing').toEqual([]);
});
