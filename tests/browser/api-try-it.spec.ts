/**
 * The try-it panel of the API reference in the situations the reader meets beyond the happy path:
 * a browser that blocks storage (strict privacy settings, some embedded views), a token that must stay in memory,
 * a server the reader edits (their own server's /api/external, with a placeholder host that is never contacted) or
 * the local mock, and requests that fail (network error, 401, 500, an empty required path parameter), each explained
 * in the page's language. The mock (tools/mock-api.ts) is started by the global setup on http://127.0.0.1:4010.
 */
import {test, expect, open, openTryIt, ready} from '../support/fixtures';
import {MOCK, chooseServer, editServer, enterId} from '../support/try-it';
import type {Page, Request} from '@playwright/test';
import {createServer} from 'node:net';
import {pageUrl} from '../../site/locales.ts';

const OWN_SERVER = 'https://{host}/api/external';
const PLACEHOLDER = 'https://booking.example.com/api/external';
const TOKEN = 'tryit-secret-7f3a';

/** What the reader reads in each locale (src/theme/ApiExplorer wrappers, texts in i18n/<locale>/code.json). */
const LOCALES = [
  {
    label: 'English',
    code: 'en',
    network: 'Unable to reach the server',
    unauthorized: '401 Unauthorized: the token is missing, unknown, revoked or expired',
    serverError: 'The server could not handle the request (500)',
    missing: 'The request was not sent. Enter a value for the required parameters: id',
    host: 'The request was not sent. Select Edit under Base URL and enter the address of your server in host',
  },
  {
    label: 'Japanese',
    code: 'ja',
    network: 'サーバーに接続できません',
    unauthorized: '401 Unauthorized：トークンがないか、不明、失効済み、または期限切れです',
    serverError: 'サーバーは要求を処理できませんでした（500）',
    missing: '要求は送信していません。次の必須パラメーターに値を入力してください：id',
    host: '要求は送信していません。ベース URL の「編集」を選び、host にお使いのサーバーのアドレスを入力するか',
  },
  {
    label: 'Chinese',
    code: 'zh-Hant',
    network: '無法連線到伺服器',
    unauthorized: '401 Unauthorized：權杖缺少、不明、已撤銷或已過期',
    serverError: '伺服器無法處理此要求（500）',
    missing: '未傳送要求。請輸入下列必填參數的值：id',
    host: '未傳送要求。請在基底 URL 選取「編輯」，在 host 輸入您伺服器的位址',
  },
] as const;
const JA = LOCALES[1];

/**
 * Makes `window.sessionStorage` and `window.localStorage` throw a SecurityError, as Chromium does when the reader
 * blocks site data (cookies) or the page runs in a sandboxed frame.
 */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}

async function useBearerToken(page: Page, token: string) {
  await page.locator('.openapi-explorer__details-container').nth(1).locator('select').selectOption('tokenHeader');
  await page.locator('.openapi-explorer__details-container').nth(1).locator('input[type="password"]').pressSequentially(token);
}

const notice = (page: Page) => page.locator('.api-tryit__notice');
const send = (page: Page) => page.locator('.openapi-explorer__request-btn').click();

/** Every request the page sends to an API server (the mock, or the reader's own server). */
function apiRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(MOCK) || r.url().includes('/api/external/')) sent.push(r);
  });
  return sent;
}

/** A port on this machine where nothing listens: a request to it fails like an unreachable server. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address() as {port: number};
      srv.close(() => resolve(port));
    });
  });
}

/** Both storages of the page, keys and values, to look for the token in. */
const storageContents = (page: Page) => page.evaluate(() => [sessionStorage, localStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)));

test('with storage blocked, the Japanese API overview and an operation page render and try-it reaches the mock', async ({page}) => {
  await blockStorage(page);
  await open(page, pageUrl('ja', 'external-api/'));
  expect(
    await page.evaluate(() => {
      try {
        return typeof window.sessionStorage;
      } catch (e) {
        return (e as Error).name;
      }
    }),
    'the init script blocks storage',
  ).toBe('SecurityError');
  await expect(page.locator('h1'), `${pageUrl('ja', 'external-api/')}: the overview does not render`).toHaveText('外部 API');
  await expect(page.locator('h2#try-it'), `${pageUrl('ja', 'external-api/')}: the overview does not render`).toBeVisible();

  await open(page, pageUrl('ja', 'external-api/reference/get-building'));

  await openTryIt(page);
  await expect(page.locator('h1'), 'get-building: the operation page does not render').toHaveText('ビルを取得する');
  await chooseServer(page, MOCK);
  await enterId(page);
  await useBearerToken(page, TOKEN);
  const sent = page.waitForRequest((r) => r.url() === `${MOCK}/building/1` && r.method() === 'GET');
  await send(page);
  expect((await sent).headers()['authorization'], 'get-building: try-it sent no token').toBe(`Bearer ${TOKEN}`);
  const answer = page.locator('.openapi-explorer__response-container');
  await expect(answer, 'get-building: no answer from the mock with storage blocked').toContainText('Tokyo Head Office');
});

