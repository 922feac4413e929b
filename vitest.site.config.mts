import {defineConfig} from 'vitest/config';

/**
 * The site tier: checks of the built site (build/), after the build and before the browser tier. One worker, no
 * isolation between files: tests/site/built-site.ts reads each built file and parses each page once for all of them.
 * nginx with the production configuration is started once for the checks of what it sends (tests/site/global-setup.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    globalSetup: ['tests/site/global-setup.ts'],
    pool: 'threads',
    maxWorkers: 1,
    isolate: false,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
