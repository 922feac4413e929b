/**
 * The everyday words a reader uses for what an API operation does, per search language, by the verb its page name
 * starts with (get-building, list-iot-devices, update-e-paper-tag-status). The search index adds them to each
 * operation page (plugins/search-index/api-pages.ts), so that 「センサーの一覧をAPIで取る」 or 「API 要怎麼改」 reach
 * the operation that does it. Add a verb here when an operation's name starts with a new one.
 */
import type {SearchLanguage} from '../site/locales.ts';

export const API_VERB_WORDS: Record<string, Record<SearchLanguage, string>> = {
  get: {ja: '取得 取る 取り出す 調べる 確認 詳細 情報 1 件', zh: '取得 查詢 讀取 查看 詳細 資訊 一筆', en: 'get fetch read retrieve look up details one'},
  list: {ja: '一覧 取得 取る 調べる 検索 探す すべて', zh: '列出 清單 列表 查詢 取得 搜尋 全部', en: 'list all get fetch search find'},
  search: {ja: '検索 探す 調べる 絞り込み 条件', zh: '搜尋 查詢 尋找 篩選 條件', en: 'search find query filter'},
  create: {ja: '作成 登録 追加 新規 新しく 作る', zh: '新增 建立 登錄 加入 新的', en: 'create add new register make'},
  update: {ja: '更新 変更 編集 修正 書き換え 変える', zh: '更新 變更 修改 編輯 改', en: 'update change edit modify set'},
  delete: {ja: '削除 消す 取り消し', zh: '刪除 移除', en: 'delete remove'},
  export: {ja: '出力 エクスポート ダウンロード 書き出し', zh: '匯出 下載 輸出', en: 'export download'},
  subscribe: {ja: '通知 購読 コールバック 知らせる 変わったら 変更時', zh: '訂閱 通知 回呼 變更時', en: 'subscribe notify callback webhook when changed'},
  post: {ja: '送る 送信 報告 書き込む', zh: '傳送 送出 回報 寫入', en: 'send post report submit'},
};
