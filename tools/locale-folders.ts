// Each locale's folders (config/locales.ts, `path`): its output folder under build/ (English at the root) and its
// translations folder under i18n/. One place for the build tools that are not TypeScript.
export const LOCALE_FOLDERS = {en: '', ja: 'jp', 'zh-Hant': 'zh'};
export const I18N_FOLDERS = {en: 'en', ja: 'jp', 'zh-Hant': 'zh'};
