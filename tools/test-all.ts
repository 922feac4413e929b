// `npm test`: every check of the project in four tiers, the fastest first, so that a mistake is reported as soon as
// the cheapest check that sees it has run:
//   1. lint     the writers' checks as writers run them (`npm run lint`, with its caches), TypeScript over all of
//               the project's code (`tsc`: tsconfig.json, and tsconfig.tools.json for the tools' JavaScript) and the
//               formatter over that code (`prettier --check .`: .prettierrc.json, .prettierignore);
//   2. unit     in-process tests beside the code (vitest: plugins, search engine, writers' checks, tools);
//      build    the three locales (a broken link or anchor fails it), between the tiers that need no build and those
//               that read it;
//   3. site     one Node pass over build/ (vitest, vitest.site.config.ts) and what nginx sends for it;
//   4. browser  Debian's Chromium against nginx for what only a browser shows (Playwright), then the dev-server test
//               with the page-weight budgets beside it (bytes, not times).
// Ends with one line per tier (tests, time), the ten slowest tests and "tests: N passed, N failed".
// `npm test -- --from site` starts at a tier (an existing build/ is reused when the build is skipped);
// `--only <tier>` runs one tier.
// The tiers run one after another: each is CPU-bound, and on two cores side by side they took longer than in turn.
import {spawn} from 'node:child_process';
import {closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync} from 'node:fs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const TIERS = ['lint', 'unit', 'build', 'site', 'browser'];
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only');
const from = option('--from') ?? (process.env.TEST_SKIP_BUILD === '1' && existsSync('build/jp/index.html') ? 'site' : 'lint');
for (const t of [only, from])
  if (t && !TIERS.includes(t)) {
    console.error(`test-all: unknown tier "${t}": one of ${TIERS.join(', ')}`);
    process.exit(2);
  }
const wanted = (tier) => (only ? tier === only : TIERS.indexOf(tier) >= TIERS.indexOf(from));

/** Per tier: tests passed and failed, seconds; every test with its time, for the slowest list. */
const tiers = [];
const timings = [];
let firstFailure = null;

/** Runs a command with its output on this terminal; resolves to its exit code and its standard output. */
function run(cmd, cmdArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {stdio: ['ignore', 'pipe', 'inherit'], env: {...process.env, ...env}});
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({code: code ?? 1, out}));
  });
}

