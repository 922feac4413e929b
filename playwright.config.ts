import {defineConfig} from '@playwright/test';

/**
 * Two projects (the checks of the sources and the unit tests are vitest's: vitest.config.ts):
 * - browser: Debian's Chromium against the built site served by nginx with the production configuration
 *   (tests/global-setup.ts starts it on a free port);
 * - dev-server: `npm start` as a writer uses it, run after the browser project (below).
 */
const browserUse = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', {outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json'}]],
  globalSetup: './tests/global-setup.ts',
  projects: [
    {name: 'browser', testDir: './tests/browser', testIgnore: ['dev-server.spec.ts'], use: browserUse},
    // The dev server test compiles the Japanese edition with `npm start` in a copy of the sources and plants writers'
    // mistakes there: it runs on its own after the browser project, with the page-weight budgets beside it (npm test),
    // so that its compiler does not slow the browser tests.
    {name: 'dev-server', testDir: './tests/browser', testMatch: ['dev-server.spec.ts'], use: browserUse},
  ],
});
