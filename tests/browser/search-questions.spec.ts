/**
 * Readers' questions, typed as readers type them (no spaces, particles, their own words), find an answering page
 * among the first eight pages the search lists: at least 90 % of 50 Japanese questions and of 10 Chinese ones.
 * Every miss is named in the failure message with the pages that came instead.
 */
import {test, expect} from '../support/fixtures';
import {JP_QUESTIONS, ZH_QUESTIONS, type SearchQuestion} from './search-questions';
import {searchPageResults} from '../support/search';

async function firstPages(page: import('@playwright/test').Page, locale: string, query: string): Promise<string[]> {
  const paths = await searchPageResults(page, locale, query, 50);
  return [...new Set(paths.map((p) => p.replace(/^\/help\/(jp\/|zh\/)?docs\//, '')))].slice(0, 8);
}

for (const [locale, questions] of [['jp', JP_QUESTIONS], ['zh', ZH_QUESTIONS]] as [string, SearchQuestion[]][]) {
  test(`${locale}: at least 90 % of ${questions.length} readers' questions find their page in the first eight`, async ({page}) => {
    test.setTimeout(questions.length * 10_000);
    const misses: string[] = [];
    for (const {query, answers} of questions) {
      const pages = await firstPages(page, locale, query);
      if (!answers.some((a) => pages.includes(a))) misses.push(`「${query}」 wanted ${answers.join(' or ')}, got: ${pages.join(', ') || 'nothing'}`);
    }
    const found = questions.length - misses.length;
    console.log(`${locale}: ${found} of ${questions.length} questions answered in the first eight pages`);
    expect(found / questions.length, `misses on /help/${locale}/search:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  });
}
