/**
 * Unit tests of the project's own textlint rules (tools/textlint/rules): each rule reports what it is for, names the
 * line, and leaves correct text alone.
 */
import {describe, test, expect} from 'vitest';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {TextlintKernel} from '@textlint/kernel';
import markdown from '@textlint/textlint-plugin-markdown';
import type {TextlintRuleModule} from '@textlint/types';
import {root} from '../support/content';

/** The rules are CommonJS (textlint loads them with require()): loaded here the same way. */
const load = createRequire(import.meta.url);

async function lint(ruleName: string, text: string): Promise<{line: number; message: string}[]> {
  const rule = load(join(root, 'tools/textlint/rules', `${ruleName}.cjs`)) as TextlintRuleModule;
  const result = await new TextlintKernel().lintText(text, {
    ext: '.md',
    filePath: 'probe.md',
    plugins: [{pluginId: 'markdown', plugin: markdown}],
    rules: [{ruleId: ruleName, rule}],
  });
  return result.messages.map((m) => ({line: m.line, message: m.message}));
}

describe('ja-polite-sentence-end', () => {
  test('reports plain-form sentence ends, in paragraphs and table cells', async () => {
    const found = await lint(
      'ja-polite-sentence-end',
      '設定を保存する。画面が表示される。\n\n| 項目 | 説明 |\n|---|---|\n| 名前 | 一覧に表示される。 |\n\n作業は完了した。追加の設定は必要ない。\n',
    );
    expect(found.map((f) => f.line)).toEqual([1, 1, 5, 7, 7]);
    expect(found[0].message).toContain('設定を保存する。');
  });
  test('leaves です・ます, questions, requests and noun endings alone', async () => {
    const found = await lint(
      'ja-polite-sentence-end',
      '設定を保存します。画面が表示されました。保存できません。確認しましょう。\n\n保存できますか。管理者に連絡してください。既定値は 60 分。ボタン名は「保存」。\n',
    );
    expect(found).toEqual([]);
  });
});

describe('cjk-paragraph-line-break', () => {
  test('reports a line break inside a Japanese or Chinese paragraph, at its line', async () => {
    const found = await lint('cjk-paragraph-line-break', '# 見出し\n\nこれは長い段落です。\nここで改行しています。\n\n設定完成後，\n請關閉視窗。\n');
    expect(found.map((f) => f.line)).toEqual([3, 6]);
  });
  test('leaves English paragraphs, one-line paragraphs and admonition fences alone', async () => {
    const found = await lint('cjk-paragraph-line-break', 'An English paragraph\nmay wrap.\n\n段落は 1 行です。\n\n:::note\n注意は 1 行です。\n:::\n');
    expect(found).toEqual([]);
  });
});

describe('ja-bold-label-particle', () => {
  test('reports a space between a bold label and the particle after it', async () => {
    const found = await lint('ja-bold-label-particle', '**プロフィール** を開き、**保存** を選択します。\n');
    expect(found).toHaveLength(2);
    expect(found[0].message).toContain('**プロフィール**を');
  });
  test('leaves a label without a space, and a label that ends in a bracket, alone', async () => {
    expect(await lint('ja-bold-label-particle', '**プロフィール**を開きます。**保存（任意）** を選択します。**Save** button.\n')).toEqual([]);
  });
});

describe('zh-full-width-punctuation', () => {
  test('reports half-width comma, period, colon and brackets in Chinese prose', async () => {
    const found = await lint('zh-full-width-punctuation', '設定完成後, 請關閉視窗(選用).\n\n注意: 請先備份。\n');
    expect(found.map((f) => f.message)).toEqual([
      expect.stringContaining('「,」→「，」'),
      expect.stringContaining('「(」'),
      expect.stringContaining('「:」→「：」'),
    ]);
    expect(found.map((f) => f.line)).toEqual([1, 1, 3]);
  });
  test('leaves code, URLs, Latin text and full-width punctuation alone', async () => {
    const found = await lint(
      'zh-full-width-punctuation',
      '請執行 `npm run build, serve`，再開啟 https://booking.example.com/help (English)。時間為 10:30。\n\nSee the docs (v2.13).\n',
    );
    expect(found).toEqual([]);
  });
});

describe('ja-sentence-opener', () => {
  test('reports a sentence that opens with あなた or そして, at its line', async () => {
    const found = await lint(
      'ja-sentence-opener',
      '予約を作成します。そして、招待者に通知します。\n\nあなたは予約を確認できます。\n\n| 項目 | 説明 |\n|---|---|\n| 確認 | そして保存します。 |\n',
    );
    expect(found.map((f) => f.line)).toEqual([1, 3, 7]);
    expect(found[0].message).toContain('そして');
    expect(found[1].message).toContain('あなた');
  });
  test('leaves あなた and そして inside a sentence, and other openers, alone', async () => {
    const found = await lint('ja-sentence-opener', '予約を確認します。次に、招待者に通知します。\n\n画面に「あなたの予約」と表示されます。\n');
    expect(found).toEqual([]);
  });
});
