/**
 * The search index file as the browser gets it (format 2). Written at build time by
 * plugins/search-index/ from the documents the search plugin extracted; read by the search worker
 * (src/search/engine.ts). Why our own format: the plugin's lunr index knows one tokenization and no readings,
 * bigrams or synonyms, and lunr's query language cannot rank "any of these words" by how many a page holds.
 *
 * Units: every document of every part, in part order (title, heading, description, keywords, text). A posting
 * list names units by their number in that order, as deltas, each followed by `-tf` when a word occurs tf > 1
 * times. No imports but a type: the worker bundle and Node both load it.
 */
import type {SearchLanguage} from '../../site/locales.ts';

export const INDEX_FORMAT = 'help-search-index/2';

export type SearchDocument = {i: number; t: string; u?: string; p?: number; h?: string; s?: string; b?: string[]};

export type SearchIndexFile = {
  format: typeof INDEX_FORMAT;
  lang: SearchLanguage;
  /** Per part, the documents the results list shows (heading and text documents without their page's URL). */
  parts: SearchDocument[][];
  /** Per unit, its number of indexed words (BM25's field length). */
  lengths: number[];
  /** Word keys (src/search/text.ts wordKey), sorted, and their postings. */
  terms: string[];
  postings: number[][];
  /** Character bigrams of the CJK text, sorted, and their postings: a fallback for words segmented otherwise. */
  grams: string[];
  gramPostings: number[][];
  /** Readings (katakana keys), sorted, and per reading the terms read so: a word typed in hiragana finds them. */
  readings: string[];
  readingTerms: number[][];
  /** Readers' words (keys) → terms of the pages, with a weight in tenths (a dictionary's synonyms, restricted). */
  synonyms: Record<string, number[]>;
  /** Term number → the word as the pages write it, where its key differs (to mark it in the results). */
  surfaces: Record<string, string>;
  /** Japanese: folded romaji of the readings and katakana words → their terms (src/search/engine.ts romajiTable). */
  romaji?: Record<string, number[]>;
};

export function isIndexFile(json: unknown): json is SearchIndexFile {
  return typeof json === 'object' && json !== null && (json as SearchIndexFile).format === INDEX_FORMAT;
}

/** Delta-coded postings → [unit, tf] pairs. */
export function decodePostings(list: number[]): [number, number][] {
  const out: [number, number][] = [];
  let unit = 0;
  for (const value of list) {
    if (value < 0) out[out.length - 1][1] = -value;
    else out.push([(unit += value), 1]);
  }
  return out;
}

/** [unit, tf] pairs (units ascending) → delta-coded postings. */
export function encodePostings(rows: [number, number][]): number[] {
  const list: number[] = [];
  let previous = 0;
  for (const [unit, tf] of rows) {
    list.push(unit - previous);
    if (tf > 1) list.push(-tf);
    previous = unit;
  }
  return list;
}

/** The documents with their page's URL restored (the file drops it where the title document has the same one). */
export function withPageUrls(parts: SearchDocument[][]): SearchDocument[][] {
  const urls = new Map(parts[0]?.map((doc) => [doc.i, doc.u]) ?? []);
  return parts.map((docs, type) => (type === 0 ? docs : docs.map((doc) => (doc.u === undefined ? {...doc, u: urls.get(doc.p as number)} : doc))));
}

export function withoutPageUrls(parts: SearchDocument[][]): SearchDocument[][] {
  const urls = new Map(parts[0]?.map((doc) => [doc.i, doc.u]) ?? []);
  return parts.map((docs, type) =>
    type === 0
      ? docs
      : docs.map((doc) => {
          if (doc.p === undefined || urls.get(doc.p) !== doc.u) return doc;
          const {u: _u, ...rest} = doc;
          return rest;
        }),
  );
}

/**
 * What a page says it is about: its title, headings, description and keywords, one string per page (title id → text).
 * The engine reorders its first results by the query's character pairs found here (src/search/engine.ts); a split
 * index ships it in shards of its own (src/search/index-split.ts), made by this same function.
 */
export function aboutTexts(parts: SearchDocument[][]): Map<number, string> {
  const out = new Map<number, string>(parts[0]?.map((doc) => [doc.i, doc.t ?? '']) ?? []);
  for (const type of [1, 2, 3]) {
    for (const doc of parts[type] ?? []) {
      const page = doc.p;
      if (page === undefined || !out.has(page) || !doc.t) continue;
      out.set(page, `${out.get(page)} ${doc.t}`);
    }
  }
  return out;
}
