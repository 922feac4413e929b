// `npm test`: every check of the project in four tiers, the fastest first, so that a mistake is reported as soon as
// the cheapest check that sees it has run:
//   1. lint     the writers' checks as writers run them (`npm run lint`, with its caches), TypeScript over all of
//               the project's code (`tsc -p tsconfig.json`), the code linter (`npm run lint:code`: ESLint,
//               eslint.config.mts) and the formatter over that code (`prettier --check .`: .prettierrc.json,
//               .prettierignore); each is one test, reported with its time as it finishes;
//   2. unit     in-process tests beside the code (vitest: plugins, search engine, writers' checks, tools);
//      build    the three locales (a broken link or anchor fails it), between the tiers that need no build and those
//               that read it;
//   3. site     one Node pass over build/ (vitest, vitest.site.config.mts) and what nginx sends for it;
//   4. browser  Debian's Chromium against nginx for what only a browser shows (Playwright), with the page-weight
//               budgets beside it (bytes, and main-thread work as a ratio to the bare template's), then the
//               dev-server test.
// Ends with one line per tier (tests, time), the ten slowest tests and "tests: N passed, N failed".
// `npm test -- --from site` starts at a tier (an existing build/ is reused when the build is skipped);
// `--only <tier>` runs one tier.
// The tiers run one after another: each is CPU-bound, and on two cores side by side they take longer than in turn. Two
// exceptions fill a core another step leaves idle: the unit tests run beside the build (its page rendering is one
// thread), the page-weight budgets beside the browser tests (their page loads are throttled, so they use little CPU
// and last long; their time figures are ratios to the bare template measured alternately in the same run), and the
// site tests beside the dev-server test.
import {spawn} from 'node:child_process';
import {accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {childEnvironment, flag, type VariableName} from '../site/environment.ts';
import {SAME_ORIGIN_ENDPOINT} from '../site/feedback.ts';
import {outputDir, ROOT} from '../site/paths.ts';

const TIERS = ['lint', 'unit', 'build', 'site', 'browser'] as const;
type Tier = (typeof TIERS)[number];
const isTier = (value: string | undefined): value is Tier => (TIERS as readonly (string | undefined)[]).includes(value);

/** Stops with one line saying what is wrong and what to do. */
function usage(message: string): never {
  console.error(`test-all: ${message}`);
  process.exit(2);
}

// The commands below name the project's files relative to its root, wherever npm was started.
process.chdir(ROOT);
/** The page whose presence means a build exists: the Japanese home page. */
const BUILT_PAGE = join(outputDir('ja'), 'index.html');
/** The children's environment: Playwright never downloads a browser (the tests use Debian's Chromium). */
const childEnv = (set: Partial<Record<VariableName, string>> = {}) => childEnvironment(set, {PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'});

const args = process.argv.slice(2);
const options: Partial<Record<'--only' | '--from', Tier>> = {};
for (let i = 0; i < args.length; i += 2) {
  const [name, value] = [args[i], args[i + 1]];
  if (name !== '--only' && name !== '--from') usage(`unknown argument "${name}": use --from <tier> or --only <tier>, a tier being one of ${TIERS.join(', ')}`);
  if (!isTier(value)) usage(value === undefined ? `${name} needs a tier: one of ${TIERS.join(', ')}` : `unknown tier "${value}": one of ${TIERS.join(', ')}`);
  options[name] = value;
}
const only = options['--only'];
let skipBuild: boolean;
try {
  skipBuild = flag('TEST_SKIP_BUILD', false);
} catch (error) {
  usage((error as Error).message);
}
const from: Tier = options['--from'] ?? (skipBuild && existsSync(BUILT_PAGE) ? 'site' : 'lint');
const wanted = (tier: Tier) => (only ? tier === only : TIERS.indexOf(tier) >= TIERS.indexOf(from));

/** What a step reports: tests passed, failed and skipped, and what to name as the first failure. */
type StepResult = {passed: number; failed: number; skipped?: number; what: string};
type TierResult = {name: string; passed: number; failed: number; skipped: number; seconds: number};
/** Per tier: tests passed and failed, seconds; every test with its time, for the slowest list. */
const tiers: TierResult[] = [];
const timings: {name: string; seconds: number}[] = [];
let firstFailure: string | null = null;

/** Runs a command with its output on this terminal; resolves to its exit code and its standard output. */
function run(cmd: string, cmdArgs: string[], set: Partial<Record<VariableName, string>> = {}): Promise<{code: number; out: string}> {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {stdio: ['ignore', 'pipe', 'inherit'], env: childEnv(set)});
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', (error) => console.error(`test-all: could not start ${cmd}: ${error.message}`));
    child.on('close', (code) => resolve({code: code ?? 1, out}));
  });
}

