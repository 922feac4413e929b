/**
 * Questions and phrases as readers type them into the search box (no spaces, particles, readers' own words), with
 * the pages that answer them: a question is answered when one of them is among the first eight results. Written
 * without sight of the search results, across all ten sections; IT administrators' queries are included.
 */
export type SearchQuestion = {query: string; answers: string[]};

const MC = 'management-console';
const INST = 'installation';
const INT = 'integration';

export const JP_QUESTIONS: SearchQuestion[] = [
  // Management console
  {query: '会議室を追加する方法', answers: [`${MC}/resource/room`, `${MC}/getting-start/room-booking`]},
  {query: 'フロアプランをアップロードしたい', answers: [`${MC}/location/floor-plan`]},
  {query: '営業時間外の予約を禁止する', answers: [`${MC}/resource/business-hour`, `${MC}/resource/policy`]},
  {query: 'ユーザーを一括登録したい', answers: [`${MC}/others/mass-set-up`, `${MC}/user-and-user-group/user`]},
  {query: 'パスワードの有効期限を設定する', answers: [`${MC}/user-and-user-group/password-policy`]},
  {query: 'API アクセストークンの作り方', answers: [`${MC}/settings/api-auth`]},
  {query: 'ライセンスを割り当てる', answers: [`${MC}/licenses`]},
  {query: 'ノーショーで会議室を自動解放', answers: [`${MC}/resource/policy`, `${MC}/settings/check-in-method`]},
  {query: 'メールサーバーの設定', answers: [`${MC}/settings/email-setting`, `${INT}/email-server`]},
  {query: '来訪者の承認を必須にする', answers: [`${MC}/visitor-management/visitor-approval`, `${MC}/visitor-management/visiting-purpose`]},
  {query: '監査ログを確認したい', answers: [`${MC}/analytics-and-monitoring/audit-trail`]},
  {query: 'クォータの残高を確認', answers: [`${MC}/quota/quota-history`, 'user-app/quota']},
  {query: 'SMS の送信設定', answers: [`${MC}/settings/sms-setting`]},
  {query: 'フリーアドレスの導入手順', answers: [`${MC}/getting-start/hot-desking`]},
  {query: '会議室を結合して大きな部屋にする', answers: [`${MC}/resource/combine-room`]},
  // User app
  {query: '会議室を予約する', answers: ['user-app/resource-booking', `${MC}/getting-start/room-booking`]},
  {query: '来訪者を招待するには', answers: ['user-app/invite-visitor']},
  {query: '予約をキャンセルしたい', answers: ['user-app/schedule', 'user-app/resource-booking', 'user-app/faq/general']},
  {query: 'チェックインできない', answers: ['user-app/faq/general', 'user-app/schedule', `${MC}/settings/check-in-method`]},
  {query: '受付で来訪者バッジを印刷する', answers: ['user-app/special-roles/reception-staff', `${INST}/label-printer`]},
  {query: 'フロアマップで空いている席を探す', answers: ['user-app/floor-plan']},
  {query: '通知が届かない', answers: ['user-app/email-and-notifications/notifications', 'user-app/faq/general']},
  // Outlook add-in and iOS app
  {query: 'Outlook から会議室を予約', answers: ['outlook-add-in/calendar', 'outlook-add-in/about']},
  {query: 'Outlook アドインを展開する', answers: [`${INT}/outlook-add-in`, 'outlook-add-in/about']},
  {query: 'iPhone アプリでサインインできない', answers: ['ios-app/about']},
  // Player and e-paper
  {query: 'ルームディスプレイがオフラインになる', answers: ['player/about', 'player/room-display', `${INST}/faq/player-setup`]},
  {query: 'プレーヤーのペアリングコード', answers: [`${INST}/player-installation/player-setup`, 'player/about', `${MC}/player/player-configuration`]},
  {query: 'チェックインキオスクの使い方', answers: ['player/check-in-kiosk']},
  {query: '電子ペーパーの電池残量', answers: ['epaper/about', 'epaper/minew', 'epaper/qbic']},
  {query: 'LED バーの色の意味', answers: [`${INST}/player-installation/qbic-relay`, 'player/room-display', 'player/about']},
  // Installation
  {
    query: 'データベースのバックアップ',
    answers: [
      `${INST}/server-installation/linux-server/advance`,
      `${INST}/server-installation/windows-server`,
      `${INST}/server-installation/linux-server/basic`,
    ],
  },
  {query: '冗長化構成にしたい', answers: [`${INST}/server-installation/high-availability`]},
  {query: 'Windows Server にインストール', answers: [`${INST}/server-installation/windows-server`]},
  {query: 'Docker でサーバーを構築する', answers: [`${INST}/server-installation/linux-server/basic`, 'related-technology/docker']},
  {query: 'iPad をルームディスプレイにする', answers: [`${INST}/player-installation/ipad`]},
  {query: 'ラベルプリンターの接続', answers: [`${INST}/label-printer`]},
  {query: 'サーバーのハードウェア要件', answers: [`${INST}/server-installation/getting-start`]},
  {query: 'ファイアウォールで開けるポート', answers: [`${INST}/server-installation/infrastructure/basic`, `${INT}/getting-start`]},
  // Integration
  {query: 'Microsoft 365 と連携する', answers: [`${INT}/office-365/application-permission`, `${INT}/getting-start`, 'related-technology/office-365']},
  {query: 'Google カレンダー', answers: [`${INT}/google/delegated-permission`, `${INT}/google/delegated-resource-only`, `${INT}/google/faq`]},
  {query: 'シングルサインオン', answers: [`${INT}/active-directory-single-sign-on`, `${INT}/getting-start`]},
  {query: 'LDAP', answers: [`${INT}/active-directory-user-synchronization`, 'related-technology/active-directory']},
  {query: '入退室管理', answers: [`${INT}/access-control`]},
  {query: 'クライアントシークレットの期限が切れた', answers: [`${INT}/office-365/faq`, `${INT}/office-365/application-permission`]},
  {query: '在室センサーで自動チェックイン', answers: [`${INT}/occupancy-sensor`, `${MC}/iot`]},
  {query: 'Exchange Server と連携', answers: [`${INT}/exchange-server`, 'related-technology/exchange-server']},
  // Security and related technology
  {query: 'データの暗号化', answers: ['security/data-flow', 'security/about', 'security/cloud-security']},
  {query: '脆弱性', answers: ['security/vulnerability-management']},
  {query: 'クラウドのデータはどこに保存される', answers: ['security/cloud-security', 'security/data-flow']},
  {query: 'ADFS の要求規則', answers: [`${INT}/active-directory-single-sign-on`, 'related-technology/active-directory']},
];

