/**
 * The search worker's query engine: a reader's input → the pages that answer it, each once, with its best
 * sections under it, in the shape the search plugin's results list renders. Why our own: lunr (the plugin's engine)
 * matches all words or one query's words at a time, and cannot rank "any of the words" by how many a page holds,
 * weigh a title above a passing mention, or group sections under their page.
 *
 * A query becomes concepts (src/search/text.ts cuts it): each Latin word, the fewest words of the index that cover a
 * run of kanji and katakana, a hiragana run read as words' readings, a cut-off word as the words it starts.
 * A concept matches a unit (a title, heading, description or section of text) through any of its alternatives: the
 * word itself, its synonyms, the words it starts, or (lowest) all its character bigrams. A unit's score is BM25 per
 * concept, weighted by the unit's kind; a page's score adds each concept's best unit and is scaled by the share of
 * the query the page holds, so one unknown word never empties the list and never outranks the rest.
 * Used by the patched worker (patches/@easyops-cn+docusaurus-search-local+*.patch) and by the quality measurements in
 * Node (tests/search-eval/evaluate.ts). No imports but our own and wanakana (kana ⇄ romaji), which both bundle.
 *
 * Romaji (a Japanese reader with the input method off types `kaigishitsu yoyaku`): a Latin word that the index does
 * not hold and that wanakana reads as kana whole is read like hiragana typed before conversion; failing that, it is
 * compared with the words' readings in romaji with long vowels folded (ou, oo, uu, ee and ei as one vowel), so that
 * Hepburn, the input methods' spellings (si, tu, zyu, nn, n') and a missing or doubled long vowel all meet.
 */
import {isKana, toKana, toRomaji} from 'wanakana';
import {API_REFERENCE_DIR, API_ROUTE} from '../../site/content.ts';
import type {SearchLanguage} from '../../site/locales.ts';
import {SEARCH_INPUT_MAX_LENGTH} from '../constants/search.ts';
import {aboutTexts, decodePostings, withPageUrls, type SearchDocument, type SearchIndexFile} from './index-format.ts';
import {EN_STOP_WORDS, bigrams, isHan, normalizeText, queryPieces, toKatakanaKey, wordKey, type QueryPiece} from './text.ts';

/** The results list's row: what the plugin's SuggestionTemplate and SearchPage render. */
export type SearchResult = {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false;
  metadata: Record<string, Record<string, object>>;
  tokens: string[];
  score: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
  /** A section row's unit number (a split index loads its text for it). */
  unit?: number;
};

/**
 * The readers' words that apply to a language (data/search-synonyms.json): its own list, and outside English the
 * English one too (product names typed in Latin). Used by the worker and the quality measurements alike.
 */
export function readersWordsFor(lists: Record<string, Record<string, string>>, lang: SearchLanguage): Record<string, string> {
  return {...(lang === 'en' ? {} : lists.en), ...(lists[lang] ?? {})};
}

export type EngineOptions = {
  /** Readers' words → the glossary's terms (data/search-synonyms.json), per language. */
  readersWords?: Record<string, string>;
  /** English stemmer (lunr's), for an English index. */
  stem?: (word: string) => string;
  /**
   * Called with every key the query looks up in the index (a word, a reading, a bigram, a prefix, a romaji key):
   * a split index (src/search/index-split.ts) loads the shards of the keys it has not loaded yet.
   */
  onLookup?: (key: string) => void;
  /**
   * What a page (title id) says it is about (index-format.ts aboutTexts), or undefined while a split index has not
   * loaded it (src/search/sharded-search.ts loads it and asks again). By default, made from the index's own parts.
   */
  aboutOf?: (page: number) => string | undefined;
  /** The whole index's longest term and reading, when the index given is only the part a query has loaded. */
  maxTermLength?: number;
  maxReadingLength?: number;
};

