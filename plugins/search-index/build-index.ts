/**
 * Builds the search index file (src/search/index-format.ts) from the documents the search plugin extracted from the
 * built pages. Why our own code: the plugin's index holds lunr's tokens of one segmenter, without
 * readings, bigrams or synonyms, and no plugin option adds them. What it does per locale:
 * - Japanese: kuromoji with IPADIC (the `kuromoji` package, at build time only) cuts the text into words and gives
 *   each its reading, so a reader who types かいぎしつ before converting finds 会議室. Runs of nouns are also
 *   indexed whole (会議 + 室 → 会議室, ルーム + ディスプレイ → ルームディスプレイ). Synonyms come from Sudachi's
 *   synonym dictionary (`sudachi-synonyms-dictionary`, Apache-2.0), kept only where a word of the group is on the pages.
 * - Chinese: jieba (the plugin's own @node-rs/jieba, internals/search-local-index-files.ts) in search mode.
 * - English: lunr's stemmer (the plugin's own lunr, the same), so "configuring" meets "configure".
 * - Every CJK run also gives character bigrams: a word the segmenter cut otherwise still matches (ranked lower).
 * - Japanese loanwords: katakana ⇄ Latin synonyms from the pages' own pairs and the glossary (./loanwords.ts).
 * - Chinese regional words: Hong Kong, standard Traditional and Mainland forms of the pages' words (./regional-chinese.ts).
 * Why kuromoji and not Sudachi: kuromoji runs in Node with no native code and its IPADIC gives readings for every
 * word we index; the maintained Sudachi builds for JavaScript are WebAssembly packages of 70 MB and more, for a
 * segmentation that the bigram fallback makes up for. Tokenizing a locale's text takes about 3 s.
 */
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {SearchLanguage} from '../../site/locales.ts';
import {INDEX_FORMAT, encodePostings, withoutPageUrls, type SearchDocument, type SearchIndexFile} from '../../src/search/index-format.ts';
import {romajiTable} from '../../src/search/engine.ts';
import {EN_STOP_WORDS, bigrams, isHan, latinParts, latinWords, normalizeText, toKatakanaKey, wordKey} from '../../src/search/text.ts';
import {cutChinese, stemEnglish} from '../../internals/search-local-index-files.ts';
import {glossaryPairs, loanwordSynonyms, pagePairs} from './loanwords.ts';
import {regionalSynonyms} from './regional-chinese.ts';

export {stemEnglish};

const requireHere = createRequire(import.meta.url);

type KuromojiToken = {surface_form: string; pos: string; pos_detail_1: string; basic_form: string; reading?: string};
type Tokenizer = {tokenize(text: string): KuromojiToken[]};

let kuromojiTokenizer: Promise<Tokenizer> | undefined;
function japaneseTokenizer(): Promise<Tokenizer> {
  kuromojiTokenizer ??= new Promise((resolve, reject) => {
    const kuromoji = requireHere('kuromoji') as {builder(o: {dicPath: string}): {build(cb: (e: Error | null, t: Tokenizer) => void): void}};
    const dicPath = join(dirname(requireHere.resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({dicPath}).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer)));
  });
  return kuromojiTokenizer;
}

/** One unit's words: key → occurrences, the bigrams, readings and surfaces seen. */
type Analysis = {words: Map<string, number>; grams: Set<string>; readings: Map<string, string>; surfaces: Map<string, string>};

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const CONTENT_POS = new Set(['名詞', '動詞', '形容詞', '接頭詞']);
const NOUN_SKIP = new Set(['非自立', '代名詞', '数']);
// …but 誰 is kept: "who did it" is what a reader asks of an audit trail or a notification's sender (誰が変更したか).
const PRONOUNS_KEPT = new Set(['誰']);
// Verbs and nouns too common to say anything about a page.
const JA_SKIP = new Set(['する', 'できる', 'なる', 'ある', 'いる', 'いう', 'れる', 'られる', 'よう', 'こと', 'もの', 'ため', 'とき']);

