/**
 * The site's locales: the one place that spells a locale's code, folders, base URL, html lang and search language.
 * Config, plugins, the browser code, tools and tests import these; a unit test (tests/unit/site-model.test.ts) fails
 * when a locale folder or base URL is spelled anywhere else.
 *
 * Docusaurus ships theme strings and date formats for standard codes only, so the codes are `en`, `ja` and `zh-Hant`;
 * the site keeps its own short folder names in URLs and in `i18n/` (`/help/jp/`, `i18n/jp/`).
 *
 * Pure data and functions: the browser bundle imports this module too.
 */

/** The path every locale lives under; English, the default locale, sits directly in it. */
export const BASE_URL = '/help/';

export type LocaleCode = 'en' | 'ja' | 'zh-Hant';
/** The language a search index is built and queried in (plugins/search-index, src/search). */
export type SearchLanguage = 'en' | 'ja' | 'zh';

export type SiteLocale = {
  /** Docusaurus's locale code (`--locale ja`). */
  code: LocaleCode;
  /** The locale's folder under `i18n/` (Docusaurus's `path`). */
  i18nFolder: 'en' | 'jp' | 'zh';
  /** The locale's folder in URLs and under `build/`: empty for the default locale. */
  urlFolder: '' | 'jp' | 'zh';
  /** The locale's base URL, e.g. `/help/jp/`. */
  baseUrl: string;
  /** `<html lang>`. */
  htmlLang: string;
  /** The name in the language switcher. */
  label: string;
  /** The search languages of its index, the locale's own language first (Chinese pages carry English words). */
  searchLanguages: readonly SearchLanguage[];
};

const locale = (
  code: LocaleCode,
  i18nFolder: SiteLocale['i18nFolder'],
  urlFolder: SiteLocale['urlFolder'],
  rest: Pick<SiteLocale, 'htmlLang' | 'label' | 'searchLanguages'>,
): SiteLocale => ({
  code,
  i18nFolder,
  urlFolder,
  baseUrl: urlFolder ? `${BASE_URL}${urlFolder}/` : BASE_URL,
  ...rest,
});

/** Every locale, the default first (the order of the builds and of the language switcher). */
export const LOCALES: readonly SiteLocale[] = [
  locale('en', 'en', '', {htmlLang: 'en', label: 'English', searchLanguages: ['en']}),
  locale('ja', 'jp', 'jp', {htmlLang: 'ja', label: '日本語', searchLanguages: ['ja']}),
  locale('zh-Hant', 'zh', 'zh', {htmlLang: 'zh-Hant', label: '繁體中文', searchLanguages: ['zh', 'en']}),
];

export const DEFAULT_LOCALE: LocaleCode = 'en';
export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);
/** The translated locales: every locale but the default, whose pages are the source. */
export const TRANSLATED_LOCALES: readonly SiteLocale[] = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The locale of a code; throws with the list of codes on an unknown one. */
export function siteLocale(code: string): SiteLocale {
  const found = LOCALES.find((l) => l.code === code);
  if (!found) throw new Error(`unknown locale "${code}": the site's locales are ${LOCALE_CODES.join(', ')}`);
  return found;
}

/** The locale whose `i18n/` folder or URL folder is `folder` (`jp` → ja; `en` or `` → en). */
export function localeOfFolder(folder: string): SiteLocale | undefined {
  return LOCALES.find((l) => l.i18nFolder === folder || (l.urlFolder === folder && folder !== ''));
}

/** The locale a site path belongs to (`/help/jp/docs/x` → ja; `/help/docs/x` → en). */
export function localeOfPath(path: string): SiteLocale {
  return TRANSLATED_LOCALES.find((l) => path.startsWith(l.baseUrl) || `${path}/` === l.baseUrl) ?? siteLocale(DEFAULT_LOCALE);
}

/** A page's path in a locale: `pageUrl('ja', 'docs/x')` → `/help/jp/docs/x`; `pageUrl('ja')` → `/help/jp/`. */
export function pageUrl(code: LocaleCode, path = ''): string {
  return `${siteLocale(code).baseUrl}${path.replace(/^\//, '')}`;
}

/** A locale's translations folder, `i18n/jp`, relative to the project root. */
export function i18nDir(code: LocaleCode): string {
  return `i18n/${siteLocale(code).i18nFolder}`;
}
