/**
 * Offline search on /help/jp and /help/zh: keyboard use, the 512-character cut, hostile input, the result limit,
 * and that readers find the right page by the words they would type (kanji, katakana, mixed kana, Chinese).
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, open} from '../support/fixtures';
import {searchFor, searchIndexParts, searchPageResults} from '../support/search';
import {SEARCH_QUERIES} from '../search-eval/keyword-queries';
import {pageUrl} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';
import {literal} from '../support/patterns';

const INTRO = pageUrl('ja', 'docs/management-console/introduction');
const SEARCH_PAGE = pageUrl('ja', 'search');

test('Ctrl+K focuses the search; arrows move, Enter opens the result with the terms highlighted, Escape closes', {tag: ['@wcag-keyboard']}, async ({page}) => {
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
  await expect(page).toHaveURL(new RegExp(`${literal(pageUrl('ja'))}(docs/.+|external-api/)\\?_highlight=`));
  await expect(page.locator('article mark').first()).toBeVisible();
});

// The search plugin's bar loads when the reader reaches for search (src/theme/SearchBar); a stand-in box holds its
// place and keeps what is typed meanwhile.
const STAND_IN = 'input.navbar__search-input[data-stand-in]';
const PLUGIN_INPUT = 'input.navbar__search-input:not([data-stand-in])';

test('the search bar loads when the reader reaches for it, not with the page', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await open(page, INTRO);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(STAND_IN), `${INTRO}: the stand-in box after load`).toHaveCount(1);
  await expect(page.locator(PLUGIN_INPUT), `${INTRO}: the plugin's bar must not load with the page`).toHaveCount(0);
  await expect(page.locator(STAND_IN)).toHaveAttribute('aria-label', '検索');
  const before = scripts.length;
  await page.locator(STAND_IN).hover();
  await expect(page.locator(PLUGIN_INPUT), `${INTRO}: the plugin's bar after a hover`).toHaveCount(1);
  await expect(page.locator(STAND_IN)).toHaveCount(0);
  expect(scripts.length, `${INTRO}: the hover loads the bar's script`).toBeGreaterThan(before);
  await expect(page.locator(PLUGIN_INPUT)).toHaveAttribute('maxlength', '512');
  await expect(page.locator(PLUGIN_INPUT)).toHaveAttribute('aria-label', '検索');
});

test('what a reader types while the search bar loads is kept and searched', async ({page}) => {
  await open(page, INTRO);
  // Hold the bar's scripts back for a second, as a slow network would.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((ok) => setTimeout(ok, 1000));
    await route.continue();
  });
  await page.locator(STAND_IN).click();
  await page.keyboard.type('会議室', {delay: 50});
  await expect(page.locator(PLUGIN_INPUT), `${INTRO}: the plugin's bar after the delay`).toHaveCount(1, {timeout: 10_000});
  await expect(page.locator(PLUGIN_INPUT), 'the query typed into the stand-in').toHaveValue('会議室');
  await expect(page.locator(PLUGIN_INPUT), 'the focus stays in the search box').toBeFocused();
  await expect(page.locator('[role="listbox"] [role="option"]').first(), 'results for the carried query').toBeVisible({timeout: 15_000});
});

test('a query typed before the page comes to life is kept and searched', async ({page}) => {
  // The page's scripts arrive late: the reader types into the server-rendered box first.
  await page.route(/\/assets\/js\/(?:main\.[0-9a-f]+|runtime~main)\.js$/, async (route) => {
    await new Promise((ok) => setTimeout(ok, 1500));
    await route.continue();
  });
  await page.goto(INTRO, {waitUntil: 'domcontentloaded'});
  await page.locator(STAND_IN).fill('デスク');
  await expect(page.locator(PLUGIN_INPUT), `${INTRO}: the plugin's bar once the page runs`).toHaveCount(1, {timeout: 15_000});
  await expect(page.locator(PLUGIN_INPUT), 'the query typed before the page ran').toHaveValue('デスク');
  await expect(page.locator('[role="listbox"] [role="option"]').first(), 'results for that query').toBeVisible({timeout: 15_000});
});

test('a query typed into the search bar the moment it appears is kept and searched', async ({page}) => {
  // The plugin empties its box on a zero-delay timer after it mounts; a fast typist, or a test on a busy machine,
  // can type before that timer runs. Type at the very moment the box appears, before any timer can run.
  await open(page, INTRO);
  await page.evaluate(
    ({selector}) => {
      new MutationObserver((_, observer) => {
        const input = document.querySelector<HTMLInputElement>(selector);
        if (!input) return;
        observer.disconnect();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '受付');
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }).observe(document.body, {childList: true, subtree: true});
    },
    {selector: PLUGIN_INPUT},
  );
  await page.locator(STAND_IN).click();
  await expect(page.locator(PLUGIN_INPUT), `${INTRO}: the plugin's bar after a click`).toHaveCount(1, {timeout: 10_000});
  await expect(page.locator(PLUGIN_INPUT), 'the query typed as the box appeared').toHaveValue('受付');
  await expect(page.locator('[role="listbox"] [role="option"]').first(), 'results for that query').toBeVisible({timeout: 15_000});
});

test('a query is cut at 512 characters, in the search bar and on the search page', async ({page}) => {
  await open(page, INTRO);
  const {input} = await searchFor(page, 'あ'.repeat(600));
  // Polled: on a busy machine the plugin's bar can take the stand-in's place while the text goes in.
  await expect.poll(async () => (await input.inputValue()).length, {message: 'the search bar keeps at most 512 characters'}).toBe(512);
  await page.goto(`${SEARCH_PAGE}?q=${'x'.repeat(700)}`);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')?.length).toBe(512);
  await expect(page.locator('input[name="q"]')).toHaveAttribute('maxlength', '512');
});

test('hostile input is shown as text, never run', async ({page}) => {
  const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await open(page, INTRO);
  await searchFor(page, hostile);
  await page.waitForTimeout(800);
  await page.goto(`${SEARCH_PAGE}?q=${encodeURIComponent(hostile)}`);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
  await expect(page.locator('input[name="q"]')).toHaveValue(hostile);
});

test('the search shows at most 8 pages, each with at most one section under it', async ({page}) => {
  await open(page, INTRO);
  const {suggestions} = await searchFor(page, '設定');
  await expect(suggestions.first()).toBeVisible({timeout: 15_000});
  const pages = await suggestions.evaluateAll((els) => els.filter((el) => !el.querySelector('[class*="hitTree"]')).length);
  expect(pages, 'page rows').toBeLessThanOrEqual(8);
  expect(await suggestions.count(), 'rows in all: eight pages, a section under the first').toBeLessThanOrEqual(9);
});

test('the search index covers the guides and the API overview only: no release note, no home page, no generated API page', async ({request}) => {
  const html = await (await request.get(pageUrl('ja'))).text();
  const js = [...html.matchAll(new RegExp(`src="(${literal(pageUrl('ja', 'assets/js/'))}[^"]+\\.js)"`, 'g'))].map((m) => m[1]);
  let indexName = '';
  for (const src of js) {
    const body = await (await request.get(src)).text();
    const m = /search-index\{dir\}-([0-9a-f]+)\.json/.exec(body);
    if (m) indexName = `search-index-${m[1]}.json`;
  }
  if (!indexName) {
    // The plugin's code may sit in a lazily loaded chunk: fall back to the file on disk.
    indexName = readdirSync(join(ROOT, outputDir('ja', BUILD_DIR))).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f)) ?? '';
  }
  expect(indexName, 'a hashed index file name').toMatch(/^search-index-[0-9a-f]{8}\.json$/);
  const index = await searchIndexParts(await (await request.get(pageUrl('ja', indexName))).json(), async (path) =>
    (await request.get(pageUrl('ja', path))).json(),
  );
  const urls = index.flatMap((part) => part.documents.map((d) => d.u as string));
  expect(urls.length).toBeGreaterThan(0);
  const operationPage = new RegExp(`^${literal(pageUrl('ja', 'external-api/reference/'))}[a-z0-9-]+$`);
  const outside = urls.filter((u) => !u.startsWith(pageUrl('ja', 'docs/')) && u !== pageUrl('ja', 'external-api/') && !operationPage.test(u));
  expect(outside, 'pages indexed that are neither a guide, the API overview nor an API operation page').toEqual([]);
  expect(urls, 'the API overview is searchable').toContain(pageUrl('ja', 'external-api/'));
  expect(urls, 'the API operation pages are searchable').toContain(pageUrl('ja', 'external-api/reference/list-buildings'));
  expect(
    urls.filter((u) => u.includes('/reference/schemas/')),
    'schema pages are not indexed',
  ).toEqual([]);
  // Code blocks are left out of the index: a word that appears only inside the Compose file of the Linux guide.
  const text = JSON.stringify(index);
  expect(text).toContain('Docker Compose');
  expect(text).not.toContain('appendonly');
});

// Keyword queries typed into the search page: one of each tokenizer path (kanji, katakana, mixed kana, an English
// product name, Chinese) must find its page among the first five pages listed. Every query of the set is answered by
// the same engine in Node in the site tier (tests/site/search-questions.test.ts).
const KEYWORD_SAMPLE = ['来訪者管理', 'ホットデスク', 'クォータ単位', 'Fire TV Stick', '彈性座位', '高可用性'];
test(`the search page lists the page of ${KEYWORD_SAMPLE.length} keyword queries among the first five`, async ({page}) => {
  test.setTimeout(KEYWORD_SAMPLE.length * 15_000);
  const misses: string[] = [];
  for (const query of KEYWORD_SAMPLE) {
    expect(
      SEARCH_QUERIES.some((q) => q.query === query),
      `"${query}" is a query of tests/search-eval/keyword-queries.ts`,
    ).toBe(true);
    for (const {locale, kind, expected} of SEARCH_QUERIES.filter((q) => q.query === query)) {
      const hrefs = await searchPageResults(page, locale, query, 5);
      if (!hrefs.includes(pageUrl(locale, `docs/${expected}`)))
        misses.push(`${pageUrl(locale, 'search')} "${query}" (${kind}) wanted ${expected}, got: ${hrefs.join(', ') || 'nothing'}`);
    }
  }
  expect(misses, 'keyword queries whose page the search page did not list').toEqual([]);
});

// The search bar answers with the site's engine, in the forms Japanese text reaches the box, and lists
// each page once with its best section under it.
const VARIANTS: [string, RegExp][] = [
  ['ﾙｰﾑﾃﾞｨｽﾌﾟﾚｲ', /\/docs\/player\/room-display\?/],
  ['かいぎしつ', /\/docs\/management-console\/resource\/room\?/],
  ['ホットデスキング', /\/docs\/management-console\/getting-start\/hot-desking\?/],
  ['AWSに構築したい', /\/docs\/installation\/server-installation\/aws-cloud\?/],
  ['e-paper-controller', /\/external-api\/reference\/(get|list)-e-paper-controllers?\?/],
];
for (const [query, target] of VARIANTS) {
  test(`the search bar finds 「${query}」 and Enter opens its page`, async ({page}) => {
    await open(page, pageUrl('ja', 'docs/management-console/introduction'));
    const {suggestions} = await searchFor(page, query);
    await expect(suggestions.first(), `「${query}」: results in the search bar`).toBeVisible({timeout: 15_000});
    // The first result is selected as the list opens.
    await page.keyboard.press('Enter');
    await expect(page, `「${query}」: the first result opens the page that answers it`).toHaveURL(target);
  });
}

// A reader who searches again from the page a result opened finds the previous query in the box and its results in
// the list; typing over it, the list shows those results until the new query's arrive (here late: the parts of the
// index its words need are slow to come). Enter in that moment opens the new query's first result once it is there,
// never the previous query's.
test("Enter while the list still shows the previous query's results opens the new query's first result", async ({page}) => {
  await open(page, INTRO);
  const before = await searchFor(page, 'ホットデスキング');
  await expect(before.suggestions.first(), '「ホットデスキング」: results').toBeVisible({timeout: 15_000});
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/management-console\/getting-start\/hot-desking\?/);
  // The page the result opened, shown and settled (what it does while it comes has tests of its own, above), its
  // terms back in the box: the reader reads it, then searches again.
  await expect(page.locator('main h1')).toHaveText('ホットデスクを設定する', {timeout: 15_000});
  for (let i = 0; i < 2; i += 1) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 3_000})));
  const input = page.locator('input.navbar__search-input');
  await expect(input).toHaveValue('ホットデスキング');
  let delayed = 0;
  await page.route('**/search-index/**', async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  const suggestions = page.locator('[role="listbox"] [role="option"]');
  await expect(suggestions.first(), "the previous query's results as the box opens").toContainText('ホットデスク', {timeout: 15_000});
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText('ﾙｰﾑﾃﾞｨｽﾌﾟﾚｲ');
  // The race as a reader meets it: the list still shows the previous results when Enter is pressed.
  await expect(suggestions.first(), 'the list still shows the previous results').toContainText('ホットデスク');
  await page.keyboard.press('Enter');
  await expect(page, 'Enter opened a result of the previous query').toHaveURL(/\/docs\/player\/room-display\?/, {timeout: 15_000});
  expect(delayed, 'the parts of the index the new query needs were not slowed (the race was not set up)').toBeGreaterThan(0);
});

// A reader who opens a result and presses Ctrl+K before the page shows (its scripts come late) is in the search box
// when the page appears, the previous query's results listed: the page change's focus reset leaves a text field alone
// (patch of @docusaurus/theme-common).
test('Ctrl+K pressed while a result page is on its way keeps the focus in the search box once the page shows', async ({page}) => {
  await open(page, INTRO);
  const before = await searchFor(page, 'ホットデスキング');
  await expect(before.suggestions.first(), '「ホットデスキング」: results').toBeVisible({timeout: 15_000});
  let slowed = 0;
  await page.route(`**${pageUrl('ja', 'assets/js/**')}`, async (route) => {
    slowed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.keyboard.press('Enter');
  // The address changes at once; the page shows once its scripts are there.
  await expect(page).toHaveURL(/\/docs\/management-console\/getting-start\/hot-desking\?/);
  const heading = page.locator('main h1');
  await expect(heading, 'the result page showed before its scripts came (the race was not set up)').not.toHaveText('ホットデスクを設定する');
  await page.keyboard.press('Control+k');
  const input = page.locator('input.navbar__search-input');
  await expect(input).toBeFocused();
  await expect(heading).toHaveText('ホットデスクを設定する', {timeout: 15_000});
  expect(slowed, 'no script of the result page was slowed').toBeGreaterThan(0);
  await expect(input, 'the search box lost the focus when the result page showed').toBeFocused();
  const suggestions = page.locator('[role="listbox"] [role="option"]');
  await expect(suggestions.first(), "the previous query's results, listed").toContainText('ホットデスク');
});

// The same reader types a new query before the result page has shown, and presses Enter once it has: the page,
// which puts the previous query's terms back into the box once it has marked them (with mark.js, loaded then), leaves
// the box to the reader, and Enter opens the new query's first result (patch of the search plugin's bar).
test('a query typed while a result page is on its way is kept when the page shows, and Enter opens its first result', async ({page}) => {
  await open(page, INTRO);
  const before = await searchFor(page, 'ホットデスキング');
  await expect(before.suggestions.first(), '「ホットデスキング」: results').toBeVisible({timeout: 15_000});
  let slowed = 0;
  let pending = 0;
  await page.route(`**${pageUrl('ja', 'assets/js/**')}`, async (route) => {
    slowed += 1;
    pending += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
    pending -= 1;
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/management-console\/getting-start\/hot-desking\?/);
  await page.keyboard.press('Control+k');
  const input = page.locator('input.navbar__search-input');
  await expect(input).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText('ﾙｰﾑﾃﾞｨｽﾌﾟﾚｲ');
  await expect(page.locator('main h1'), 'the result page').toHaveText('ホットデスクを設定する', {timeout: 15_000});
  // Every script the page asked for has come (mark.js among them), and the page has had a moment to use them.
  await expect.poll(() => pending, {message: 'scripts of the result page still on their way', timeout: 15_000}).toBe(0);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(slowed, 'no script of the result page was slowed (the race was not set up)').toBeGreaterThan(0);
  await expect(input, "the page put the previous query's terms over the reader's new query").toHaveValue('ﾙｰﾑﾃﾞｨｽﾌﾟﾚｲ');
  await page.keyboard.press('Enter');
  await expect(page, "Enter did not open the new query's first result").toHaveURL(/\/docs\/player\/room-display\?/, {timeout: 15_000});
});

test('the search bar lists each page once (at most eight), the first with its best section under it', async ({page}) => {
  await open(page, pageUrl('ja', 'docs/management-console/introduction'));
  const {suggestions} = await searchFor(page, '会議室 予約');
  await expect(suggestions.nth(2)).toBeVisible({timeout: 15_000});
  const rows = await suggestions.evaluateAll((els) =>
    els.map((el) => ({title: el.querySelector('[class*="hitTitle"]')?.textContent ?? '', nested: !!el.querySelector('[class*="hitTree"]')})),
  );
  const pages = rows.filter((r) => !r.nested).map((r) => r.title);
  expect(pages.length, `page rows: ${pages.join(' | ')}`).toBeLessThanOrEqual(8);
  expect(new Set(pages).size, `a page listed twice: ${pages.join(' | ')}`).toBe(pages.length);
  expect(rows[0].nested, 'the list starts with a page').toBe(false);
  for (let k = 1; k < rows.length; k += 1) {
    if (rows[k].nested) expect(rows[k - 1].nested, `more than one section under a page at row ${k}: ${rows[k].title}`).toBe(false);
  }
  expect(rows[1]?.nested, "the first page's best section under it").toBe(true);
});

// The index file keeps no word positions: the result list finds the words in the shown text (the index itself is
// checked in tests/site/search-index.test.ts).
test('jp: the result list marks the words it found in each preview', async ({page}) => {
  await open(page, pageUrl('ja', 'docs/management-console/introduction'));
  const {suggestions} = await searchFor(page, '会議室');
  await expect(suggestions.first()).toBeVisible({timeout: 15_000});
  const marks = await page.locator('[role="listbox"] [role="option"] mark').allTextContents();
  expect(
    marks.filter((m) => m.includes('会議')),
    'marked words in the previews',
  ).not.toEqual([]);
  // Every row that shows the word marks it (a page found by its text alone shows a title without it).
  const unmarked = await suggestions.evaluateAll((els) =>
    els.filter((el) => (el.textContent ?? '').includes('会議室') && !el.querySelector('mark')?.textContent?.includes('会議')).map((el) => el.textContent),
  );
  expect(unmarked, 'rows that show 会議室 without marking it').toEqual([]);
});

test('the search page counts pages, not rows: its count is the number of pages its results link to', async ({page}) => {
  for (const [locale, query, counted] of [
    ['ja', '会議室 予約', /^(\d+) ページが見つかりました$/],
    ['zh-Hant', '會議室 預約', /^找到 (\d+) 個頁面$/],
    ['en', 'meeting room booking', /^(\d+) pages? found$/],
  ] as const) {
    const path = `${pageUrl(locale, 'search')}?q=${encodeURIComponent(query)}`;
    await page.goto(path);
    const count = page.locator('.main-wrapper p').filter({hasText: counted});
    await expect(count, `${path}: no page count`).toBeVisible({timeout: 15_000});
    const pages = await page
      .locator('.main-wrapper article h2 a')
      .evaluateAll((links) => new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)).size);
    const rows = await page.locator('.main-wrapper article').count();
    const shown = Number(counted.exec((await count.textContent()) ?? '')?.[1]);
    expect(shown, `${path}: the count says ${shown}, the results link to ${pages} pages (${rows} rows)`).toBe(pages);
    expect(rows, `${path}: this query should find sections beside their pages, or the test proves nothing`).toBeGreaterThan(pages);
  }
});

// Across scripts (src/search/engine.ts, plugins/search-index/loanwords.ts, regional-chinese.ts): what a reader types
// with the input method off, a Latin name in katakana, a Hong Kong word, in the real search bar of each edition.
for (const [locale, query, title] of [
  ['ja', 'kaigishitsu yoyaku enchou', '会議室'],
  ['ja', 'アウトルック アドイン', 'Outlook'],
  ['zh-Hant', '標籤打印機', '標籤印表機'],
] as const) {
  test(`${locale}: the search bar answers 「${query}」 with a page titled with ${title}`, async ({page}) => {
    await open(page, pageUrl(locale, 'docs/management-console/introduction'));
    const {suggestions} = await searchFor(page, query);
    await expect(suggestions.first(), `${pageUrl(locale)}: 「${query}」 found nothing`).toBeVisible({timeout: 15_000});
    const titles = await suggestions.evaluateAll((els) => els.slice(0, 6).map((el) => el.querySelector('[class*="hitTitle"]')?.textContent ?? ''));
    expect(
      titles.some((t) => t.includes(title)),
      `${pageUrl(locale)}: 「${query}」 listed ${titles.join(' | ')}`,
    ).toBe(true);
  });
}