function addLatin(text: string, lang: SearchLanguage, out: Analysis) {
  for (const word of latinWords(text)) {
    const words = [word, ...latinParts(word)];
    for (const w of words) {
      if (lang === 'en' && EN_STOP_WORDS.has(w)) continue;
      const key = lang === 'en' ? stemEnglish(w) : w;
      if (!key) continue;
      count(out.words, key);
      if (key !== w && !out.surfaces.has(key)) out.surfaces.set(key, w);
    }
  }
}

// Bigrams of kanji runs only: katakana words are cut well by kuromoji and found by their start when cut off; their
// bigrams added 35 KB gzip (a fifth of what the Japanese index holds besides its documents) for no answer gained.
const GRAM_RUN = /[\p{Script=Han}々〆]+/gu;
function addGrams(text: string, out: Analysis) {
  for (const [run] of text.matchAll(GRAM_RUN)) {
    for (const gram of bigrams(toKatakanaKey(run))) out.grams.add(gram);
  }
}

/**
 * A verb of its own (not an auxiliary: ておく, てみる) written in hiragana, of three kana or more in its dictionary
 * form and not one of the commonest: つなげる, まとめる, おさえる; not いる, なる or くる.
 */
function isKanaVerb(token: KuromojiToken): boolean {
  return (
    token.pos === '動詞' &&
    token.pos_detail_1 === '自立' &&
    /^[\u3041-\u3096]{3,}$/u.test(token.basic_form) &&
    /^[\u3041-\u3096]+$/u.test(token.surface_form) &&
    !JA_SKIP.has(token.basic_form)
  );
}

/** A kana verb is indexed by its dictionary form in katakana (ツナゲル); the reading of the form met (ツナゲ) leads to it. */
function addKanaVerb(token: KuromojiToken, out: Analysis) {
  const key = toKatakanaKey(token.basic_form);
  count(out.words, key);
  if (!out.surfaces.has(key)) out.surfaces.set(key, token.surface_form);
  const reading = toKatakanaKey(token.surface_form);
  if (reading !== key) out.readings.set(reading, key);
}

function analyzeJapanese(text: string, tokenizer: Tokenizer): Analysis {
  const out: Analysis = {words: new Map(), grams: new Set(), readings: new Map(), surfaces: new Map()};
  const normalized = normalizeText(text);
  addLatin(normalized, 'ja', out);
  addGrams(normalized, out);
  // A run of nouns, indexed whole besides its words (会議 + 室 → 会議室).
  let run: {key: string; reading: string | undefined; surface: string}[] = [];
  const closeRun = () => {
    for (let length = 2; length <= Math.min(run.length, 4); length += 1) {
      for (let start = 0; start + length <= run.length; start += 1) {
        const span = run.slice(start, start + length);
        const key = span.map((w) => w.key).join('');
        count(out.words, key);
        const surface = span.map((w) => w.surface).join('');
        if (surface !== key && !out.surfaces.has(key)) out.surfaces.set(key, surface);
        if (span.every((w) => w.reading)) out.readings.set(span.map((w) => w.reading).join(''), key);
      }
    }
    run = [];
  };
  for (const token of tokenizer.tokenize(normalized)) {
    const surface = token.surface_form;
    const isNoun = token.pos === '名詞' && (!NOUN_SKIP.has(token.pos_detail_1) || PRONOUNS_KEPT.has(surface));
    // Latin words are indexed above; hiragana-only words are particles, endings and very common verbs, apart from a
    // verb of its own written in kana (つなげる, まとめる, そろえる), which a reader types in kana too.
    if (isKanaVerb(token)) {
      addKanaVerb(token, out);
      closeRun();
      continue;
    }
    if (!CONTENT_POS.has(token.pos) || !/[\p{Script=Han}\p{Script=Katakana}々]/u.test(surface) || (token.pos === '名詞' && !isNoun)) {
      closeRun();
      continue;
    }
    const base = token.pos === '動詞' || token.pos === '形容詞' ? token.basic_form : surface;
    if (JA_SKIP.has(base)) {
      closeRun();
      continue;
    }
    const key = wordKey(base === '*' ? surface : base);
    if (!key) continue;
    count(out.words, key);
    const surfaceKey = wordKey(surface);
    if (surfaceKey !== key) count(out.words, surfaceKey);
    if (surface !== key && !out.surfaces.has(key)) out.surfaces.set(key, surface);
    const reading =
      token.reading && token.reading !== '*' ? toKatakanaKey(token.reading) : /^[\p{Script=Katakana}ー]+$/u.test(surface) ? toKatakanaKey(surface) : undefined;
    if (reading && reading !== key) out.readings.set(reading, key);
    if (isNoun || token.pos === '接頭詞') run.push({key: surfaceKey, reading, surface});
    else closeRun();
  }
  closeRun();
  return out;
}