export const ZH_QUESTIONS: SearchQuestion[] = [
  {query: '如何新增會議室', answers: [`${MC}/resource/room`, `${MC}/getting-start/room-booking`]},
  {query: '上傳樓層平面圖', answers: [`${MC}/location/floor-plan`]},
  {query: '邀請訪客', answers: ['user-app/invite-visitor']},
  {query: '會議室顯示器離線', answers: ['player/about', 'player/room-display', `${INST}/faq/player-setup`]},
  {
    query: '資料庫備份',
    answers: [
      `${INST}/server-installation/linux-server/advance`,
      `${INST}/server-installation/windows-server`,
      `${INST}/server-installation/linux-server/basic`,
    ],
  },
  {query: '與 Microsoft 365 整合', answers: [`${INT}/office-365/application-permission`, `${INT}/getting-start`]},
  {query: '單一登入設定', answers: [`${INT}/active-directory-single-sign-on`, `${INT}/getting-start`, `${MC}/settings/general`]},
  {query: '佔用感測器自動報到', answers: [`${INT}/occupancy-sensor`, `${MC}/iot`]},
  {query: '建立 API 存取權杖', answers: [`${MC}/settings/api-auth`]},
  {query: '資料加密', answers: ['security/data-flow', 'security/about', 'security/cloud-security']},
];
