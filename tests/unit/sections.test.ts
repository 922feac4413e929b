/**
 * The documentation sections hold the pages the site specification lists for them (seed section 2), in every
 * locale, and FAQ pages answer at least eight real questions, each under a heading of its own with an id.
 */
import {test, expect} from 'vitest';
import {listPages, readPage, LOCALES, type LocaleDir} from '../support/content';
import {isLocaleCode, localeOfFolder, type LocaleCode} from '../../site/locales.ts';
import sectionData from '../../data/sections.json';

/** Doc ids per section, as the specification names them (data/sections.json, `pages`). */
const SECTION_PAGES: Record<string, string[]> = Object.fromEntries(sectionData.sections.map((s) => [s.dir, s.pages]));

const locales = Object.keys(LOCALES) as LocaleDir[];
/** The locale code of the page reader's name for a locale's pages (its folder). */
const codeOf = (loc: LocaleDir): LocaleCode | undefined => (isLocaleCode(loc) ? loc : localeOfFolder(loc)?.code);
const docId = (rel: string) => rel.replace(/\.mdx?$/, '');

for (const [section, expected] of Object.entries(SECTION_PAGES)) {
  test(`${section}: the ${expected.length} pages of the specification exist in en, jp and zh, and no other`, () => {
    for (const loc of locales) {
      const actual = listPages('docs', loc)
        .filter((p) => p.startsWith(`${section}/`))
        .map((p) => docId(p).slice(section.length + 1));
      expect(
        expected.filter((p) => !actual.includes(p)),
        `${loc}: write these ${section} pages`,
      ).toEqual([]);
      expect(
        actual.filter((p) => !expected.includes(p)),
        `${loc}: ${section} pages that data/sections.json does not list (add the new page's id to the section's "pages")`,
      ).toEqual([]);
    }
  });
}

const FAQ_PAGES = listPages('docs', 'en').filter((p) => /(^|\/)faq(\/|\.mdx?$)/.test(p));

test('the FAQ pages of the content sections are all checked', () => {
  for (const page of [
    'management-console/faq.md',
    'user-app/faq/general.md',
    'user-app/faq/visitor.md',
    'installation/faq/general.md',
    'integration/faq.md',
    'integration/google/faq.md',
    'integration/office-365/faq.md',
  ])
    expect(FAQ_PAGES).toContain(page);
});

for (const rel of FAQ_PAGES) {
  test(`${rel}: at least eight questions, each an h3 with its own id, in every locale`, () => {
    for (const loc of locales) {
      const page = readPage('docs', loc, rel);
      // Questions are h3 headings under h2 topic groups; English and Chinese end in a question mark, Japanese in
      // a sentence ending (the prose linter forbids full-width question marks).
      const questions = page.body.split('\n').filter((line) => /^###\s+.*\{#[a-z0-9-]+\}\s*$/.test(line));
      expect(questions.length, `${page.file}: add questions (${questions.length} of 8)`).toBeGreaterThanOrEqual(8);
      if (codeOf(loc) !== 'ja') {
        const notQuestions = questions.filter((q) => !/[?？]\s*\{#/.test(q));
        expect(notQuestions, `${page.file}: FAQ headings are questions`).toEqual([]);
      }
    }
  });
}
