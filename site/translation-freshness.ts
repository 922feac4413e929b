/**
 * What a translated page tells its reader about the English text it follows: computed at build time from git's
 * history (tools/i18n/translations.ts, freshness), added to the page's front matter by the build
 * (config/front-matter.ts) and shown at the top of the page (src/components/TranslationFreshness).
 * Pure data: the browser bundle imports this module.
 */

/**
 * The computed front-matter key. Writers cannot set it: the front-matter schema (config/front-matter.ts) rejects it
 * in a file, and the build adds it after that check.
 */
export const TRANSLATION_FRESHNESS_KEY = 'translation_freshness';

/** The class of the line on the page; the search index leaves it out (config/search.ts): it says the same on every page. */
export const TRANSLATION_FRESHNESS_CLASS = 'translation-freshness';

/**
 * A translation's state. 'behind' is what `npm run i18n:status` lists; 'unknown' when the history cannot say (a
 * shallow clone, a copy without .git, an English page never committed), and the page then claims nothing. Days are
 * `YYYY-MM-DD` of committer dates, in UTC.
 */
export type TranslationFreshness = {
  state: 'current' | 'behind' | 'unknown';
  /** The English page's last commit. */
  englishDate?: string;
  /**
   * The English text the translation follows: the English date when current; when pending (or reviewed against an
   * older text), the commit that gave the English page that text; otherwise the newest English commit not newer
   * than the translation's last commit. Absent when that text is not in the history.
   */
  followedDate?: string;
  /** The translation's last commit (absent for a translation not committed yet). */
  translationDate?: string;
  /**
   * englishDate and followedDate as the page's locale writes them (2026年11月27日), formatted by the build: a page
   * that formats a date itself pays for the browser's first Intl.DateTimeFormat (60 ms at a phone's speed).
   */
  englishDateText?: string;
  followedDateText?: string;
};

/** How a translated page writes its dates: as the page's last-updated line does, in UTC (the days are UTC days). */
export const FRESHNESS_DATE_FORMAT: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'};

/** A freshness with its dates written as `locale` (a site locale code) writes them: what the build adds to a page. */
export function withDateTexts(fresh: TranslationFreshness, locale: string): TranslationFreshness {
  const format = new Intl.DateTimeFormat(locale, FRESHNESS_DATE_FORMAT);
  const text = (day: string | undefined) => (day ? format.format(new Date(`${day}T00:00:00Z`)) : undefined);
  return {...fresh, englishDateText: text(fresh.englishDate), followedDateText: text(fresh.followedDate)};
}
