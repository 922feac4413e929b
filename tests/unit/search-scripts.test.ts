/**
 * The search across scripts and regions, on a small made-up site built by the real index
 * builder and queried by the engine the worker runs: romaji typed with the input method off (Hepburn and the input
 * methods' spellings, long vowels written or not), katakana for a Latin name and the reverse (pairs from the pages
 * and the glossary), cut-off katakana, operation page names with and without hyphens, and Hong Kong and Mainland
 * forms of the Taiwan words the Chinese pages use.
 */
import {beforeAll, expect, test} from 'vitest';
import {buildIndexFile} from '../../plugins/search-index/build-index.ts';
import {pageNames, refineApiPages} from '../../plugins/search-index/api-pages.ts';
import {glossaryPairs, pagePairs, soundsAlike} from '../../plugins/search-index/loanwords.ts';
import {pageUrl, siteLocale} from '../../site/locales.ts';
import {SearchEngine, foldRomaji} from '../../src/search/engine.ts';
import type {SearchDocument} from '../../src/search/index-format.ts';

type Page = {url: string; title: string; text: string};

function documents(pages: Page[]): SearchDocument[][] {
  const parts: SearchDocument[][] = [[], [], [], [], []];
  pages.forEach((page, k) => {
    parts[0].push({i: k + 1, t: page.title, u: page.url, b: []});
    parts[4].push({i: 1000 + k, t: page.text, s: page.title, u: page.url, h: '', p: k + 1});
  });
  return parts;
}

const jp = (path: string) => pageUrl('ja', path);
const zh = (path: string) => pageUrl('zh-Hant', path);
const JA: Page[] = [
  {url: jp('docs/room'), title: '会議室の予約', text: '会議室を予約し、会議中に延長します。'},
  {url: jp('docs/console'), title: '管理コンソールの概要', text: '管理コンソールの各メニューを説明します。'},
  {url: jp('docs/password'), title: 'パスワードポリシー', text: 'パスワードの有効期限と長さを決めます。'},
  {url: jp('docs/notice'), title: '通知', text: 'メールの通知が届かないときに確認します。'},
  {url: jp('docs/outlook'), title: 'Outlook アドインの動作要件', text: 'Outlook on the web と Outlook for Windows で動きます。'},
  {url: jp('docs/dashboard'), title: 'ダッシュボード', text: 'ダッシュボードのウィジェットで利用状況を見ます。ネットワーク（Network）の設定も表示します。'},
  {url: jp('docs/printer'), title: 'ラベルプリンター', text: 'ラベルプリンターで来訪者バッジを印刷します。'},
];
const ZH: Page[] = [
  {url: zh('docs/printer'), title: '標籤印表機', text: '使用標籤印表機列印訪客證。'},
  {url: zh('docs/server'), title: '伺服器需求', text: '伺服器的軟體與網路需求。'},
];

let ja: SearchEngine;
let chinese: SearchEngine;
beforeAll(async () => {
  ja = new SearchEngine(await buildIndexFile(documents(JA), 'ja'));
  chinese = new SearchEngine(await buildIndexFile(documents(ZH), siteLocale('zh-Hant').searchLanguages[0]));
});

const first = (engine: SearchEngine, query: string, base: string) =>
  engine
    .search(query, 8)
    .filter((r) => r.type === 0)
    .map((r) => r.document.u!.slice(base.length))[0];

test('romaji finds the page: Hepburn, input-method spellings, long vowels written or not, particles dropped', () => {
  const cases: [string, string][] = [
    ['kaigishitsu yoyaku', 'docs/room'],
    ['kaigisitu enchou', 'docs/room'],
    ["kan'ri konsooru", 'docs/console'],
    ['kanri konso-ru gaiyou', 'docs/console'],
    ['pasuwaado yuukoukigenn', 'docs/password'],
    ['pasuwado no yukokigen', 'docs/password'],
    ['tuuti ga konai', 'docs/notice'],
  ];
  for (const [query, page] of cases) expect(first(ja, query, jp('')), `「${query}」`).toBe(page);
  expect(foldRomaji('toukyou'), 'long vowels folded').toBe(foldRomaji('tokyo'));
  expect(ja.search('qwrtzp', 8), 'Latin that is no romaji and no word: nothing').toEqual([]);
});

test('katakana finds a Latin name and Latin a katakana word; cut-off katakana reaches its word', () => {
  expect(first(ja, 'アウトルック 動作要件', jp('')), 'アウトルック (glossary jaKana of Outlook)').toBe('docs/outlook');
  expect(first(ja, 'dashboard widget', jp('')), 'dashboard (glossary: Dashboard / ダッシュボード)').toBe('docs/dashboard');
  expect(first(ja, 'ラベルプリン', jp('')), 'cut off').toBe('docs/printer');
  expect(soundsAlike('ネットワーク', 'Network')).toBe(true);
  expect(soundsAlike('アプリ', 'Unknown sources'), 'a bracket that is no transliteration').toBe(false);
  expect(pagePairs(['ネットワーク（Network）を確認し、アプリ（Apps）を開きます。']).map((p) => p.latin)).toEqual(['Network']);
  const glossary = glossaryPairs();
  expect(glossary.find((p) => p.latin === 'Outlook')?.kana, 'the glossary names the katakana of Outlook').toBe('アウトルック');
  expect(glossary.some((p) => p.latin === 'Dashboard' && p.kana === 'ダッシュボード')).toBe(true);
});

test('an operation page is a word of the index by its name with or without hyphens, and by any run of its words', () => {
  const names = pageNames(jp('external-api/reference/list-visitor-badges')).split(' ');
  for (const name of ['list-visitor-badges', 'visitor-badges', 'visitorbadges', 'listvisitorbadges', 'list-visitor']) expect(names).toContain(name);
  const parts: SearchDocument[][] = [
    [
      {i: 1, t: '来訪者バッジの一覧を取得する', u: jp('external-api/reference/list-visitor-badges'), b: ['外部 API', '来訪者']},
      {i: 2, t: '来訪者', u: jp('external-api/reference/visitors'), b: ['外部 API']},
    ],
    [],
    [{i: 1, t: '条件に一致する来訪者バッジを返します。', s: '', p: 1, u: jp('external-api/reference/list-visitor-badges')}],
    [],
    [{i: 3, t: '来訪予約と来訪者バッジです。 📄️ 来訪者バッジの一覧を取得する', s: '', h: '', p: 2, u: jp('external-api/reference/visitors')}],
  ];
  const refined = refineApiPages(parts, (url) => (url.endsWith('list-visitor-badges') ? 'GET /visitor-badges' : undefined), 'ja');
  const description = refined[2].find((d) => d.p === 1)?.t ?? '';
  expect(description, 'its category, method and path, names and verb words').toMatch(/来訪予約と来訪者バッジです。.*GET \/visitor-badges.*visitorbadges.*一覧/);
  expect(
    refined[0].map((d) => d.i),
    'the tag page is left out',
  ).toEqual([1]);
});

test('Hong Kong, standard Traditional and Mainland forms find the Taiwan words of the Chinese pages', () => {
  expect(first(chinese, '標籤打印機', zh('')), '打印機 (Hong Kong) for 印表機').toBe('docs/printer');
  expect(first(chinese, '服務器 軟件', zh('')), '服務器 / 軟件 for 伺服器 / 軟體').toBe('docs/server');
  expect(first(chinese, '服务器', zh('')), 'simplified input').toBe('docs/server');
});
