import type {I18nConfig} from '@docusaurus/types';

/**
 * Locales. Docusaurus only ships theme strings and date formats for standard codes, so the locales are
 * `en`, `ja` and `zh-Hant`; `path` keeps the site's own URL and folder names (`/help/jp/`, `i18n/jp/`).
 * `baseUrl` is set per locale so that building one locale alone still puts it under its own path.
 */
export type SiteLocale = 'en' | 'ja' | 'zh-Hant';

export const i18n: I18nConfig = {
  defaultLocale: 'en',
  locales: ['en', 'ja', 'zh-Hant'],
  path: 'i18n',
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en', path: 'en', baseUrl: '/help/'},
    ja: {label: '日本語', htmlLang: 'ja', path: 'jp', baseUrl: '/help/jp/'},
    'zh-Hant': {label: '繁體中文', htmlLang: 'zh-Hant', path: 'zh', baseUrl: '/help/zh/'},
  },
} as I18nConfig;

/** The locale being built or served; Docusaurus sets it for every process it starts. */
export function currentLocale(): SiteLocale {
  const fromEnv = process.env.DOCUSAURUS_CURRENT_LOCALE as SiteLocale | undefined;
  return fromEnv && i18n.locales.includes(fromEnv) ? fromEnv : 'en';
}

/** Picks the string for the current locale: config strings that the i18n JSON files cannot reach. */
export function localized<T>(values: Record<SiteLocale, T>): T {
  return values[currentLocale()];
}

/** The base URL of the locale being built, e.g. `/help/jp/`. */
export function localeBaseUrl(): string {
  return (i18n.localeConfigs[currentLocale()] as {baseUrl: string}).baseUrl;
}
