/**
 * The search engine on a small made-up site, built by the real index builder (kuromoji, Sudachi's
 * synonyms) and queried by the engine the worker runs: the input forms Japanese text really arrives in, readings,
 * cut-off words, any-word ranking, one row per page, API pages below guides, bounded input.
 */
import {beforeAll, test, expect} from 'vitest';
import {buildIndexFile} from '../../plugins/search-index/build-index.ts';
import {pageUrl} from '../../site/locales.ts';
import {SearchEngine, characterPairs} from '../../src/search/engine.ts';
import {normalizeText, queryPieces, wordKey} from '../../src/search/text.ts';
import type {SearchDocument, SearchIndexFile} from '../../src/search/index-format.ts';
import readersWords from '../../data/search-synonyms.json';

/** A page of the Japanese site: `jp('docs/x')` → its URL. */
const jp = (path: string) => pageUrl('ja', path);

type Page = {url: string; title: string; description?: string; sections: [string, string][]};
const PAGES: Page[] = [
  {
    url: jp('docs/resource/room'),
    title: '会議室',
    description: '会議室を追加し、収容人数と設備を設定します。',
    sections: [['会議室を追加する', '管理コンソールで会議室を作成し、ビルとフロアを選びます。']],
  },
  {
    url: jp('docs/player/room-display'),
    title: 'ルームディスプレイ',
    sections: [['チェックイン', '会議室の入口のルームディスプレイで予約にチェックインします。']],
  },
  {url: jp('docs/hot-desking'), title: 'ホットデスクを設定する', sections: [['デスクを作成する', 'ホットデスクのデスクをフロアに配置します。']]},
  {url: jp('docs/server/aws'), title: 'AWS へのインストール', sections: [['EC2 インスタンス', 'EC2 にサーバーを構築します。']]},
  {
    url: jp('docs/user-app/booking'),
    title: '会議室・デスク・備品を予約する',
    sections: [
      ['予約を取り消す', '予約の申し込みを取り消すには、マイスケジュールで取消しを選びます。'],
      ['延長', '会議中に予約を延長します。'],
    ],
  },
  {
    url: jp('docs/user-app/faq'),
    title: 'よくある質問',
    sections: [['通知', 'スマートフォンに通知が届かないときは、通知の設定を確認します。会議室の予約の通知も同じです。']],
  },
  {
    url: jp('docs/integration/exchange'),
    title: 'Exchange Server との連携',
    sections: [['接続', 'Exchange サーバーに接続できないときは、EWS の URL を確認します。']],
  },
  {
    url: jp('external-api/reference/list-buildings'),
    title: 'ビルの一覧を取得',
    description: 'GET /buildings ビルの一覧を返します。',
    sections: [['', 'ビル 一覧 取得 API']],
  },
  {url: jp('docs/location/building'), title: 'ビル', sections: [['ビルを追加する', 'ビルの一覧に新しいビルを追加します。']]},
  {url: jp('docs/settings/password-policy'), title: 'パスワードポリシー', sections: [['有効期限', 'パスワードの変更を求める間隔を決めます。']]},
  {url: jp('docs/user-app/forgot-password'), title: 'パスワードの再発行', sections: [['依頼', 'サインイン画面からパスワードを忘れたと依頼します。']]},
];

function documents(pages: Page[]): SearchDocument[][] {
  const parts: SearchDocument[][] = [[], [], [], [], []];
  let id = 1;
  for (const page of pages) {
    const title = {i: id++, t: page.title, u: page.url, b: []};
    parts[0].push(title);
    if (page.description) parts[2].push({i: title.i, t: page.description, s: page.title, u: page.url, p: title.i});
    for (const [heading, text] of page.sections) {
      if (heading) parts[1].push({i: id++, t: heading, u: page.url, h: `#${id}`, p: title.i});
      parts[4].push({i: id++, t: text, s: heading || page.title, u: page.url, h: heading ? `#${id}` : '', p: title.i});
    }
  }
  return parts;
}

let index: SearchIndexFile;
let engine: SearchEngine;
beforeAll(async () => {
  index = await buildIndexFile(documents(PAGES), 'ja');
  const words = readersWords as unknown as Record<string, Record<string, string>>;
  engine = new SearchEngine(JSON.parse(JSON.stringify(index)) as SearchIndexFile, {readersWords: {...words.en, ...words.ja}});
});

