/**
 * The Japanese spacing rule (tools/lint/ja-spacing.ts): a half-width space between Japanese and Latin letters or
 * digits, links and inline code spaced by the characters at their edges, no space at the edges of bold. Each planted
 * mistake is reported at its line and column with what to write, the fix writes exactly the expected text, and a page
 * written to the rule is left alone.
 */
import {expect, test} from 'vitest';
import {checkPage, fixSource} from '../../tools/lint/ja-spacing.ts';

const FM = '---\ntitle: 試験\ndescription: 試験のページです。\n---\n\n';

// Line numbers count the front matter (5 lines): the first body line is line 6.
const PLANTED =
  FM +
  '# 試験\n' + // 6
  '\n' +
  '詳しくは[IoT デバイス](/docs/iot)を参照してください。\n' + // 8: no space before a link that starts with Latin
  '手順は [サーバー](/docs/server) を参照してください。\n' + // 9: spaces at the edges of a link with Japanese edges
  '詳細は[バージョン 2.5.0](/docs/v2)を参照してください。\n' + // 10: no space after a link that ends with a digit
  'ログに **Ready** と表示されます。\n' + // 11: spaces at the edges of a bold label
  '値は`true`です。\n' + // 12: no space around inline code
  '\n' +
  '| 項目 | 説明 |\n' + // 14
  '|---|---|\n' +
  '| 名前 | [Windows Server](/docs/win)で使います。 |\n'; // 16: in a table cell

const FIXED =
  FM +
  '# 試験\n' +
  '\n' +
  '詳しくは [IoT デバイス](/docs/iot)を参照してください。\n' +
  '手順は[サーバー](/docs/server)を参照してください。\n' +
  '詳細は[バージョン 2.5.0](/docs/v2) を参照してください。\n' +
  'ログに**Ready**と表示されます。\n' +
  '値は `true` です。\n' +
  '\n' +
  '| 項目 | 説明 |\n' +
  '|---|---|\n' +
  '| 名前 | [Windows Server](/docs/win) で使います。 |\n';

test('each planted spacing mistake is reported at its place with what to write', () => {
  const problems = checkPage('probe.md', PLANTED);
  const places = problems.map((p) => `${p.line}:${p.column}`);
  expect(places).toEqual(['8:5', '9:4', '9:25', '10:27', '11:4', '11:14', '12:3', '12:9', '16:35']);
  expect(problems[0].message).toContain('「詳しくは[IoT デバイス](/」 → 「詳しくは [IoT デバイス](/」');
  expect(problems[1].message).toMatch(/^no space between two Japanese characters, here at the edge of a link: .* \(reads 「手順はサーバー を」\)$/);
  expect(problems[4].message).toMatch(/^no space at the edges of bold .*\(reads 「ログにReady」\)$/);
  expect(problems[6].message).toMatch(/^half-width space between Japanese and inline code/);
});

test('the fix writes the rule and nothing else', () => {
  const {text, count} = fixSource(PLANTED);
  expect(count).toBe(9);
  expect(text).toBe(FIXED);
  expect(checkPage('probe.md', text)).toEqual([]);
  expect(fixSource(FIXED)).toEqual({text: FIXED, count: 0});
});

test('what the rule leaves alone', () => {
  const page =
    FM +
    // Plain text already spaced; compound katakana labels with spaces (Microsoft's screens); punctuation at an edge.
    'Redis に 30 秒で接続し、**アプリケーション アクセス ポリシー**を作成します。\n\n' +
    '**Active Directory（LDAP ユーザー同期あり）** を選択し、「**保存**」を選びます。\n\n' +
    '<ProductName /> のサーバーに `npm run build` の結果を置き、50%の容量で動かします。\n\n' +
    '```bash\necho 設定abc\n```\n';
  expect(checkPage('probe.md', page)).toEqual([]);
  expect(fixSource(page).count).toBe(0);
});

test('a Latin word next to Japanese without a space is reported in plain text too', () => {
  const problems = checkPage('probe.md', FM + 'サーバーはRedisに接続します。\n');
  expect(problems.map((p) => `${p.line}:${p.column}`)).toEqual(['6:6', '6:11']);
  expect(fixSource(FM + 'サーバーはRedisに接続します。\n').text).toBe(FM + 'サーバーは Redis に接続します。\n');
});
