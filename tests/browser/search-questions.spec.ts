/**
 * Readers' questions typed into the search page, as a reader does: a sample of the question sets, one of each kind
 * (a task, a symptom, a product name, Chinese), each finding its page among the first eight the page lists. Every
 * question of the sets is answered by the same engine in Node in the site tier (tests/site/search-questions.test.ts):
 * this proves that the search page shows what the engine answers.
 */
import {localeOfPath, pageUrl, type LocaleCode} from '../../site/locales.ts';
import {test, expect} from '../support/fixtures';
import {JP_QUESTIONS, ZH_QUESTIONS, type SearchQuestion} from '../search-eval/reader-questions';
import {searchPageResults} from '../support/search';

const SAMPLE: [LocaleCode, SearchQuestion][] = [
  ...['会議室を追加する方法', 'チェックインできない', 'Outlook から会議室を予約', 'Docker でサーバーを構築する'].map(
    (q) => ['ja', JP_QUESTIONS.find((x) => x.query === q)!] as [LocaleCode, SearchQuestion],
  ),
  ...['邀請訪客', '資料庫備份'].map((q) => ['zh-Hant', ZH_QUESTIONS.find((x) => x.query === q)!] as [LocaleCode, SearchQuestion]),
];

/** A doc page's path as the question sets name it: `/help/jp/docs/user-app/invite-visitor` → `user-app/invite-visitor`. */
function docId(path: string): string {
  const docs = pageUrl(localeOfPath(path).code, 'docs/');
  return path.startsWith(docs) ? path.slice(docs.length) : path;
}

test(`the search page answers a sample of ${SAMPLE.length} readers' questions with their page in the first eight`, async ({page}) => {
  test.setTimeout(SAMPLE.length * 15_000);
  const misses: string[] = [];
  for (const [locale, {query, answers}] of SAMPLE) {
    const paths = await searchPageResults(page, locale, query, 50);
    const pages = [...new Set(paths.map(docId))].slice(0, 8);
    if (!answers.some((a) => pages.includes(a)))
      misses.push(`${pageUrl(locale, 'search')} 「${query}」 wanted ${answers.join(' or ')}, got: ${pages.join(', ') || 'nothing'}`);
  }
  expect(misses, 'questions whose page the search page did not list in the first eight').toEqual([]);
});
