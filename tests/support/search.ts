import type {Page} from '@playwright/test';
import {expect, ready} from './fixtures';

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

/** The doc paths (without hash and highlight query) of the suggestions shown for `query` on `fromPath`. */
export async function resultPaths(page: Page, fromPath: string, query: string): Promise<string[]> {
  await page.goto(fromPath);
  await ready(page);
  const {suggestions} = await searchFor(page, query);
  await expect(suggestions.first(), `no result for ${query}`).toBeVisible({timeout: 15_000});
  const paths: string[] = [];
  const count = await suggestions.count();
  // Suggestions are not links (no href): read where each one goes from the search index document it shows.
  for (let i = 0; i < count; i++) {
    const path = await suggestions.nth(i).locator('[class*="hitPath"]').innerText();
    paths.push(path);
  }
  return paths;
}
