// The accessibility report of a release (JIS X 8341-3:2016 / WCAG 2.2 level AA), made from
//   accessibility/criteria.yml          every A and AA criterion, and how it is verified (test tags, recorded checks)
//   accessibility/recorded-checks.yml   the checks made by hand: procedure, page kinds, result, date, release
//   the browser tests' results          Playwright's JSON report (npm test writes .test-logs/browser.json)
// into accessibility/report.json, which the report page shows (src/pages/accessibility/report.tsx) and the build
// checks (plugins/accessibility-report/).
//
//   node tools/accessibility/report.ts            write the report from .test-logs/browser.json (run npm test first)
//   node tools/accessibility/report.ts --run      run the tagged browser tests first (a built site is needed)
//   node tools/accessibility/report.ts --check    fail when the committed report says otherwise than the results (a result,
//                                                  a recorded check, the sample; not the numbers of tests): npm test
//                                                  runs this after the browser tests
// Exit 1 when a criterion recorded as met is failed by a test, or (--check) when the report is not current.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {RANDOM_PAGES, PAGE_KINDS, randomSample, sampleSeed} from '../../accessibility/sample.ts';
import {buildReport, readCriteria, readRecorded, testOutcomes, verdicts, type PlaywrightReport, type Report} from '../../accessibility/report-model.ts';
import {childEnvironment} from '../../site/environment.ts';
import {ROOT} from '../../site/paths.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const runTests = args.includes('--run');
const REPORT = join(ROOT, 'accessibility/report.json');
let resultsFile = join(ROOT, '.test-logs/browser.json');

if (runTests) {
  resultsFile = join(ROOT, '.test-logs/accessibility-tests.json');
  console.log('a11y-report: running the tagged browser tests (@wcag-…)');
  const run = spawnSync('npx', ['playwright', 'test', '--project=browser', '--grep', '@wcag-'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: childEnvironment({PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile}),
  });
  if (run.status !== 0) console.log('a11y-report: some tests failed; the report says which criteria they verify');
}
if (!existsSync(resultsFile)) {
  console.error(`a11y-report: no test results at ${resultsFile}: run npm test (or this tool with --run on a built site)`);
  process.exit(2);
}

const release = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string}).version;
const outcomes = testOutcomes(JSON.parse(readFileSync(resultsFile, 'utf8')) as PlaywrightReport);
const previous = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, 'utf8')) as {date?: string}) : {};
const {report, conflicts} = buildReport({
  release,
  date: check && previous.date ? previous.date : new Date().toISOString().slice(0, 10),
  criteria: readCriteria(),
  recorded: readRecorded(),
  outcomes,
  sample: {kinds: PAGE_KINDS.map((k) => k.path), seed: sampleSeed(release), perLocale: RANDOM_PAGES, random: randomSample(release)},
});
const text = `${JSON.stringify(report, null, 2)}\n`;

for (const c of conflicts) console.error(`a11y-report: ${c}`);
const counts = report.summary;
console.log(
  `a11y-report: ${release}: ${counts.met} met, ${counts.notMet} not met, ${counts.notApplicable} not applicable, of ${report.criteria.length} criteria (A and AA)`,
);
if (check) {
  const committed = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, 'utf8')) as Report) : null;
  if (!committed || verdicts(committed) !== verdicts(report)) {
    console.error('a11y-report: accessibility/report.json is not what the tests and recorded checks say now: run `npm run a11y:report` and commit it');
    process.exit(1);
  }
  console.log(
    `a11y-report: accessibility/report.json is current${JSON.stringify(committed) === JSON.stringify(report) ? '' : ' (its numbers of tests differ from this run: npm run a11y:report updates them)'}`,
  );
} else {
  writeFileSync(REPORT, text);
  console.log(`a11y-report: wrote accessibility/report.json`);
}
process.exit(conflicts.length ? 1 : 0);