// How much a match weighs by the kind of unit it is in: title, heading, description, keywords, text.
// (Measured on the tuning questions: title 8 to 14, headings 1.5 to 4 and keywords 2 to 6 moved recall@8 by one
// question either way; the values below were the best of the grid on the tuning set.)
const PART_WEIGHT = [10, 2.5, 2, 3, 1];
// A page's score adds half its best unit's (all the query's words in one section beat words spread over the page),
// and is scaled by the square root of the share of the query it holds (the share itself, or its square, let one
// rare word that a page mentions in passing outrank a page titled after the rest of the question).
const BEST_UNIT_WEIGHT = 0.5;
const K1 = 1.2;
const B = 0.75;
// Alternatives' weights: the word, a reading, a synonym, a word it starts, bigrams.
const W_EXACT = 1;
const W_READING = 0.95;
const W_PREFIX = 0.8;
const W_GRAMS = 0.45;
// A single kanji left beside a character no page holds (cjkConcepts).
const W_PIECE = 0.3;
// A compound the index holds whole, matched through its words written apart (自動解放 in 自動で解放): measured on the
// tuning sets, +1 in the first eight and +2 in the first three, the same from 0.5 to 0.9, nothing lost.
const W_PARTS = 0.7;
const MAX_PREFIX_TERMS = 24;
const MAX_CONCEPTS = 8;
const SECTIONS_IN_SHORT_LIST = 1;
// API operation pages rank below the guides when both match.
const API_PAGE = new RegExp(`/${API_ROUTE}/${API_REFERENCE_DIR}/`);
const API_WEIGHT = 0.55;
// …and above them when the reader names the API: an everyday question about doing something through the API wants
// the operation that does it, not the guides that mention the API (measured on the round-2 tuning questions).
const API_BOOST = 1.6;
const API_WORDS = new Set(['api', 'rest', 'endpoint', 'エンドポイント', 'curl', 'webhook']);
// The first results are reordered by how much of the query a page's title, headings, description and keywords hold
// as character pairs, kana pairs included (変えた meets 変え, ポイントを戻 meets を戻): the score, as a share of the
// best page's, plus ABOUT_WEIGHT times the share of the query's pairs found. Japanese and Chinese only (pairs of
// letters say nothing in English). Pairs of hiragana only (をす, した) are left out. Measured on the tuning questions
// (rounds 1 to 3: 210 Japanese, 57 Chinese): top-3 +4 and +2 at weights 0.4 to 0.75; above 0.4, pages a little
// below the third moved past it on cut-off and full-width input (two of the input-form questions); below, half the
// gain. The first twelve, of which the search bar shows eight: a page ranked ninth to twelfth whose title, headings
// or keywords hold the question moves into view (tuning sets: +3 in the first eight, none lost, the same from 10 to
// 16; the first eight only, as before, gained nothing beyond them).
const ABOUT_WEIGHT = 0.4;
const ABOUT_DEPTH = 12;
// A Chinese query's single character (訂, 掉, 用, 查: what is left between the words the index holds) counts for
// half in how much of the query a page holds: alone it says little about the topic. Measured on the Chinese tuning
// questions (29): top-3 82.8 % → 93.1 % at 0.5, the same from 0.2 to 0.5, no Chinese set lower. Japanese keeps its
// single kanji whole: they are mostly verbs' stems there (変えた, 戻す), and at 0.7 a Japanese tuning set lost one.
const ZH_SINGLE_CHARACTER = 0.5;

/** Words that say how the reader asks, not what about: dropped from queries. */
// Word lists stay packed several to a line (prettier would put each word on its own line).
// prettier-ignore
const JA_FILLERS = new Set(
  ['方法', '教', '場合', '仕方', 'やり方', '何', '知', '出来', '可能', '手順', '方', '使方', '必要', '原因', '対処', '対処法', '解決', '意味', '違', '確認方法', '件'].map((w) =>
    wordKey(w),
  ),
);
// Chinese words that carry no topic when they stand alone in a query (the, already, I, want, …).
const ZH_STOP = new Set(
  '的 了 好 我 你 要 在 有 是 和 與 及 或 就 都 也 還 把 被 讓 給 從 到 對 裡 裡面 時 用 能 這 那 個 一 多少 已經 自己 我們 大家 一下 一個 怎 麼 嗎 呢 吧 啊 想 會'.split(
    ' ',
  ),
);
const isFiller = (word: string) => JA_FILLERS.has(word) || ZH_STOP.has(word);
const ZH_QUESTION_WORDS =
  /如何|怎麼|怎样|怎樣|請問|什麼|什么|哪裡|哪里|為什麼|为什么|是否|可以|能否|無法|不能|嗎|吗|呢|的方法|方法|要怎|我想|我要|想要|一下|應該|需要/g;
/** Hiragana that only carries grammar: particles, endings, question frames (longest first when stripped). */
// prettier-ignore
const JA_FUNCTION = [
  'どうすればいいですか', 'どうすればよいですか', 'どうすればいい', 'どうすればよい', 'どうすれば', 'どうしたら', 'どうやって', 'ください', 'について', 'ですか', 'ますか',
  'ません', 'できない', 'できません', 'できる', 'しない', 'したい', 'します', 'しまう', 'されない', 'される', 'させる', 'られない', 'られる', 'ている', 'ていない', 'てる',
  'ための', 'ため', 'として', 'ように', 'よう', 'には', 'では', 'から', 'まで', 'より', 'など', 'こと', 'もの', 'とき', 'ところ', 'いい', 'よい', 'です', 'ます',
  'する', 'して', 'した', 'たい', 'ない', 'なら', 'たら', 'れば', 'ば', 'けど', 'のに', 'いる', 'ある', 'なる', 'なった', 'なって', 'なに', 'なぜ', 'どこ', 'いつ',
  'どれ', 'どの', 'どう', 'だけ', 'しか', 'すら', 'れる', 'せる', 'たく', 'たの', 'よね', 'かな', 'ね', 'よ', 'な', 'だ', 'た', 'て', 'を', 'に', 'は', 'が', 'で',
  'と', 'の', 'へ', 'も', 'や', 'か', 'し', 'さ', 'い', 'う', 'く', 'っ', 'ん', 'え', 'お',
];

type Alternative = {term?: number; grams?: number[]; parts?: number[]; weight: number};
type Concept = {text: string; alternatives: Alternative[]};

type Unit = {doc: SearchDocument; type: number; page: number};
/** A concept's match in a unit: its BM25 score (alternative's weight applied), the word to mark, its rarity, the alternative's weight. */
type Hit = {score: number; surface: string; idf: number; weight: number};

