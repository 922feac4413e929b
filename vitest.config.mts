import {defineConfig} from 'vitest/config';

/**
 * The unit tier (`npm run test:unit`): in-process tests of the sources and of the project's own code, no build, no
 * browser. The lint tier (`npm run lint`, `tsc`) runs before it; the browser tests (playwright.config.ts) after the build.
 * - tests/unit/: checks of the sources (three-locale parity, front matter, heading ids, code blocks), and unit tests
 *   of the tools (tools/lint, tools/textlint, tools/i18n, ...) that plant one mistake in a string or a small fixture;
 * - plugins/, tools/ and internals/: unit tests beside the code they test (internals/: the guards that check, against
 *   node_modules, that each package internal the site relies on is still there).
 * .cache/ holds builds and copies of the tree (tools/versions/), whose tests are not this tree's.
 */
export default defineConfig({
  // The components' JSX (src/**/*.tsx, rendered by tests/unit/translation-freshness-render.test.ts): tsconfig.json
  // says "preserve", for Docusaurus's bundler to transform it; here Vite does, with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts', 'tools/**/*.test.ts', 'internals/**/*.test.ts'],
    exclude: ['.cache/**', 'node_modules/**', '**/node_modules/**', 'build/**'],
    environment: 'node',
    // Two workers, one a core; processes, not threads: some tests load native modules and change process-wide state
    // (globalThis.window, the working tree's temporary files).
    pool: 'forks',
    // The files of a worker share one module cache: each file in a fresh process cost about 25 CPU-seconds of
    // imports over the tier (2 cores: 81 → 64 s user time, 1 worker beside the build: 86 → 60 s). No file leaves
    // state behind: the one file that mocks modules (translation-freshness-render: @docusaurus/*) is the only one
    // importing them, spies are restored, and environment stubs undone.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
