import {defineConfig} from '@playwright/test';

/**
 * Three projects:
 * - static: checks of the sources (three-locale parity, front matter, heading ids, code blocks, linters) and the
 *   unit tests of the site's own plugins (plugins/);
 * - browser: Debian's Chromium against the built site served by nginx with the production configuration
 *   (tests/global-setup.ts starts it on a free port);
 * - dev-server: `npm start` as a writer uses it, run after the browser project (below).
 */
const browserUse = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
    // The plugins' own unit tests sit next to them (plugins/<name>/*.spec.ts).
    // .cache/ holds builds and copies of the tree (tools/versions/), whose tests are not this tree's.
    {name: 'static', testDir: '.', testMatch: ['tests/static/**/*.spec.ts', 'plugins/**/*.spec.ts'], testIgnore: ['.cache/**', 'node_modules/**']},
    {name: 'browser', testDir: './tests/browser', testIgnore: ['dev-server.spec.ts'], use: browserUse},
    // The dev server test plants writers' mistakes in a real page while `npm start` runs: it runs on its own, after
    // the browser project (npm test, npm run test:browser), so that no test reading the page sources sees them.
    {name: 'dev-server', testDir: './tests/browser', testMatch: ['dev-server.spec.ts'], use: browserUse},
  ],
});
