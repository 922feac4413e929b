/**
 * A search over a split index (src/search/index-split.ts), as the search worker runs it: the manifest first, then per
 * query only the shards its lookups need. The engine (./engine.ts) runs on what is loaded and reports every key it
 * looks up; the buckets of keys not loaded yet are fetched and the query runs again, until nothing is missing (a few
 * rounds: the query's own characters, then the words its synonyms and readings name). Then what the first pages say
 * they are about (the engine reorders them by it) and the texts of the rows the list shows. A shard that cannot be fetched reads as empty: the search answers with what it has.
 * No imports but our own: the worker and Node (tests, the transfer measurement) both load it.
 */
import {SearchEngine, type EngineOptions, type SearchResult} from './engine.ts';
import {LoadedIndex, bucketOf, type AboutShard, type LexiconShard, type SearchManifest, type TextShard} from './index-split.ts';

/** Fetches a JSON file by its path relative to the manifest's folder. */
export type FetchJson = (path: string) => Promise<unknown>;

const EMPTY_SHARD: LexiconShard = {
  terms: [],
  postings: [],
  surfaces: {},
  readings: [],
  readingTerms: [],
  grams: [],
  gramPostings: [],
  synonyms: {},
  romaji: {},
};
const MAX_ROUNDS = 8;

/** Rows whose text could not be fetched (a failing shard, or still missing after the last round) show it empty. */
const withText = (rows: SearchResult[]): SearchResult[] => rows.map((r) => (r.document.t === undefined ? {...r, document: {...r.document, t: ''}} : r));

export class ShardedSearch {
  private readonly loaded: LoadedIndex;
  private readonly options: EngineOptions;
  private readonly fetchJson: FetchJson;
  private readonly pending = new Map<string, Promise<void>>();
  private engine: SearchEngine | undefined;
  /** The running call's lookups of buckets not loaded (set before each synchronous search). */
  private wanted = new Set<number>();
  /** The running call's about shards not loaded (the pages its first results reorder by). */
  private wantedAbout = new Set<number>();

  constructor(manifest: SearchManifest, options: EngineOptions, fetchJson: FetchJson) {
    this.loaded = new LoadedIndex(manifest);
    this.options = options;
    this.fetchJson = fetchJson;
  }

  /** The engine on what is loaded now (made again after a word shard arrives; see `load`). */
  private current(): SearchEngine {
    this.engine ??= new SearchEngine(this.loaded.view(), {
      ...this.options,
      maxTermLength: this.loaded.manifest.maxTermLength,
      maxReadingLength: this.loaded.manifest.maxReadingLength,
      onLookup: (key) => {
        const bucket = bucketOf(key, this.loaded.buckets);
        if (!this.loaded.hasBucket(bucket)) this.wanted.add(bucket);
      },
      aboutOf: (page) => {
        const text = this.loaded.aboutOf(page);
        if (text === undefined) this.wantedAbout.add(this.loaded.aboutShardOf(page));
        return text;
      },
    });
    return this.engine;
  }

  /**
   * Fetches once per key; `fetch` says whether the engine must be made again. Only new words change the engine's
   * index: about texts are read through `aboutOf`, and texts land in the units the engine already holds.
   */
  private load(key: string, fetch: () => Promise<boolean>): Promise<void> {
    let promise = this.pending.get(key);
    if (!promise) {
      promise = fetch().then((stale) => {
        if (stale) this.engine = undefined;
      });
      this.pending.set(key, promise);
    }
    return promise;
  }

  private loadBucket(bucket: number): Promise<void> {
    return this.load(`l${bucket}`, async () => {
      const name = this.loaded.manifest.lexicon[bucket];
      const shard = name ? ((await this.fetchJson(name).catch(() => null)) as LexiconShard | null) : null;
      this.loaded.addLexicon(bucket, shard && Array.isArray(shard.terms) ? shard : EMPTY_SHARD);
      return true;
    });
  }

  private loadAbout(shard: number): Promise<void> {
    return this.load(`a${shard}`, async () => {
      const about = (await this.fetchJson(this.loaded.manifest.about[shard]).catch(() => null)) as AboutShard | null;
      // A shard that cannot be fetched reads as empty: its pages keep their order.
      this.loaded.addAbout(shard, about && Array.isArray(about.texts) ? about : {start: 0, texts: []});
      return false;
    });
  }

  private loadText(shard: number): Promise<void> {
    return this.load(`t${shard}`, async () => {
      const text = (await this.fetchJson(this.loaded.manifest.texts[shard]).catch(() => null)) as TextShard | null;
      return !this.loaded.addText(shard, text && Array.isArray(text.docs) ? text : {start: 0, docs: []});
    });
  }

  async search(input: string, limit: number): Promise<SearchResult[]> {
    let results: SearchResult[] = [];
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      // Each call collects its own lookups (a search runs synchronously; another call may load shards meanwhile).
      const wanted = new Set<number>();
      const wantedAbout = new Set<number>();
      this.wanted = wanted;
      this.wantedAbout = wantedAbout;
      results = this.current().search(input, limit);
      const texts = new Set(results.flatMap((r) => (r.unit === undefined ? [] : [this.loaded.textShardOf(r.unit)])).filter((t) => !this.loaded.hasText(t)));
      if (wanted.size === 0 && texts.size === 0 && wantedAbout.size === 0) return withText(results);
      // In turn, so that nothing is fetched for a list that is not final: the words (their pages may change the first
      // eight), then what the first eight say they are about (it may change their order), then the rows' texts.
      if (wanted.size) await Promise.all([...wanted].map((bucket) => this.loadBucket(bucket)));
      else if (wantedAbout.size) await Promise.all([...wantedAbout].map((a) => this.loadAbout(a)));
      else await Promise.all([...texts].map((t) => this.loadText(t)));
    }
    return withText(results);
  }
}