export class SearchEngine {
  private readonly index: SearchIndexFile;
  private readonly units: Unit[] = [];
  private readonly titles = new Map<number, SearchDocument>();
  private readonly termNumber: Map<string, number>;
  private readonly readingNumber: Map<string, number>;
  private readonly averageLength: number[] = [];
  private readonly postingCache = new Map<string, [number, number][]>();
  private readonly readersWords: [RegExp, string][];
  private readonly stem: (word: string) => string;
  private readonly maxTermLength: number;
  private readonly maxReadingLength: number;
  private readonly look: (key: string) => void;
  private readonly aboutOf: (page: number) => string | undefined;

  constructor(index: SearchIndexFile, options: EngineOptions = {}) {
    this.index = index;
    this.stem = options.stem ?? ((w) => w);
    const parts = withPageUrls(index.parts);
    parts[0]?.forEach((doc) => this.titles.set(doc.i, doc));
    parts.forEach((docs, type) => docs.forEach((doc) => this.units.push({doc, type, page: type === 0 ? doc.i : (doc.p as number)})));
    const sums = [0, 0, 0, 0, 0];
    const counts = [0, 0, 0, 0, 0];
    this.units.forEach((unit, k) => {
      sums[unit.type] += index.lengths[k];
      counts[unit.type] += 1;
    });
    sums.forEach((sum, type) => (this.averageLength[type] = counts[type] ? Math.max(1, sum / counts[type]) : 1));
    this.termNumber = new Map(index.terms.map((t, k) => [t, k]));
    this.readingNumber = new Map(index.readings.map((r, k) => [r, k]));
    this.maxTermLength = options.maxTermLength ?? Math.min(16, Math.max(1, ...index.terms.map((t) => t.length)));
    this.maxReadingLength = options.maxReadingLength ?? Math.min(24, Math.max(1, ...index.readings.map((t) => t.length)));
    this.look = options.onLookup ?? (() => undefined);
    let abouts: Map<number, string> | undefined;
    this.aboutOf = options.aboutOf ?? ((page) => (abouts ??= aboutTexts(parts)).get(page) ?? '');
    this.readersWords = options.readersWords ? compiledReadersWords(options.readersWords) : [];
  }

  /** The pages for `input`, at most `limit`, each with its best sections (one in a short list, two in a long one). */
  search(input: string, limit: number): SearchResult[] {
    const concepts = this.concepts(input);
    if (concepts.length === 0) return [];
    const scores = concepts.map((concept) => this.conceptScores(concept));
    // A concept's importance: how rare its best word is (a word every page holds says little about which page).
    const importance = scores.map((byUnit, c) => {
      let best = 0;
      for (const {idf, weight} of byUnit.values()) best = Math.max(best, idf * weight);
      return this.index.lang === 'zh' && [...concepts[c].text].length === 1 && isHan(concepts[c].text) ? best * ZH_SINGLE_CHARACTER : best;
    });
    const total = importance.reduce((a, b) => a + b, 0);
    if (total === 0) return [];
    // A reader who names the API wants the operation pages: they are not ranked below the guides then.
    const asksForApi = concepts.some((c) => API_WORDS.has(c.text));

    // Per page: each concept's best weighted unit score (and how well it matched); per unit: its own total and the
    // share of the query it holds.
    const pageBest = new Map<number, number[]>();
    const pageMatch = new Map<number, number[]>();
    const unitTotal = new Map<number, number>();
    const unitShare = new Map<number, number>();
    const unitTerms = new Map<number, Set<string>>();
    scores.forEach((byUnit, c) => {
      for (const [unit, {score, surface, weight}] of byUnit) {
        const weighted = score * PART_WEIGHT[this.units[unit].type];
        const page = this.units[unit].page;
        const best = pageBest.get(page) ?? pageBest.set(page, new Array(concepts.length).fill(0)).get(page)!;
        const match = pageMatch.get(page) ?? pageMatch.set(page, new Array(concepts.length).fill(0)).get(page)!;
        best[c] = Math.max(best[c], weighted);
        match[c] = Math.max(match[c], weight);
        unitTotal.set(unit, (unitTotal.get(unit) ?? 0) + weighted);
        unitShare.set(unit, (unitShare.get(unit) ?? 0) + (importance[c] * weight) / total);
        (unitTerms.get(unit) ?? unitTerms.set(unit, new Set()).get(unit)!).add(surface);
      }
    });
    const unitScore = (unit: number) => (unitTotal.get(unit) ?? 0) * (unitShare.get(unit) ?? 0) ** 2;
    const bestUnitOf = new Map<number, number>();
    for (const unit of unitTotal.keys()) {
      const page = this.units[unit].page;
      if (!bestUnitOf.has(page) || unitScore(unit) > unitScore(bestUnitOf.get(page)!)) bestUnitOf.set(page, unit);
    }
    const pages = [...pageBest.entries()]
      .filter(([page]) => this.titles.has(page))
      .map(([page, best]) => {
        const match = pageMatch.get(page)!;
        const share = match.reduce((sum, w, c) => sum + importance[c] * w, 0) / total;
        const sum = best.reduce((a, b) => a + b, 0);
        let score = (sum + BEST_UNIT_WEIGHT * unitScore(bestUnitOf.get(page)!)) * Math.sqrt(share);
        if (API_PAGE.test(this.titles.get(page)!.u ?? '')) score *= asksForApi ? API_BOOST : API_WEIGHT;
        return {page, score};
      })
      .sort((a, b) => b.score - a.score || a.page - b.page)
      .slice(0, Math.min(Math.max(limit, this.index.lang !== 'en' ? ABOUT_DEPTH : 0), 40));
    if (this.index.lang !== 'en') this.reorderByAbout(input, pages);
    pages.splice(Math.min(limit, 40));

    // The search bar (a short list) shows the best section of its first page only: each row is layout work on the main
    // thread (npm run bench:search at 4x slowdown: with a section under each of eight pages the longest task of a
    // search went from under 50 ms to 100-150 ms; with two or four pages' sections it still passed 100 ms).
    const sectionsOf = (rank: number) => (limit > 10 ? 2 : rank < SECTIONS_IN_SHORT_LIST ? 1 : 0);
    const byPage = new Map<number, number[]>();
    for (const unit of unitTotal.keys()) {
      const page = this.units[unit].page;
      (byPage.get(page) ?? byPage.set(page, []).get(page)!).push(unit);
    }
    const results: SearchResult[] = [];
    for (const [rank, {page, score}] of pages.entries()) {
      const title = this.titles.get(page)!;
      const units = byPage.get(page) ?? [];
      const pageTerms = new Set<string>();
      for (const unit of units) for (const term of unitTerms.get(unit) ?? []) pageTerms.add(term);
      const titleUnit = units.find((u) => this.units[u].type === 0);
      const titleTerms = [...(titleUnit === undefined ? [] : (unitTerms.get(titleUnit) ?? []))];
      results.push({
        document: title,
        type: 0,
        page: false,
        // A page found by its text has no match in its title: the list then marks nothing in the title.
        metadata: marks(titleTerms),
        tokens: [...pageTerms],
        score,
      });
      const sections = units
        .filter((u) => this.units[u].type === 1 || this.units[u].type === 4)
        .sort((a, b) => unitScore(b) - unitScore(a) || a - b)
        .slice(0, sectionsOf(rank));
      for (const unit of sections) {
        const terms = [...(unitTerms.get(unit) ?? [])];
        const doc = this.units[unit].doc;
        const document = this.units[unit].type === 4 ? {...doc, t: excerpt(doc.t, terms)} : doc;
        results.push({document, type: this.units[unit].type, page: title, metadata: marks(terms), tokens: terms, score: unitScore(unit), unit});
      }
    }
    markTree(results);
    return results;
  }

