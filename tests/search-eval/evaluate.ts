/**
 * Search quality on the built site's index files, in Node: the same engine the search worker runs
 * (src/search/engine.ts) answers each question of a set, and the pages it lists are compared with the pages that
 * answer it. Used by `npm run bench:search` (figures), tests/site/search-quality.test.ts (floors),
 * search-questions.test.ts (every reader's question and keyword query) and search-index.test.ts.
 *
 * The sets (tests/search-eval/): ja.json and zh.json hold readers' tasks written without sight of the search
 * results; every third entry is held out (`set: heldout`) and tuning never looks at it. ja-round2.json and
 * zh-round2.json are a second round, written the same way before the search learned romaji, loanwords across
 * scripts, API questions and regional Chinese words (a third of each kind held out); ja-round3.json a third, 60
 * Japanese questions written the same way before the ranking was tuned on it again (20 held out).
 * `variant` entries are the ways Japanese text reaches a search box (half-width kana, full-width Latin, hiragana
 * before conversion, words cut off, spelling variants). regression.json keeps questions the search once answered
 * wrongly, so that they stay answered.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {SearchEngine, readersWordsFor} from '../../src/search/engine.ts';
import type {SearchIndexFile} from '../../src/search/index-format.ts';
import {readIndexFile} from '../../plugins/search-index/split-files.ts';
import {stemEnglish} from '../../plugins/search-index/build-index.ts';
import {BASE_URL, localeOfPath, type LocaleCode} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';

/**
 * A reader's question and the pages that answer it. `kind`: a question in words; a `variant` of input (half-width
 * kana, unconverted hiragana, wrong kanji of the same reading); `romaji` typed with the input method off; a
 * `loanword` typed in the other script (katakana for a Latin name, or the reverse, or cut off); an `api` question
 * in everyday words whose answer is an operation page. Round 2 (ja-round2.json, zh-round2.json) adds the reader's
 * `task` and, for Chinese, the reader's `region` (TW or HK).
 */
export type EvalQuestion = {
  q: string;
  answers: string[];
  set?: 'tune' | 'heldout';
  kind?: 'question' | 'variant' | 'romaji' | 'loanword' | 'api';
  who?: string;
  task?: string;
  region?: 'TW' | 'HK';
};
export type Outcome = {question: EvalQuestion; pages: string[]; rank: number; ms: number};
export type Figures = {
  name: string;
  count: number;
  recall8: number;
  top3: number;
  mrr: number;
  noResults: number;
  medianMs: number;
  maxMs: number;
  misses: Outcome[];
};

/** This folder, where the question sets are. */
const here = fileURLToPath(new URL('.', import.meta.url));

export function loadSet(file: string): EvalQuestion[] {
  return JSON.parse(readFileSync(join(here, file), 'utf8')) as EvalQuestion[];
}

/**
 * The later rounds of a search language's sets, each written from readers' tasks before the search was tuned on it:
 * round 2 for romaji, loanwords, API questions and regional Chinese; round 3 (Japanese) for ranking among pages that
 * share the question's words; round 4 (Japanese) to measure the search as it stands, written by a writer who saw no
 * set, no search code and no readers' words list; round 5 (Japanese and Chinese) the same, written from the pages as
 * committed while other writers added readers' task keywords to them; round 6 (Japanese) the same, written from the
 * pages as committed before the ranking was tuned on it (20 held out). The rounds a language has, as [round, file name].
 */
export const ROUNDS = [2, 3, 4, 5, 6] as const;
export function roundFiles(language: string): [(typeof ROUNDS)[number], string][] {
  return ROUNDS.map((round) => [round, `${language}-round${round}.json`] as [(typeof ROUNDS)[number], string]).filter(([, file]) =>
    existsSync(join(here, file)),
  );
}

/** The current version's index file of a built locale (`ja`: `build/jp/search-index-<hash>.json`), in `buildDir`. */
export function loadIndex(locale: LocaleCode, buildDir: string = join(ROOT, BUILD_DIR)): SearchIndexFile {
  const dir = outputDir(locale, buildDir);
  const name = readdirSync(dir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f) || f === 'search-index.json');
  if (!name) throw new Error(`${dir}: no search index (run npm run build first)`);
  // A split index (the site's) is read whole: its manifest with every shard (plugins/search-index/split-files.ts).
  return readIndexFile(join(dir, name));
}

/** The readers' words per search language (data/search-synonyms.json). */
const LANG_WORDS = JSON.parse(readFileSync(join(ROOT, 'data', 'search-synonyms.json'), 'utf8')) as Record<string, Record<string, string>>;

/** The engine as the worker sets it up (patches/@easyops-cn+…: readers' words of the locale and English, lunr's stemmer). */
export function engineFor(index: SearchIndexFile): SearchEngine {
  return new SearchEngine(index, {readersWords: readersWordsFor(LANG_WORDS, index.lang), stem: stemEnglish});
}

/** A result URL → the answer id the sets use (`management-console/resource/room`, `external-api/reference/x`). */
export function pageId(url: string): string {
  const full = url.replace(/[?#].*$/, '');
  const base = [localeOfPath(full).baseUrl, BASE_URL].find((b) => full.startsWith(b)) ?? '';
  const path = full.slice(base.length).replace(/\/$/, '');
  if (path === 'external-api') return 'external-api/index';
  return path.replace(/^docs\//, '');
}

export function evaluate(name: string, engine: SearchEngine, questions: EvalQuestion[], limit = 8): Figures {
  const outcomes: Outcome[] = questions.map((question) => {
    const started = performance.now();
    const results = engine.search(question.q, limit);
    const ms = performance.now() - started;
    const pages = results.filter((r) => r.type === 0).map((r) => pageId(r.document.u ?? ''));
    const at = pages.findIndex((p) => question.answers.includes(p));
    return {question, pages, rank: at < 0 ? 0 : at + 1, ms};
  });
  const n = outcomes.length || 1;
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    name,
    count: outcomes.length,
    recall8: outcomes.filter((o) => o.rank > 0).length / n,
    top3: outcomes.filter((o) => o.rank > 0 && o.rank <= 3).length / n,
    mrr: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n,
    noResults: outcomes.filter((o) => o.pages.length === 0).length,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    maxMs: times[times.length - 1] ?? 0,
    misses: outcomes.filter((o) => o.rank === 0 || o.rank > 3),
  };
}

export const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;

export function formatFigures(rows: Figures[]): string {
  const lines = ['set                          n   recall@8   top-3     MRR    no results  median ms  max ms'];
  for (const f of rows) {
    lines.push(
      `${f.name.padEnd(26)} ${String(f.count).padStart(4)}   ${percent(f.recall8).padStart(8)}  ${percent(f.top3).padStart(8)}  ${f.mrr.toFixed(3)}  ${String(f.noResults).padStart(6)}      ${f.medianMs.toFixed(2).padStart(6)}   ${f.maxMs.toFixed(1).padStart(6)}`,
    );
  }
  return lines.join('\n');
}

export function formatMisses(f: Figures, max = 40): string {
  return f.misses
    .slice(0, max)
    .map(
      (o) =>
        `  「${o.question.q}」 wanted ${o.question.answers.join(' | ')}; ${o.rank ? `rank ${o.rank}` : 'not in 8'}: ${o.pages.slice(0, 4).join(', ') || 'no results'}`,
    )
    .join('\n');
}
