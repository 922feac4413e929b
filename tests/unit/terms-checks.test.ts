/**
 * The writers' checks of terms, typography and numbers (tools/lint/check-terms.ts; steps ui-labels, ja-typography and numbers of
 * `npm run lint`) and the glossary's avoid lists (prh, steps ja, zh and en): each planted mistake is reported with its
 * exact file, line and column and what to write; a page written correctly is not named. The checks run in this process
 * (check-terms' check(), as its command line calls it) on a throwaway tree (its --root) that holds the real glossary
 * and facts/numbers.yml and only the planted pages; the avoid lists through textlint's API with the project's configs.
 * That the tree itself passes these checks is the lint tier's job (`npm run lint`).
 */
import {afterAll, beforeAll, test, expect} from 'vitest';
import {cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {root} from '../support/content';
import {contentDir} from '../../site/content.ts';
import {LOCALES} from '../../site/locales.ts';
import {languageOf} from '../../tools/content/places.ts';
import {check, format, type Kind} from '../../tools/lint/check-terms.ts';
import {textlint} from './lint-support';

const JP = `${contentDir('docs', 'ja')}/probe`;
const ZH = `${contentDir('docs', 'zh-Hant')}/probe`;
const EN = `${contentDir('docs', 'en')}/probe`;
const FM = '---\ntitle: Probe\ndescription: Probe\n---\n\n';

// Line numbers below count the front matter (5 lines): the first body line is line 6.
const PAGES: Record<string, string> = {
  [`${JP}/ui.md`]:
    FM +
    '# 試験\n' + // 6
    '\n' +
    '1. **Show unavailable rooms**をオンにします。\n' + // 8: bold English label
    '2. 画面に「Online」と表示されます。\n' + // 9: quoted English label
    '\n' +
    '| 項目 | 説明 |\n' + // 11
    '|---|---|\n' +
    '| Show unavailable rooms | 予約できない会議室も表示します。 |\n' + // 13: table field name
    '\n' +
    "<MenuPath items={['その他', 'Mass set-up']} />\n" + // 15: English menu item
    '\n' +
    '```mermaid\n' + // 17
    'flowchart LR\n' +
    '  A["プレーヤー画面、Online"] --> B[Launch at start-up]\n' + // 19: two diagram labels
    '```\n' +
    '\n' +
    '**設定** → **セキュリティ** → **提供元不明のアプリ**を開きます。**Settings** → **Security** → **Unknown sources**は Android 7.1 の英語表示です。\n' + // 22: Android's labels in English bold: the glossary gives the Japanese, the English only in brackets
    '\n' +
    '**Rooms**、**Desks** シートに入力します。\n', // 24: the mass set-up template's sheet names
  [`${JP}/ui-clean.md`]:
    FM +
    '# 試験\n\n**設定**（Settings）→ **セキュリティ**（Security）→ **提供元不明のアプリ**（Unknown sources）を開きます。**予約できない会議室を表示**をオンにします。**一括セットアップ**を開きます。\n\n```mermaid\nflowchart LR\n  A["プレーヤー画面、オンライン"] --> B[自動起動]\n```\n',
  [`${ZH}/ui.md`]:
    FM +
    '# 測試\n' + // 6
    '\n' +
    '**Worker** 會處理同步。\n' + // 8
    'Fire TV 會要求 **Display over other apps** 權限（在其他應用程式上層顯示）。\n', // 9: Fire TV has no zh UI: English is right
  [`${JP}/ui-third.md`]: FM + '# 試験\n\nFire TV で **Display over other apps** を許可します。\n', // 8: Fire OS shows Japanese
  [`${JP}/typo.md`]:
    FM +
    '# 試験\n' + // 6
    '\n' +
    '受付時間は 9:00～18:00 です。\n' + // 8: ～ at column 11
    '\n' +
    '件数は 1 〜 100 件です。\n' + // 10: spaces around 〜 at columns 6 and 8
    '\n' +
    '保存します。 次に進みます。\n' + // 12: space after 。 at column 7
    '\n' +
    '設定を開き、 保存します。\n' + // 14: space after 、 at column 6
    '\n' +
    '次に **保存**を選択します。\n' + // 16: space before bold, not needed (column 3)
    '\n' +
    '**保存** 画面を閉じます。\n' + // 18: space after bold before kanji, not needed (column 7)
    '\n' +
    '**「設定」**を選択します。\n' + // 20: bold that does not render
    '\n' +
    '使用率が 80 % を超えると、拡大率を 100%にします。\n', // 22: a space before % (column 8), none after 100% (column 26)
  [`${JP}/typo-clean.md`]:
    FM +
    '# 試験\n\n受付時間は 9:00〜18:00、件数は 1〜100 件です。使用率が 80% を超えると通知します。\n\n' +
    // A space that the bold needs, a space between Japanese and a Latin word, and the particle right after bold.
    '**「設定」** を選択します。次に **Google でサインイン**を選択し、**保存**を選択します。\n\n' +
    // Without the space after **⋮** the line still has one bold, around the wrong words (をクリックして).
    '`11F` の **⋮** をクリックして**フロアプランを設定**を選びます。\n',
  [`${ZH}/typo.md`]:
    FM +
    '# 測試\n' + // 6
    '\n' +
    '營業時間為 9:00～18:00。\n' + // 8: ～ at column 11
    '\n' +
    '預約長度為 5 – 60 分鐘，保留 1至7 天。\n' + // 10: an en dash at column 9, 至 without spaces at column 21
    '\n' +
    '儲存設定。 再選擇下一步。\n' + // 12: a space after 。 at column 6
    '\n' +
    '1. **是否進了垃圾郵件？**檢查 SPF。\n' + // 14: bold that does not render (column 4)
    '\n' +
    '使用率超過 80 % 時會警告。\n', // 16: a space before % (column 9)
  [`${ZH}/typo-clean.md`]:
    FM + '# 測試\n\n營業時間為 09:00 至 17:00，預約長度為 5 至 60 分鐘。發布日期 2024-05-31，`1~2` 是程式碼。\n\n1. **是否進了垃圾郵件**？檢查 SPF。\n',
  [`${JP}/numbers.md`]:
    FM +
    '# 試験\n' + // 6
    '\n' +
    'プレーヤーの時刻が 5 分以上ずれるとペアリングできません。\n' + // 8: 以上 where the fact is "more than"
    '\n' +
    'チェックインは開始の 20 分前から受け付けます。\n' + // 10: a wrong value
    '\n' +
    '| 項目 | 確認 |\n|---|---|\n' +
    '| 日付と時刻 | 時計が 5 分以上ずれるとペアリングできません |\n', // 14: in a table row
  [`${JP}/numbers-clean.md`]:
    FM + '# 試験\n\nプレーヤーの時刻が 5 分を超えてずれるとペアリングできません。チェックインは開始の 10 分前から受け付けます。**空室時間**は 45 分です。\n',
  [`${EN}/numbers.md`]: FM + '# Probe\n\nA clock 5 minutes or more off breaks pairing.\n', // 8
  [`${ZH}/numbers.md`]: FM + '# 測試\n\n時鐘誤差 5 分鐘以上會無法配對。\n', // 8
};

let tree: string;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'terms-checks-'));
  for (const f of ['data/glossary.yml', 'facts/numbers.yml']) cpSync(join(root, f), join(tree, f));
  for (const [file, text] of Object.entries(PAGES)) {
    mkdirSync(dirname(join(tree, file)), {recursive: true});
    writeFileSync(join(tree, file), text);
  }
});

