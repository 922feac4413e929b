import {defineConfig} from '@playwright/test';
import {chromiumPath, onCi, variable} from './site/environment.ts';

/**
 * Two projects (the checks of the sources and the unit tests are vitest's: vitest.config.mts):
 * - browser: Debian's Chromium against the built site served by nginx with the production configuration
 *   (tests/global-setup.ts starts it on a free port);
 * - dev-server: `npm start` as a writer uses it, run after the browser project (below).
 */
const browserUse = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
  viewport: {width: 1280, height: 900},
  locale: 'ja-JP',
  trace: 'off' as const,
};

export default defineConfig({
  timeout: 30_000,
  expect: {timeout: 7_000},
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: onCi(),
  reporter: [['list'], ['json', {outputFile: variable('PLAYWRIGHT_JSON_OUTPUT_NAME') ?? 'test-results/results.json'}]],
  globalSetup: './tests/global-setup.ts',
  // The site model (site/, ES modules) is loaded by Node.js itself, which strips its types: Playwright's own transform
  // would make CommonJS of it, where site/paths.ts's `import.meta` does not exist. Not tests/site/: Playwright's.
  build: {external: ['**/!(tests)/site/**']},
  projects: [
    {name: 'browser', testDir: './tests/browser', testIgnore: ['dev-server.spec.ts'], use: browserUse},
    // The dev server test compiles the Japanese edition with `npm start` in a copy of the sources and plants writers'
    // mistakes there: it runs on its own after the browser project, with the page-weight budgets beside it (npm test),
    // so that its compiler does not slow the browser tests.
    {name: 'dev-server', testDir: './tests/browser', testMatch: ['dev-server.spec.ts'], use: browserUse},
  ],
});
