/**
 * A translated page says which English text it follows and links to its English page, right under its title
 * (src/components/TranslationFreshness): a doc page and a release note of each translated locale, as the built site
 * serves them. What each page must say comes from git's history, by the rule of `npm run i18n:status`
 * (tools/i18n/translations.ts, freshness): a current page shows the date of the English text and "read in English";
 * a page behind its English page (if there is one) a note with the English page's date; a build from a shallow clone
 * only the link. The English pages show none of it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import {test, expect, open} from '../support/fixtures';
import {uiString} from '../support/translations';
import {DOCS_ROUTE, RELEASE_NOTES_ROUTE, contentDir, type ContentKind} from '../../site/content.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES, pageUrl, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import type {TranslationFreshness} from '../../site/translation-freshness.ts';
import {freshness} from '../../tools/i18n/translations.ts';

const report = freshness(ROOT);

type Sample = {locale: LocaleCode; file: string; path: string; expected: TranslationFreshness; kind: ContentKind};

/** The translated pages of a kind in a locale, with the path they are served at under the locale's base URL. */
function pages(kind: 'docs' | 'release-notes', locale: LocaleCode): {file: string; path: string}[] {
  const dir = contentDir(kind, locale);
  return fg
    .sync('**/*.md', {cwd: join(ROOT, dir)})
    .sort()
    .reverse()
    .flatMap((rel) => {
      const file = `${dir}/${rel}`;
      // A slug of its own or a folder's index page is served elsewhere than its path: not needed here.
      if (/(^|\/)index\.md$/.test(rel) || /^slug:/m.test(readFileSync(join(ROOT, file), 'utf8'))) return [];
      if (kind === 'docs') return [{file, path: `${DOCS_ROUTE}/${rel.replace(/\.md$/, '')}`}];
      const post = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.md$/.exec(rel);
      return post ? [{file, path: `${RELEASE_NOTES_ROUTE}/${post[1]}/${post[2]}/${post[3]}/${post[4]}`}] : [];
    });
}

/** One page of each kind and locale in the state `state` (the newest release note, the first doc page), if any. */
function sample(kind: 'docs' | 'release-notes', locale: LocaleCode, state: TranslationFreshness['state']): Sample | undefined {
  const found = pages(kind, locale).find((p) => (report.pages.get(p.file) ?? {state: 'unknown'}).state === state);
  return found && {locale, kind, ...found, expected: report.pages.get(found.file) ?? {state: 'unknown'}};
}

const day = (locale: LocaleCode, iso: string) =>
  new Intl.DateTimeFormat(siteLocale(locale).htmlLang, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(`${iso}T00:00:00Z`));
const message = (locale: LocaleCode, id: string, values: Record<string, string> = {}) =>
  uiString(locale, `translationFreshness.${id}`, id).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
/** The element the line follows: the doc's or the post's title block. */
const TITLE_BLOCK: Partial<Record<ContentKind, string>> = {docs: 'article .theme-doc-markdown > header', 'release-notes': 'article header'};

// Without the history (a shallow clone) every page shows the link alone; otherwise the current pages.
const SHOWN: TranslationFreshness['state'] = report.problem ? 'unknown' : 'current';
const SAMPLES = TRANSLATED_LOCALES.flatMap((l) => [sample('docs', l.code, SHOWN), sample('release-notes', l.code, SHOWN)]).filter((s) => s !== undefined);
const BEHIND = TRANSLATED_LOCALES.map((l) => sample('docs', l.code, 'behind')).filter((s) => s !== undefined);

test('there are pages to check: a doc page and a release note of each translated locale', () => {
  for (const l of TRANSLATED_LOCALES) {
    for (const kind of ['docs', 'release-notes'] as const) {
      expect(
        SAMPLES.some((s) => s.locale === l.code && s.kind === kind),
        `no ${l.label} ${kind} page is ${SHOWN} (${report.problem ?? 'the history is readable'})`,
      ).toBe(true);
    }
  }
});

// One page walks the samples (a browser context per page costs more than its checks).
const FRESHNESS_SAMPLES = [...SAMPLES, ...BEHIND];
test(`${FRESHNESS_SAMPLES.map((s) => `${pageUrl(s.locale, s.path)} (${s.expected.state})`).join(', ')}: each says which English text it follows and links to its English page`, async ({
  page,
  request,
}) => {
  for (const s of FRESHNESS_SAMPLES) {
    const route = pageUrl(s.locale, s.path);
    const englishRoute = pageUrl(DEFAULT_LOCALE, s.path);
    await test.step(route, async () => {
      await open(page, route);
      const line = page.locator('.translation-freshness');
      await expect(line, `${route}: one freshness line`).toHaveCount(1);
      await expect(page.locator(`${TITLE_BLOCK[s.kind]} + .translation-freshness`), `${route}: the line is not right under the title`).toHaveCount(1);

      const readInEnglish = message(s.locale, 'readInEnglish');
      const link = line.getByRole('link', {name: readInEnglish});
      await expect(link, `${route}: no link "${readInEnglish}"`).toHaveCount(1);
      await expect(link, `${route}: the link does not lead to the same page in English`).toHaveAttribute('href', englishRoute);
      await expect(link, `${route}: the link does not say it leads to an English page`).toHaveAttribute('hreflang', siteLocale(DEFAULT_LOCALE).htmlLang);
      expect((await request.get(englishRoute)).status(), `${englishRoute}, the English page ${route} links to`).toBe(200);

      const {state, englishDate, followedDate} = s.expected;
      if (state === 'unknown') {
        await expect(line, `${route}: a build without the history shows a date`).toHaveText(readInEnglish);
        await expect(line.locator('time')).toHaveCount(0);
        return;
      }
      const basedOn = message(s.locale, 'basedOn', {date: day(s.locale, followedDate!)});
      await expect(line.locator(`time[datetime="${followedDate}"]`), `${route}: the date of the English text followed (${followedDate})`).toHaveText(
        day(s.locale, followedDate!),
      );
      if (state === 'current') {
        await expect(line, `${route}: the line of a current translation`).toHaveText(`${basedOn}${readInEnglish}`);
        await expect(line, `${route}: a current translation shows a note`).not.toHaveRole('note');
      } else {
        await expect(line, `${route}: the note of a translation behind its English page`).toHaveRole('note');
        await expect(line.locator(`time[datetime="${englishDate}"]`), `${route}: the English page's date (${englishDate})`).toHaveText(
          day(s.locale, englishDate!),
        );
        await expect(line, `${route}: the English page's update`).toContainText(message(s.locale, 'englishUpdated', {date: day(s.locale, englishDate!)}));
        await expect(line, `${route}: the English text followed`).toContainText(basedOn);
      }
    });
  }
});

test('an English doc page and an English release note show no freshness line', async ({page}) => {
  for (const kind of ['docs', 'release-notes'] as const) {
    const [first] = pages(kind, DEFAULT_LOCALE);
    const route = pageUrl(DEFAULT_LOCALE, first.path);
    await open(page, route);
    await expect(page.locator('article h1').first(), `${route}: not a page`).toBeVisible();
    await expect(page.locator('.translation-freshness'), `${route}: an English page shows a freshness line`).toHaveCount(0);
  }
});
