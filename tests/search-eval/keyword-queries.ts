/**
 * What readers type, and the page they must find among the first five results. One row per query; the kind says
 * which tokenizer path it proves (kanji, katakana, mixed kana, Chinese).
 */
import type {LocaleCode} from '../../site/locales.ts';

export type SearchQuery = {locale: LocaleCode; query: string; kind: string; expected: string};

export const SEARCH_QUERIES: SearchQuery[] = [
  // Foundation: the model pages.
  {locale: 'ja', query: '来訪者管理', kind: 'kanji', expected: 'management-console/getting-start/visitor-management'},
  {locale: 'ja', query: 'ホットデスク', kind: 'katakana', expected: 'management-console/getting-start/hot-desking'},
  {locale: 'zh-Hant', query: '彈性座位', kind: 'Chinese', expected: 'management-console/getting-start/hot-desking'},
  {locale: 'zh-Hant', query: '增益集', kind: 'Chinese', expected: 'outlook-add-in/about'},
  // Management console: the Japanese names of its screens.
  {locale: 'ja', query: '営業時間', kind: 'kanji', expected: 'management-console/resource/business-hour'},
  {locale: 'ja', query: '結合会議室', kind: 'kanji', expected: 'management-console/resource/combine-room'},
  {locale: 'ja', query: 'クォータ単位', kind: 'mixed', expected: 'management-console/quota/quota-unit'},
  {locale: 'ja', query: '来訪目的', kind: 'kanji', expected: 'management-console/visitor-management/visiting-purpose'},
  {locale: 'ja', query: 'パスワードポリシー', kind: 'katakana', expected: 'management-console/user-and-user-group/password-policy'},
  {locale: 'ja', query: 'ユーザー制限', kind: 'mixed', expected: 'management-console/resource/user-restriction'},
  {locale: 'ja', query: '監査証跡', kind: 'kanji', expected: 'management-console/analytics-and-monitoring/audit-trail'},
  {locale: 'ja', query: '会社ロゴ', kind: 'mixed', expected: 'management-console/settings/company-logo'},
  {locale: 'ja', query: 'メニューボタン', kind: 'katakana', expected: 'management-console/others/menu-button'},
  {locale: 'ja', query: '一括設定', kind: 'kanji', expected: 'management-console/others/mass-set-up'},
  {locale: 'ja', query: 'アンケート', kind: 'katakana', expected: 'management-console/visitor-management/visitor-survey'},
  {locale: 'zh-Hant', query: '營業時間', kind: 'Chinese', expected: 'management-console/resource/business-hour'},
  // User app: the tasks end users search for.
  {locale: 'ja', query: '来訪者を招待', kind: 'mixed kana', expected: 'user-app/invite-visitor'},
  {locale: 'ja', query: '本人確認', kind: 'kanji', expected: 'user-app/id-verification'},
  {locale: 'ja', query: 'ウォークイン', kind: 'katakana', expected: 'user-app/visitor-walk-in'},
  {locale: 'ja', query: '受付スタッフ', kind: 'mixed', expected: 'user-app/special-roles/reception-staff'},
  {locale: 'ja', query: 'サービススタッフ', kind: 'katakana', expected: 'user-app/special-roles/service-staff'},
  {locale: 'ja', query: 'サポートスタッフ', kind: 'katakana', expected: 'user-app/special-roles/support-staff'},
  {locale: 'ja', query: 'プッシュ通知', kind: 'mixed', expected: 'user-app/email-and-notifications/notifications'},
  {locale: 'ja', query: '来訪承認', kind: 'kanji', expected: 'user-app/special-roles/visitor-approval'},
  {locale: 'zh-Hant', query: '邀請訪客', kind: 'Chinese', expected: 'user-app/invite-visitor'},
  // Installation, players and e-paper: the device and server names installers type.
  {locale: 'ja', query: 'Fire TV Stick', kind: 'English product name', expected: 'installation/player-installation/fire-stick'},
  {locale: 'ja', query: 'Crestron', kind: 'English product name', expected: 'installation/player-installation/crestron-device'},
  {locale: 'ja', query: 'Surface Pro', kind: 'English product name', expected: 'installation/player-installation/surface-pro'},
  {locale: 'ja', query: 'IAdea', kind: 'English product name', expected: 'installation/player-installation/iadea-device'},
  {locale: 'ja', query: 'Qbic リレー', kind: 'mixed', expected: 'installation/player-installation/qbic-relay'},
  {locale: 'ja', query: 'Philips', kind: 'English product name', expected: 'installation/player-installation/philip-room-display'},
  {locale: 'ja', query: 'Windows Server', kind: 'English product name', expected: 'installation/server-installation/windows-server'},
  {locale: 'ja', query: '高可用性', kind: 'kanji', expected: 'installation/server-installation/high-availability'},
  {locale: 'ja', query: 'ラベルプリンター', kind: 'katakana', expected: 'installation/label-printer'},
  {locale: 'ja', query: '仮想マシン', kind: 'mixed', expected: 'installation/faq/virtual-machine'},
  {locale: 'ja', query: 'Minew', kind: 'English product name', expected: 'epaper/minew'},
  {locale: 'zh-Hant', query: '高可用性', kind: 'Chinese', expected: 'installation/server-installation/high-availability'},
];