  private readonly normalizedAbouts = new Map<number, string>();
  /** A page's about text, normalized as queries are (cached once loaded). */
  private normalizedAbout(page: number): string | undefined {
    const cached = this.normalizedAbouts.get(page);
    if (cached !== undefined) return cached;
    const text = this.aboutOf(page);
    if (text === undefined) return undefined;
    const normalized = normalizeText(text);
    this.normalizedAbouts.set(page, normalized);
    return normalized;
  }

  /** Reorders the first ABOUT_DEPTH pages in place by the query's character pairs their about text holds. */
  private reorderByAbout(input: string, pages: {page: number; score: number}[]): void {
    const first = pages.slice(0, ABOUT_DEPTH);
    const pairs = characterPairs(normalizeText(input.slice(0, SEARCH_INPUT_MAX_LENGTH)));
    if (first.length < 2 || pairs.size === 0) return;
    const best = first[0].score || 1;
    // Every page's text is asked for before any is used, so that a split index loads them all in one round.
    const texts = first.map(({page}) => this.normalizedAbout(page));
    const reordered = first
      .map(({page, score}, k) => {
        const about = texts[k];
        let found = 0;
        if (about) for (const pair of pairs) if (about.includes(pair)) found += 1;
        return {page, score, order: score / best + (ABOUT_WEIGHT * found) / pairs.size};
      })
      .sort((a, b) => b.order - a.order || a.page - b.page);
    reordered.forEach(({page, score}, k) => (pages[k] = {page, score}));
  }

  /** The query's concepts, in order, without repeats. */
  concepts(input: string): Concept[] {
    const lang = this.index.lang;
    let text = normalizeText(input.slice(0, SEARCH_INPUT_MAX_LENGTH));
    for (const [pattern, term] of this.readersWords) text = text.replace(pattern, term);
    if (lang === 'zh') text = text.replace(ZH_QUESTION_WORDS, ' ');
    const pieces = this.withHonorifics(queryPieces(text));
    const onlyHiragana = pieces.length > 0 && pieces.every((p) => p.kind === 'hiragana');
    const concepts: Concept[] = [];
    const seen = new Set<string>();
    const add = (concept: Concept | undefined) => {
      if (!concept || concept.alternatives.length === 0 || seen.has(concept.text)) return;
      seen.add(concept.text);
      concepts.push(concept);
    };
    pieces.forEach((piece, k) => {
      const last = k === pieces.length - 1;
      if (piece.kind === 'latin') {
        const romaji = lang === 'ja' ? this.romajiConcepts(piece.text, last) : null;
        if (romaji) romaji.forEach(add);
        else add(this.latinConcept(piece.text, last));
      } else if (piece.kind === 'cjk') this.cjkConcepts(wordKey(piece.text), last).forEach(add);
      else if (lang === 'ja') this.hiraganaConcepts(piece.text, last, onlyHiragana).forEach(add);
    });
    return concepts.slice(0, MAX_CONCEPTS);
  }

