/**
 * Readers' questions (typed as readers type them: no spaces, particles, their own words) and keyword queries, answered
 * by the engine the search worker runs, on the built site's index files (tests/search-eval/evaluate.ts). The search
 * page lists the pages of the engine's results in order; here the same list is read in Node. That the search page and
 * the search bar show those results is tested in the browser on a sample (tests/browser/search-questions.spec.ts).
 */
import {describe, expect, test} from 'vitest';
import {engineFor, loadIndex, pageId} from '../search-eval/evaluate';
import {JP_QUESTIONS, ZH_QUESTIONS, type SearchQuestion} from '../search-eval/reader-questions';
import {SEARCH_QUERIES} from '../search-eval/keyword-queries';
import {siteLocale, type LocaleCode} from '../../site/locales.ts';
import {BUILD} from './built-site';

/** The first `limit` distinct pages of the engine's answer, as the search page lists them (its 50 results). */
function firstPages(locale: LocaleCode, query: string, limit: number): string[] {
  const results = engineFor(loadIndex(locale, BUILD)).search(query, 50);
  return [...new Set(results.map((r) => pageId(r.document.u ?? '')))].slice(0, limit);
}

describe('search answers', () => {
  const QUESTIONS: [LocaleCode, SearchQuestion[]][] = [
    ['ja', JP_QUESTIONS],
    ['zh-Hant', ZH_QUESTIONS],
  ];
  for (const [locale, questions] of QUESTIONS) {
    // Named by the locale's folder (jp, zh), as the built index is.
    const name = siteLocale(locale).urlFolder;
    test(`${name}: at least 90 % of ${questions.length} readers' questions find their page in the first eight`, () => {
      const misses: string[] = [];
      for (const {query, answers} of questions) {
        const pages = firstPages(locale, query, 8);
        if (!answers.some((a) => pages.includes(a))) misses.push(`「${query}」 wanted ${answers.join(' or ')}, got: ${pages.join(', ') || 'nothing'}`);
      }
      const found = questions.length - misses.length;
      console.log(`${name}: ${found} of ${questions.length} questions answered in the first eight pages`);
      expect(found / questions.length, `misses on the built ${name} index:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    });
  }

  for (const [locale] of QUESTIONS) {
    const name = siteLocale(locale).urlFolder;
    const queries = SEARCH_QUERIES.filter((q) => q.locale === locale);
    test(`${name}: ${queries.length} keyword queries each find their page among the first five`, () => {
      const misses: string[] = [];
      for (const {query, kind, expected} of queries) {
        const pages = firstPages(locale, query, 5);
        if (!pages.includes(expected)) misses.push(`"${query}" (${kind}) wanted ${expected}, got: ${pages.join(', ') || 'nothing'}`);
      }
      expect(misses, `keyword queries that missed on the built ${name} index`).toEqual([]);
    });
  }
});
