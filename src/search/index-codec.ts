/**
 * A compact file format for the search plugin's index (issue 17: the Japanese index was 5.9 MB, 1.34 MB gzip).
 * Why our own code: @easyops-cn/docusaurus-search-local writes lunr's own serialisation, which holds, besides what a
 * query can match, the position of every word occurrence (about two thirds of the file) and a precomputed score for
 * every word of every section (a quarter more). No plugin option turns either off.
 *
 * What the file keeps, per kind of document (title, heading, description, keywords, text):
 * - the documents the results list shows, without the URL when the page's title document has it;
 * - each indexed word once, sorted, with the documents that hold it and how often (a posting list, deltas);
 * - the number of words in each document.
 * From these the search worker rebuilds lunr's index exactly (the same words, the same BM25 scores: the build checks
 * that the rebuilt scores equal lunr's, `verifyCompactIndex`). What is gone: word positions. The results list marked
 * the matched words with them; it now finds the words in the shown text instead (patched getStemmedPositions).
 *
 * Used by config/search-index.ts at build time (encode, verify) and by the search worker (decode), in
 * patches/@easyops-cn+docusaurus-search-local+*.patch. No imports: the worker bundle and Node both load it.
 */

/** lunr's serialised index (lunr.Index.prototype.toJSON), the parts we read. */
export type LunrIndexJson = {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown> & {_index: number}][];
  pipeline: string[];
};
type SearchDocument = {i: number; u?: string; p?: number; [key: string]: unknown};
export type WrappedIndex = {documents: SearchDocument[]; index: LunrIndexJson};

export const COMPACT_FORMAT = 'help-search-index/1';
export type CompactPart = {
  documents: SearchDocument[];
  /** The lunr field (the plugin has one, `t`), lunr version, pipeline names. */
  field: string;
  version: string;
  pipeline: string[];
  /** Sorted as lunr sorts them (its token set needs that order). */
  terms: string[];
  /** Per term: document positions in `documents` as deltas, each followed by `-tf` when the term occurs tf > 1 times. */
  postings: number[][];
  /** Per document: the number of words lunr counted in its field (the BM25 field length). */
  lengths: number[];
};
export type CompactIndex = {format: typeof COMPACT_FORMAT; parts: CompactPart[]};

// lunr's BM25 defaults (lunr.Builder: k1 1.2, b 0.75); the plugin sets no boosts.
const K1 = 1.2;
const B = 0.75;

export function isCompactIndex(json: unknown): json is CompactIndex {
  return typeof json === 'object' && json !== null && (json as CompactIndex).format === COMPACT_FORMAT;
}

/** lunr's serialised index → the compact file. Needs the index with `position` metadata (it counts occurrences). */
export function encodeIndex(wrapped: WrappedIndex[]): CompactIndex {
  return withoutPageUrls({format: COMPACT_FORMAT, parts: wrapped.map(encodePart)});
}

function encodePart({documents, index}: WrappedIndex): CompactPart {
  if (index.fields.length !== 1) throw new Error(`search index: expected one field, got ${index.fields.join(', ')}`);
  const field = index.fields[0];
  const ordinal = new Map(documents.map((doc, k) => [String(doc.i), k]));
  const lengths = documents.map(() => 0);
  const terms: string[] = [];
  const postings: number[][] = [];
  for (const [term, posting] of index.invertedIndex) {
    const byDoc = (posting[field] ?? {}) as Record<string, {position?: unknown[]}>;
    const rows = Object.entries(byDoc).map(([ref, meta]) => {
      const k = ordinal.get(ref);
      if (k === undefined) throw new Error(`search index: term ${term} points at unknown document ${ref}`);
      const tf = meta.position?.length ?? 0;
      if (tf < 1) throw new Error(`search index: no positions for ${term} in ${ref} (metadataWhitelist changed?)`);
      lengths[k] += tf;
      return [k, tf] as const;
    });
    rows.sort((a, b) => a[0] - b[0]);
    const list: number[] = [];
    let previous = 0;
    for (const [k, tf] of rows) {
      list.push(k - previous);
      if (tf > 1) list.push(-tf);
      previous = k;
    }
    terms.push(term);
    postings.push(list);
  }
  return {
    documents,
    field,
    version: index.version,
    pipeline: index.pipeline,
    terms,
    postings,
    lengths,
  };
}

/**
 * Heading and text documents name their page (`p`, the id of its title document) and repeat its URL (`u`): the URL
 * is dropped where the title document has the same one, and restored by `decodeIndex`.
 */