  /**
   * An honorific prefix typed after other kana (みんなにお知らせ) ends a hiragana run; it belongs to the word after it
   * when the pages write that word with it (お知らせ, ご利用). Otherwise the pieces stay as they are (来たお客さん: 客).
   */
  private withHonorifics(pieces: QueryPiece[]): QueryPiece[] {
    return pieces.map((piece, k) => {
      const next = pieces[k + 1];
      if (piece.kind !== 'hiragana' || next?.kind !== 'cjk' || !/[おご]$/.test(piece.text) || piece.text.length < 2 || !isHan([...next.text][0])) return piece;
      const honorific = piece.text.slice(-1);
      if (this.termOf(wordKey(honorific + next.text)) === undefined) return piece;
      next.text = honorific + next.text;
      return {...piece, text: piece.text.slice(0, -1)};
    });
  }

  /**
   * A Latin word read as romaji, when the index does not hold it as a word: the words its kana reads (as hiragana typed
   * before conversion), or those whose reading folds to the same romaji; none for a particle (no, ga, wo). Null when
   * it is not romaji or reads as no word of the pages: then it is a Latin word.
   */
  private romajiConcepts(word: string, last: boolean): Concept[] | null {
    if (!/^[a-z']+$/.test(word) || word.length < 2 || this.termOf(word) !== undefined) return null;
    // The input methods' ん: nn (and n' before a vowel), which wanakana would read as two.
    const kana = toKana(word.replace(/nn(?![aiueoy])/g, "n'"));
    if (!isKana(kana)) return null;
    if (isAllFunction(kana)) return [];
    const direct = this.hiraganaConcepts(kana, last, false);
    if (direct.length) return direct;
    const folded = foldRomaji(toRomaji(kana));
    this.look(folded);
    const terms = this.romajiReadings().get(folded);
    return terms?.length ? [{text: kana, alternatives: terms.map((term) => ({term, weight: W_READING}))}] : null;
  }

  private romajiMap: Map<string, number[]> | undefined;
  /** Folded romaji → the terms read so: the index's table (made at build time), or made now from the whole index. */
  private romajiReadings(): Map<string, number[]> {
    this.romajiMap ??= new Map(Object.entries(this.index.romaji ?? romajiTable(this.index)));
    return this.romajiMap;
  }

  /** The term number of a key, if the index holds it. */
  private termOf(key: string): number | undefined {
    this.look(key);
    return this.termNumber.get(key);
  }

  private synonymList(key: string): number[] | undefined {
    this.look(key);
    return Object.hasOwn(this.index.synonyms, key) ? this.index.synonyms[key] : undefined;
  }

  private latinConcept(word: string, last: boolean): Concept | undefined {
    if (this.index.lang === 'en' && EN_STOP_WORDS.has(word)) return undefined;
    const key = this.index.lang === 'en' ? this.stem(word) : word;
    const alternatives: Alternative[] = [];
    const exact = this.termOf(key);
    if (exact !== undefined) alternatives.push({term: exact, weight: W_EXACT});
    this.synonymsOf(key, alternatives);
    // A word still being typed, or a stem the index holds longer (config → configuration).
    if (word.length >= 2 && (exact === undefined || last)) {
      for (const term of this.termsStartingWith(word)) if (term !== exact) alternatives.push({term, weight: exact === undefined ? W_PREFIX : W_PREFIX * 0.6});
    }
    return {text: word, alternatives};
  }

  /**
   * A run of kanji and katakana (or Chinese): the fewest words of the index that cover it (single characters and
   * unknown stretches cost more, so 邀請訪客 is 邀請 + 訪客, not 邀請訪 + 客); an unknown stretch becomes the words it
   * starts (at the end of the query: still being typed) or its bigrams; the last word also matches as a start.
   */
  private cjkConcepts(key: string, last: boolean): Concept[] {
    if (!key) return [];
    const whole = this.wordConcept(key, last);
    if (whole) return [whole];
    const chars = [...key].slice(0, 64);
    const n = chars.length;
    const known = (w: string) => this.termOf(w) !== undefined || (w.length > 1 && this.synonymList(w) !== undefined);
    // cost[i]: the cheapest cover of chars[i..]; step[i]: the length of its first piece, negative for unknown.
    const cost = new Array<number>(n + 1).fill(Infinity);
    const step = new Array<number>(n + 1).fill(0);
    cost[n] = 0;
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let length = Math.min(this.maxTermLength, n - i); length >= 1; length -= 1) {
        const word = chars.slice(i, i + length).join('');
        if (!known(word)) continue;
        const c = (length === 1 ? 1.6 : 1) + cost[i + length];
        if (c < cost[i]) {
          cost[i] = c;
          step[i] = length;
        }
      }
      if (3 + cost[i + 1] < cost[i]) {
        cost[i] = 3 + cost[i + 1];
        step[i] = -1;
      }
    }
    const out: Concept[] = [];
    let rest = '';
    const flushRest = (atEnd: boolean) => {
      if (!rest) return;
      const concept = this.wordConcept(rest, atEnd && last) ?? this.gramConcept(rest);
      if (concept && !isFiller(rest)) out.push(concept);
      rest = '';
    };
    for (let i = 0; i < n;) {
      if (step[i] < 0) {
        rest += chars[i];
        i += 1;
        continue;
      }
      flushRest(false);
      const start = i;
      const word = chars.slice(i, i + step[i]).join('');
      i += step[i];
      const concept = !isFiller(word) && this.wordConcept(word, last && i === n);
      if (!concept) continue;
      // A single kanji next to a character the index does not hold is likely a piece of a word the pages never write
      // (全 of 全然, 出 of 洗い出し, 手 of 勝手): it counts for less. Japanese only: a Chinese query's single characters
      // count for less anyway (ZH_SINGLE_CHARACTER). Measured on the tuning sets: +2 in the first three and +1 in the
      // first eight, the same from 0.1 to 0.5, nothing lost.
      const besideUnknown = (start > 0 && step[start - 1] < 0) || (i < n && step[i] < 0);
      if (this.index.lang === 'ja' && word.length === 1 && besideUnknown && isHan(word)) for (const a of concept.alternatives) a.weight *= W_PIECE;
      out.push(concept);
    }
    flushRest(true);
    return out;
  }