afterAll(() => rmSync(tree, {recursive: true, force: true}));

/** `node tools/lint/check-terms.ts --kind <kind> --root <tree>`, in this process: its exit status and lines. */
function run(kind: Kind) {
  const lines: string[] = check(kind, tree, null).map(format);
  const output = lines.length ? lines.join('\n') : `check-terms --kind ${kind} reports no problem in the planted pages (${Object.keys(PAGES).join(', ')})`;
  return {status: lines.length ? 1 : 0, lines, output};
}

test('ui-labels: an English UI label on a Japanese or Chinese page, bold, quoted, in a table, a menu path or a diagram', () => {
  const r = run('ui-labels');
  expect(r.status, r.output).toBe(1);
  expect(r.lines).toEqual([
    `${JP}/ui-third.md:8:11  English UI label in bold "Display over other apps": write **他のアプリの上に重ねて表示** (Android / Fire OS / Fire TV's own label, as it shows in Japanese) (data/glossary.yml)`,
    `${JP}/ui.md:8:4  English UI label in bold "Show unavailable rooms": write **予約できない会議室を表示** (data/glossary.yml)`,
    `${JP}/ui.md:9:8  English UI label in quotes "Online": write **オンライン** (data/glossary.yml)`,
    `${JP}/ui.md:13:3  English UI label in a table "Show unavailable rooms": write **予約できない会議室を表示** (data/glossary.yml)`,
    `${JP}/ui.md:15:1  English UI label in <MenuPath> "Mass set-up": write **一括セットアップ** (data/glossary.yml)`,
    `${JP}/ui.md:19:6  English UI label in a diagram "Online": write **オンライン** (data/glossary.yml)`,
    `${JP}/ui.md:19:29  English UI label in a diagram "Launch at start-up": write **自動起動** (data/glossary.yml)`,
    `${JP}/ui.md:22:42  English UI label in bold "Settings": write **設定** (data/glossary.yml)`,
    `${JP}/ui.md:22:57  English UI label in bold "Security": write **セキュリティ** (data/glossary.yml)`,
    `${JP}/ui.md:22:72  English UI label in bold "Unknown sources": write **提供元不明のアプリ** (Android / Qbic / IAdea / Philips's own label, as it shows in Japanese) (data/glossary.yml)`,
    `${ZH}/ui.md:8:1  English UI label in bold "Worker": write **背景工作程式** (data/glossary.yml)`,
  ]);
});

