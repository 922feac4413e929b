/**
 * The deploy command (tools/deploy/deploy.ts) as a reader sees it: nginx with the production
 * configuration serves `<target>/current`, a reader has a page open, and a new build is deployed underneath.
 * - within the retention, the open page keeps navigating (to pages whose chunks it has not loaded yet), searching
 *   and opening an API operation's try-it, with no reload, no console error and no failed request;
 * - once the retention has run out, the next navigation finds its chunk gone, and the site's own handling
 *   (Docusaurus's PendingNavigation reloads the page on a failed chunk load) loads that page from the new build.
 * The new builds are made from build/ in seconds (tests/support/changed-build.ts): every hashed name changes, and one
 * page's text (CHANGED_PAGE).
 */
import {mkdtempSync, readdirSync, readlinkSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, openTryIt, ready} from '../support/fixtures';
import {searchFor} from '../support/search';
import {CHANGED_PAGE, ORIGINAL_SENTENCE, changedSentence, makeChangedBuild} from '../support/changed-build';
import {pageUrl} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';
import {literal} from '../support/patterns';

type DeployResult = {id: string; cspChanged: boolean; pruned: string[]; stats: {copied: number; linked: number; carried: number}};
type DeployModule = {deploy: (o: {buildDir: string; targetDir: string; keep?: number; log?: (line: string) => void}) => DeployResult};
type Server = {baseUrl: string; stop: () => Promise<void>};
type HarnessModule = {startNginx: (o: {buildDir: string}) => Promise<Server>};

const BUILD = join(ROOT, BUILD_DIR);
const INTRO = pageUrl('ja', 'docs/management-console/introduction');
/** INTRO's link to CHANGED_PAGE, far below the fold: its chunks are not prefetched when INTRO loads. */
const TO_CHANGED_PAGE = `article a[href="${CHANGED_PAGE}"]`;
/** Where the Japanese chunks are: in a build (`build/jp/assets/js/<id>.<hash>.js`) and on the site. */
const jaChunksIn = (buildDir: string): string => join(outputDir('ja', buildDir), 'assets', 'js');
const JA_CHUNKS = pageUrl('ja', 'assets/js/');
/** The Japanese chunk files of a build (`<id>.<content hash>.js`). */
const jaChunkFiles = (dir: string): string[] => readdirSync(jaChunksIn(dir)).filter((f) => /^\d+\.[0-9a-f]{8}\.js$/.test(f));
/** The chunk files of build `dir` that build `other` does not have: the URLs only an open page of `dir` asks for. */
const chunksOnlyIn = (dir: string, other: string): string[] => {
  const theirs = new Set(jaChunkFiles(other));
  return jaChunkFiles(dir).filter((f) => !theirs.has(f));
};
/** A URL of one of these chunk files (anywhere in a text: a console message quotes it). */
const anyOf = (files: string[]): RegExp => new RegExp(`${literal(JA_CHUNKS)}(?:${files.map(literal).join('|')})(?![\\w.])`);

// One worker runs the tests in order: the changed builds are made once (beforeAll).
test.describe.configure({mode: 'serial'});

let work: string;
let buildB: string;
let buildC: string;
let deployModule: DeployModule;
let harness: HarnessModule;
const servers: Server[] = [];
const deployLog: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(60_000);
  deployModule = (await import('../../tools/deploy/deploy.ts')) as unknown as DeployModule;
  harness = (await import('../../tools/nginx-harness.ts')) as unknown as HarnessModule;
  // Beside the build on the same file system (the temporary folder): hard links, no copies.
  work = mkdtempSync(join(tmpdir(), 'help-deploy-test-'));
  buildB = makeChangedBuild(BUILD, join(work, 'build-B'), 'B').dir;
  buildC = makeChangedBuild(BUILD, join(work, 'build-C'), 'C').dir;
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  if (work) rmSync(work, {recursive: true, force: true});
});

const deploy = (buildDir: string, targetDir: string, keep?: number) => deployModule.deploy({buildDir, targetDir, keep, log: (line) => deployLog.push(line)});

async function serve(targetDir: string): Promise<string> {
  const server = await harness.startNginx({buildDir: join(targetDir, 'current')});
  servers.push(server);
  return server.baseUrl;
}

/** Failed requests and error answers of the page, each with its URL (the fixture checks console errors). */
function watchRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (r) => failures.push(`${r.url()}: ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && failures.push(`${r.url()}: status ${r.status()}`));
  return failures;
}

async function openAt(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `${url} should answer 200`).toBe(200);
  await ready(page);
}

/** Clicks a link and waits until the router has reached its path and the page shows its title. */
async function follow(page: Page, link: string, path: string, title: RegExp | string): Promise<void> {
  await page.locator(link).first().click();
  await expect(page, `the click on ${link} did not reach ${path}`).toHaveURL((u) => u.pathname === path);
  await expect(page.locator('h1').first(), `${path}: its title`).toHaveText(title, {timeout: 15_000});
}

test('the changed build works on its own (what the other tests deploy)', async ({page}) => {
  const failures = watchRequests(page);
  const server = await harness.startNginx({buildDir: buildB});
  servers.push(server);
  await openAt(page, server.baseUrl + INTRO);
  await follow(page, TO_CHANGED_PAGE, CHANGED_PAGE, 'フロアプラン');
  await expect(page.locator('article').first(), `${CHANGED_PAGE}: the changed build's text`).toContainText(changedSentence('B'));
  const {suggestions} = await searchFor(page, '会議室');
  await expect(suggestions.first(), "search results from the changed build's index").toBeVisible({timeout: 15_000});
  expect(failures, 'failed requests on the changed build').toEqual([]);
});

