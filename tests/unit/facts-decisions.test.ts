/**
 * The decisions of facts/decisions-contradictions.md that facts/numbers.yml enforces (check-terms' step numbers): a
 * subscription's `expireTime` is required and has no default, so a page that gives it "60 by default" (the old, wrong
 * phrasing) is named in each locale, and the decided phrasing (1 to 1440, no default) is not. Planted pages in a
 * throwaway tree (check-terms' --root) that holds only the real facts/numbers.yml and glossary, as in terms-checks.test.ts.
 */
import {afterAll, beforeAll, expect, test} from 'vitest';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {root} from '../support/content';
import {contentDir} from '../../site/content.ts';
import {check, format} from '../../tools/lint/check-terms.ts';

const JP = `${contentDir('docs', 'ja')}/probe`;
const ZH = `${contentDir('docs', 'zh-Hant')}/probe`;
const EN = `${contentDir('docs', 'en')}/probe`;
const FM = '---\ntitle: Probe\ndescription: Probe\n---\n\n';

// The first body line is line 6; the planted sentence is line 8.
const PAGES: Record<string, string> = {
  [`${EN}/expire.md`]: FM + '# Probe\n\nEvery subscription has an `expireTime` in minutes: 60 by default and at most 1440.\n',
  [`${JP}/expire.md`]: FM + '# 試験\n\nサブスクリプションの `expireTime` は既定値は 60、最大値は 1440 です。\n',
  [`${ZH}/expire.md`]: FM + '# 測試\n\n訂閱的 `expireTime` 預設 60，最多 1440 分鐘。\n',
  [`${EN}/expire-clean.md`]: FM + '# Probe\n\nEvery subscription needs an `expireTime` in minutes: 1 to 1440 (24 hours), with no default.\n',
  [`${JP}/expire-clean.md`]: FM + '# 試験\n\nサブスクリプションには分単位の `expireTime` を必ず指定します。範囲は 1〜1440（24 時間）で、既定値はありません。\n',
  [`${ZH}/expire-clean.md`]: FM + '# 測試\n\n每個訂閱都必須指定以分鐘為單位的 `expireTime`：1 至 1440（24 小時），沒有預設值。\n',
};

let tree: string;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'facts-decisions-'));
  for (const f of ['data/glossary.yml', 'facts/numbers.yml']) cpSync(join(root, f), join(tree, f));
  for (const [file, text] of Object.entries(PAGES)) {
    mkdirSync(dirname(join(tree, file)), {recursive: true});
    writeFileSync(join(tree, file), text);
  }
});

afterAll(() => rmSync(tree, {recursive: true, force: true}));

test('a default for expireTime contradicts the fact subscription-expire-time in three locales; the decided phrasing passes', () => {
  const lines = check('numbers', tree, null).map(format);
  const named = lines.filter((l) => l.includes('subscription-expire-time'));
  expect(named.map((l) => l.split(':')[0]).sort(), lines.join('\n')).toEqual([`${EN}/expire.md`, `${JP}/expire.md`, `${ZH}/expire.md`].sort());
  expect(
    lines.filter((l) => l.includes('expire-clean.md')),
    lines.join('\n'),
  ).toEqual([]);
});