const pages = (query: string, limit = 8) =>
  engine
    .search(query, limit)
    .filter((r) => r.type === 0)
    .map((r) => r.document.u!.slice(jp('').length).replace(/^docs\//, ''));

test('text is normalized the same way for the index and the query', () => {
  expect(normalizeText('ﾙｰﾑﾃﾞｨｽﾌﾟﾚｲ'), 'half-width katakana').toBe('ルームディスプレイ');
  expect(normalizeText('ＯｕｔｌｏｏｋとＳＳＯ１２３'), 'full-width Latin and digits').toBe('outlookとsso123');
  expect(wordKey(normalizeText('サーバー')), 'long vowel').toBe(wordKey(normalizeText('サーバ')));
  expect(wordKey(normalizeText('ディスプレー')), 'spelling variant').toBe(wordKey(normalizeText('ディスプレイ')));
  expect(wordKey('申し込み'), 'okurigana').toBe(wordKey('申込み'));
  expect(wordKey('申込'), 'okurigana').toBe(wordKey('申し込み'));
  expect(wordKey('かいぎしつ'), 'hiragana folds to katakana').toBe('カイギシツ');
});

test('a query is cut into Latin words, kanji and katakana runs (okurigana kept) and hiragana runs', () => {
  expect(queryPieces(normalizeText('Exchangeサーバーと接続できない')).map((p) => p.text)).toEqual(['exchange', 'サーバー', 'と', '接続', 'できない']);
  expect(queryPieces('予約の申し込みを取り消したい').map((p) => p.text)).toEqual(['予約', 'の', '申し込', 'みを', '取り消', 'したい']);
  expect(queryPieces('e-paper-controller v1.2').map((p) => p.text)).toEqual(['e-paper-controller', 'v1.2']);
  // に between kanji is the particle: 来訪者に関する is not one word 来訪者関 (which a page's 来訪者関連 would start).
  expect(queryPieces('来訪者に関するよくある質問').map((p) => p.text)).toEqual(['来訪者', 'に', '関', 'するよくある', '質問']);
});

test('input forms reach the page: half-width, full-width, hiragana readings, cut-off words, variants', () => {
  const cases: [string, string][] = [
    ['ﾙｰﾑﾃﾞｨｽﾌﾟﾚｲ', 'player/room-display'],
    ['ＡＷＳ', 'server/aws'],
    ['かいぎしつ', 'resource/room'],
    ['ほっとですく', 'hot-desking'],
    ['ルームディス', 'player/room-display'],
    ['会議室の予', 'user-app/booking'],
    ['ルームディスプレー', 'player/room-display'],
    ['予約の取消し', 'user-app/booking'],
    ['予約の申込み', 'user-app/booking'],
    ['ホットデスキング', 'hot-desking'],
  ];
  for (const [query, page] of cases) expect(pages(query).slice(0, 3), `「${query}」 finds ${page} in the first three`).toContain(page);
});

test('a question finds the page by its content words; an unknown word does not empty the list', () => {
  expect(pages('AWSに構築したい')[0], 'AWSに構築したい').toBe('server/aws');
  expect(pages('Exchangeサーバーと接続できない')[0]).toBe('integration/exchange');
  expect(pages('スマホに通知が来ない').slice(0, 2), 'スマホ (Sudachi synonym of スマートフォン)').toContain('user-app/faq');
  expect(pages('会議室 ほげふがぴよ 予約').length, 'an unknown word among known ones').toBeGreaterThan(0);
  expect(pages('ほげふがぴよ'), 'nothing known: no results').toEqual([]);
});

test("a verb the reader writes finds the noun the page writes (Sudachi's groups: 変える → 変更)", () => {
  expect(pages('パスワードを変えたい')[0], 'パスワードを変えたい').toBe('settings/password-policy');
  expect(pages('パスワードを忘れた')[0], 'パスワードを忘れた').toBe('user-app/forgot-password');
});

test("the first results are reordered by the query's character pairs in what each page says it is about", () => {
  const words = readersWords as unknown as Record<string, Record<string, string>>;
  const withAbout = (aboutOf: (page: number) => string) =>
    new SearchEngine(JSON.parse(JSON.stringify(index)) as SearchIndexFile, {readersWords: {...words.en, ...words.ja}, aboutOf})
      .search('予約の延長', 8)
      .filter((r) => r.type === 0)
      .map((r) => r.document.i);
  const plain = withAbout(() => '');
  expect(plain.length, 'pages for 予約の延長').toBeGreaterThan(2);
  // The third page says it is about the query: it moves up (by at most half the first page's score); the others keep
  // their order.
  const third = plain[2];
  const reordered = withAbout((page) => (page === third ? '予約の延長' : ''));
  expect(reordered.indexOf(third), 'the page that says it is about the query').toBeLessThan(2);
  expect(reordered.filter((p) => p !== third)).toEqual(plain.filter((p) => p !== third));
  expect(characterPairs('パスワードを変えたい'), 'pairs of hiragana only are left out').toEqual(
    new Set(['パス', 'スワ', 'ワー', 'ード', 'ドを', 'を変', '変え']),
  );
});

test('a page appears once, its best sections under it; the title outranks a passing mention', () => {
  const results = engine.search('予約', 8);
  const titles = results.filter((r) => r.type === 0).map((r) => r.document.u);
  expect(new Set(titles).size, 'each page once').toBe(titles.length);
  for (const [k, r] of results.entries()) {
    if (r.type === 0) continue;
    const page = r.page as SearchDocument;
    expect(
      results.slice(0, k).some((p) => p.type === 0 && p.document === page),
      `section ${r.document.t} follows its page`,
    ).toBe(true);
  }
  expect(results.filter((r) => r.type !== 0 && r.page === results[0].document).length, 'one section under a page in the search bar').toBeLessThanOrEqual(1);
  const pageRows = results.filter((r) => r.type === 0);
  expect(results.length - pageRows.length, 'in the search bar, a section under the first page only').toBeLessThanOrEqual(1);
  expect(engine.search('予約', 100).filter((r) => r.type !== 0 && r.page === results[0].document).length, 'two on the search page').toBe(2);
  expect(pages('会議室')[0], 'the page titled 会議室 first').toBe('resource/room');
});

test('API operation pages are found by title and path, below a guide that matches as well', () => {
  expect(pages('ビルの一覧を取得')[0]).toBe('external-api/reference/list-buildings');
  expect(pages('buildings')).toContain('external-api/reference/list-buildings');
  const both = pages('ビル');
  expect(both.indexOf('location/building'), 'both titles hold ビル: the guide ranks above the API page').toBe(0);
  expect(both).toContain('external-api/reference/list-buildings');
  expect(pages('ビル API')[0], 'unless the reader asks for the API').toBe('external-api/reference/list-buildings');
});

test('hostile and over-long input is bounded', () => {
  // Cut to 512 characters: the concepts of 6,000 characters are those of the first 512 (speed: npm run bench:search).
  expect(engine.concepts('会議室'.repeat(2000))).toEqual(engine.concepts('会議室'.repeat(2000).slice(0, 512)));
  expect(engine.concepts('会議 予約 ビル 一覧 取得 延長 通知 接続 設定 フロア'.repeat(3)).length, 'at most eight concepts').toBeLessThanOrEqual(8);
  for (const hostile of ['<script>alert(1)</script>', '*:~^+-', '()[]{}\\', '\u202e会議室', '🙂'.repeat(300), '']) {
    expect(() => engine.search(hostile, 8), hostile).not.toThrow();
  }
  expect(() => engine.search('あ'.repeat(512), 8)).not.toThrow();
});

test('honorific prefixes stay with their word; a hiragana-only title is found', async () => {
  expect(wordKey('お知らせ'), 'お知らせ is not 知らせ').not.toBe(wordKey('知らせ'));
  expect(queryPieces('お知らせを出す')[0], 'お joins the kanji run').toEqual({text: 'お知', kind: 'cjk'});
  const small = await buildIndexFile(
    documents([
      ...PAGES,
      {url: jp('docs/announcement'), title: 'お知らせ', sections: [['', '全員に表示するお知らせを作成します。']]},
      {url: jp('docs/start'), title: 'はじめに', sections: [['', 'サインインして予約を始めます。']]},
    ]),
    'ja',
  );
  const e = new SearchEngine(small);
  expect(e.search('お知らせ', 8)[0]?.document.u).toBe(jp('docs/announcement'));
  expect(e.search('はじめに', 8)[0]?.document.u).toBe(jp('docs/start'));
  // Typed after other kana, the prefix still joins the word the pages write with it; a word they write without it
  // (来たお客さん: 客) is left as it was cut.
  const firstOf = (query: string) => e.search(query, 8).find((r) => r.type === 0)?.document.u;
  expect(e.concepts('全員にお知らせしたい').map((c) => c.text)).toContain(wordKey('お知らせ'));
  expect(firstOf('全員にお知らせしたい'), '「全員にお知らせしたい」').toBe(jp('docs/announcement'));
  expect(e.concepts('来たお客さん').map((c) => c.text)).not.toContain(wordKey('お客'));
});

test('a verb the page writes in kana is found by the reader who types it in kana, inflected', async () => {
  const small = await buildIndexFile(
    documents([
      ...PAGES,
      {url: jp('docs/combine'), title: '結合会議室', sections: [['', '可動壁でつながる 2 つの会議室をつなげて、1 つの会議室として予約します。']]},
    ]),
    'ja',
  );
  const e = new SearchEngine(small);
  const firstOf = (query: string) => e.search(query, 8).find((r) => r.type === 0)?.document.u;
  expect(firstOf('会議室をつなげたい'), '「会議室をつなげたい」').toBe(jp('docs/combine'));
  expect(firstOf('会議室をつなげて使う'), '「会議室をつなげて使う」: て after the verb is grammar').toBe(jp('docs/combine'));
});

test('誰 is a word of the index: a reader asking who did something finds the page that records it', async () => {
  const small = await buildIndexFile(
    documents([
      ...PAGES,
      {url: jp('docs/audit'), title: '監査証跡', description: '誰がいつ何をしたかを確認します。', sections: [['', '設定の変更が記録されます。']]},
      {url: jp('docs/settings'), title: '全般', sections: [['', '組織の設定を変更します。']]},
    ]),
    'ja',
  );
  expect(new SearchEngine(small).search('誰が設定を変えたか調べたい', 8).find((r) => r.type === 0)?.document.u).toBe(jp('docs/audit'));
  // In kana too, as readers type it (a readers' word of data/search-synonyms.json: だれ → 誰).
  const withReadersWords = new SearchEngine(small, {readersWords: readersWords.ja});
  expect(withReadersWords.search('だれが設定を変えたか調べたい', 8).find((r) => r.type === 0)?.document.u).toBe(jp('docs/audit'));
});

test('a compound the index holds whole also finds the page that writes its words apart', async () => {
  const small = await buildIndexFile(
    documents([
      ...PAGES,
      {url: jp('docs/sensor'), title: '在室センサー', sections: [['', '在室センサーで自動解放します。']]},
      {url: jp('docs/policy'), title: 'ポリシー', sections: [['', '使われない会議室の予約は、開始から 10 分たつと自動で解放されます。']]},
    ]),
    'ja',
  );
  const found = new SearchEngine(small)
    .search('自動解放', 8)
    .filter((r) => r.type === 0)
    .map((r) => r.document.u);
  expect(found.slice(0, 2), '「自動解放」: the page that writes the compound, then the one that writes 自動で解放').toEqual([
    jp('docs/sensor'),
    jp('docs/policy'),
  ]);
});

test('a single kanji left of a word the pages never write counts for less than the words around it', async () => {
  const small = await buildIndexFile(
    documents([
      ...PAGES,
      {url: jp('docs/analytics'), title: '分析', sections: [['', '使われない駐車場がわかります。']]},
      {url: jp('docs/schedule'), title: 'スケジュール', sections: [['', '全ての駐車場の予約を表示します。']]},
      {url: jp('docs/manual'), title: 'マニュアル', sections: [['', 'アプリの使い方と、使えるブラウザーを説明します。']]},
    ]),
    'ja',
  );
  // 全然 is on no page: its 全 (of 全て on the schedule page) is a piece, not the reader's word.
  expect(new SearchEngine(small).search('全然使われない駐車場', 8).find((r) => r.type === 0)?.document.u).toBe(jp('docs/analytics'));
});

test('a long section is shown around its first matched word, not whole', async () => {
  const long = `${'前置きの文章です。'.repeat(60)}ここで会議室の予約を延長します。${'後の文章です。'.repeat(60)}`;
  const small = await buildIndexFile(documents([{url: jp('docs/long'), title: '長いページ', sections: [['', long]]}]), 'ja');
  const section = new SearchEngine(small).search('延長', 8).find((r) => r.type === 4);
  expect(section, 'the section is listed').toBeTruthy();
  const shown = section!.document.t;
  expect(shown.length, 'an excerpt').toBeLessThanOrEqual(202);
  expect(shown, 'around the matched word').toContain('予約を延長');
  expect(shown.startsWith('…') && shown.endsWith('…'), 'marked as cut on both sides').toBe(true);
});
