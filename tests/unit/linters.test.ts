/**
 * The prose linters' dictionaries are wired in: each textlint configuration of `npm run lint` (Japanese, Chinese,
 * English) catches a glossary variant. The linters themselves run on the whole tree in the lint tier (`npm run lint`,
 * and `tsc`), before these tests; here textlint runs in this process on a sentence, with the project's configs.
 */
import {test, expect} from 'vitest';
import {textlint, TEXTLINT_CONFIGS, type TextlintConfig} from './lint-support';

/** The failure message: which configuration let which sentence through, and what it reported instead. */
const missed = (config: TextlintConfig, text: string, output: string) =>
  `textlint with ${TEXTLINT_CONFIGS[config]} reports no glossary variant in "${text.trim()}" (is data/glossary.yml's prh dictionary wired in? tools/textlint/prh.cjs):\n${output || '(nothing reported)'}`;

test('the Japanese prose linter catches a glossary variant (the dictionary is wired in)', async () => {
  const text = 'ユーザアプリでサーバの設定を確認します。\n';
  const r = await textlint('ja', text);
  expect(r.failed, missed('ja', text, r.output)).toBe(true);
  expect(r.output).toContain('ユーザーアプリ');
  expect(r.output).toContain('サーバー');
});

test('the Chinese and English linters catch a glossary variant', async () => {
  const zhText = '請在地端伺服器上設定帳戶。\n';
  const zh = await textlint('zh-Hant', zhText);
  expect(zh.failed, missed('zh-Hant', zhText, zh.output)).toBe(true);
  expect(zh.output).toContain('內部部署');
  expect(zh.output).toContain('帳號');
  const enText = 'The organiser of the booking gets an e-mail.\n';
  const en = await textlint('en', enText);
  expect(en.failed, missed('en', enText, en.output)).toBe(true);
  expect(en.output).toContain('organizer');
});

test('the Japanese prose linter reports 「〜しましょう」 and says what to write (tools/textlint/ja-register.prh.yml)', async () => {
  const text = 'ポリシーを割り当てましょう。次に設定を確認してみましょう。\n';
  const r = await textlint('ja', text);
  expect(r.failed, `no report of 〜しましょう in "${text.trim()}":\n${r.output || '(nothing reported)'}`).toBe(true);
  const register = r.lines.filter((l) => l.includes('ましょう =>'));
  expect(register).toEqual([
    expect.stringMatching(/^probe\.md:1:\d+ ましょう => ます\n.*しましょう.*\(prh\)$/s),
    expect.stringMatching(/^probe\.md:1:\d+ てみましょう => てください\n/),
  ]);
  const clean = await textlint('ja', 'ポリシーを割り当てます。次に設定を確認してください。\n');
  expect(clean.lines.filter((l) => l.includes('ましょう'))).toEqual([]);
});
