/**
 * Search fails soft and stays bounded: a missing, failing or corrupt index reads as empty (the no-results message,
 * nothing left loading, no uncaught error) and a later page load tries again; every route into the search box is
 * cut to 512 characters; hostile input (markup, script, 10,000 characters, emoji, right-to-left text, regular
 * expression and lunr syntax) is shown as text and the page stays usable.
 */
import {test, expect, open} from '../support/fixtures';
import {searchFor} from '../support/search';
import {pageUrl} from '../../site/locales.ts';

const INTRO = pageUrl('ja', 'docs/management-console/introduction');
const SEARCH_PAGE = pageUrl('ja', 'search');
const NO_RESULTS = '結果が見つかりません';

const FAILURES: [string, (route: import('@playwright/test').Route) => Promise<void>, RegExp][] = [
  ['missing (404)', (r) => r.fulfill({status: 404, body: 'not found'}), /status of 404/],
  ['failing (500)', (r) => r.fulfill({status: 500, body: 'server error'}), /status of 500/],
  ['corrupt (not JSON)', (r) => r.fulfill({status: 200, contentType: 'application/json', body: '{"documents": [ broken'}), /$^/],
  ['refused (network error)', (r) => r.abort('connectionrefused'), /ERR_CONNECTION_REFUSED|Failed to load resource/],
];

for (const [what, answer, consoleNoise] of FAILURES) {
  test(`a ${what} search index reads as empty, and a later page load tries again`, async ({page, site}) => {
    site.expectedConsoleErrors.push(consoleNoise);
    await page.route('**/search-index*.json', answer);
    await open(page, INTRO);
    const {input} = await searchFor(page, '会議室');
    await expect(page.locator('[role="listbox"]'), `${INTRO}: the no-results message with a ${what} index`).toContainText(NO_RESULTS, {timeout: 10_000});
    await expect(page.locator('[class*="searchIndexLoading"]'), 'the search box must not stay loading').toHaveCount(0);
    await expect(input).toBeEnabled();
    // The search page says the same.
    await page.goto(`${SEARCH_PAGE}?q=%E4%BC%9A%E8%AD%B0%E5%AE%A4`);
    await expect(page.locator('.main-wrapper'), `${SEARCH_PAGE} with a ${what} index`).toContainText(/見つかりません/, {timeout: 10_000});
    // The index is back: the next page load finds results.
    await page.unroute('**/search-index*.json');
    await open(page, INTRO);
    const again = await searchFor(page, '会議室');
    await expect(again.suggestions.first(), 'results once the index answers again').toBeVisible({timeout: 15_000});
  });
}

// The index file's name hashes the pages, not the index format: a copy of an older format in the HTTP
// cache is fetched again past the cache, and search answers.
test('an index of an older format from the cache is fetched again, and search answers', async ({page}) => {
  // The first answer is a stale copy in an older format (lunr's); the next request gets the real file.
  const asked: string[] = [];
  await page.route('**/search-index*.json', async (route) => {
    asked.push(route.request().url());
    if (asked.length > 1) await route.continue();
    else await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify([{documents: [], index: {invertedIndex: []}}])});
  });
  await open(page, INTRO);
  const {suggestions} = await searchFor(page, '会議室');
  await expect(suggestions.first(), `${INTRO}: results after the stale index was fetched again`).toBeVisible({timeout: 15_000});
  expect(asked.length, 'the index was asked for twice (the stale copy, then past the cache)').toBe(2);
});

test("a link's highlight terms are cut to 512 characters, and search still answers quickly after it", async ({page}) => {
  const long = Array.from({length: 300}, (_, i) => `語${i}`).join(' ');
  expect(long.length).toBeGreaterThan(1000);
  await open(page, `${INTRO}?_highlight=${encodeURIComponent(long)}`);
  const input = page.locator('input.navbar__search-input');
  await expect.poll(async () => (await input.inputValue()).length, {message: 'the search box holds the highlight terms, cut'}).toBeGreaterThan(0);
  expect((await input.inputValue()).length, 'highlight terms in the search box').toBeLessThanOrEqual(512);
  const started = Date.now();
  const {suggestions} = await searchFor(page, '会議室');
  await expect(suggestions.first()).toBeVisible({timeout: 15_000});
  expect(Date.now() - started, 'a short query after a long highlight link').toBeLessThan(10_000);
});

for (const [what, query] of [
  ['10,000 Latin characters', 'meeting room '.repeat(770)],
  ['3,000 Japanese characters', '会議室の予約'.repeat(500)],
]) {
  test(`?q= on the search page is cut to 512 characters, also with ${what}`, async ({page}) => {
    await page.goto(`${SEARCH_PAGE}?q=${encodeURIComponent(query)}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')?.length, {timeout: 15_000}).toBe(512);
    await expect(page.locator('input[name="q"]')).toHaveAttribute('maxlength', '512');
    await expect(page.locator('.main-wrapper')).toContainText(/ページが見つかりました|見つかりません/, {timeout: 15_000});
  });
}

const HOSTILE: [string, string][] = [
  ['markup', '<img src=x onerror="window.__xss=1"><b>太字</b>'],
  ['script', '<script>window.__xss=2</script>会議室'],
  ['10,000 characters', '会議室とデスクの予約設定'.repeat(834)],
  ['emoji', '会議室 🏢📅✅ 予約 👩‍💻'],
  ['right-to-left text', 'حجز غرفة الاجتماعات ‏קביעת חדר'],
  ['regular expression syntax', '.*+?^${}()|[]\\ 会議室 (a+)+$'],
  ['lunr syntax', 'title:foo +a -b foo~2 * 会議室^10'],
];

// One page takes every kind in turn, as a reader who keeps typing would: each answer must come, as text, with the page
// still answering (a page load and a search index per kind cost more than the checks themselves).
test(`hostile input (${HOSTILE.map(([kind]) => kind).join(', ')}) is cut to 512 characters, shown as text, and the page stays usable`, async ({page}) => {
  test.setTimeout(HOSTILE.length * 15_000);
  page.on('dialog', (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
  await open(page, INTRO);
  for (const [kind, text] of HOSTILE) {
    await test.step(kind, async () => {
      const {input} = await searchFor(page, text.slice(0, 2000));
      expect((await input.inputValue()).length, `${INTRO}: search box value after ${kind}`).toBeLessThanOrEqual(512);
      // An answer comes: results or the no-results message, within seconds.
      await expect(page.locator('[role="listbox"]'), `${INTRO}: an answer for ${kind}`).toBeVisible({timeout: 10_000});
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss), `${INTRO}: a script of the ${kind} input ran`).toBeUndefined();
      expect(await page.locator('img[src="x"], [role="listbox"] script, [role="listbox"] b').count(), `${INTRO}: markup of the ${kind} input rendered`).toBe(0);
      // The page still answers: the colour mode still switches.
      const t0 = Date.now();
      await page.keyboard.press('Escape');
      await page.locator('button[class*="toggleButton"]').click();
      expect(Date.now() - t0, `${INTRO}: the page responds after ${kind}`).toBeLessThan(3_000);
      // Closed, so that the next kind's answer is its own.
      await expect(page.locator('[role="listbox"]'), `${INTRO}: the answer for ${kind} closes on Escape`).toBeHidden();
    });
  }
});