function analyzeChinese(text: string): Analysis {
  const out: Analysis = {words: new Map(), grams: new Set(), readings: new Map(), surfaces: new Map()};
  const normalized = normalizeText(text);
  addLatin(normalized, 'zh', out);
  addGrams(normalized, out);
  for (const [run] of normalized.matchAll(/[\p{Script=Han}]+/gu)) {
    for (const word of cutChinese(run)) if (word.length > 1 || isHan(word)) count(out.words, word);
  }
  return out;
}

function analyzeEnglish(text: string): Analysis {
  const out: Analysis = {words: new Map(), grams: new Set(), readings: new Map(), surfaces: new Map()};
  addLatin(normalizeText(text), 'en', out);
  return out;
}

type SudachiGroup = {items: {expandControl: number; vocabularyNumber?: number; midashi: string; taigenYogen?: string}[]};
// A verb's stem → the Sino-Japanese nouns of its group (変える → 変更, 消す → 削除, 送る → 送信), in tenths: lower than
// a related word, as a stem such as 変 stands for more than one verb. Measured on the tuning questions: 5 found one
// more page in the first eight and moved none out of the first three; 7 moved a regression question out.
const VERB_WEIGHT = 5;

/**
 * Sudachi's synonym groups, restricted to groups with a word on the pages: each other word of the group (that may
 * start an expansion) → the page words, weight 9 tenths for the same word written otherwise (variant, abbreviation,
 * translation: the same vocabulary number), 6 for a related word of the group; a verb written in kanji → the nouns of
 * its group (VERB_WEIGHT).
 */
async function sudachiSynonyms(vocabulary: Map<string, number>): Promise<Record<string, number[]>> {
  const {fetchDictionary} = requireHere('sudachi-synonyms-dictionary') as {fetchDictionary(): Promise<SudachiGroup[]>};
  const groups = await fetchDictionary();
  const out: Record<string, number[]> = {};
  for (const group of groups) {
    const items = group.items.filter((item) => item.expandControl !== 2).map((item) => ({...item, key: wordKey(normalizeText(item.midashi))}));
    const onPages = items.filter((item) => vocabulary.has(item.key));
    if (onPages.length === 0) continue;
    for (const source of items) {
      // Sudachi marks a verb "not a trigger" (expandControl 1): its stem is ambiguous in running text, but in a
      // reader's question (設定を変えたい) the verb is the task, and the page writes the noun (変更).
      const verb = source.taigenYogen === '用言' && source.expandControl === 1 && /^\p{Script=Han}/u.test(source.midashi);
      if (!verb && (source.expandControl !== 0 || !source.key || source.key.length < 2)) continue;
      if (!source.key) continue;
      const targets = onPages.filter((t) => t.key !== source.key && (!verb || t.taigenYogen !== '用言'));
      if (targets.length === 0) continue;
      const list = (out[source.key] ??= []);
      for (const target of targets.slice(0, 6)) {
        const weight = verb ? VERB_WEIGHT : target.vocabularyNumber !== undefined && target.vocabularyNumber === source.vocabularyNumber ? 9 : 6;
        const term = vocabulary.get(target.key)!;
        if (!list.some((value, k) => k % 2 === 0 && value === term)) list.push(term, weight);
      }
    }
  }
  return out;
}

/** Two synonym tables in one: each key's targets from both, the first table's weight where both name a target. */
function mergeSynonyms(first: Record<string, number[]>, second: Record<string, number[]>): Record<string, number[]> {
  const out: Record<string, number[]> = {...first};
  for (const [key, list] of Object.entries(second)) {
    const merged = [...(out[key] ?? [])];
    for (let k = 0; k + 1 < list.length; k += 2) if (!merged.some((value, j) => j % 2 === 0 && value === list[k])) merged.push(list[k], list[k + 1]);
    out[key] = merged;
  }
  return out;
}

