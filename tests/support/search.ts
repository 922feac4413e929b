import type {Page} from '@playwright/test';
import {expect, navigateInApp} from './fixtures';
import {isIndexFile, withPageUrls, type SearchDocument} from '../../src/search/index-format.ts';
import {assembleIndex, isManifest, type LexiconShard, type TextShard} from '../../src/search/index-split.ts';
import {isLocaleCode, localeOfFolder, pageUrl, siteLocale, type SiteLocale} from '../../site/locales.ts';

/** Types a query into the navbar search (opened with Ctrl+K) and returns the suggestions' locator. */
export async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const input = page.locator('input.navbar__search-input');
  await expect(input).toBeFocused();
  await input.fill('');
  await page.keyboard.insertText(query);
  const suggestions = page.locator('[role="listbox"] [role="option"]');
  return {input, suggestions};
}

/** A locale given by its code (`ja`) or its URL folder (`jp`); throws on anything else. */
function localeOf(locale: string): SiteLocale {
  const found = isLocaleCode(locale) ? siteLocale(locale) : localeOfFolder(locale);
  if (!found) throw new Error(`searchPageResults: ${locale} is neither a locale code nor a locale's URL folder`);
  return found;
}

/**
 * The distinct doc pages the search page lists for a query, in order (at most `limit`).
 * The first query of a page loads the locale's search page (`/help/jp/search?q=…`) in full; later ones reach it by
 * in-app navigation, by way of another page so that the search page mounts afresh (no results of the previous query
 * can linger) while the search worker keeps the index it has loaded, as for a reader who searches again.
 * `locale`: a locale code or the locale's URL folder.
 */
export async function searchPageResults(page: Page, locale: string, query: string, limit: number): Promise<string[]> {
  const {code, baseUrl} = localeOf(locale);
  const searchPath = pageUrl(code, `search?q=${encodeURIComponent(query)}`);
  if (!new URL(page.url(), 'http://x').pathname.startsWith(baseUrl)) {
    await page.goto(searchPath);
  } else {
    await navigateInApp(page, pageUrl(code, 'markdown-page'));
    await expect(page.locator('input[name="q"]')).toHaveCount(0);
    await navigateInApp(page, searchPath);
  }
  const links = page.locator('article[class*="searchResultItem"] a[href*="/docs/"]');
  await links
    .first()
    .waitFor({timeout: 15_000})
    .catch(() => undefined);
  const paths = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  return [...new Set(paths)].slice(0, limit);
}

/**
 * The documents of a search index file per kind (title, heading, description, keywords, text), with their URLs: a
 * split index's manifest read whole with its shards (src/search/index-split.ts; `read` gets a shard by its path
 * relative to the manifest), or a whole index (src/search/index-format.ts). Throws on a file of another format.
 */
export async function searchIndexParts(json: unknown, read: (path: string) => unknown): Promise<{documents: SearchDocument[]}[]> {
  let index: unknown = json;
  if (isManifest(json)) {
    // One at a time: several hundred shards at once exhaust the test server's connections.
    const lexicon: (LexiconShard | null)[] = [];
    for (const name of json.lexicon) lexicon.push(name ? ((await read(name)) as LexiconShard) : null);
    const texts: TextShard[] = [];
    for (const name of json.texts) texts.push((await read(name)) as TextShard);
    index = assembleIndex(json, lexicon, texts);
  }
  if (!isIndexFile(index)) throw new Error("not a search index file of the site's format (plugins/search-index/ did not run?)");
  return withPageUrls(index.parts).map((documents) => ({documents}));
}
