/**
 * The measuring and serving tools (npm run perf, perf:lighthouse, bench:search, bench:serve, serve:nginx,
 * scan:observatory, tools/screenshots.ts) given a build that is not there, no Chromium or a bad option: each says so
 * in one sentence naming what to run, and exits with status 1, before it starts a server or a browser. No build,
 * browser or nginx is needed: every case stops at its checks.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {childEnvironment, type VariableName} from '../../site/environment.ts';
import {ROOT, outputDir} from '../../site/paths.ts';
import {CSP_MAP, SetupError, startNginx} from '../../tools/nginx-harness.ts';
import {startTlsExample} from '../../tools/observatory/scan.ts';

const MISSING = join(tmpdir(), 'no-such-build-for-the-measuring-tools');

/** Runs a tool with these variables (the rest of the environment as it is) and returns its exit status and stderr. */
function run(tool: string, args: string[], set: Partial<Record<VariableName, string | undefined>> = {}) {
  const r = spawnSync(process.execPath, [join(ROOT, tool), ...args], {cwd: ROOT, encoding: 'utf8', env: childEnvironment(set), timeout: 60_000});
  return {status: r.status, stderr: r.stderr};
}

/** The answer is the sentence given, on a line of its own, and no stack trace. */
function expectSentence(result: {status: number | null; stderr: string}, sentence: string) {
  expect(result.stderr.split('\n'), result.stderr).toContain(sentence);
  expect(result.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
  expect(result.status, result.stderr).toBe(1);
}

const noBuild = `no build at ${MISSING}: run \`npm run build\` first.`;

describe('a build that is not there', () => {
  test.each([
    ['npm run perf', 'tools/perf/budgets.ts', [], {PERF_BUILD_DIR: MISSING}, 'perf'],
    ['npm run perf:lighthouse', 'tools/perf/lighthouse.ts', [], {PERF_BUILD_DIR: MISSING, SIMULATE_DIR: MISSING}, 'perf:lighthouse'],
    ['npm run bench:search', 'tools/bench/search.ts', [], {BENCH_BUILD_DIR: MISSING}, 'bench:search'],
    ['search-quality.ts --index-dir', 'tools/bench/search-quality.ts', ['--index-dir', MISSING], {}, 'bench:search'],
    ['npm run bench:serve', 'tools/bench/serve.ts', ['--build', MISSING], {}, 'bench:serve'],
    ['tools/screenshots.ts', 'tools/screenshots.ts', [], {BUILD_DIR: MISSING}, 'screenshots'],
  ] as const)('%s', (_, tool, args, set, name) => {
    expectSentence(run(tool, [...args], set), `${name}: ${noBuild}`);
  });

  test('npm run deploy', () => {
    expectSentence(run('tools/deploy/deploy.ts', [MISSING, join(MISSING, '-target')]), `deploy: No build at ${MISSING}: run \`npm run build\` first.`);
  });

  test('the nginx harness and the TLS scan refuse it with a SetupError', async () => {
    await expect(startNginx({buildDir: MISSING})).rejects.toThrow(new SetupError(noBuild));
    await expect(startTlsExample({buildDir: MISSING})).rejects.toThrow(new SetupError(noBuild));
  });
});

describe('a build that is there but not whole, no Chromium, a bad option', () => {
  const dir = mkdtempSync(join(tmpdir(), 'measuring-tools-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  /** A build of the Japanese site only: its home page and the CSP map, enough for the checks. */
  const japanese = join(dir, 'ja-only');
  mkdirSync(outputDir('ja', japanese), {recursive: true});
  writeFileSync(join(outputDir('ja', japanese), 'index.html'), '<!doctype html>');
  mkdirSync(join(japanese, '.nginx'));
  writeFileSync(join(japanese, CSP_MAP), 'map $uri $help_csp {}');

  test('a build without the locales a benchmark types in', () => {
    const r = run('tools/bench/search.ts', [], {BENCH_BUILD_DIR: japanese});
    expect(r.stderr).toMatch(/^bench:search: the build in .* has no 繁體中文 site \(.*index\.html\): run `npm run build` first\.$/m);
    expect(r.status).toBe(1);
  });

  test('a build without its CSP map', () => {
    const noMap = join(dir, 'no-map');
    mkdirSync(noMap);
    writeFileSync(join(noMap, 'index.html'), '<!doctype html>');
    expectSentence(
      run('tools/screenshots.ts', [], {BUILD_DIR: noMap}),
      `screenshots: ${join(noMap, CSP_MAP)} is missing (the build writes it): run \`npm run build\` again.`,
    );
  });

  test('no Chromium', () => {
    const chromium = join(dir, 'no-chromium');
    expectSentence(
      run('tools/perf/budgets.ts', [], {PERF_BUILD_DIR: japanese, PERF_TEMPLATE: '0', CHROMIUM_PATH: chromium}),
      `perf: Chromium is not at ${chromium}: run \`. tools/setup.sh\` (it installs Debian's chromium), or set CHROMIUM_PATH.`,
    );
  });

  test('a bad option or variable', () => {
    expectSentence(
      run('tools/perf/budgets.ts', [], {PERF_VERBOSE: 'maybe', PERF_BUILD_DIR: japanese}),
      'perf: PERF_VERBOSE=maybe: expected 1 or 0 (1: npm run perf lists every file of every page)',
    );
    const runs = run('tools/bench/serve.ts', ['--runs', 'three', '--build', japanese]);
    expect(runs.stderr).toMatch(/^bench:serve: --runs takes a whole number, not "three"\. Usage: npm run bench:serve -- /m);
    expect(runs.status).toBe(1);
    expectSentence(run('tools/nginx-harness.ts', ['port']), 'serve:nginx: the port must be a number, not "port": node tools/nginx-harness.ts [port]');
  });
});

describe("perf:lighthouse's calibrated CPU slowdown (tools/perf/cpu-calibration.ts)", () => {
  test("follows Lighthouse's calculator: 1x at 150, 2x at 800, 3x at 1,300, 4x at 1,533, one more per 233", async () => {
    const {calibratedSlowdown} = await import('../../tools/perf/cpu-calibration.ts');
    const at = (index: number) => Math.round(calibratedSlowdown(index) * 100) / 100;
    expect([at(100), at(150), at(475), at(800), at(1050), at(1300), at(1533), at(1766), at(2000)]).toEqual([1, 1, 1.5, 2, 2.5, 3, 4, 5, 6]);
    expect(calibratedSlowdown(Number.NaN), 'a report without a benchmarkIndex keeps the slowdown at 1x').toBe(1);
  });
});
