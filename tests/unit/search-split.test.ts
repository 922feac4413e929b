/**
 * The split search index (src/search/index-split.ts, src/search/sharded-search.ts) on a made-up site built by the
 * real index builder: splitting and putting back gives the same index; a query loads only some shards and answers
 * exactly as the whole index does; a shard that cannot be fetched reads as empty.
 */
import {beforeAll, expect, test} from 'vitest';
import {buildIndexFile} from '../../plugins/search-index/build-index.ts';
import {pageUrl} from '../../site/locales.ts';
import {SearchEngine, romajiTable} from '../../src/search/engine.ts';
import type {SearchDocument, SearchIndexFile} from '../../src/search/index-format.ts';
import {assembleIndex, splitIndex, type SearchManifest} from '../../src/search/index-split.ts';
import {ShardedSearch} from '../../src/search/sharded-search.ts';

const jp = (path: string) => pageUrl('ja', path);
const PAGES: [string, string, string[]][] = [
  ['docs/room', '会議室の予約', ['会議室を予約し、会議中に延長します。', '予約を取り消すには、マイスケジュールで取消しを選びます。']],
  ['docs/console', '管理コンソールの概要', ['管理コンソールの各メニューを説明します。']],
  ['docs/display', 'ルームディスプレイ', ['ルームディスプレイでチェックインします。スマートフォンでも確認できます。']],
  ['docs/outlook', 'Outlook アドイン', ['Outlook on the web で会議室を予約します。']],
  ['docs/visitor', '来訪者の受付', ['来訪者バッジを印刷し、受付でチェックインします。']],
  ['docs/ldap', 'LDAP 同期', ['LDAPS の証明書エラーを確認します。']],
];
const QUERIES = [
  '会議室 予約',
  'かいぎしつ',
  'ﾙｰﾑﾃﾞｨｽﾌﾟﾚｲ',
  'kaigishitsu yoyaku',
  'アウトルック',
  'スマホで確認',
  '来訪者バッジ',
  'LDAPS 証明書',
  'ルームディス',
  '予約の取消し',
];

let index: SearchIndexFile & {romaji?: Record<string, number[]>};
let files: Map<string, unknown>;
let manifest: SearchManifest;
beforeAll(async () => {
  const parts: SearchDocument[][] = [[], [], [], [], []];
  let id = 100;
  PAGES.forEach(([path, title, texts], k) => {
    parts[0].push({i: k + 1, t: title, u: jp(path), b: []});
    // A description: part of what the page says it is about, by which the first results are reordered.
    parts[2].push({i: id++, t: texts[0], s: title, u: jp(path), p: k + 1});
    for (const text of texts) parts[4].push({i: id++, t: text, s: title, u: jp(path), h: `#s${id}`, p: k + 1});
  });
  index = await buildIndexFile(parts, 'ja');
  // Small shards, so that a query needs some and not others: about 60 characters of text, one or two pages' about texts.
  const split = splitIndex(index, 8, 60, 10);
  files = new Map();
  const name = (prefix: string, k: number) => `search-index-00/${prefix}${k}.json`;
  manifest = {
    ...split.manifest,
    lexicon: split.lexicon.map((shard, k) => (shard ? (files.set(name('l', k), shard), name('l', k)) : '')),
    texts: split.texts.map((text, k) => (files.set(name('t', k), text), name('t', k))),
    about: split.about.map((about, k) => (files.set(name('a', k), about), name('a', k))),
  };
});

test('a split index put back together is the whole index', () => {
  const whole = assembleIndex(
    manifest,
    manifest.lexicon.map((n) => (n ? (files.get(n) as never) : null)),
    manifest.texts.map((n) => files.get(n) as never),
  );
  expect(whole.terms).toEqual(index.terms);
  expect(whole.postings).toEqual(index.postings);
  expect(whole.readings).toEqual(index.readings);
  expect(whole.readingTerms).toEqual(index.readingTerms);
  expect(whole.synonyms).toEqual(index.synonyms);
  expect(whole.romaji).toEqual(index.romaji ?? romajiTable(index));
  expect(whole.parts).toEqual(index.parts);
});

test('a query loads some shards and answers exactly as the whole index', async () => {
  const engine = new SearchEngine(index);
  for (const query of QUERIES) {
    const fetched: string[] = [];
    const sharded = new ShardedSearch(structuredClone(manifest), {}, async (path) => {
      fetched.push(path);
      return structuredClone(files.get(path));
    });
    const strip = (rows: {document: SearchDocument; type: number; score: number}[]) =>
      rows.map((r) => [r.type, r.document.u, r.document.t, r.document.h, r.score.toFixed(6)]);
    expect(strip(await sharded.search(query, 8)), `「${query}」`).toEqual(strip(engine.search(query, 8)));
    expect(new Set(fetched).size, `「${query}」 fetched every file`).toBeLessThan(files.size);
  }
});

test('searches running at once each get complete rows (as the search bar and the search page do)', async () => {
  const engine = new SearchEngine(index);
  const sharded = new ShardedSearch(structuredClone(manifest), {}, async (path) => {
    await new Promise((done) => setTimeout(done, Math.random() * 5));
    return structuredClone(files.get(path));
  });
  const answers = await Promise.all(QUERIES.map((query) => sharded.search(query, 100)));
  answers.forEach((rows, k) => {
    expect(
      rows.map((r) => [r.document.u, r.document.t]),
      `「${QUERIES[k]}」`,
    ).toEqual(engine.search(QUERIES[k], 100).map((r) => [r.document.u, r.document.t]));
  });
});

test('the about shards hold what each page says it is about, page by page', () => {
  expect(manifest.about.length, 'about shards').toBeGreaterThan(1);
  const texts = manifest.about.flatMap((n) => (files.get(n) as {texts: string[]}).texts);
  expect(texts).toEqual(PAGES.map(([, title, [first]]) => `${title} ${first}`));
});

test('an about shard that cannot be fetched reads as empty; the search still answers', async () => {
  const sharded = new ShardedSearch(structuredClone(manifest), {}, async (path) => {
    if (path.includes('/a')) throw new Error('offline');
    return structuredClone(files.get(path));
  });
  const pages = (await sharded.search('会議室 予約', 8)).filter((r) => r.type === 0);
  expect(pages.length, 'pages found without their about texts').toBeGreaterThan(0);
});

test('a shard that cannot be fetched reads as empty; the search still answers', async () => {
  const sharded = new ShardedSearch(structuredClone(manifest), {}, async (path) => {
    if (path.includes('/t')) throw new Error('offline');
    return structuredClone(files.get(path));
  });
  const rows = await sharded.search('会議室 予約', 8);
  expect(rows.filter((r) => r.type === 0).length, 'the pages are found from the manifest and the lexicon').toBeGreaterThan(0);
  expect(
    rows.filter((r) => typeof r.document.t !== 'string'),
    'every row has a text to show',
  ).toEqual([]);
});
