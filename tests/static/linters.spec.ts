/**
 * The project's linters, run as tests so that one command reports everything: TypeScript, and the writers' checks of
 * `npm run lint` (markdownlint, Japanese, Chinese and English prose and terms, links and anchors).
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {root} from '../support/content';

function run(cmd: string, args: string[], input?: string) {
  const r = spawnSync(cmd, args, {cwd: root, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024});
  return {status: r.status, stdout: r.stdout, output: `${r.stdout}\n${r.stderr}`.replace(/npm warn.*\n/g, '').trim()};
}

test.describe.configure({mode: 'parallel', timeout: 240_000});

test('TypeScript typecheck passes', () => {
  const r = run('npx', ['tsc', '-p', 'tsconfig.json']);
  expect(r.status, r.output).toBe(0);
});

for (const script of ['lint:md', 'lint:ja', 'lint:zh', 'lint:en', 'lint:links']) {
  test(`npm run ${script} passes on the tree`, () => {
    const r = run('npm', ['run', '--silent', script]);
    expect(r.status, `npm run ${script} found problems:\n${r.output.slice(0, 20_000)}`).toBe(0);
  });
}

test('the Japanese prose linter catches a glossary variant (the dictionary is wired in)', () => {
  const r = run('npx', ['textlint', '--stdin', '--stdin-filename', 'probe.md'], 'ユーザアプリでサーバの設定を確認します。\n');
  expect(r.status).not.toBe(0);
  expect(r.stdout).toContain('ユーザーアプリ');
  expect(r.stdout).toContain('サーバー');
});

test('the Chinese and English linters catch a glossary variant', () => {
  const zh = run('npx', ['textlint', '--config', 'tools/textlint/zh.cjs', '--stdin', '--stdin-filename', 'probe.md'], '請在地端伺服器上設定帳戶。\n');
  expect(zh.status, zh.output).not.toBe(0);
  expect(zh.stdout).toContain('內部部署');
  expect(zh.stdout).toContain('帳號');
  const en = run('npx', ['textlint', '--config', 'tools/textlint/en.cjs', '--stdin', '--stdin-filename', 'probe.md'], 'The organiser of the booking gets an e-mail.\n');
  expect(en.status, en.output).not.toBe(0);
  expect(en.stdout).toContain('organizer');
});