  /** The key as a word of the index (with its synonyms), or as the start of words (a word cut off while typing). */
  private wordConcept(key: string, allowPrefix: boolean): Concept | undefined {
    if (isFiller(key)) return undefined;
    const alternatives: Alternative[] = [];
    const exact = this.termOf(key);
    if (exact !== undefined) alternatives.push({term: exact, weight: W_EXACT});
    this.synonymsOf(key, alternatives);
    if (allowPrefix || (exact === undefined && [...key].length >= 2 && alternatives.length === 0)) {
      // The last word may still be being typed (会議室の予 → 予約); elsewhere a word unknown whole matches as a start.
      const starts = this.termsStartingWith(key).filter((t) => t !== exact);
      const weight = exact === undefined ? W_PREFIX : W_PREFIX * 0.6;
      if (starts.length > 0 && (allowPrefix || starts.length <= 6)) for (const term of starts) alternatives.push({term, weight});
      // A cut-off katakana word that starts a word of the synonyms (a loanword whose page uses the Japanese word, a
      // Latin name's katakana): the words it stands for.
      if (exact === undefined && [...key].length >= 3) {
        for (const synonym of this.synonymKeysStartingWith(key).slice(0, 6)) this.synonymsOf(synonym, alternatives, W_PREFIX);
      }
    }
    if (exact !== undefined) {
      const parts = this.partsOf(key);
      if (parts) alternatives.push({parts, weight: W_PARTS});
    }
    if (alternatives.length === 0) return undefined;
    return {text: key, alternatives};
  }

  /**
   * A compound of kanji the index holds whole (自動解放) as the fewest words of two characters or more that make it
   * (自動 + 解放), for the units that write them apart (自動で解放); none for a word with no such cover (会議室).
   */
  private partsOf(key: string): number[] | undefined {
    const chars = [...key];
    const n = chars.length;
    if (n < 4 || !isHan(key) || n > 12) return undefined;
    const best: (number[] | undefined)[] = new Array(n + 1).fill(undefined);
    best[n] = [];
    for (let i = n - 2; i >= 0; i -= 1) {
      for (let length = Math.min(n - i, n - 1); length >= 2; length -= 1) {
        const rest = best[i + length];
        if (!rest) continue;
        const term = this.termOf(chars.slice(i, i + length).join(''));
        if (term !== undefined && (!best[i] || best[i]!.length > rest.length + 1)) best[i] = [term, ...rest];
      }
    }
    return best[0] && best[0].length >= 2 ? best[0] : undefined;
  }

  private gramConcept(key: string): Concept | undefined {
    const chars = [...key];
    if (chars.length < 2) {
      const single = this.termOf(key);
      return single === undefined ? undefined : {text: key, alternatives: [{term: single, weight: W_EXACT}]};
    }
    const numbers = bigrams(key).map((g) => {
      this.look(g);
      return binarySearch(this.index.grams, g);
    });
    if (numbers.some((n) => n < 0)) return undefined;
    return {text: key, alternatives: [{grams: numbers, weight: W_GRAMS}]};
  }

  /** A hiragana run: grammar (dropped), or a word typed before conversion (its reading). */
  private hiraganaConcepts(run: string, last: boolean, onlyHiragana: boolean): Concept[] {
    if (isAllFunction(run) && !onlyHiragana) return [];
    const tryRun = (text: string): Concept[] => {
      const reading = toKatakanaKey(text);
      const min = onlyHiragana ? 2 : 3;
      if ([...reading].length < min) return [];
      const whole = this.readingConcept(reading, text, last);
      if (whole) return [whole];
      // Several words read in a row (らいほうしゃよやく): each at least three kana.
      const out: Concept[] = [];
      const chars = [...reading];
      let i = 0;
      while (i < chars.length) {
        let found: Concept | undefined;
        for (let length = Math.min(this.maxReadingLength, chars.length - i); length >= (onlyHiragana ? 2 : 3); length -= 1) {
          const part = chars.slice(i, i + length).join('');
          found = this.readingConcept(part, part, false, true);
          if (found) {
            i += length;
            break;
          }
        }
        // What is left after a word is grammar (つなげて: ツナゲ, then て): the words before it stand.
        if (!found) return out.length > 0 && isAllFunction([...text].slice(i).join('')) ? out : [];
        out.push(found);
      }
      return out;
    };
    const direct = tryRun(run);
    if (direct.length) return direct;
    const stripped = stripFunction(run);
    return stripped && stripped !== run ? tryRun(stripped) : [];
  }