/** A tier's steps, one after another, or side by side (`together`: steps that leave a core idle while they run). */
/** `ranFor`: the seconds of a tier that ran in the background (its own, not the moment its report is read). */
async function tier(name: Tier, steps: (() => Promise<StepResult>)[], together = false, ranFor?: number): Promise<boolean> {
  const t0 = Date.now();
  console.log(`\n=== ${name}`);
  const result: TierResult = {name, passed: 0, failed: 0, skipped: 0, seconds: 0};
  const results = together ? await Promise.all(steps.map((step) => step())) : [];
  for (const step of together ? [] : steps) results.push(await step());
  for (const r of results) {
    result.passed += r.passed;
    result.failed += r.failed;
    result.skipped += r.skipped ?? 0;
    if (r.failed && !firstFailure) firstFailure = `${name}: ${r.what}`;
  }
  result.seconds = ranFor ?? (Date.now() - t0) / 1000;
  tiers.push(result);
  console.log(`=== ${name}: ${result.failed ? 'FAILED' : 'ok'}, ${result.passed} passed, ${result.failed} failed in ${result.seconds.toFixed(1)} s`);
  return result.failed === 0;
}

/** A command that is one test: passes when it exits 0; reported as it finishes, as `npm run lint` reports a check. */
async function command(what: string, cmd: string, cmdArgs: string[], set: Partial<Record<VariableName, string>> = {}): Promise<StepResult> {
  const t0 = Date.now();
  const {code} = await run(cmd, cmdArgs, set);
  const seconds = (Date.now() - t0) / 1000;
  timings.push({name: what, seconds});
  console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${what} (${seconds.toFixed(1)} s)`);
  return {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, what};
}

/** `npm run lint`: each writers' check is a test ("ok", "FAILED" or "skip" with its reason, as it finishes). */
async function lint(): Promise<StepResult> {
  const {code, out} = await run('node', ['tools/lint/run-all.ts']);
  const lines = out.split('\n');
  const passed = lines.filter((l) => /^ok\s/.test(l)).length;
  const skipped = lines.filter((l) => /^skip\s/.test(l)).length;
  const failed = Math.max(lines.filter((l) => /^FAILED\s/.test(l)).length, code === 0 ? 0 : 1);
  for (const l of lines) {
    const m = /^(?:ok|FAILED)\s+(.*?) \((\S+?):.*?([\d.]+) s\)$/.exec(l);
    if (m) timings.push({name: `lint: ${m[1]}`, seconds: Number(m[3])});
  }
  return {passed, failed, skipped, what: 'npm run lint'};
}

/** The part of vitest's JSON report read here. */
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {name: string; status: string; assertionResults: {fullName: string; duration?: number | null}[]}[];
};

/** A vitest run; counts and times from its JSON report. */
async function vitest(what: string, configArgs: string[], report: string): Promise<StepResult> {
  rmSync(report, {force: true});
  const {code} = await run('npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  return vitestCounts(what, report, code);
}

/** The unit tests run beside the build (inBackground): their counts and times from their JSON report. */
function unitReport(background: StepResult): StepResult {
  return vitestCounts('unit', '.test-logs/unit.json', background.failed ? 1 : 0);
}

/** The seconds a background step took (inBackground records them under its name). */
const secondsOf = (what: string): number | undefined => timings.find((t) => t.name === what)?.seconds;

/** Counts and times of a vitest run from its JSON report. */
function vitestCounts(what: string, report: string, code: number): StepResult {
  if (!existsSync(report)) return {passed: 0, failed: 1, what: `${what} (no report: vitest exited ${code})`};
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  for (const file of json.testResults) {
    for (const t of file.assertionResults)
      timings.push({name: `${what}: ${t.fullName} (${file.name.replace(`${process.cwd()}/`, '')})`, seconds: (t.duration ?? 0) / 1000});
  }
  // A file that fails to load has no test results but counts as a failure.
  const failedFiles = json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  const failed = json.numFailedTests + failedFiles + (code !== 0 && json.numFailedTests + failedFiles === 0 ? 1 : 0);
  return {passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests, what};
}

/** The part of Playwright's JSON report read here. */
type PlaywrightSuite = {
  file?: string;
  specs?: {title: string; file?: string; tests: {results: {duration: number}[]}[]}[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {stats: {expected: number; unexpected: number; flaky?: number; skipped: number}; suites: PlaywrightSuite[]};

/** A Playwright project; counts and times from its JSON report. */
async function playwright(project: string): Promise<StepResult> {
  // Beside the logs: Playwright empties test-results/ (its output folder) at the start of every run.
  const report = `.test-logs/${project}.json`;
  rmSync(report, {force: true});
  const {code} = await run('npx', ['playwright', 'test', `--project=${project}`], {PLAYWRIGHT_JSON_OUTPUT_NAME: report});
  if (!existsSync(report)) return {passed: 0, failed: 1, what: `${project} tests (no report: exited ${code})`};
  const {stats, suites} = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
  const walk = (suite: PlaywrightSuite, file: string | undefined) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const seconds = t.results.reduce((s, r) => s + r.duration, 0) / 1000;
        timings.push({name: `${project}: ${spec.title} (${file ?? spec.file})`, seconds});
      }
    }
    for (const s of suite.suites ?? []) walk(s, file ?? suite.file);
  };
  for (const s of suites) walk(s, s.file);
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
    skipped: stats.skipped,
    what: `${project} tests`,
  };
}

/**
 * Starts a step beside the next one, its output in a log file; resolves to its result after printing the log. The
 * step writes to the file itself, so that a full pipe never stalls it.
 */
function inBackground(what: string, cmd: string, cmdArgs: string[], beside = 'the dev-server test'): Promise<StepResult> {
  const logFile = `.test-logs/${what.split(' ')[0]}.log`;
  const fd = openSync(logFile, 'w');
  const t0 = Date.now();
  const child = spawn(cmd, cmdArgs, {stdio: ['ignore', fd, fd], env: childEnv()});
  closeSync(fd);
  console.log(`\n=== ${what}: started beside ${beside}, output in ${logFile}`);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${what}: its output\n${readFileSync(logFile, 'utf8').trimEnd()}`);
      timings.push({name: what, seconds: (Date.now() - t0) / 1000});
      resolve({passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, what});
    });
  });
}

