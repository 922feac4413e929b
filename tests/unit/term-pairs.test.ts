/**
 * The term pairs settled after the Japanese review (data/glossary.yml, the block "Settled after the Japanese
 * review"): each avoided form is reported by the prose linter of its locale with the chosen term, and the other senses
 * of the same word (a player's screen redraw, Google カレンダー, leaving a page, the visitor state 已離開, 其它服務) are
 * not.
 */
import {test, expect} from 'vitest';
import {textlint} from './lint-support.ts';

/** The prh reports of a text, as "avoided => chosen". */
async function prh(config: 'ja' | 'zh-Hant' | 'en', text: string): Promise<string[]> {
  const r = await textlint(config, text);
  return r.lines
    .filter((l) => l.endsWith('(prh)'))
    .map((l) =>
      l
        .replace(/^probe\.md:\d+:\d+ /, '')
        .replace(/\n.*$/s, '')
        .replace(/ \(prh\)$/, ''),
    );
}

test('the Japanese linter reports the avoided form of each settled pair', async () => {
  const planted =
    'Outlook のカレンダーに予約が表示されます。登録メールを確認します。予約に Zoom ミーティングを追加します。東京本社の会議室を予約します。' +
    '連携のしくみを説明します。タグは 1 分以内に再描画されます。記録の保存期間は 24 か月です。フロアの平面図を設定します。' +
    '他のユーザーは予約できません。空欄のままでも構いません。\n';
  expect(await prh('ja', planted)).toEqual([
    'カレンダー => 予定表',
    '登録メール => 登録バッジメール',
    'Zoom ミーティング => Zoom 会議',
    '東京本社 => Tokyo Head Office',
    'しくみ => 仕組み',
    '再描画 => 書き換え',
    '保存期間 => 保持期間',
    '平面図 => フロアプラン',
    '他 => ほか',
    '構いません => かまいません',
  ]);
});

test('the Japanese linter leaves the other senses alone', async () => {
  const clean =
    'プレーヤーは画面を再描画します。Google カレンダーで予約します。管理カレンダーで確認し、**カレンダーに追加**を選択します。' +
    'その他の設定は既定のままです。**他のカレンダー**の横にある ＋ を選択します。\n';
  expect(await prh('ja', clean)).toEqual([]);
});

test('the Chinese linter reports 服務 as a verb and 離開 for check-out, and keeps the other senses', async () => {
  const planted =
    '一台座位顯示器只服務一個座位。訪客可在接待處辦理報到與離開。預約會自動離開。請參閱登記郵件中的 QR 碼。稽核軌跡的保存期限為 365 天。東京總公司有 40 個座位。\n';
  expect(await prh('zh-Hant', planted)).toEqual([
    '服務 => 對應',
    '離開 => 簽退',
    '離開 => 簽退',
    '登記郵件 => 登記訪客證郵件',
    '保存期限 => 保留期間',
    '東京總公司 => Tokyo Head Office',
  ]);
  const clean = '其它服務不受影響。需要服務的時間。若在複製之前離開頁面，請重新整理。狀態變為已離開。Windows 服務會自動啟動。\n';
  expect(await prh('zh-Hant', clean)).toEqual([]);
});

test('the English linter reports registration e-mail', async () => {
  expect(await prh('en', 'The visitor shows the registration e-mail at reception.\n')).toEqual(['registration e-mail => registration badge e-mail']);
});
