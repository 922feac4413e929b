import type {ThemeConfig} from '@docusaurus/preset-classic';
import {localeBaseUrl, localized} from './locales';
import {CURRENT_RELEASE} from '../src/constants/product';

/**
 * The announcement bar. Change `id` whenever the message changes: readers who closed the old one see the new one
 * (the dismissal is stored together with the id).
 */
const post = `${localeBaseUrl()}release-notes/2024/05/31/release-note`;

export const announcementBar: NonNullable<ThemeConfig['announcementBar']> = {
  id: `release-${CURRENT_RELEASE.replace('.', '-')}`,
  content: localized({
    en: `Version ${CURRENT_RELEASE} is here: customisable menu buttons, item metadata and a better support page. <a href="${post}">Read the release notes</a>.`,
    ja: `バージョン ${CURRENT_RELEASE} を公開しました。メニューボタンのカスタマイズ、項目メタデータ、サポートページの改善を含みます。<a href="${post}">リリースノートを読む</a>`,
    'zh-Hant': `${CURRENT_RELEASE} 版現已推出：可自訂選單按鈕、項目中繼資料，以及改良的支援頁面。<a href="${post}">閱讀版本資訊</a>`,
  }),
  backgroundColor: '#0b4f6c',
  textColor: '#ffffff',
  isCloseable: true,
};
