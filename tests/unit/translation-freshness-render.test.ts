/**
 * The freshness line of a translated page (src/components/TranslationFreshness), rendered on the server as the build
 * renders it, in each translated locale with the locale's UI strings (i18n/<locale>/code.json): a page behind its
 * English page says when the English page changed and which English text it follows, with the link to the English
 * page; a current page says only the date of the English text and links; without dates only the link; the English
 * site shows nothing. Docusaurus's modules are stood in for (no build here): the locale, the UI strings and the
 * address of the page in English. The process runs in a time zone west of UTC, so a date formatted in local time
 * would show the day before.
 */
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {createRequire} from 'node:module';
import {createElement, Fragment, type ReactElement, type ReactNode} from 'react';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES, pageUrl, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {withDateTexts, type TranslationFreshness as Freshness} from '../../site/translation-freshness.ts';
import {uiString} from '../support/translations.ts';

const PAGE = 'docs/management-console/resource/room';
const page = vi.hoisted(() => ({locale: 'en' as string}));

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    i18n: {
      currentLocale: page.locale,
      defaultLocale: DEFAULT_LOCALE,
      localeConfigs: Object.fromEntries([DEFAULT_LOCALE, page.locale].map((code) => [code, {htmlLang: siteLocale(code).htmlLang}])),
    },
  }),
}));
vi.mock('@docusaurus/theme-common/internal', () => ({
  useAlternatePageUtils: () => ({
    createUrl: ({locale, fullyQualified}: {locale: string; fullyQualified: boolean}) =>
      `${fullyQualified ? 'https://help.example.com' : ''}${pageUrl(locale as LocaleCode, PAGE)}`,
  }),
}));
// Docusaurus's <Translate>: the locale's message for the id (the English default in the default locale), with
// {name} replaced by the value given, text or an element.
vi.mock('@docusaurus/Translate', () => ({
  default: ({id, values = {}, children}: {id: string; values?: Record<string, ReactNode>; children: string}) =>
    createElement(
      Fragment,
      null,
      ...uiString(page.locale as LocaleCode, id, children)
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part)),
    ),
}));

const {default: TranslationFreshness} = await import('../../src/components/TranslationFreshness/index.tsx');
// React's server renderer, as the build renders pages (the project has no type package for react-dom).
const {renderToStaticMarkup} = createRequire(import.meta.url)('react-dom/server') as {renderToStaticMarkup: (element: ReactElement) => string};

function render(locale: LocaleCode, freshness: Freshness | undefined): string {
  page.locale = locale;
  // With its dates written for the locale, as the build gives them (config/front-matter.ts).
  return renderToStaticMarkup(createElement(TranslationFreshness, {freshness: freshness && withDateTexts(freshness, locale)}));
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');
/** A day as the locale writes it: the format of the page's last-updated date. */
const day = (locale: LocaleCode, iso: string) =>
  new Intl.DateTimeFormat(siteLocale(locale).htmlLang, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(`${iso}T00:00:00Z`));
const message = (locale: LocaleCode, id: string, values: Record<string, string> = {}) =>
  uiString(locale, `translationFreshness.${id}`, `(no ${id} message)`).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

const BEHIND: Freshness = {state: 'behind', englishDate: '2026-11-25', followedDate: '2026-11-20', translationDate: '2026-11-21'};
const CURRENT: Freshness = {state: 'current', englishDate: '2026-11-20', followedDate: '2026-11-20', translationDate: '2026-11-22'};
const ENGLISH_URL = pageUrl(DEFAULT_LOCALE, PAGE);
const ENGLISH_LINK = new RegExp(`<a href="${ENGLISH_URL}" hrefLang="${siteLocale(DEFAULT_LOCALE).htmlLang}">([^<]+)</a>`);

beforeAll(() => {
  vi.stubEnv('TZ', 'America/Los_Angeles');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe.each(TRANSLATED_LOCALES.map((l) => [l.label, l.code] as const))('%s', (_label, locale) => {
  const readInEnglish = message(locale, 'readInEnglish');

  test('the UI strings are translated', () => {
    for (const id of ['readInEnglish', 'basedOn', 'englishUpdated', 'latest']) {
      expect(uiString(locale, `translationFreshness.${id}`, ''), `translationFreshness.${id} has no ${locale} message in its code.json`).not.toBe('');
    }
  });

  test("a page behind its English page: a note with the English page's date, the date it follows and the English link", () => {
    const html = render(locale, BEHIND);
    const expected =
      message(locale, 'englishUpdated', {date: day(locale, '2026-11-25')}) +
      message(locale, 'basedOn', {date: day(locale, '2026-11-20')}) +
      message(locale, 'latest', {link: readInEnglish});
    expect(textOf(html), `the ${locale} notice of a page behind its English page`).toBe(expected);
    expect(html, 'the notice is not a note (role=note)').toMatch(/^<aside role="note"/);
    expect(html, 'the dates are not marked up as <time>').toContain(`<time dateTime="2026-11-25">${day(locale, '2026-11-25')}</time>`);
    expect(html, 'the followed date').toContain(`<time dateTime="2026-11-20">${day(locale, '2026-11-20')}</time>`);
    expect(ENGLISH_LINK.exec(html)?.[1], `no link to ${ENGLISH_URL} with hreflang`).toBe(readInEnglish);
  });

  test('a current page: one line, the date of the English text and the English link', () => {
    const html = render(locale, CURRENT);
    expect(textOf(html), `the ${locale} line of a current page`).toBe(message(locale, 'basedOn', {date: day(locale, '2026-11-20')}) + readInEnglish);
    expect(html, 'a current page has no note').not.toContain('role="note"');
    expect(html.match(/<time /g), 'a current page shows one date').toHaveLength(1);
    expect(ENGLISH_LINK.exec(html)?.[1], `no link to ${ENGLISH_URL} with hreflang`).toBe(readInEnglish);
  });

  test('without dates (a shallow clone, a copy without .git): the English link only', () => {
    const html = render(locale, {state: 'unknown'});
    expect(textOf(html)).toBe(readInEnglish);
    expect(html).not.toContain('<time');
    expect(ENGLISH_LINK.exec(html)?.[1]).toBe(readInEnglish);
  });

  test('a page that is no translation shows nothing', () => {
    expect(render(locale, undefined)).toBe('');
  });
});

test('the English site shows nothing, whatever the page carries', () => {
  expect(render(DEFAULT_LOCALE, BEHIND)).toBe('');
});
