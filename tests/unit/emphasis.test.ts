/**
 * Emphasis that CommonMark did not close shows as raw asterisks: `**新しい外部連携 +**を` stays literal because the
 * closing `**` follows punctuation and precedes a letter (CJK text has no space there). The pages check of the
 * writers' lint (tools/lint/check-pages.ts, `npm run check:pages`) reads every page as the build compiles it and names
 * any `**` or `__` still left in a text node, that is in prose and outside code; the lint tier runs it over every page
 * of every locale and version. Here: that it finds what it should, where it is, and nothing else.
 */
import {expect, test} from 'vitest';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pageProblems} from '../../tools/lint/check-pages.ts';

const FRONT = '---\ntitle: 確認用\ndescription: 太字の閉じ忘れを確かめるページ。\n---\n\n';

async function emphasisProblems(body: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'emphasis-'));
  try {
    const file = join(dir, 'probe.md');
    writeFileSync(file, FRONT + body);
    return (await pageProblems(file, {root: dir})).filter((p) => p.message.startsWith('emphasis left open')).map((p) => `${p.line}:${p.column}`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('the pages check names a bold label that CommonMark leaves open, at its line and column', async () => {
  expect(await emphasisProblems('**新しい外部連携 +**を選択します。\n')).toEqual(['6:1']);
  expect(await emphasisProblems('手順:\n\n1. __保存。__を選びます。\n')).toEqual(['8:4']);
});

test('closed emphasis, emphasis with a space after it and markers inside code pass', async () => {
  expect(await emphasisProblems('## 見出し {#heading}\n\n**保存**を選択します。**新しい外部連携 +** を選びます。`a**b`\n\n```text\n**x**y\n```\n')).toEqual([]);
});
