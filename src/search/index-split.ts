/**
 * The search index split into files a query fetches only as it needs them (format 3), as Pagefind does: the reader's
 * first search used to download the whole index (566 KB gzip for Japanese, about 3 s on a slow 4G phone).
 *
 * - The manifest (`search-index-<hash>.json`, the name the search plugin gives the index): the page titles, every
 *   unit's page, the units' lengths, and the names of the other files.
 * - Lexicon shards (`search-index/<content hash>.json`): the words whose key starts with a character of the
 *   shard's bucket (a hash of that character), with their postings, readings, bigrams, synonyms and romaji keys. A
 *   query loads the buckets of the characters it looks up, then those of the words its synonyms and readings name.
 * - Text shards (same folder): the headings and section texts of a run of pages, loaded for the rows a result list
 *   shows.
 * - About shards (same folder): what each page of a run of pages says it is about (index-format.ts aboutTexts: title,
 *   headings, description, keywords), loaded for the first results, which the engine reorders by it.
 * Shards refer to words by their text, not by number, so each is read on its own; `assembleIndex` puts the whole
 * index (format 2) back together for the tools and tests that read it in Node, and `LoadedIndex` makes a format-2
 * view of what a query has loaded for the engine (src/search/engine.ts), which answers exactly as on the whole index.
 * No imports but our own: the worker and Node both load it.
 */
import type {SearchLanguage} from '../../site/locales.ts';
import {aboutTexts, decodePostings, withoutPageUrls, type SearchDocument, type SearchIndexFile} from './index-format.ts';

export const SPLIT_FORMAT = 'help-search-index/3';

export type SearchManifest = {
  format: typeof SPLIT_FORMAT;
  lang: SearchLanguage;
  /** Part 0 (titles) whole. */
  titles: SearchDocument[];
  /** Parts 1 to 4: each unit's page (title id), in unit order; the rest of each unit is in a text shard. */
  unitPages: number[][];
  lengths: number[];
  /** The longest term and reading of the whole index (the engine's segmentation window). */
  maxTermLength: number;
  maxReadingLength: number;
  /** Lexicon shard file per bucket (relative to the manifest's folder), '' for an empty bucket. */
  lexicon: string[];
  /** Text shard files, and for each its first unit number (ascending). */
  texts: string[];
  textStarts: number[];
  /** About shard files, and for each its first title (an index into `titles`, ascending). */
  about: string[];
  aboutStarts: number[];
};

/** What the pages of a run say they are about, from title `start` on (in `titles` order). */
export type AboutShard = {start: number; texts: string[]};

export type LexiconShard = {
  terms: string[];
  postings: number[][];
  /** Local term number → surface. */
  surfaces: Record<string, string>;
  readings: string[];
  readingTerms: string[][];
  grams: string[];
  gramPostings: number[][];
  /** Key → [term, weight in tenths, …] with terms as text. */
  synonyms: Record<string, (string | number)[]>;
  /** Folded romaji → terms as text. */
  romaji: Record<string, string[]>;
};

/** The documents of a run of units, from unit `start` on. */
export type TextShard = {start: number; docs: SearchDocument[]};

export function isManifest(json: unknown): json is SearchManifest {
  return typeof json === 'object' && json !== null && (json as SearchManifest).format === SPLIT_FORMAT;
}

/** The bucket of a key: a hash of its first character (code point). */
export function bucketOf(key: string, buckets: number): number {
  const cp = key.codePointAt(0) ?? 0;
  let h = Math.imul(cp ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) % buckets;
}

/** Unit number → [part, index in part]. */
function unitParts(parts: SearchDocument[][]): [number, number][] {
  const out: [number, number][] = [];
  parts.forEach((docs, type) => docs.forEach((_, k) => out.push([type, k])));
  return out;
}

export type SplitFiles = {
  manifest: Omit<SearchManifest, 'lexicon' | 'texts' | 'about'>;
  lexicon: (LexiconShard | null)[];
  texts: TextShard[];
  about: AboutShard[];
};

/**
 * Splits a whole index: `buckets` lexicon shards, text shards of about `textBytes` characters each. The caller names
 * the files (by their content) and fills `lexicon` and `texts` into the manifest.
 */
