/**
 * Every environment variable the project reads, read here and nowhere else (tests/unit/site-model.test.ts fails on a
 * `process.env.NAME` anywhere else). Each getter reads the variable when called, so a process that sets one for
 * itself (a test) sees it. Values are trimmed; an empty value counts as unset.
 *
 * The build's own variables are turned into one typed build plan in config/build-plan.ts; a parent process that
 * starts a build passes them with `childEnvironment()`, which spells the names once, here.
 *
 * Not listed: the variables Rspack replaces at build time in the browser code (src/pwa/register-sw.ts reads
 * `process.env.PWA_*`, set by @docusaurus/plugin-pwa), and variables only passed through to other programs.
 */
type Source = Record<string, string | undefined>;

/** Every variable, with what it does: the table CONTRIBUTING.md points at. */
export const VARIABLES = {
  // The build (config/build-plan.ts)
  SITE_URL: 'the public origin of a production build, e.g. https://help.example.com',
  HELP_PREVIEW: '1: a build to look at on this machine (links to http://localhost:3000); set by npm run build:preview',
  DOCS_ARCHIVED: '0: leave the archived docs versions out of a build; 1: show them in the dev server',
  DOCS_VERSIONS_TOGETHER: '1: every docs version in one build, as Docusaurus does by default (a comparison)',
  DOCS_ARCHIVE_BUILD: 'x.y: this build makes one archived docs version only (set by tools/versions/build-archived.ts)',
  DOCUSAURUS_CURRENT_LOCALE: 'the locale being built or served (set by Docusaurus for each locale)',
  GTAG_TRACKING_ID: 'a Google Analytics id: analytics (and its Content-Security-Policy) only when set',
  FEEDBACK_ENDPOINT:
    'where "Was this page helpful?" answers are posted: a path on the site\'s origin (/help/feedback) or an https URL; the widget only when set',
  DIAGRAM_PREDRAW: '0: each locale build draws its own diagrams instead of one process drawing them first',
  DIAGRAM_CACHE_DIR: 'where drawn diagrams are kept (default node_modules/.cache/smart-office-diagrams)',
  DIAGRAM_PAGES: 'how many browser pages draw diagrams at once (default 2)',
  BUNDLE_STATS: '1: write the bundle statistics of each build (plugins/bundle-stats)',
  PLUGINS_OFF: "comma-separated page-weight plugins to turn off (tools/perf/plugin-savings.ts measures each one's saving)",
  // Tests and tools
  CI: 'set on CI: Playwright forbids test.only; tools print less',
  CHROMIUM_PATH: 'the Chromium the browser tests and tools use (default /usr/bin/chromium)',
  SITE_BASE_URL: 'a running server for the browser tests, instead of starting nginx on build/',
  SITE_BUILD_DIR: 'the build folder the site tests read (default build/)',
  TEST_SKIP_BUILD: '1: npm test starts at the site tier when a build exists',
  PLAYWRIGHT_JSON_OUTPUT_NAME: "where Playwright's JSON report goes",
  LINT_CACHE_DIR: "the writers' lint cache (default node_modules/.cache/lint)",
  ARCHIVE_ROOT: 'the project root npm run docs:archive works on (its tests use a copy)',
  INIT_CWD: 'the folder npm was started from (set by npm): where npm run deploy resolves relative paths',
  // Benchmarks and budgets
  BENCH_BUILD_DIR: 'the build npm run bench:search measures',
  BENCH_RUNS: 'runs per measurement of npm run bench:search (default 3)',
  BENCH_CPU_SLOWDOWN: 'CPU slowdown of npm run bench:search (default 4)',
  PERF_BUILD_DIR: 'the build npm run perf and perf:lighthouse measure',
  PERF_PAGES: 'a pattern: measure only the pages whose name matches',
  PERF_JSON: 'write the figures of npm run perf, perf:lighthouse or the plugin savings to this file',
  PERF_TEMPLATE: '0: npm run perf without the bare template beside the site',
  LIGHTHOUSE_CALIBRATED: "0: npm run perf:lighthouse skips its second pass, with the CPU slowdown calibrated from the machine's benchmarkIndex",
  PERF_EVALUATION_RUNS: 'runs per page of the script-evaluation budgets in npm run perf (default 3)',
  PERF_VERBOSE: '1: npm run perf lists every file of every page',
  PERF_SIX_VERSIONS_BUILD_DIR: 'the six-versions build npm run perf:lighthouse compares',
  LIGHTHOUSE_RUNS: 'runs per page of npm run perf:lighthouse (default 5)',
  SAVINGS_JSON: 'where tools/perf/plugin-savings.ts writes its figures',
  CHURN_JSON: 'where tools/perf/release-churn.ts writes its figures',
  GROWTH_COPIES: 'how many times tools/perf/docs-growth.ts copies each docs section (default 4: five times the docs)',
  GROWTH_RUNS: 'Lighthouse runs per build in tools/perf/docs-growth.ts (default 5; 0: none)',
  GROWTH_JSON: 'where tools/perf/docs-growth.ts writes its figures',
  SIMULATE_DIR: 'where npm run versions:simulate builds its versions (default a temporary folder)',
  REBUILD: '1: build the bare Docusaurus template again',
  BUILD_DIR: 'the build tools/screenshots.ts serves',
  SCROLL_TO: 'a selector tools/screenshots.ts scrolls to before each screenshot',
  FULL: '1: tools/screenshots.ts takes full-page screenshots',
} as const;

export type VariableName = keyof typeof VARIABLES;

/** A variable's value, trimmed; undefined when unset or empty. */
export function variable(name: VariableName, source: Source = process.env): string | undefined {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

/** A switch: `1` is on, `0` is off, unset is `fallback`. Anything else is refused with a sentence. */
export function flag(name: VariableName, fallback: boolean, source: Source = process.env): boolean {
  const value = variable(name, source);
  if (value === undefined) return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name}=${value}: expected 1 or 0 (${VARIABLES[name]})`);
}

/** A positive whole number, or `fallback` when unset; anything else is refused with a sentence. */
export function count(name: VariableName, fallback: number, source: Source = process.env): number {
  const value = variable(name, source);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name}=${value}: expected a whole number of at least 1 (${VARIABLES[name]})`);
  return n;
}

/**
 * The environment for a child process: this process's own, with the given variables set (a string) or removed
 * (undefined). Names outside the table above (e.g. `FORCE_COLOR`) go in `extra`.
 */
export function childEnvironment(set: Partial<Record<VariableName, string | undefined>>, extra: Source = {}, base: Source = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...base, ...extra};
  for (const [name, value] of Object.entries(set)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** The Chromium that tests and tools drive. */
export const chromiumPath = (): string => variable('CHROMIUM_PATH') ?? '/usr/bin/chromium';
/** Whether this runs on CI. */
export const onCi = (): boolean => variable('CI') !== undefined;
/** Where programs are found (`PATH`), for a child given a clean environment of its own (the API code samples' runs). */
export const programPath = (): string | undefined => process.env.PATH;

/**
 * Sets a variable for this process and the children it starts: the browser tests' global setup passes the address
 * of the server it started to the test workers this way (SITE_BASE_URL).
 */
export function setVariable(name: VariableName, value: string): void {
  process.env[name] = value;
}
