/**
 * Writes a built index as split files (src/search/index-split.ts) and reads them back whole, in Node.
 * The manifest takes the index file's name (`search-index-<hash>.json`, the name the search plugin's client asks
 * for); the shards go to a folder of that name without its hash (`search-index/`), each named by a hash of its
 * content, so that a browser and the offline service worker can keep them for good (config/serving/headers.ts,
 * config/pwa.ts) and a release renames only the shards it changed.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {isIndexFile, type SearchIndexFile} from '../../src/search/index-format.ts';
import {assembleIndex, isManifest, splitIndex, type LexiconShard, type SearchManifest, type TextShard} from '../../src/search/index-split.ts';

/**
 * Raw bytes of lexicon per shard aimed at (about 1.5 KB gzip): a query loads one shard per character it looks up
 * (and per word its synonyms name). Measured on the Japanese question sets (tools/bench/search-transfer.ts), first
 * results at most: 64 shards 203 KB, 128 shards 161 KB, 256 shards 113 KB.
 */
const LEXICON_BYTES_PER_SHARD = 4_000;
/** Characters of section text per text shard (about 7 KB gzip). */
const TEXT_CHARS_PER_SHARD = 8_000;
/**
 * Characters of about text (title, headings, description, keywords) per about shard, about 0.5 KB gzip: the first
 * results load the shards of their eight pages. Measured on the Japanese question sets, first results median and
 * largest: 2,500 characters 68.4 and 122.1 KB, 1,000 characters 64.5 and 116.5 KB, 600 characters 63.1 and 114.1 KB
 * in one more file per query (56.7 and 110.7 KB without about shards).
 */
const ABOUT_CHARS_PER_SHARD = 1_000;

/** The number of lexicon buckets for an index: a power of two, so that each shard stays small as the site grows. */
export function bucketsFor(index: SearchIndexFile): number {
  const {parts: _parts, lengths: _lengths, ...lexicon} = index;
  const bytes = Buffer.byteLength(JSON.stringify(lexicon));
  let buckets = 16;
  while (buckets < 4096 && bytes / buckets > LEXICON_BYTES_PER_SHARD) buckets *= 2;
  return buckets;
}

const contentName = (json: string) => `${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;

/** Writes `index` split at `path` (the manifest) and its folder; returns the bytes written in all. */
export function writeSplitIndex(path: string, index: SearchIndexFile): {manifest: number; shards: number; files: number} {
  // The folder keeps its name from release to release (the manifest's name carries the pages' hash): a release that
  // changes one sentence renames only the shards whose content changed.
  const folder = basename(path, '.json').replace(/-[0-9a-f]+$/, '');
  const dir = join(dirname(path), folder);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  const {manifest, lexicon, texts, about} = splitIndex(index, bucketsFor(index), TEXT_CHARS_PER_SHARD, ABOUT_CHARS_PER_SHARD);
  let bytes = 0;
  const write = (value: unknown) => {
    const json = JSON.stringify(value);
    const name = contentName(json);
    writeFileSync(join(dir, name), json);
    bytes += Buffer.byteLength(json);
    return `${folder}/${name}`;
  };
  const full: SearchManifest = {
    ...manifest,
    lexicon: lexicon.map((shard) => (shard ? write(shard) : '')),
    texts: texts.map((text) => write(text)),
    about: about.map((shard) => write(shard)),
  };
  const json = JSON.stringify(full);
  writeFileSync(path, json);
  return {manifest: Buffer.byteLength(json), shards: bytes, files: full.lexicon.filter(Boolean).length + full.texts.length + full.about.length};
}

/** The whole index (format 2) from an index file: a manifest with its shards, or a whole index as such. */
export function readIndexFile(path: string): SearchIndexFile {
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (isIndexFile(json)) return json;
  if (!isManifest(json)) throw new Error(`${path}: neither a search index nor a split index's manifest`);
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(dirname(path), name), 'utf8')) as T;
  return assembleIndex(
    json,
    json.lexicon.map((name) => (name ? read<LexiconShard>(name) : null)),
    json.texts.map((name) => read<TextShard>(name)),
  );
}
