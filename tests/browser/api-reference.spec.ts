/**
 * The external API reference as a developer meets it: the overview at /help/<locale>/external-api/, a generated page
 * for each of the 31 operations in each locale, titled in that locale's language, and the try-it panel sending real
 * requests to the API mock (tools/mock-api.ts, started by the global setup on http://127.0.0.1:4010).
 */
import {test, expect, open, openTryIt} from '../support/fixtures';
import {MOCK, chooseServer, enterId} from '../support/try-it';
import {decodeHtml as decode} from '../support/content';
import type {Page} from '@playwright/test';
import {endsWith} from '../support/patterns';
import {LOCALES, pageUrl, type LocaleCode} from '../../site/locales.ts';

type Operation = {operationId: string; summary: string};
/** How the test titles name each locale. */
const LABELS: Record<LocaleCode, string> = {en: 'English', ja: 'Japanese', 'zh-Hant': 'Chinese'};

/** The operations with their summaries in one locale, from the same sources the build uses. */
async function operations(locale: LocaleCode): Promise<Operation[]> {
  const {localizedSpec} = await import('../../tools/openapi-i18n.ts');
  return Object.values(localizedSpec(locale).paths).flatMap((item) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((m) => {
      const op = item[m];
      return op ? [{operationId: op.operationId, summary: op.summary ?? ''}] : [];
    }),
  );
}

/** The page slug the generator gives an operationId (lodash kebab-case: getVisitorBadgeStatisticsV1 -> ...-v-1). */
const slug = (operationId: string): string =>
  operationId
    .match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g)!
    .join('-')
    .toLowerCase();

for (const {code, baseUrl} of LOCALES) {
  test(`${LABELS[code]}: all 31 operations have a page titled with the operation's summary`, async ({request}) => {
    const ops = await operations(code);
    expect(ops).toHaveLength(31);
    const failures: string[] = [];
    for (const op of ops) {
      const path = `${baseUrl}external-api/reference/${slug(op.operationId)}`;
      const r = await request.get(path);
      const h1 = decode(/<h1[^>]*>(.*?)<\/h1>/s.exec(await r.text())?.[1] ?? '');
      if (r.status() !== 200 || h1 !== op.summary) failures.push(`${path}: ${r.status()} "${h1}" (want "${op.summary}")`);
    }
    expect(failures).toEqual([]);
  });
}

test('the Japanese overview explains tokens, paging, errors and subscriptions and links the console page', async ({page}) => {
  await open(page, pageUrl('ja', 'external-api/'));
  await expect(page.locator('h1')).toHaveText('外部 API');
  for (const id of ['base-url', 'create-a-token', 'authentication', 'paging', 'filters', 'errors', 'subscriptions', 'try-it']) {
    await expect(page.locator(`h2#${id}`), id).toBeVisible();
  }
  // The diagram: an image drawn at build time (plugins/diagrams/).
  await page.locator('.so-diagram img').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.so-diagram img')).toBeVisible();
  await expect(page.locator(`article a[href="${pageUrl('ja', 'docs/management-console/settings/api-auth#create-a-token')}"]`)).toBeVisible();
  // The sidebar lists the operations under their Japanese tag names (collapsed: a category opens on a click).
  const sidebar = page.locator('nav[aria-label="ドキュメントのサイドバー"]');
  await sidebar.getByRole('button', {name: "'ビル'の目次を開く"}).click();
  await expect(sidebar.getByRole('link', {name: 'ビルを取得する'})).toBeVisible();
  await expect(sidebar.getByText('予約可能リソース', {exact: true}).first()).toBeVisible();
  await expect(sidebar.getByText('スキーマ', {exact: true})).toBeVisible();
});