export function withoutPageUrls(compact: CompactIndex): CompactIndex {
  const urls = new Map(compact.parts[0]?.documents.map((doc) => [doc.i, doc.u]) ?? []);
  for (const part of compact.parts.slice(1)) {
    part.documents = part.documents.map((doc) => {
      if (doc.p === undefined || urls.get(doc.p) !== doc.u) return doc;
      const {u: _u, ...rest} = doc;
      return rest;
    });
  }
  return compact;
}

/** The compact file → what the plugin's worker expects: per part, its documents and lunr's serialised index. */
export function decodeIndex(compact: CompactIndex): WrappedIndex[] {
  const urls = new Map(compact.parts[0]?.documents.map((doc) => [doc.i, doc.u]) ?? []);
  return compact.parts.map((part, type) => ({
    documents: type === 0 ? part.documents : part.documents.map((doc) => (doc.u === undefined ? {...doc, u: urls.get(doc.p as number)} : doc)),
    index: decodePart(part),
  }));
}

function decodePart({documents, field, version, pipeline, terms, postings, lengths}: CompactPart): LunrIndexJson {
  const n = documents.length;
  const refs = documents.map((doc) => String(doc.i));
  const average = n ? lengths.reduce((a, b) => a + b, 0) / n : 0;
  // Per document: [term number, score, …] in term order (the order lunr.Vector keeps).
  const vectors: number[][] = documents.map(() => []);
  const invertedIndex: LunrIndexJson['invertedIndex'] = [];
  terms.forEach((term, t) => {
    const list = postings[t];
    const docs: [number, number][] = [];
    let k = 0;
    for (let j = 0; j < list.length; j += 1) {
      if (list[j] < 0) docs[docs.length - 1][1] = -list[j];
      else docs.push([(k += list[j]), 1]);
    }
    // lunr.idf, with one field.
    const x = (n - docs.length + 0.5) / (docs.length + 0.5);
    const idf = Math.log(1 + Math.abs(x));
    const byDoc: Record<string, object> = {};
    for (const [d, tf] of docs) {
      byDoc[refs[d]] = {};
      const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (lengths[d] / average)) + tf);
      vectors[d].push(t, Math.round(score * 1000) / 1000);
    }
    invertedIndex.push([term, {_index: t, [field]: byDoc}]);
  });
  return {
    version,
    fields: [field],
    fieldVectors: refs.map((ref, d) => [`${field}/${ref}`, vectors[d]]),
    invertedIndex,
    pipeline,
  };
}

/**
 * Throws unless the compact file rebuilds the original: the same documents, words and postings, and for every
 * document the same scores for the same words (lunr numbers words in the order it met them; we number them sorted).
 */
export function verifyCompactIndex(original: WrappedIndex[], compact: CompactIndex): void {
  const rebuilt = decodeIndex(JSON.parse(JSON.stringify(compact)));
  if (rebuilt.length !== original.length) throw new Error('search index: part count differs');
  original.forEach(({documents, index}, type) => {
    const again = rebuilt[type];
    const sorted = (doc: object) => JSON.stringify(Object.entries(doc).sort(([a], [b]) => (a < b ? -1 : 1)));
    if (again.documents.map(sorted).join('\n') !== documents.map(sorted).join('\n')) {
      throw new Error(`search index part ${type}: documents differ`);
    }
    const field = index.fields[0];
    const termOf = new Map(index.invertedIndex.map(([term, posting]) => [posting._index, term]));
    const sameTerms = again.index.invertedIndex.map(([t]) => t).join('\n') === index.invertedIndex.map(([t]) => t).join('\n');
    if (!sameTerms) throw new Error(`search index part ${type}: terms differ`);
    index.invertedIndex.forEach(([term, posting], t) => {
      const a = Object.keys((posting[field] ?? {}) as object).sort().join(',');
      const b = Object.keys(again.index.invertedIndex[t][1][field] as object).sort().join(',');
      if (a !== b) throw new Error(`search index part ${type}: postings of ${term} differ`);
    });
    const scores = (vector: number[], name: (i: number) => string | undefined) => {
      const pairs: string[] = [];
      for (let j = 0; j < vector.length; j += 2) pairs.push(`${name(vector[j])}=${vector[j + 1]}`);
      return pairs.sort().join(' ');
    };
    const rebuiltVectors = new Map(again.index.fieldVectors);
    for (const [ref, vector] of index.fieldVectors) {
      const mine = rebuiltVectors.get(ref);
      if (!mine) throw new Error(`search index part ${type}: no vector for ${ref}`);
      if (scores(vector, (i) => termOf.get(i)) !== scores(mine, (i) => again.index.invertedIndex[i][0])) {
        throw new Error(`search index part ${type}: scores of ${ref} differ`);
      }
    }
  });
}
