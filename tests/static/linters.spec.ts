/**
 * The project's linters, run as tests so that one command reports everything: TypeScript, markdownlint on every
 * page, and the Japanese prose linter (textlint, technical-writing preset + glossary dictionary).
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {root} from '../support/content';

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return {status: r.status, output: `${r.stdout}\n${r.stderr}`.replace(/npm warn.*\n/g, '').trim()};
}

test.describe.configure({mode: 'parallel', timeout: 240_000});

test('TypeScript typecheck passes', () => {
  const r = run('npx', ['tsc', '-p', 'tsconfig.json']);
  expect(r.status, r.output).toBe(0);
});

test('markdownlint passes on every page', () => {
  const r = run('npx', ['markdownlint-cli2']);
  expect(r.status, r.output).toBe(0);
});

test('Japanese prose lint (textlint) passes on every Japanese page', () => {
  const r = run('npx', ['textlint', 'i18n/jp/**/*.md']);
  expect(r.status, r.output.slice(0, 20_000)).toBe(0);
});

test('the Japanese prose linter catches a glossary variant (the dictionary is wired in)', () => {
  const r = spawnSync('npx', ['textlint', '--stdin', '--stdin-filename', 'probe.md'], {
    cwd: root,
    encoding: 'utf8',
    input: 'ユーザアプリでサーバの設定を確認します。\n',
  });
  expect(r.status).not.toBe(0);
  expect(r.stdout).toContain('ユーザーアプリ');
  expect(r.stdout).toContain('サーバー');
});