export function splitIndex(index: SearchIndexFile & {romaji?: Record<string, number[]>}, buckets: number, textBytes = 24_000, aboutBytes = 6_000): SplitFiles {
  const empty = (): LexiconShard => ({
    terms: [],
    postings: [],
    surfaces: {},
    readings: [],
    readingTerms: [],
    grams: [],
    gramPostings: [],
    synonyms: {},
    romaji: {},
  });
  const shards: LexiconShard[] = Array.from({length: buckets}, empty);
  const at = (key: string) => shards[bucketOf(key, buckets)];
  index.terms.forEach((term, t) => {
    const shard = at(term);
    if (index.surfaces[t] !== undefined) shard.surfaces[shard.terms.length] = index.surfaces[t];
    shard.terms.push(term);
    shard.postings.push(index.postings[t]);
  });
  index.readings.forEach((reading, r) => {
    const shard = at(reading);
    shard.readings.push(reading);
    shard.readingTerms.push(index.readingTerms[r].map((t) => index.terms[t]));
  });
  index.grams.forEach((gram, g) => {
    const shard = at(gram);
    shard.grams.push(gram);
    shard.gramPostings.push(index.gramPostings[g]);
  });
  for (const [key, list] of Object.entries(index.synonyms)) at(key).synonyms[key] = list.map((v, k) => (k % 2 === 0 ? index.terms[v] : v));
  for (const [key, terms] of Object.entries(index.romaji ?? {})) at(key).romaji[key] = terms.map((t) => index.terms[t]);

  const [titles, ...rest] = index.parts;
  const units = rest.flat();
  const texts: TextShard[] = [];
  let size = 0;
  units.forEach((doc, k) => {
    const unit = titles.length + k;
    if (texts.length === 0 || size >= textBytes) {
      texts.push({start: unit, docs: []});
      size = 0;
    }
    texts[texts.length - 1].docs.push(doc);
    size += (doc.t?.length ?? 0) + (doc.s?.length ?? 0) + 16;
  });
  const abouts = aboutTexts(index.parts);
  const about: AboutShard[] = [];
  size = 0;
  titles.forEach((doc, k) => {
    if (about.length === 0 || size >= aboutBytes) {
      about.push({start: k, texts: []});
      size = 0;
    }
    const text = abouts.get(doc.i) ?? '';
    about[about.length - 1].texts.push(text);
    size += text.length + 4;
  });
  return {
    manifest: {
      format: SPLIT_FORMAT,
      lang: index.lang,
      titles,
      unitPages: rest.map((docs) => docs.map((doc) => doc.p ?? -1)),
      lengths: index.lengths,
      maxTermLength: Math.min(16, Math.max(1, ...index.terms.map((t) => t.length))),
      maxReadingLength: Math.min(24, Math.max(1, ...index.readings.map((t) => t.length))),
      textStarts: texts.map((t) => t.start),
      aboutStarts: about.map((a) => a.start),
    },
    lexicon: shards.map((s) =>
      s.terms.length || s.readings.length || s.grams.length || Object.keys(s.synonyms).length || Object.keys(s.romaji).length ? s : null,
    ),
    texts,
    about,
  };
}

/**
 * What a query has loaded, as a format-2 index for the engine: the loaded shards' words (and the words their
 * synonyms, readings and romaji keys name, without postings until their own shard is in), the manifest's units with
 * the texts loaded so far. `missing` collects the buckets and text shards a lookup wanted and did not find loaded.
 */
export class LoadedIndex {
  readonly manifest: SearchManifest;
  private readonly lexicon = new Map<number, LexiconShard>();
  private readonly texts = new Set<number>();
  private readonly abouts = new Map<number, AboutShard>();
  private readonly titleIndex: Map<number, number>;
  private readonly units: [number, number][];

  /** Titles whole, the other units as stubs (id and page) until their text shard is loaded. */
  readonly parts: SearchDocument[][];

  constructor(manifest: SearchManifest) {
    this.manifest = manifest;
    // A stub's text is unknown until its shard is loaded: undefined, not the empty string (src/search/engine.ts excerpt).
    // It carries its page's URL from the start, so that the engine keeps these very objects (withPageUrls copies a
    // unit without one) and sees a text shard's documents land in them.
    const urls = new Map(manifest.titles.map((doc) => [doc.i, doc.u]));
    const stub = (p: number) => (p >= 0 ? (urls.get(p) !== undefined ? {i: -1, p, u: urls.get(p)} : {i: -1, p}) : {i: -1}) as SearchDocument;
    this.parts = [manifest.titles, ...manifest.unitPages.map((pages) => pages.map(stub))];
    this.units = unitParts(this.parts);
    this.titleIndex = new Map(manifest.titles.map((doc, k) => [doc.i, k]));
  }

  get buckets(): number {
    return this.manifest.lexicon.length;
  }

  hasBucket(bucket: number): boolean {
    return this.lexicon.has(bucket) || this.manifest.lexicon[bucket] === '';
  }

  addLexicon(bucket: number, shard: LexiconShard): void {
    this.lexicon.set(bucket, shard);
  }

  /** The text shard that holds `unit`. */
  textShardOf(unit: number): number {
    let lo = 0;
    let hi = this.manifest.textStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.manifest.textStarts[mid] <= unit) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  hasText(shard: number): boolean {
    return this.texts.has(shard);
  }