/** The index file of one docs version from the plugin's documents (per part: title, heading, description, keywords, text). */
export async function buildIndexFile(partsIn: SearchDocument[][], lang: SearchLanguage): Promise<SearchIndexFile> {
  const tokenizer = lang === 'ja' ? await japaneseTokenizer() : undefined;
  const parts = partsIn.map((docs) => docs.map((doc) => ({...doc})));
  const units = parts.flat();
  // A page's breadcrumbs (its section and category, 外部 API for the operation pages) count as its description.
  const crumbs = new Map(parts[0].map((doc) => [doc.i, (doc.b ?? []).join(' ')]));
  const descriptions = new Set(parts[2]);
  const titles = new Set(parts[0]);
  // A text met again (a heading many pages share, a page copied under another URL) is analyzed once: the analyses
  // are only read below, and the one change made to one (a hiragana title) is made to a copy.
  const analyzed = new Map<string, Analysis>();
  const analyses = units.map((doc) => {
    const text = `${doc.t ?? ''}${descriptions.has(doc) ? ` ${crumbs.get(doc.p as number) ?? ''}` : ''}`;
    let analysis = analyzed.get(text);
    if (!analysis) {
      analysis = tokenizer ? analyzeJapanese(text, tokenizer) : lang === 'zh' ? analyzeChinese(text) : analyzeEnglish(text);
      analyzed.set(text, analysis);
    }
    // A title in hiragana only (はじめに) has no word the analyzer keeps: it is indexed whole, so that it is found.
    if (titles.has(doc) && /^[\u3041-\u3096ー\s]+$/.test(normalizeText(text))) {
      analysis = {...analysis, words: new Map(analysis.words)};
      count(analysis.words, wordKey(normalizeText(text).replace(/\s+/g, '')));
    }
    return analysis;
  });

  const termRows = new Map<string, [number, number][]>();
  const gramRows = new Map<string, [number, number][]>();
  const readingOf = new Map<string, Set<string>>();
  const surfaceOf = new Map<string, string>();
  const lengths: number[] = [];
  analyses.forEach((analysis, unit) => {
    let length = 0;
    for (const [key, tf] of analysis.words) {
      (termRows.get(key) ?? termRows.set(key, []).get(key)!).push([unit, tf]);
      length += tf;
    }
    for (const gram of analysis.grams) (gramRows.get(gram) ?? gramRows.set(gram, []).get(gram)!).push([unit, 1]);
    for (const [reading, key] of analysis.readings) (readingOf.get(reading) ?? readingOf.set(reading, new Set()).get(reading)!).add(key);
    for (const [key, surface] of analysis.surfaces) if (!surfaceOf.has(key)) surfaceOf.set(key, surface);
    lengths.push(length);
  });

  const terms = [...termRows.keys()].sort();
  const termNumber = new Map(terms.map((t, k) => [t, k]));
  const grams = [...gramRows.keys()].sort();
  const readings = [...readingOf.keys()].filter((r) => r.length >= 2).sort();
  const surfaces: Record<string, string> = {};
  for (const [key, surface] of surfaceOf) {
    const k = termNumber.get(key);
    if (k !== undefined && surface !== key) surfaces[k] = surface;
  }
  const readingTerms = readings.map((r) => [...readingOf.get(r)!].map((key) => termNumber.get(key)!).filter((k) => k !== undefined));
  return {
    format: INDEX_FORMAT,
    lang,
    parts: withoutPageUrls(parts),
    lengths,
    terms,
    postings: terms.map((t) => encodePostings(termRows.get(t)!)),
    grams,
    gramPostings: grams.map((g) => encodePostings(gramRows.get(g)!)),
    readings,
    readingTerms,
    synonyms:
      lang === 'ja'
        ? mergeSynonyms(await sudachiSynonyms(termNumber), loanwordSynonyms([...glossaryPairs(), ...pagePairs(units.map((d) => d.t ?? ''))], termNumber))
        : lang === 'zh'
          ? regionalSynonyms(termNumber)
          : {},
    surfaces,
    // Romaji typed with the input method off, for Japanese (src/search/engine.ts).
    ...(lang === 'ja' ? {romaji: romajiTable({readings, readingTerms, terms})} : {}),
  };
}