  private readingConcept(reading: string, text: string, allowPrefix: boolean, exactOnly = false): Concept | undefined {
    const alternatives: Alternative[] = [];
    const add = (r: number, weight: number) => {
      for (const term of this.index.readingTerms[r]) alternatives.push({term, weight});
    };
    this.look(reading);
    const exact = this.readingNumber.get(reading);
    if (exact !== undefined) add(exact, W_READING);
    const asWord = this.termOf(reading);
    if (asWord !== undefined) alternatives.push({term: asWord, weight: W_EXACT});
    if (exact === undefined && asWord === undefined && !exactOnly && allowPrefix && [...reading].length >= 3) {
      let found = 0;
      for (
        let r = lowerBound(this.index.readings, reading);
        r < this.index.readings.length && this.index.readings[r].startsWith(reading) && found < 8;
        r += 1, found += 1
      ) {
        add(r, W_PREFIX);
      }
    }
    return alternatives.length ? {text, alternatives} : undefined;
  }

  private synonymsOf(key: string, alternatives: Alternative[], factor = 1) {
    const list = this.synonymList(key);
    if (!list) return;
    for (let k = 0; k + 1 < list.length; k += 2) alternatives.push({term: list[k], weight: (list[k + 1] / 10) * 0.9 * factor});
  }

  private synonymKeys: string[] | undefined;
  /** The synonyms' keys that start with `prefix` and are longer (sorted once, at the first use). */
  private synonymKeysStartingWith(prefix: string): string[] {
    this.look(prefix);
    const keys = (this.synonymKeys ??= Object.keys(this.index.synonyms).sort());
    const out: string[] = [];
    for (let k = lowerBound(keys, prefix); k < keys.length && keys[k].startsWith(prefix); k += 1) if (keys[k] !== prefix) out.push(keys[k]);
    return out;
  }

  private termsStartingWith(prefix: string): number[] {
    this.look(prefix);
    const out: number[] = [];
    for (
      let k = lowerBound(this.index.terms, prefix);
      k < this.index.terms.length && this.index.terms[k].startsWith(prefix) && out.length < MAX_PREFIX_TERMS;
      k += 1
    )
      out.push(k);
    return out;
  }

  private postings(kind: 't' | 'g', number: number): [number, number][] {
    const key = `${kind}${number}`;
    let rows = this.postingCache.get(key);
    if (!rows) {
      if (kind === 't') this.look(this.index.terms[number]);
      rows = decodePostings(kind === 't' ? this.index.postings[number] : this.index.gramPostings[number]);
      this.postingCache.set(key, rows);
    }
    return rows;
  }

  private bm25(df: number, tf: number, unit: number): number {
    const n = this.units.length;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const norm = this.index.lengths[unit] / this.averageLength[this.units[unit].type];
    return (idf * (K1 + 1) * tf) / (K1 * (1 - B + B * norm) + tf);
  }

  /** Per unit the concept reaches: its best alternative's score and the word to mark. */
  private conceptScores(concept: Concept): Map<number, Hit> {
    const out = new Map<number, Hit>();
    const n = this.units.length;
    const idfOf = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const put = (unit: number, score: number, surface: string, idf: number, weight: number) => {
      const old = out.get(unit);
      if (!old || old.score < score) out.set(unit, {score, surface, idf, weight});
    };
    for (const alt of concept.alternatives) {
      if (alt.term !== undefined) {
        const rows = this.postings('t', alt.term);
        const surface = this.index.surfaces[alt.term] ?? this.index.terms[alt.term];
        const idf = idfOf(rows.length);
        for (const [unit, tf] of rows) put(unit, alt.weight * this.bm25(rows.length, tf, unit), surface, idf, alt.weight);
      } else if (alt.parts) {
        // Units holding every word of the compound; scored by the rarest one.
        const lists = alt.parts.map((t) => this.postings('t', t)).sort((a, b) => a.length - b.length);
        const sets = lists.slice(1).map((rows) => new Set(rows.map(([u]) => u)));
        const idf = idfOf(lists[0].length);
        for (const [unit] of lists[0]) {
          if (sets.every((s) => s.has(unit))) put(unit, alt.weight * this.bm25(lists[0].length, 1, unit), concept.text, idf, alt.weight);
        }
      } else if (alt.grams) {
        // Units holding every bigram; scored by the rarest one.
        const lists = alt.grams.map((g) => this.postings('g', g)).sort((a, b) => a.length - b.length);
        const sets = lists.slice(1).map((rows) => new Set(rows.map(([u]) => u)));
        const idf = idfOf(lists[0].length);
        for (const [unit] of lists[0]) {
          if (sets.every((s) => s.has(unit))) put(unit, alt.weight * this.bm25(lists[0].length, 1, unit), concept.text, idf, alt.weight);
        }
      }
    }
    return out;
  }
}

// A section's text as the results show it: one line in the search bar, 100 characters on the search page. The
// whole text (up to thousands of characters a section) made the list's rendering the main thread's longest task.
const EXCERPT_BEFORE = 40;
const EXCERPT_LENGTH = 200;