  /**
   * Puts a text shard's documents in place of the manifest's stubs. True when an engine made before sees them: every
   * stub filled had its page's URL, so the engine holds that very object (a unit without a page is copied).
   */
  addText(shard: number, text: TextShard): boolean {
    let seen = true;
    text.docs.forEach((doc, k) => {
      const place = this.units[text.start + k];
      if (!place) return;
      const stub = this.parts[place[0]][place[1]];
      if (stub.u === undefined) seen = false;
      Object.assign(stub, doc);
    });
    this.texts.add(shard);
    return seen;
  }

  /** The about shard that holds a page (title id); -1 for a page the manifest does not list. */
  aboutShardOf(page: number): number {
    const title = this.titleIndex.get(page);
    const starts = this.manifest.aboutStarts;
    if (title === undefined || !starts?.length) return -1;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= title) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  hasAbout(shard: number): boolean {
    return this.abouts.has(shard);
  }

  addAbout(shard: number, about: AboutShard): void {
    this.abouts.set(shard, about);
  }

  /** What a page says it is about, once its about shard is loaded ('' for a page the shards do not hold). */
  aboutOf(page: number): string | undefined {
    const shard = this.aboutShardOf(page);
    if (shard < 0) return '';
    const about = this.abouts.get(shard);
    if (!about) return undefined;
    return about.texts[this.titleIndex.get(page)! - about.start] ?? '';
  }

  /** The loaded part of the index in format 2 (term numbers of this view only). */
  view(): SearchIndexFile & {romaji: Record<string, number[]>} {
    const shards = [...this.lexicon.values()];
    const postingOf = new Map<string, number[]>();
    const surfaceOf = new Map<string, string>();
    for (const shard of shards) {
      shard.terms.forEach((term, k) => {
        postingOf.set(term, shard.postings[k]);
        if (shard.surfaces[k] !== undefined) surfaceOf.set(term, shard.surfaces[k]);
      });
    }
    // Words named by the loaded synonyms, readings and romaji keys, whose own shard may not be loaded yet.
    const named = new Set(postingOf.keys());
    for (const shard of shards) {
      for (const list of shard.readingTerms) for (const t of list) named.add(t);
      for (const list of Object.values(shard.synonyms)) list.forEach((v, k) => k % 2 === 0 && named.add(v as string));
      for (const list of Object.values(shard.romaji)) for (const t of list) named.add(t);
    }
    const terms = [...named].sort();
    const number = new Map(terms.map((t, k) => [t, k]));
    const readings: [string, number[]][] = [];
    const grams: [string, number[]][] = [];
    const synonyms: Record<string, number[]> = {};
    const romaji: Record<string, number[]> = {};
    for (const shard of shards) {
      shard.readings.forEach((r, k) => readings.push([r, shard.readingTerms[k].map((t) => number.get(t)!)]));
      shard.grams.forEach((g, k) => grams.push([g, shard.gramPostings[k]]));
      for (const [key, list] of Object.entries(shard.synonyms)) synonyms[key] = list.map((v, k) => (k % 2 === 0 ? number.get(v as string)! : (v as number)));
      for (const [key, list] of Object.entries(shard.romaji)) romaji[key] = list.map((t) => number.get(t)!);
    }
    readings.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    grams.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const surfaces: Record<string, string> = {};
    terms.forEach((t, k) => {
      const s = surfaceOf.get(t);
      if (s !== undefined) surfaces[k] = s;
    });
    return {
      format: 'help-search-index/2',
      lang: this.manifest.lang,
      parts: this.parts,
      lengths: this.manifest.lengths,
      terms,
      postings: terms.map((t) => postingOf.get(t) ?? []),
      grams: grams.map(([g]) => g),
      gramPostings: grams.map(([, p]) => p),
      readings: readings.map(([r]) => r),
      readingTerms: readings.map(([, t]) => t),
      synonyms,
      surfaces,
      romaji,
    };
  }
}

/** The whole index (format 2) from a manifest and all its shards, for the tools and tests that read it in Node. */
export function assembleIndex(
  manifest: SearchManifest,
  lexicon: (LexiconShard | null)[],
  texts: TextShard[],
): SearchIndexFile & {romaji: Record<string, number[]>} {
  const loaded = new LoadedIndex(structuredClone(manifest));
  lexicon.forEach((shard, bucket) => shard && loaded.addLexicon(bucket, shard));
  texts.forEach((text, k) => loaded.addText(k, text));
  // Units name their page's URL only where it differs, as in the whole index.
  const view = loaded.view();
  return {...view, parts: withoutPageUrls(view.parts)};
}

/** Units a posting list names (for the tests: which text shards a result needs). */
export const postingUnits = (list: number[]): number[] => decodePostings(list).map(([unit]) => unit);
