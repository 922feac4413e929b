/**
 * The three-locale rule (WRITING.md): every docs page and release note exists in en, jp and zh at the same path,
 * each translation is in its own language, and front matter and heading ids agree across the three.
 */
import {describe, test, expect} from 'vitest';
import {listPages, readPage, prose, DOC_KINDS, LOCALES as PAGE_LOCALES, type LocaleDir} from '../support/content';
import {DEFAULT_LOCALE, isLocaleCode, localeOfFolder, type LocaleCode} from '../../site/locales.ts';

// Current docs, every archived docs version (docs@2.12) and the release notes.
const KINDS = [...DOC_KINDS, 'blog' as const];
/** The name the page reader gives each locale's pages (its folder), by locale code. */
const readerLocales = Object.keys(PAGE_LOCALES) as LocaleDir[];
const codeOf = (loc: LocaleDir): LocaleCode | undefined => (isLocaleCode(loc) ? loc : localeOfFolder(loc)?.code);
const readerLocale = (code: LocaleCode): LocaleDir => {
  const found = readerLocales.find((loc) => codeOf(loc) === code);
  if (!found) throw new Error(`tests/support/content.ts reads no pages of ${code}`);
  return found;
};
const EN = readerLocale(DEFAULT_LOCALE);
const JA = readerLocale('ja');
const ZH = readerLocale('zh-Hant');
const OTHERS: LocaleDir[] = [JA, ZH];

const kana = /[\u3040-\u30ff]/g;
const han = /[\u4e00-\u9fff]/g;
// Characters that exist only in Simplified Chinese: a zh page must use none of them.
const SIMPLIFIED_ONLY =
  '这们个说时会为发后过关问应经进现实还动对开门页设约议预览网络图书录资务该话认证权单选择导签显样题输户让边备线组级读写请数据维护确认删'.split('');

for (const kind of KINDS) {
  describe(`${kind}: three locales`, () => {
    const en = listPages(kind, EN);

    test(`every English ${kind} page has a Japanese and a Chinese twin, and no twin lacks its source`, () => {
      if (kind !== 'blog') expect(en.length, 'no docs pages found under docs/').toBeGreaterThan(0);
      for (const loc of OTHERS) {
        const other = listPages(kind, loc);
        const missing = en.filter((p) => !other.includes(p));
        const orphans = other.filter((p) => !en.includes(p));
        expect(missing, `${loc}: translate these pages (same relative path)`).toEqual([]);
        expect(orphans, `${loc}: these translations have no English source; rename or remove them`).toEqual([]);
      }
    });

    for (const rel of en) {
      test(`${kind}/${rel}: front matter, language and heading ids agree across locales`, () => {
        const source = readPage(kind, EN, rel);
        const ja = readPage(kind, JA, rel);
        const zh = readPage(kind, ZH, rel);
        const pages = [
          [EN, source],
          [JA, ja],
          [ZH, zh],
        ] as const;
        for (const [loc, page] of pages) {
          expect(String(page.data.title ?? '').trim(), `${page.file}: add a title to the front matter`).not.toBe('');
          expect(String(page.data.description ?? '').trim(), `${page.file}: add a one-sentence description`).not.toBe('');
          expect(page.headingsWithoutId, `${page.file}: give these headings an explicit {#ascii-id}`).toEqual([]);
          expect(new Set(page.headingIds).size, `${page.file}: heading ids must be unique`).toBe(page.headingIds.length);
          for (const id of page.headingIds) expect(id, `${page.file}: heading id must be ASCII`).toMatch(/^[a-z0-9][a-z0-9-]*$/);
          if (loc !== EN) {
            expect(page.headingIds, `${page.file}: heading ids must equal the English page's, in order`).toEqual(source.headingIds);
            expect(page.data.sidebar_position, `${page.file}: sidebar_position must equal the English page's`).toEqual(source.data.sidebar_position);
          }
        }
        const jpText = prose(ja.body);
        const zhText = prose(zh.body);
        const jpKana = (jpText.match(kana) ?? []).length;
        const jpLetters = (jpText.match(/[A-Za-z]/g) ?? []).length;
        expect(jpKana, `${ja.file}: this is not Japanese (too little kana)`).toBeGreaterThan(40);
        expect(jpKana * 2, `${ja.file}: mostly English text left untranslated`).toBeGreaterThan(jpLetters / 3);
        const zhHan = (zhText.match(han) ?? []).length;
        expect(zhHan, `${zh.file}: this is not Chinese`).toBeGreaterThan(40);
        expect((zhText.match(kana) ?? []).length, `${zh.file}: Japanese kana in a Chinese page`).toBe(0);
        const simplified = SIMPLIFIED_ONLY.filter((c) => zhText.includes(c));
        expect(simplified, `${zh.file}: use Traditional characters instead of these Simplified ones`).toEqual([]);
        expect(String(ja.data.title), `${ja.file}: translate the title`).not.toBe(String(source.data.title));
      });
    }
  });
}