test('the token stays in memory: never in sessionStorage or localStorage, kept across operation pages, gone on reload', async ({page}) => {
  await open(page, pageUrl('ja', 'external-api/reference/get-building'));
  await openTryIt(page);
  await chooseServer(page, MOCK);
  // The id field shows the description's example (1), and that is what is sent (the theme would send /building/:id).
  await expect(page.locator('input[name="id"]')).toHaveValue('1');
  await useBearerToken(page, TOKEN);
  const sent = page.waitForRequest((r) => r.url() === `${MOCK}/building/1`);
  await send(page);
  expect((await sent).headers()['authorization']).toBe(`Bearer ${TOKEN}`);
  await expect(page.locator('.openapi-explorer__response-container')).toContainText('Tokyo Head Office');
  expect(
    (await storageContents(page)).filter((entry) => entry.includes(TOKEN)),
    'get-building: the token is in browser storage',
  ).toEqual([]);

  // Another operation page of the same tab (client-side navigation) still has the token and the mock.
  await page.locator('nav[aria-label="ドキュメントのサイドバー"]').getByRole('link', {name: 'ビルの一覧を取得する'}).click();
  await expect(page.locator('h1')).toHaveText('ビルの一覧を取得する');
  await expect(page.locator('.openapi-explorer__server-url'), 'list-buildings: the chosen server was lost').toHaveText(MOCK);
  await expect(page.locator('input[type="password"]'), 'list-buildings: the token was lost on navigation').toHaveValue(TOKEN);
  expect(
    (await storageContents(page)).filter((entry) => entry.includes(TOKEN)),
    'list-buildings: the token is in browser storage',
  ).toEqual([]);

  await page.reload();
  // A click before the page has come to life does nothing (it failed so on a loaded machine).
  await ready(page);
  await openTryIt(page);
  await page.locator('.openapi-explorer__details-container').nth(1).locator('select').selectOption('tokenHeader');
  await expect(page.locator('input[type="password"]'), 'list-buildings: the token survived a reload').toHaveValue('');
});

test("the default server is the reader's own, with a host to edit: the placeholder is never called, the edited host is", async ({page, site}) => {
  site.expectedConsoleErrors.push(/net::ERR_CONNECTION_REFUSED/);
  const sent = apiRequests(page);
  await open(page, pageUrl('ja', 'external-api/reference/get-building'));
  await openTryIt(page);
  await expect(page.locator('.openapi-explorer__server-url'), 'get-building: the default server').toHaveText(PLACEHOLDER);
  const server = await editServer(page);
  await expect(server.locator('select'), "get-building: the default server is not the reader's own").toHaveValue(OWN_SERVER);
  await expect(server.locator('select option'), 'get-building: the mock is not offered').toHaveText([OWN_SERVER, MOCK]);
  const host = server.getByLabel('host', {exact: true});
  await expect(host, "get-building: no host input for the reader's server").toHaveValue('booking.example.com');

  // The placeholder host is not sent to: the reader is told to enter theirs or pick the mock.
  await enterId(page);
  await send(page);
  await expect(notice(page), 'get-building: no notice for the placeholder host').toContainText(JA.host);
  await page.waitForTimeout(1500);
  expect(
    sent.map((r) => r.url()),
    'get-building: a request went to the placeholder host',
  ).toEqual([]);

  // The host the reader enters is where the request goes (here a closed port: the panel explains the failure).
  const port = await closedPort();
  await host.fill(`127.0.0.1:${port}`);
  await expect(notice(page), 'get-building: the placeholder notice stays after the host was edited').toHaveCount(0);
  const request = page.waitForRequest((r) => r.url() === `https://127.0.0.1:${port}/api/external/building/1`);
  await send(page);
  await request;
  await expect(notice(page), 'get-building: no message for an unreachable server').toContainText(JA.network);
});

for (const locale of LOCALES) {
  test(`${locale.label}: try-it explains an empty required path parameter, a 401, a 500 and a network error in ${locale.label}`, async ({page, site}) => {
    site.expectedConsoleErrors.push(/status of 401/, /status of 500/, /net::ERR_FAILED/);
    const path = pageUrl(locale.code, 'external-api/reference/get-building');
    const sent = apiRequests(page);
    await open(page, path);
    await openTryIt(page);
    await chooseServer(page, MOCK);
    const answer = page.locator('.openapi-explorer__response-container');

    // An empty required path parameter: nothing is sent (the theme would call /building/:id), the reader is told which.
    await page.locator('input[name="id"]').clear();
    await send(page);
    await expect(notice(page), `${path}: no message for the empty path parameter id`).toContainText(locale.missing);
    await page.waitForTimeout(1500);
    expect(
      sent.map((r) => r.url()),
      `${path}: a request was sent without the required path parameter`,
    ).toEqual([]);

    // No token: the mock answers 401.
    await enterId(page);
    await expect(notice(page), `${path}: the missing-parameter message stays after the parameter was entered`).toHaveCount(0);
    await send(page);
    await expect(notice(page), `${path}: no explanation of the 401`).toContainText(locale.unauthorized);
    await expect(answer, `${path}: the 401 answer is not shown`).toContainText('401');
    expect(sent.map((r) => r.url())).toEqual([`${MOCK}/building/1`]);

    // A server error (500 with an empty body).
    await page.route(`${MOCK}/building/1`, (route) => route.fulfill({status: 500, body: '', headers: {'access-control-allow-origin': '*'}}));
    await send(page);
    await expect(notice(page), `${path}: no explanation of the 500`).toContainText(locale.serverError);
    await expect(answer, `${path}: the 500 status is not shown`).toContainText('500');

    // A network failure (unreachable server, or a CORS refusal: the browser reports both alike).
    await page.unroute(`${MOCK}/building/1`);
    await page.route(`${MOCK}/building/1`, (route) => route.abort('failed'));
    await send(page);
    await expect(notice(page), `${path}: no message for a network failure`).toContainText(locale.network);
    const placeholder = locale.label === 'English' ? 'see the response here' : locale.label === 'Japanese' ? 'ここに応答が表示されます' : '回應會顯示在這裡';
    await expect(answer.getByText(placeholder), `${path}: the "send a request" placeholder is shown next to the failure`).toBeHidden();
  });
}
