import {defineConfig} from 'vitest/config';

/**
 * The site tier: checks of the built site (build/), after the build and before the browser tier. Two workers, no
 * isolation between the files of a worker: tests/site/built-site.ts reads each built file and parses each page once
 * for all the files of its worker. (One worker parsed each page once in all, but left a core idle: on 2 cores, alone,
 * 74 → 58 s for 18 CPU-seconds more; beside the dev-server test at the end of npm test, the second core is idle once
 * that test ends.) nginx with the production configuration is started once for the checks of what it sends
 * (tests/site/global-setup.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    globalSetup: ['tests/site/global-setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
