/**
 * The site's own UI strings in a locale, as the tests expect to see them: the translations under the locale's
 * `i18n/` folder (site/locales.ts), English from the components' defaults.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {DEFAULT_LOCALE, i18nDir, type LocaleCode} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';

type Messages = Record<string, {message: string}>;

const read = (locale: LocaleCode, file: string): Messages => JSON.parse(readFileSync(join(ROOT, i18nDir(locale), file), 'utf8')) as Messages;

/** A UI string of the site's components (`code.json`), or `english` in the default locale. */
export function uiString(locale: LocaleCode, id: string, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  return read(locale, 'code.json')[id]?.message ?? english;
}

/** The label of a navbar item (`docusaurus-theme-classic/navbar.json`), or `english` in the default locale. */
export function navbarLabel(locale: LocaleCode, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  return read(locale, join('docusaurus-theme-classic', 'navbar.json'))[`item.label.${english}`]?.message ?? english;
}
