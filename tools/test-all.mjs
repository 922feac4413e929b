// `npm test`: every check of the project, in the order that gives the fastest useful failure.
//   1. static tests: sources (three-locale parity, front matter, heading ids, code blocks) and the linters
//      (TypeScript, markdownlint, Japanese textlint);
//   2. the build of all three locales (a broken link or anchor fails it);
//   3. browser tests: Debian's Chromium against the build, served by nginx with the production configuration;
//   4. the dev-server test, and beside it the page-weight budgets (tools/perf/budgets.mjs) on the same build.
// Ends with one line "tests: N passed, N failed". TEST_SKIP_BUILD=1 reuses an existing build/.
// The build after the static tests, not beside them: both are CPU-bound, and on two cores the pair took longer side
// by side (static 532 s and build 605 s in CI) than one after the other (about 274 s and 260 s).
import {spawn, spawnSync} from 'node:child_process';
import {closeSync, existsSync, mkdirSync, openSync, readFileSync} from 'node:fs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const totals = {passed: 0, failed: 0, skipped: 0};
let failedStep = null;

function run(label, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${label}`);
  const r = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});
  console.log(`=== ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

function count(jsonFile) {
  if (!existsSync(jsonFile)) return;
  const {stats} = JSON.parse(readFileSync(jsonFile, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function playwright(project) {
  const out = `test-results/${project}.json`;
  const ok = run(`${project} tests`, 'npx', ['playwright', 'test', `--project=${project}`], {PLAYWRIGHT_JSON_OUTPUT_NAME: out});
  count(out);
  if (!ok) failedStep ??= `${project} tests`;
}

/**
 * Starts a step beside the next one, its output in a log file; resolves to whether it passed, after printing the
 * log. The step writes to the file itself: the tests beside it run through spawnSync, which holds this process's
 * event loop, so a pipe read here would fill and stall the step.
 */
function inBackground(label, besides, cmd, args) {
  mkdirSync('.test-logs', {recursive: true});
  const logFile = `.test-logs/${label.split(' ')[0]}.log`;
  const fd = openSync(logFile, 'w');
  const child = spawn(cmd, args, {stdio: ['ignore', fd, fd]});
  closeSync(fd);
  console.log(`\n=== ${label}: started beside the ${besides}, output in ${logFile}`);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${label}: its output\n${readFileSync(logFile, 'utf8').trimEnd()}`);
      // No time of its own: its end is only seen once the step beside it (spawnSync) has returned.
      console.log(`=== ${label}: ${status === 0 ? 'ok' : 'FAILED'} (ran beside the ${besides})`);
      resolve(status === 0);
    });
  });
}

const skipBuild = process.env.TEST_SKIP_BUILD === '1' && existsSync('build/jp/index.html');
playwright('static');
const buildOk = skipBuild || run('build (en, ja, zh-Hant)', 'node', ['tools/build-all.mjs', '--preview']);
if (!buildOk) {
  failedStep ??= 'build';
  totals.failed += 1;
} else {
  playwright('browser');
  // Page-weight budgets of the built site (issue 17), beside the bare Docusaurus template measured in the same run:
  // bytes, not times, so they run beside the dev-server test.
  const budgets = inBackground('page-weight budgets (npm run perf)', 'dev-server test', 'node', ['tools/perf/budgets.mjs']);
  // After the browser tests: it plants mistakes in a real page while the dev server runs (playwright.config.ts).
  playwright('dev-server');
  if (await budgets) totals.passed += 1;
  else {
    totals.failed += 1;
    failedStep ??= 'page-weight budgets';
  }
}

console.log(`\n${failedStep ? `First failure: ${failedStep}.` : 'All checks passed.'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