test('ja-typography: ～ for a range, spaces around 〜, after 。 and 、, around bold where CommonMark does not need them, open bold', () => {
  const r = run('ja-typography');
  expect(r.status, r.output).toBe(1);
  const at = r.lines.map((l) => l.split('  ')[0]);
  expect(at).toEqual([
    `${JP}/typo.md:8:11`,
    `${JP}/typo.md:10:6`,
    `${JP}/typo.md:10:8`,
    `${JP}/typo.md:12:7`,
    `${JP}/typo.md:14:7`,
    `${JP}/typo.md:16:3`,
    `${JP}/typo.md:18:7`,
    `${JP}/typo.md:20:1`,
    `${JP}/typo.md:22:8`,
    `${JP}/typo.md:22:26`,
  ]);
  expect(r.lines[0]).toContain('write 〜 (U+301C, wave dash) for a range, not ～ (U+FF5E, full-width tilde)');
  expect(r.lines[1]).toContain('no space around 〜 in a range');
  expect(r.lines[3]).toContain('no half-width space after 。');
  expect(r.lines[4]).toContain('no half-width space after 、');
  expect(r.lines[5]).toContain('「次に **保存**」 → 「次に**保存**」');
  expect(r.lines[6]).toContain('「**保存** 画」 → 「**保存**画」');
  expect(r.lines[7]).toContain('bold is not rendered here');
  expect(r.lines[8]).toContain('no space between a number and %: 「80 %」 → 「80%」');
  expect(r.lines[9]).toContain('「100%に」 → 「100% に」');
});

test('zh-typography: a range with ～ or an en dash, 至 without spaces, a space after 。, open bold; dates and code are left alone', () => {
  const r = run('zh-typography');
  expect(r.status, r.output).toBe(1);
  expect(r.lines.map((l) => l.split('  ')[0])).toEqual([
    `${ZH}/typo.md:8:11`,
    `${ZH}/typo.md:10:9`,
    `${ZH}/typo.md:10:21`,
    `${ZH}/typo.md:12:6`,
    `${ZH}/typo.md:14:4`,
    `${ZH}/typo.md:16:9`,
  ]);
  expect(r.lines[0]).toContain('write a range in Chinese with 至 and spaces, not ～: 「間為 9:00～18:00」');
  expect(r.lines[1]).toContain('not –');
  expect(r.lines[2]).toContain('spaces around 至 between numbers: 「留 1至7 天」');
  expect(r.lines[3]).toContain('no half-width space after 。 in Chinese text');
  expect(r.lines[4]).toContain('bold is not rendered here');
  expect(r.lines[5]).toContain('no space between a number and %');
});