test('the navbar links the API reference, and the console page on API authentication links back', async ({page}) => {
  await open(page, pageUrl('ja', 'docs/management-console/settings/api-auth'));
  await page
    .locator(`article a[href^="${pageUrl('ja', 'external-api/')}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(endsWith(pageUrl('ja', 'external-api/')));
  await expect(page.locator('.navbar').getByRole('link', {name: '外部 API'})).toBeVisible();
});

test('the Japanese operation page is in Japanese, theme labels included, with six code sample languages', async ({page}) => {
  await open(page, pageUrl('ja', 'external-api/reference/get-building'));
  await expect(page.locator('h1')).toHaveText('ビルを取得する');
  await expect(page.getByText('ビルの ID です。').first()).toBeVisible();
  // Before the explorer opens: the samples made at build time, one tab per language, each calling this operation.
  const samples = page.locator('.so-api-samples');
  await expect(samples.getByRole('heading', {name: 'コードサンプル'})).toBeVisible();
  await expect(samples.getByRole('tab')).toHaveText(['curl', 'Node.js', 'Python', 'C#', 'Java', 'PowerShell']);
  for (const label of ['curl', 'Node.js', 'Python', 'C#', 'Java', 'PowerShell']) {
    await samples.getByRole('tab', {name: label}).click();
    await expect(samples.getByRole('tabpanel'), `get-building: the ${label} sample`).toContainText('/api/external/building/1');
  }
  // The explorer, opened: its labels in Japanese and the same six languages, generated for the reader's values.
  await openTryIt(page);
  await expect(page.locator('.openapi-explorer__request-btn')).toHaveText('API 要求を送信');
  await expect(page.locator('.openapi-explorer__request-title')).toHaveText('要求');
  for (const language of ['curl', 'nodejs', 'python', 'csharp', 'java', 'powershell']) {
    await page.locator(`.openapi-tabs__code-item--${language}`).click();
    await expect(page.locator('.openapi-tabs__code-container pre').first(), language).toContainText('/api/external/building/');
  }
});

/**
 * The OpenAPI theme rebuilt every tab group of a page right after hydration (a remount for stored tab choices, which
 * these groups do not have): the responses' schemas, examples and descriptions made again in the browser, the largest
 * task of an operation page's first load. Patched (patches/docusaurus-theme-openapi-docs): the server's elements stay.
 */
test("an operation page's response tabs keep their server HTML through hydration, and still switch", async ({page}) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedTabGroups: string[]}).removedTabGroups = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && (node.matches('.tabs-container') || node.querySelector('.tabs-container')))
            removed.push(node.className || node.tagName);
    }).observe(document, {childList: true, subtree: true});
  });
  const path = pageUrl('ja', 'external-api/reference/get-building');
  await open(page, path);
  // Past hydration and the effects it schedules (the remount came from one).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
  const removed = await page.evaluate(() => (window as unknown as {removedTabGroups: string[]}).removedTabGroups);
  expect(removed, `${path}: tab groups taken out of the page after it loaded`).toEqual([]);
  const responses = page.locator('.openapi-tabs__container');
  await responses.getByRole('tab', {name: '400'}).click();
  await expect(responses.getByRole('tab', {name: '400'}), `${path}: the 400 tab is chosen`).toHaveAttribute('aria-selected', 'true');
  await expect(responses.getByText('要求が正しくありません。').first(), `${path}: the 400 answer's description`).toBeVisible();
  await expect(responses.getByText('ビルです。').first(), `${path}: the 200 answer's description, hidden`).toBeHidden();
});

/** Points the try-it panel at the mock and fills the building id. */
async function prepareRequest(page: Page) {
  await open(page, pageUrl('ja', 'external-api/reference/get-building'));
  await openTryIt(page);
  const server = page.locator('.openapi-explorer__details-container').first();
  // The reader's own server (https://{host}/api/external, host placeholder booking.example.com) is the default; the
  // mock is the second server of the description.
  await expect(server.locator('.openapi-explorer__server-url')).toHaveText('https://booking.example.com/api/external');
  await chooseServer(page, MOCK);
  await enterId(page);
}

test("try it: a request with a token from a Japanese page gets the mock's 200 answer", async ({page}) => {
  await prepareRequest(page);
  await page.locator('.openapi-explorer__details-container').nth(1).locator('select').selectOption('tokenHeader');
  await page.getByLabel('Bearer トークン').pressSequentially('test-token');
  const sent = page.waitForRequest((r) => r.url() === `${MOCK}/building/1` && r.method() === 'GET');
  await page.locator('.openapi-explorer__request-btn').click();
  expect((await sent).headers()['authorization']).toBe('Bearer test-token');
  const answer = page.locator('.openapi-explorer__response-container');
  await expect(answer).toContainText('200');
  await expect(answer).toContainText('Tokyo Head Office');
});

test('try it: a request without a token gets 401 from the mock', async ({page, site}) => {
  site.expectedConsoleErrors.push(/status of 401/);
  await prepareRequest(page);
  const sent = page.waitForRequest((r) => r.url() === `${MOCK}/building/1`);
  await page.locator('.openapi-explorer__request-btn').click();
  expect((await sent).headers()['authorization']).toBeUndefined();
  const answer = page.locator('.openapi-explorer__response-container');
  await expect(answer).toContainText('401');
  await expect(answer).toContainText('Unauthorized');
});

test('the API mock answers the examples, 401 without a token and 400 on a bad parameter', async ({request}) => {
  const auth = {Authorization: 'Bearer test-token'};
  const ok = await request.get(`${MOCK}/building?page=1&row=50`, {headers: auth});
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data[0].name).toBe('Tokyo Head Office');
  const basic = await request.get(`${MOCK}/building/1`, {headers: {Authorization: `Basic ${Buffer.from('test-token:').toString('base64')}`}});
  expect(basic.status(), 'the token as the basic-auth user name with an empty password').toBe(200);
  expect((await request.get(`${MOCK}/building/1`)).status()).toBe(401);
  const bad = await request.get(`${MOCK}/building?page=first`, {headers: auth});
  expect(bad.status()).toBe(400);
  expect((await bad.json()).isSuccess).toBe(false);
});

/** Stylesheet files the page applies, by file name (inline <style> elements aside). */
const stylesheets = (page: Page) =>
  page.evaluate(() => Array.from(document.styleSheets).flatMap((s) => (s.href ? [s.href.replace(/.*\/assets\/css\//, '')] : [])));

test("the API theme's stylesheet reaches API pages only, not docs pages with tabs or the home page", async ({page}) => {
  for (const path of [pageUrl('ja'), pageUrl('ja', 'docs/management-console/settings/api-auth')]) {
    await open(page, path);
    await expect(page.locator('main')).toBeVisible();
    expect(await stylesheets(page), path).toEqual([expect.stringMatching(/^styles\.\w+\.css$/)]);
  }
  await open(page, pageUrl('ja', 'external-api/reference/get-building'));
  expect(await stylesheets(page)).toContainEqual(expect.stringMatching(/^api-styles\.\w+\.css$/));
});