const t0 = Date.now();
try {
  mkdirSync('.test-logs', {recursive: true});
  accessSync('.test-logs', constants.W_OK);
} catch (error) {
  // mkdir in a read-only checkout reports ENOENT: access() on the root names the real reason (EROFS, EACCES).
  let reason = (error as NodeJS.ErrnoException).code;
  try {
    accessSync(ROOT, constants.W_OK);
  } catch (rootError) {
    reason = (rootError as NodeJS.ErrnoException).code;
  }
  usage(`cannot write the test reports into ${join(ROOT, '.test-logs')} (${reason}): run the tests in a writable checkout`);
}
let ok = true;
if (wanted('lint')) {
  ok =
    (await tier(
      'lint',
      [
        lint,
        () => command('TypeScript: site, config, plugins, tests, tools (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json']),
        () => command('code linter (npm run lint:code: ESLint)', 'npm', ['run', '--silent', 'lint:code']),
        () => command('formatting (prettier --check)', 'npx', ['prettier', '--check', '.']),
      ],
      /* The writers' checks end with one long process; the code checks fill the other core meanwhile. */ true,
    )) && ok;
}
// The unit tests beside the build: the build leaves half a core idle (its page rendering is one thread), and the unit
// tests, in one worker, fill it; their report is printed when they end (measured on 2 cores: 35 to 40 s less than in
// turn). Alone (`--only unit`, or without a build), they run as a tier of their own in two workers.
let unitBesideBuild: Promise<StepResult> | null = null;
if (wanted('unit') && wanted('build')) {
  rmSync('.test-logs/unit.json', {force: true});
  unitBesideBuild = inBackground(
    'unit tests',
    'npx',
    ['vitest', 'run', '--maxWorkers=1', '--reporter=default', '--reporter=json', '--outputFile.json=.test-logs/unit.json'],
    'the build',
  );
} else if (wanted('unit')) ok = (await tier('unit', [() => vitest('unit', [], '.test-logs/unit.json')])) && ok;
let built = existsSync(BUILT_PAGE) && !wanted('build');
if (wanted('build'))
  built = await tier('build', [
    () =>
      command('build (en, ja, zh-Hant)', 'node', ['tools/build-all.ts', '--preview'], {
        // The feedback widget on, posting to the site's own origin: the browser tests put the reference receiver
        // behind nginx there (tests/browser/feedback.spec.ts).
        FEEDBACK_ENDPOINT: SAME_ORIGIN_ENDPOINT,
      }),
  ]);