test('numbers: a phrasing or a value that contradicts facts/numbers.yml, in prose and in a table row, in three locales', () => {
  const r = run('numbers');
  expect(r.status, r.output).toBe(1);
  expect(r.lines).toEqual([
    `${EN}/numbers.md:8:9  "5 minutes or more" contradicts the fact clock-skew: more than 5 minutes (write "more than 5 minutes") (facts/numbers.yml)`,
    `${JP}/numbers.md:8:11  "5 分以上" contradicts the fact clock-skew: more than 5 minutes (write 「5 分を超え」) (facts/numbers.yml)`,
    `${JP}/numbers.md:10:8  "開始の 20 分前" contradicts the fact check-in-opens: before 10 minutes before the start (write 「開始 10 分前から」) (facts/numbers.yml)`,
    `${JP}/numbers.md:14:15  "5 分以上" contradicts the fact clock-skew: more than 5 minutes (write 「5 分を超え」) (facts/numbers.yml)`,
    `${ZH}/numbers.md:8:6  "5 分鐘以上" contradicts the fact clock-skew: more than 5 minutes (write 「超過 5 分鐘」) (facts/numbers.yml)`,
  ]);
});

test('the number registry holds at least 25 facts, each with a source, a comparison and a phrasing per locale', async () => {
  const yaml = await import('js-yaml');
  const {readFileSync} = await import('node:fs');
  const {numbers} = yaml.load(readFileSync(join(root, 'facts/numbers.yml'), 'utf8')) as {numbers: Record<string, unknown>[]};
  expect(numbers.length).toBeGreaterThanOrEqual(25);
  expect(new Set(numbers.map((n) => n.id)).size).toBe(numbers.length);
  for (const n of numbers) {
    expect(n.value, `${n.id}: value`).toBeDefined();
    for (const key of ['unit', 'compare', 'source']) expect(typeof n[key], `${n.id}: ${key}`).toBe('string');
    for (const l of LOCALES.map((locale) => languageOf(locale.code))) {
      const spec = n[l] as {say?: string; near?: string; reject?: string[]; number?: string} | undefined;
      expect(spec?.say, `${n.id}: ${l}.say`).toBeTruthy();
      expect(spec?.near, `${n.id}: ${l}.near`).toBeTruthy();
      expect(spec?.reject?.length || spec?.number, `${n.id}: ${l} has neither reject nor number`).toBeTruthy();
      for (const re of [spec!.near!, ...(spec!.reject ?? []), ...(spec!.number ? [spec!.number] : [])]) expect(() => new RegExp(re)).not.toThrow();
    }
  }
});

test('the glossary avoid lists enforce the agreed terms in Japanese and Chinese (prh)', async () => {
  const ja = await textlint('ja', '繰り返し予約と招待ファイルを確認します。販売店に連絡し、承認リストに追加します。死活監視の間隔を確認します。\n');
  expect(
    ja.failed,
    `textlint with .textlintrc.cjs reports none of the Japanese avoid-list terms (data/glossary.yml jaAvoid, tools/textlint/prh.cjs):\n${ja.output}`,
  ).toBe(true);
  for (const want of [
    '繰り返し予約 => 定期予約',
    '招待ファイル => カレンダーファイル',
    '販売店 => 販売代理店',
    '承認リスト => 許可リスト',
    '死活監視 => ハートビート',
  ])
    expect(ja.output, `the Japanese prose lint does not ask for ${want}`).toContain(want);
  const zh = await textlint('zh-Hant', '請建立重複預約並附上邀請檔案，再加入授權清單。會議室不會被重複預約。\n');
  expect(
    zh.failed,
    `textlint with tools/textlint/zh.cjs reports none of the Chinese avoid-list terms (data/glossary.yml zhAvoid, tools/textlint/prh.cjs):\n${zh.output}`,
  ).toBe(true);
  expect(zh.output).toContain('重複預約 => 週期性預約');
  expect(zh.output).toContain('邀請檔案 => 行事曆檔案');
  expect(zh.output).toContain('授權清單 => 允許清單');
  // 被重複預約 (a double booking) is another thing and stays.
  expect(zh.output.match(/週期性預約/g)?.length).toBe(1);
  const clean = await textlint('ja', '定期予約のカレンダーファイルを販売代理店に送ります。\n');
  expect(clean.output).not.toMatch(/prh/);
});