async function tier(name, steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name}`);
  const result = {name, passed: 0, failed: 0, skipped: 0};
  for (const step of steps) {
    const r = await step();
    result.passed += r.passed;
    result.failed += r.failed;
    result.skipped += r.skipped ?? 0;
    if (r.failed && !firstFailure) firstFailure = `${name}: ${r.what}`;
  }
  result.seconds = (Date.now() - t0) / 1000;
  tiers.push(result);
  console.log(`=== ${name}: ${result.failed ? 'FAILED' : 'ok'}, ${result.passed} passed, ${result.failed} failed in ${result.seconds.toFixed(1)} s`);
  return result.failed === 0;
}

/** A command that is one test: passes when it exits 0. */
async function command(what, cmd, cmdArgs) {
  const t0 = Date.now();
  const {code} = await run(cmd, cmdArgs);
  timings.push({name: what, seconds: (Date.now() - t0) / 1000});
  return {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, what};
}

/** `npm run lint`: each writers' check is a test ("ok" or "FAILED" as it finishes). */
async function lint() {
  const {code, out} = await run('node', ['tools/lint/run-all.ts']);
  const lines = out.split('\n');
  const passed = lines.filter((l) => /^ok\s/.test(l)).length;
  const failed = Math.max(lines.filter((l) => /^FAILED\s/.test(l)).length, code === 0 ? 0 : 1);
  for (const l of lines) {
    const m = /^(?:ok|FAILED)\s+(.*?) \((\S+?):.*?([\d.]+) s\)$/.exec(l);
    if (m) timings.push({name: `lint: ${m[1]}`, seconds: Number(m[3])});
  }
  return {passed, failed, what: 'npm run lint'};
}

/** A vitest run; counts and times from its JSON report. */
async function vitest(what, configArgs, report) {
  rmSync(report, {force: true});
  const {code} = await run('npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) return {passed: 0, failed: 1, what: `${what} (no report: vitest exited ${code})`};
  const json = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of json.testResults) {
    for (const t of file.assertionResults)
      timings.push({name: `${what}: ${t.fullName} (${file.name.replace(`${process.cwd()}/`, '')})`, seconds: (t.duration ?? 0) / 1000});
  }
  // A file that fails to load has no test results but counts as a failure.
  const failedFiles = json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  const failed = json.numFailedTests + failedFiles + (code !== 0 && json.numFailedTests + failedFiles === 0 ? 1 : 0);
  return {passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests, what};
}

/** A Playwright project; counts and times from its JSON report. */
async function playwright(project) {
  // Beside the logs: Playwright empties test-results/ (its output folder) at the start of every run.
  const report = `.test-logs/${project}.json`;
  rmSync(report, {force: true});
  const {code} = await run('npx', ['playwright', 'test', `--project=${project}`], {PLAYWRIGHT_JSON_OUTPUT_NAME: report});
  if (!existsSync(report)) return {passed: 0, failed: 1, what: `${project} tests (no report: exited ${code})`};
  const {stats, suites} = JSON.parse(readFileSync(report, 'utf8'));
  const walk = (suite, file) => {
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
function inBackground(what, cmd, cmdArgs) {
  mkdirSync('.test-logs', {recursive: true});
  const logFile = `.test-logs/${what.split(' ')[0]}.log`;
  const fd = openSync(logFile, 'w');
  const t0 = Date.now();
  const child = spawn(cmd, cmdArgs, {stdio: ['ignore', fd, fd]});
  closeSync(fd);
  console.log(`\n=== ${what}: started beside the dev-server test, output in ${logFile}`);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${what}: its output\n${readFileSync(logFile, 'utf8').trimEnd()}`);
      timings.push({name: what, seconds: (Date.now() - t0) / 1000});
      resolve({passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, what});
    });
  });
}

const t0 = Date.now();
mkdirSync('.test-logs', {recursive: true});
let ok = true;
if (wanted('lint')) {
  ok =
    (await tier('lint', [
      lint,
      () => command('TypeScript: site, plugins, tests (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json']),
      () => command('TypeScript: tools, JavaScript checked (tsc)', 'npx', ['tsc', '-p', 'tsconfig.tools.json']),
      () => command('formatting (prettier --check)', 'npx', ['prettier', '--check', '.']),
    ])) && ok;
}
if (wanted('unit')) ok = (await tier('unit', [() => vitest('unit', [], '.test-logs/unit.json')])) && ok;
let built = existsSync('build/jp/index.html') && !wanted('build');
if (wanted('build')) built = await tier('build', [() => command('build (en, ja, zh-Hant)', 'node', ['tools/build-all.ts', '--preview'])]);
if (!built && (wanted('site') || wanted('browser'))) {
  console.log('\n=== site and browser tiers: not run (no build)');
} else {
  if (wanted('site')) await tier('site', [() => vitest('site', ['--config', 'vitest.site.config.ts'], '.test-logs/site.json')]);
  if (wanted('browser')) {
    await tier('browser', [
      () => playwright('browser'),
      async () => {
        // The page-weight budgets (bytes of the built site against the bare template) beside the dev-server test,
        // which plants writers' mistakes in a copy of a page while `npm start` runs.
        const budgets = inBackground('page-weight budgets (npm run perf)', 'node', ['tools/perf/budgets.ts']);
        const dev = await playwright('dev-server');
        const b = await budgets;
        return {passed: dev.passed + b.passed, failed: dev.failed + b.failed, skipped: dev.skipped, what: dev.failed ? dev.what : b.what};
      },
    ]);
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
