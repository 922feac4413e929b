/**
 * Offline search on /help/jp and /help/zh: keyboard use, the 512-character cut, hostile input, the result limit,
 * and that readers find the right page by the words they would type (kanji, katakana, mixed kana, Chinese).
 */
import {test, expect, open} from '../support/fixtures';
import {searchFor, searchIndexParts, searchPageResults} from '../support/search';
import {SEARCH_QUERIES} from './search-queries';

const INTRO = '/help/jp/docs/management-console/introduction';

test('Ctrl+K focuses the search; arrows move, Enter opens the result with the terms highlighted, Escape closes', async ({page}) => {
  await open(page, INTRO);
  const {input, suggestions} = await searchFor(page, '予約');
  await expect(suggestions.nth(1)).toBeVisible({timeout: 15_000});
  const selected = page.locator('[role="listbox"] [role="option"][aria-selected="true"]');
  const first = await selected.getAttribute('id');
  await page.keyboard.press('ArrowDown');
  await expect(selected).not.toHaveAttribute('id', first!);
  await page.keyboard.press('ArrowUp');
  await expect(selected).toHaveAttribute('id', first!);
  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  // Open the first result with Enter: the target page highlights the search terms inside the article.
  await input.focus();
  await page.keyboard.insertText(' ');
  await expect(suggestions.first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help\/jp\/(docs\/.+|external-api\/)\?_highlight=/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('a query is cut at 512 characters, in the search bar and on the search page', async ({page}) => {
  await open(page, INTRO);
  const {input} = await searchFor(page, 'あ'.repeat(600));
  expect((await input.inputValue()).length).toBe(512);
  await page.goto(`/help/jp/search?q=${'x'.repeat(700)}`);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')?.length).toBe(512);
  await expect(page.locator('input[name="q"]')).toHaveAttribute('maxlength', '512');
});

test('hostile input is shown as text, never run', async ({page}) => {
  const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await open(page, INTRO);
  await searchFor(page, hostile);
  await page.waitForTimeout(800);
  await page.goto(`/help/jp/search?q=${encodeURIComponent(hostile)}`);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
  await expect(page.locator('input[name="q"]')).toHaveValue(hostile);
});

test('the search shows at most 8 results', async ({page}) => {
  await open(page, INTRO);
  const {suggestions} = await searchFor(page, '設定');
  await expect(suggestions.first()).toBeVisible({timeout: 15_000});
  expect(await suggestions.count()).toBeLessThanOrEqual(8);
});

test('the search index covers the guides and the API overview only: no release note, no home page, no generated API page', async ({request}) => {
  const html = await (await request.get('/help/jp/')).text();
  const js = [...html.matchAll(/src="(\/help\/jp\/assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]);
  let indexName = '';
  for (const src of js) {
    const body = await (await request.get(src)).text();
    const m = /search-index\{dir\}-([0-9a-f]+)\.json/.exec(body);
    if (m) indexName = `search-index-${m[1]}.json`;
  }
  if (!indexName) {
    // The plugin's code may sit in a lazily loaded chunk: fall back to the file on disk.
    const {readdirSync} = await import('node:fs');
    indexName = readdirSync('build/jp').find((f) => /^search-index-[0-9a-f]+\.json$/.test(f)) ?? '';
  }
  expect(indexName, 'a hashed index file name').toMatch(/^search-index-[0-9a-f]{8}\.json$/);
  const index = searchIndexParts(await (await request.get(`/help/jp/${indexName}`)).json());
  const urls = index.flatMap((part) => part.documents.map((d) => d.u as string));
  expect(urls.length).toBeGreaterThan(0);
  const outside = urls.filter((u) => !u.startsWith('/help/jp/docs/') && u !== '/help/jp/external-api/');
  expect(outside, 'pages indexed that are neither a guide nor the API overview').toEqual([]);
  expect(urls, 'the API overview is searchable').toContain('/help/jp/external-api/');
  // Code blocks are left out of the index: a word that appears only inside the Compose file of the Linux guide.
  const text = JSON.stringify(index);
  expect(text).toContain('Docker Compose');
  expect(text).not.toContain('appendonly');
});

// Keyword queries, one test per locale (one browser page for all of them): each must find its page among the first
// five pages listed; the failure names every query that missed and what came instead.
for (const locale of ['jp', 'zh'] as const) {
  const queries = SEARCH_QUERIES.filter((q) => q.locale === locale);
  test(`${locale}: ${queries.length} keyword queries each find their page among the first five`, async ({page}) => {
    test.setTimeout(queries.length * 15_000);
    const misses: string[] = [];
    for (const {query, kind, expected} of queries) {
      // The first five distinct pages (a page can match in several of its sections).
      const hrefs = await searchPageResults(page, locale, query, 5);
      if (!hrefs.includes(`/help/${locale}/docs/${expected}`)) misses.push(`"${query}" (${kind}) wanted ${expected}, got: ${hrefs.join(', ') || 'nothing'}`);
    }
    expect(misses, `keyword queries that missed on /help/${locale}/search`).toEqual([]);
  });
}
