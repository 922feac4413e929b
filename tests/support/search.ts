import type {Page} from '@playwright/test';
import {expect} from './fixtures';

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
