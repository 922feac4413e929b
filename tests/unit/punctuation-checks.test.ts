/**
 * The writers' checks of punctuation across a structure (tools/lint/check-punctuation.ts; steps table-punctuation and
 * diagram-questions of `npm run lint`): each planted mistake is reported with its exact file, line and column and what
 * to do; a page written consistently is not named; `--fix` (applyFixes) adds or removes only the marks reported. The
 * checks run in this process on a throwaway tree (their --root) that holds only the planted pages.
 */
import {afterAll, beforeAll, test, expect} from 'vitest';
import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {contentDir} from '../../site/content.ts';
import {applyFixes, check, fix, format} from '../../tools/lint/check-punctuation.ts';

const JP = `${contentDir('docs', 'ja')}/probe`;
const ZH = `${contentDir('docs', 'zh-Hant')}/probe`;
const EN = `${contentDir('docs', 'en')}/probe`;
const FM = '---\ntitle: Probe\ndescription: Probe\n---\n\n';

// Line numbers below count the front matter (5 lines): the first body line is line 6.
const TABLE_JA =
  FM +
  '# 試験\n' + // 6
  '\n' +
  '| 設定 | 説明 | 既定値 |\n' + // 8
  '|---|---|---|\n' +
  '| 通知 | 予約の前にメールを送ります。 | オン |\n' + // 10
  '| 期間 | 予約できる最長の時間です | 4 時間 |\n' + // 11: a sentence without its 。
  '| 言語 | 画面の言語 | 日本語。 |\n' + // 12: a phrase column's cell with 。; column 2 is sentences (2 of 3): 画面の言語 gets 。
  '| 承認 | `approval` を使います。 | `false` |\n'; // 13
const TABLE_ZH =
  FM +
  '# 測試\n' + // 6
  '\n' +
  '| 設定 | 說明 |\n' + // 8
  '|---|---|\n' +
  '| 通知 | 在預約前傳送電子郵件。 |\n' + // 10
  '| 期間 | 可預約的最長時間 |\n' + // 11: two of three end with 。: a sentence column
  '| 語言 | 畫面語言。 |\n'; // 12
const CLEAN_JA =
  FM +
  '# 試験\n\n| 設定 | 説明 |\n|---|---|\n| 通知 | 予約の前にメールを送ります。 |\n| 言語 | 画面の言語。 |\n| 色 | `#fff` |\n\n| 項目 | 値 |\n|---|---|\n| 期間 | 最長 4 時間。延長不可 |\n| 言語 | 日本語 |\n';
const DIAGRAM_JA =
  FM +
  '# 試験\n' + // 6
  '\n' +
  '```mermaid\n' + // 8
  'flowchart TD\n' +
  '  A["全従業員が使うか"] --> B{"承認が必要?"}\n' + // 10: a box ending in か, a decision with a half-width ?
  '  B -->|"はい"| C{承認者は決まっているか}\n' + // 11: a bare か, unquoted
  '  B -->|"いいえ"| D{"空いている？"}\n' + // 12: right
  '```\n';
const PAGES: Record<string, string> = {
  [`${JP}/table.md`]: TABLE_JA,
  [`${ZH}/table.md`]: TABLE_ZH,
  [`${JP}/clean.md`]: CLEAN_JA,
  [`${JP}/diagram.md`]: DIAGRAM_JA,
  // English pages are not read.
  [`${EN}/table.md`]: FM + '# Probe\n\n| A | B |\n|---|---|\n| x | Ends. |\n| y | Does not |\n| z | Also not |\n',
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'punctuation-'));
  for (const [file, text] of Object.entries(PAGES)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), text);
  }
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

test('table-punctuation: each cell that breaks its column is named with its place and what to do', () => {
  const problems = check('table-punctuation', dir, null);
  const lines = problems.map(format);
  expect(lines.map((l) => l.split('  ')[0])).toEqual([
    `${JP}/table.md:11:20`, // end of 予約できる最長の時間です
    `${JP}/table.md:12:13`, // end of 画面の言語
    `${JP}/table.md:12:19`, // the 。 of 日本語。
    `${ZH}/table.md:11:16`, // end of 可預約的最長時間
  ]);
  expect(lines[0]).toMatch(/column 2 of this table is sentences \(3 of 4 text cells read as sentences, 2 end with 。\): end this cell with 。/);
  expect(lines[2]).toMatch(/column 3 of this table is phrases \(1 of 3 text cells read as sentences, 1 end with 。\): remove the 。 at the end of this cell/);
  expect(lines[3]).toMatch(/end this cell with 。/);
});

test('table-punctuation --fix adds or removes the one 。 and nothing else; the fixed page passes', () => {
  const file = `${JP}/table.md`;
  const fixed = applyFixes(TABLE_JA, check('table-punctuation', dir, [file]));
  expect(fixed).toBe(TABLE_JA.replace('最長の時間です |', '最長の時間です。 |').replace('画面の言語 |', '画面の言語。 |').replace('日本語。 |', '日本語 |'));
  expect(fix('table-punctuation', dir, [file])).toHaveLength(3);
  expect(readFileSync(join(dir, file), 'utf8')).toBe(fixed);
  expect(check('table-punctuation', dir, [file])).toEqual([]);
});

test('diagram-questions: a question in a Japanese diagram node ends with ？', () => {
  const file = `${JP}/diagram.md`;
  const lines = check('diagram-questions', dir, null).map(format);
  expect(lines.map((l) => l.split('  ')[0])).toEqual([`${file}:10:13`, `${file}:10:29`, `${file}:11:27`]);
  expect(lines[0]).toContain('「全従業員が使うか？」');
  expect(lines[1]).toContain('「承認が必要？」');
  const fixed = applyFixes(DIAGRAM_JA, check('diagram-questions', dir, [file]));
  expect(fixed).toBe(DIAGRAM_JA.replace('使うか"', '使うか？"').replace('必要?"', '必要？"').replace('決まっているか}', '決まっているか？}'));
});
