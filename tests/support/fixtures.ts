/**
 * Browser-test fixtures. Every test gets a page that
 * - resolves site paths against the nginx server started by the global setup (SITE_BASE_URL);
 * - fails the test on any console error or uncaught page error;
 * - fails the test on any request to a host other than this machine (no CDN, font or analytics request; the API
 *   mock on 127.0.0.1 is local).
 * A test that provokes an error on purpose (a 401 from the API mock) lists the expected console message in
 * `site.expectedConsoleErrors`.
 */
import {test as base, expect, type Page} from '@playwright/test';
import {variable} from '../../site/environment.ts';

/** The origin of the server under test (SITE_BASE_URL), which the site's paths are resolved against. */
export const serverUrl = (): string => {
  const url = variable('SITE_BASE_URL');
  if (!url) throw new Error('SITE_BASE_URL is not set: the global setup starts nginx (run through `npm test`).');
  return url;
};

type Fixtures = {site: {problems: string[]; externalRequests: string[]; expectedConsoleErrors: RegExp[]}};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none.
  baseURL: async ({}, use) => use(serverUrl()),
  site: [
    async ({page}, use) => {
      const problems: string[] = [];
      const externalRequests: string[] = [];
      const expectedConsoleErrors: RegExp[] = [/status of 404/];
      const isLocal = (url: URL): boolean => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      // Each problem names the page it happened on, so a walk over many pages says which one is broken.
      const where = (): string => {
        try {
          return new URL(page.url()).pathname;
        } catch {
          return page.url();
        }
      };
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`${where()}: console error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`${where()}: page error: ${err.message}`));
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && !isLocal(url)) externalRequests.push(req.url());
      });
      const state = {problems, externalRequests, expectedConsoleErrors};
      await use(state);
      expect(externalRequests, 'requests to a third-party host').toEqual([]);
      // A 404 page logs the failed document load; that is the behaviour under test there, not an error.
      const unexpected = problems.filter((p) => !expectedConsoleErrors.some((re) => re.test(p)));
      expect(unexpected, 'console or page errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits for hydration: the colour-mode switch is disabled in the server HTML and enabled once React runs. */
export async function ready(page: Page): Promise<void> {
  await page.waitForSelector('button[class*="toggleButton"]:not([disabled])', {state: 'attached'});
}

/** Opens a site path (e.g. `/help/jp/`) and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} should answer 200`).toBe(200);
  await ready(page);
}

/**
 * Goes to a site path inside the running app, as a click on a link does: the router loads the route's chunks and
 * renders it, without a page load (the history change is the one the router listens to). Resolves once the router
 * has reached the path; the caller waits for what the page must show.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The path only: a page may rewrite its query string (the search page writes spaces as +).
  await expect
    .poll(() => page.evaluate(() => window.location.pathname), {message: `the router did not reach ${path}`})
    .toBe(new URL(path, 'http://x').pathname);
}

/**
 * Opens the try-it explorer of an API operation page (it loads when the reader asks for it: src/theme/ApiItem) and
 * waits for its send button.
 */
export async function openTryIt(page: Page): Promise<void> {
  await page.locator('.so-api-samples__actions button').click();
  await expect(page.locator('.openapi-explorer__request-btn'), `${page.url()}: the try-it explorer did not open`).toBeVisible();
}

/**
 * Waits until the page's styles have settled: the transitions and animations that a change started (the colour
 * mode switched by a script, a popup fading in) have ended. A check of computed colours (axe's colour contrast) run
 * in the middle of a transition reads colours the reader never sees once it ends, and fails on a busy machine only.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Transitions start at the next style update: two frames make sure they exist before they are awaited.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}
