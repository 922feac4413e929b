/**
 * What readers type, and the page they must find among the first five results. One row per query; the kind says
 * which tokenizer path it proves (kanji, katakana, mixed kana, Chinese).
 */
export type SearchQuery = {locale: 'jp' | 'zh'; query: string; kind: string; expected: string};

export const SEARCH_QUERIES: SearchQuery[] = [
  // Foundation: the model pages.
  {locale: 'jp', query: '来訪者管理', kind: 'kanji', expected: 'management-console/getting-start/visitor-management'},
  {locale: 'jp', query: 'ホットデスク', kind: 'katakana', expected: 'management-console/getting-start/hot-desking'},
  {locale: 'jp', query: 'アドインをインストール', kind: 'mixed kana', expected: 'outlook-add-in/about'},
  {locale: 'zh', query: '彈性座位', kind: 'Chinese', expected: 'management-console/getting-start/hot-desking'},
  {locale: 'zh', query: '增益集', kind: 'Chinese', expected: 'outlook-add-in/about'},
];
