/**
 * The project's linters, run as tests so that one command reports everything: TypeScript, and the writers' checks of
 * `npm run lint` (markdownlint, Japanese, Chinese and English prose and terms, links and anchors, the pages check:
 * front matter, MDX, examples, images, FAQ shape).
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import fg from 'fast-glob';
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

for (const script of ['lint:md', 'lint:zh', 'lint:en', 'lint:links', 'check:pages']) {
  test(`npm run ${script} passes on the tree`, () => {
    const r = run('npm', ['run', '--silent', script]);
    expect(r.status, `npm run ${script} found problems:\n${r.output.slice(0, 20_000)}`).toBe(0);
  });
}

// The Japanese prose lint (`npm run lint:ja`) is the slowest check and grows with every page: its pages are linted
// in three parts, which the test workers run side by side, so the longest test stays a third of the whole.
const JA_PAGES = fg.sync('i18n/jp/**/*.md', {cwd: root}).sort();
const JA_PARTS = 3;
test('the Japanese prose lint has pages to check', () => expect(JA_PAGES.length).toBeGreaterThan(100));
for (let part = 0; part < JA_PARTS; part++) {
  const files = JA_PAGES.filter((_, i) => i % JA_PARTS === part);
  test(`npm run lint:ja passes on the tree (part ${part + 1} of ${JA_PARTS}, ${files.length} pages)`, () => {
    const r = run('npx', ['textlint', ...files]);
    expect(r.status, `Japanese prose lint found problems:\n${r.output.slice(0, 20_000)}`).toBe(0);
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