/** The part of a section's text around the first matched word. */
export function excerpt(text: string | undefined, terms: string[]): string {
  // A split index's section whose text is not loaded yet (src/search/index-split.ts): shown once it is.
  if (text === undefined) return '';
  if (text.length <= EXCERPT_LENGTH) return text;
  const lower = text.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t)).filter((at) => at >= 0);
  const first = hits.length ? Math.min(...hits) : 0;
  const start = Math.max(0, first - EXCERPT_BEFORE);
  const end = Math.min(text.length, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function marks(terms: string[]): Record<string, Record<string, object>> {
  return Object.fromEntries(terms.filter(Boolean).map((t) => [t, {t: {}}]));
}

/** The plugin's tree marks: a page's sections follow it (processTreeStatusOfSearchResults). */
function markTree(results: SearchResult[]) {
  results.forEach((item, i) => {
    if (!item.page) return;
    if (i < results.length - 1 && results[i + 1].page === item.page) item.isInterOfTree = true;
    else item.isLastOfTree = true;
  });
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function binarySearch(sorted: string[], value: string): number {
  const at = lowerBound(sorted, value);
  return sorted[at] === value ? at : -1;
}

/**
 * Folded romaji → the terms read so: every reading and every word written in katakana. Made at build time into the
 * index (plugins/search-index/build-index.ts); the engine makes it from an index without one.
 */
export function romajiTable(index: Pick<SearchIndexFile, 'readings' | 'readingTerms' | 'terms'>): Record<string, number[]> {
  const table: Record<string, number[]> = {};
  const put = (kana: string, terms: number[]) => {
    const key = foldRomaji(toRomaji(kana));
    if (key.length < 2) return;
    const list = (table[key] ??= []);
    for (const term of terms) if (!list.includes(term)) list.push(term);
  };
  index.readings.forEach((reading, r) => put(reading, index.readingTerms[r]));
  index.terms.forEach((term, t) => {
    if (/^[\u30a1-\u30fa]+$/.test(term)) put(term, [t]);
  });
  return table;
}

/** Romaji with long vowels and the marks of ー and ん folded: konsooru, konsoru and konso-ru meet, as do toukyou and tokyo. */
export function foldRomaji(romaji: string): string {
  return romaji
    .toLowerCase()
    .replace(/[-'\s]/g, '')
    .replace(/([aiueo])\1+/g, '$1')
    .replace(/ou/g, 'o')
    .replace(/ei/g, 'e');
}

/** True when the run is made of grammar only (particles, endings, question frames). */
function isAllFunction(run: string): boolean {
  const ok: boolean[] = new Array(run.length + 1).fill(false);
  ok[0] = true;
  for (let i = 0; i < run.length; i += 1) {
    if (!ok[i]) continue;
    for (const f of JA_FUNCTION) if (run.startsWith(f, i)) ok[i + f.length] = true;
  }
  return ok[run.length];
}

/** The run without grammar at its start (one particle) and end (endings, longest first). */
function stripFunction(run: string): string {
  let text = run;
  for (let changed = true; changed && text;) {
    changed = false;
    for (const f of JA_FUNCTION) {
      if ((f.length > 1 || /[をにはがでとのへもか]/.test(f)) && text.length > f.length && text.endsWith(f)) {
        text = text.slice(0, -f.length);
        changed = true;
        break;
      }
    }
  }
  if (/^[をにはがでとのへもや]/.test(text) && text.length > 3) text = text.slice(1);
  return text;
}

/** A reader's word as a pattern that does not match inside the glossary term itself (高可用 inside 高可用性). */
/**
 * The readers' words as patterns, longest first, compiled once per list: a split index makes its engine again each
 * time a shard arrives (src/search/sharded-search.ts), and the list has some 300 entries.
 */
const compiledLists = new WeakMap<Record<string, string>, [RegExp, string][]>();
function compiledReadersWords(list: Record<string, string>): [RegExp, string][] {
  let compiled = compiledLists.get(list);
  if (!compiled) {
    compiled = Object.entries(list)
      .map(([word, term]) => [normalizeText(word), normalizeText(term)] as const)
      .sort(([a], [b]) => b.length - a.length)
      .map(([word, term]) => [readersWordPattern(word, term), ` ${term} `]);
    compiledLists.set(list, compiled);
  }
  return compiled;
}

function readersWordPattern(word: string, term: string): RegExp {
  const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = term.indexOf(word);
  const before = at > 0 ? `(?<!${escape(term.slice(0, at))})` : '';
  const after = at >= 0 && at + word.length < term.length ? `(?!${escape(term.slice(at + word.length))})` : '';
  return new RegExp(`${before}${escape(word)}${after}`, 'g');
}

/** The character pairs of a text's runs of letters and digits (kana and kanji included), without hiragana-only pairs. */
export function characterPairs(text: string): Set<string> {
  const out = new Set<string>();
  for (const run of text.split(/[^\p{L}\p{N}ー々〆]+/u)) {
    const chars = [...run];
    for (let k = 0; k + 1 < chars.length; k += 1) {
      const pair = chars[k] + chars[k + 1];
      if (!/^[\u3041-\u3096ー]+$/.test(pair)) out.add(pair);
    }
  }
  return out;
}
