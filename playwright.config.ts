import {defineConfig} from '@playwright/test';

/**
 * Two projects:
 * - static: checks of the sources (three-locale parity, front matter, heading ids, code blocks, linters) and the
 *   unit tests of the site's own plugins (plugins/);
 * - browser: Debian's Chromium against the built site served by nginx with the production configuration
 *   (tests/global-setup.ts starts it on a free port).
 */
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
    {name: 'static', testDir: '.', testMatch: ['tests/static/**/*.spec.ts', 'plugins/**/*.spec.ts']},
    {
      name: 'browser',
      testDir: './tests/browser',
      use: {
        browserName: 'chromium',
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
        trace: 'off',
      },
    },
  ],
});