test('a page open across a deploy keeps navigating, searching and opening API pages without a reload', async ({page}) => {
  test.setTimeout(90_000);
  const target = join(work, 'target-1');
  deploy(BUILD, target);
  const base = await serve(target);
  const failures = watchRequests(page);
  await openAt(page, base + INTRO);
  await page.evaluate(() => ((window as unknown as {openedBeforeDeploy: boolean}).openedBeforeDeploy = true));
  let {suggestions} = await searchFor(page, '予約');
  await expect(suggestions.first(), `${INTRO}: search results before the deploy`).toBeVisible({timeout: 15_000});
  await page.keyboard.press('Escape');

  const before = readlinkSync(join(target, 'current'));
  const result = deploy(buildB, target);
  expect(readlinkSync(join(target, 'current')), 'current names the new release').toBe(`releases/${result.id}`);
  expect(before).not.toBe(`releases/${result.id}`);
  // nginx now answers with build B: a fresh load of the changed page shows B's text.
  const fresh = await page.request.get(base + CHANGED_PAGE);
  expect(await fresh.text(), `${CHANGED_PAGE} as served after the deploy`).toContain(changedSentence('B'));

  const oldChunks: string[] = [];
  const onlyInA = anyOf(chunksOnlyIn(BUILD, buildB));
  page.on('response', (r) => onlyInA.test(r.url()) && oldChunks.push(r.url()));
  // A page whose chunks were not loaded before the deploy: the open app renders its own build's (A's) text.
  await follow(page, TO_CHANGED_PAGE, CHANGED_PAGE, 'フロアプラン');
  await expect(page.locator('article').first(), `${CHANGED_PAGE}: the open app renders build A's text`).toContainText(ORIGINAL_SENTENCE);
  // Another section, through the footer.
  await follow(page, `footer a[href="${pageUrl('ja', 'docs/security/about')}"]`, pageUrl('ja', 'docs/security/about'), 'セキュリティの概要');
  await follow(page, `article a[href="${pageUrl('ja', 'docs/security/data-flow')}"]`, pageUrl('ja', 'docs/security/data-flow'), 'データフロー');
  await page.locator(`nav a.navbar__link[href="${pageUrl('ja', 'release-notes')}"]`).click();
  await expect(page).toHaveURL((u) => u.pathname === pageUrl('ja', 'release-notes'));
  await expect(page.locator('article').first(), `${pageUrl('ja', 'release-notes')}: the list of posts`).toBeVisible({timeout: 15_000});
  await follow(page, `nav a.navbar__link[href="${pageUrl('ja', 'external-api/')}"]`, pageUrl('ja', 'external-api/'), /API/);
  await follow(page, `a[href="${pageUrl('ja', 'external-api/reference/bookings')}"]`, pageUrl('ja', 'external-api/reference/bookings'), /.+/);
  await follow(
    page,
    `article a[href="${pageUrl('ja', 'external-api/reference/list-resource-appointments')}"]`,
    pageUrl('ja', 'external-api/reference/list-resource-appointments'),
    /.+/,
  );
  await openTryIt(page);
  ({suggestions} = await searchFor(page, '会議室'));
  await expect(suggestions.first(), 'search results after the deploy').toBeVisible({timeout: 15_000});

  expect(await page.evaluate(() => (window as unknown as {openedBeforeDeploy?: boolean}).openedBeforeDeploy), 'the page was reloaded').toBe(true);
  expect(failures, 'failed requests after the deploy').toEqual([]);
  expect(oldChunks.length, 'chunks of build A (not in build B) loaded after the deploy, from the kept assets').toBeGreaterThan(3);
});

test("after the retention runs out, the next navigation reloads into the new build's page", async ({page, site}) => {
  test.setTimeout(90_000);
  const target = join(work, 'target-2');
  const first = deploy(BUILD, target, 1);
  const base = await serve(target);
  await openAt(page, base + INTRO);
  await page.evaluate(() => ((window as unknown as {openedBeforeDeploy: boolean}).openedBeforeDeploy = true));
  deploy(buildB, target, 1);
  const last = deploy(buildC, target, 1);
  expect(last.pruned, 'the release of build A is pruned by the second deploy with --keep 1').toContain(first.id);
  // The chunks of the open page's build are gone: the next page's chunk answers 404.
  const goneA = chunksOnlyIn(BUILD, buildC);
  const goneChunk = `${base}${JA_CHUNKS}${goneA[0]}`;
  expect((await page.request.get(goneChunk)).status(), `${goneChunk} after the retention ran out`).toBe(404);
  // The old page's attempts at its gone chunks (prefetch on hover, then the navigation) fail and are logged (404,
  // the 404 page is no script, the loader's ChunkLoadError) before the reload: expected here, and only for build A's
  // chunks; any other error still fails the test.
  site.expectedConsoleErrors.push(anyOf(goneA));

  const reload = page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === CHANGED_PAGE);
  await page.locator(TO_CHANGED_PAGE).click();
  const response = await reload;
  expect(response.status(), `${CHANGED_PAGE}: the reload's answer`).toBe(200);
  await ready(page);
  expect(await page.evaluate(() => (window as unknown as {openedBeforeDeploy?: boolean}).openedBeforeDeploy), 'the page reloaded').toBeUndefined();
  await expect(page.locator('h1').first(), `${CHANGED_PAGE}: its title after the reload`).toHaveText('フロアプラン');
  await expect(page.locator('article').first(), `${CHANGED_PAGE}: the text of the build now deployed (C)`).toContainText(changedSentence('C'));
});
