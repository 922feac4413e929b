/**
 * The locales as Docusaurus takes them (`i18n`), and the locale being built, for the configuration's strings that
 * the i18n JSON files cannot reach. Codes, folders, base URLs and labels come from the site model (site/locales.ts);
 * `baseUrl` is set per locale so that building one locale alone still puts it under its own path.
 */
import type {I18nConfig} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CODES, siteLocale, type LocaleCode} from '../site/locales.ts';
import {processPlan} from './build-plan.ts';

export const i18n: I18nConfig = {
  defaultLocale: DEFAULT_LOCALE,
  locales: [...LOCALE_CODES],
  path: 'i18n',
  localeConfigs: Object.fromEntries(LOCALES.map((l) => [l.code, {label: l.label, htmlLang: l.htmlLang, path: l.i18nFolder, baseUrl: l.baseUrl}])),
} as I18nConfig;

/** The locale being built or served; Docusaurus sets it for every process it starts. */
export function currentLocale(): LocaleCode {
  return processPlan().locale;
}

/** Picks the string for the current locale: config strings that the i18n JSON files cannot reach. */
export function localized<T>(values: Record<LocaleCode, T>): T {
  return values[currentLocale()];
}

/** The base URL of the locale being built, e.g. `/help/jp/`. */
export function localeBaseUrl(): string {
  return siteLocale(currentLocale()).baseUrl;
}