if (unitBesideBuild) {
  const background = await unitBesideBuild;
  ok = (await tier('unit', [async () => unitReport(background)], false, secondsOf('unit tests'))) && ok;
}
if (!built && (wanted('site') || wanted('browser'))) {
  console.log('\n=== site and browser tiers: not run (no build)');
} else {
  // Alone (`--only site`, `--from site` without the browser tier) the site tier runs here; with the browser tier it
  // runs beside the dev-server test at its end.
  const siteBeside = wanted('site') && wanted('browser');
  if (wanted('site') && !siteBeside) await tier('site', [() => vitest('site', ['--config', 'vitest.site.config.mts'], '.test-logs/site.json')]);
  // Set by the browser tier's last step when the site tests run beside it.
  const beside: {site?: Promise<StepResult>} = {};
  if (wanted('browser')) {
    // The page-weight budgets (bytes of the built site against the bare template), beside the browser tests: their
    // throttled page loads leave the CPU to them (CI on 2 cores: the budgets were the last step's long pole, about
    // 125 s, beside the dev-server test and the site tests).
    const budgets = inBackground('page-weight budgets (npm run perf)', 'node', ['tools/perf/budgets.ts'], 'the browser tests');
    await tier('browser', [
      () => playwright('browser'),
      // The published accessibility report must say what the tests just found (accessibility/report.json).
      () => command('accessibility report agrees with the tests (npm run a11y:report -- --check)', 'node', ['tools/accessibility/report.ts', '--check']),
      async () => {
        // The dev-server test plants writers' mistakes in a copy of a page while `npm start` runs.
        if (siteBeside) {
          rmSync('.test-logs/site.json', {force: true});
          beside.site = inBackground(
            'site tests',
            'npx',
            ['vitest', 'run', '--config', 'vitest.site.config.mts', '--reporter=default', '--reporter=json', '--outputFile.json=.test-logs/site.json'],
            'the dev-server test',
          );
        }
        const dev = await playwright('dev-server');
        const b = await budgets;
        return {passed: dev.passed + b.passed, failed: dev.failed + b.failed, skipped: dev.skipped, what: dev.failed ? dev.what : b.what};
      },
    ]);
    if (beside.site) {
      const background = await beside.site;
      await tier('site', [async () => vitestCounts('site', '.test-logs/site.json', background.failed ? 1 : 0)], false, secondsOf('site tests'));
    }
  }
}

const total = tiers.reduce((s, t) => ({passed: s.passed + t.passed, failed: s.failed + t.failed, skipped: s.skipped + t.skipped}), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log('\nTiers:');
for (const t of tiers)
  console.log(`  ${t.name.padEnd(8)} ${String(t.passed + t.failed).padStart(4)} tests (${t.failed} failed)  ${t.seconds.toFixed(1).padStart(7)} s`);
console.log(`  ${'all'.padEnd(8)} ${String(total.passed + total.failed).padStart(4)} tests  ${((Date.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
console.log('\nThe ten slowest tests:');
for (const t of timings.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
console.log(`\n${firstFailure ? `First failure: ${firstFailure}.` : 'All checks passed.'}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed || !ok ? 1 : 0);
