/**
 * The readers' words (data/search-synonyms.json): the search replaces a reader's word in the query by the site's
 * term. An entry is right only when the current docs use the term (else the replacement finds nothing), and when the
 * reader's word is not itself a term of the glossary (else a reader who types the site's own word for one thing is
 * sent to another). The page that explains a feature may say the reader's word once ("also called") and keep it in
 * its keywords: that is not checked against.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import yaml from 'js-yaml';
import {describe, expect, test} from 'vitest';
import {normalizeText} from '../../src/search/text.ts';
import {contentDir} from '../../site/content.ts';
import type {LocaleCode} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import lists from '../../data/search-synonyms.json';

const LOCALE_OF: Record<string, LocaleCode> = {ja: 'ja', zh: 'zh-Hant', en: 'en'};

/** The entries of a list that the pages' text and the glossary's terms (all normalized) contradict, one line each. */
export function listProblems(list: Record<string, string>, pagesText: string, glossaryTerms: Set<string>): string[] {
  const problems: string[] = [];
  for (const [word, term] of Object.entries(list)) {
    if (!pagesText.includes(normalizeText(term))) problems.push(`「${word}」 → 「${term}」: no current page uses the term`);
    if (normalizeText(word) === normalizeText(term)) problems.push(`「${word}」 → 「${term}」: the search already reads the word as the term`);
    else if (glossaryTerms.has(normalizeText(word))) problems.push(`「${word}」 → 「${term}」: the reader's word is a term of the glossary`);
  }
  return problems;
}

/** Our terms in a language (data/glossary.yml; "a / b" is two terms; not another system's labels), normalized. */
function glossaryTerms(language: string): Set<string> {
  const {terms} = yaml.load(readFileSync(join(ROOT, 'data', 'glossary.yml'), 'utf8')) as {terms: Record<string, unknown>[]};
  return new Set(
    terms
      .filter((t) => t.thirdParty === undefined)
      .map((t) => t[language])
      .filter((v): v is string => typeof v === 'string')
      .flatMap((v) => v.split(' / '))
      .map((v) => normalizeText(v.trim())),
  );
}

function currentDocsText(locale: LocaleCode): string {
  const dir = contentDir('docs', locale);
  const files = fg.sync('**/*.{md,mdx}', {cwd: join(ROOT, dir)});
  expect(files.length, `${dir}: no pages`).toBeGreaterThan(50);
  return normalizeText(files.map((f) => readFileSync(join(ROOT, dir, f), 'utf8')).join('\n'));
}

describe("the readers' words", () => {
  for (const [language, list] of Object.entries(lists)) {
    if (language.startsWith('$')) continue;
    test(`${language}: each term is one the current docs use, and no reader's word is one of our terms`, () => {
      const locale = LOCALE_OF[language];
      expect(locale, `data/search-synonyms.json: unknown language "${language}"`).toBeDefined();
      const problems = listProblems(list as Record<string, string>, currentDocsText(locale), glossaryTerms(language));
      expect(problems, `data/search-synonyms.json, ${language}`).toEqual([]);
    });
  }

  test('a planted term that no page uses, a word that is one of our terms and a word the search already folds are reported', () => {
    const pages = normalizeText('会議室を予約します。会議室リストを同期します。フロアプランを開きます。');
    const glossary = new Set(['会議室', '会議室リスト', 'フロアプラン'].map((t) => normalizeText(t)));
    expect(listProblems({フロアマップ: 'フロアプラン'}, pages, glossary)).toEqual([]);
    expect(listProblems({会議室: '会議室リスト', 平面図: '見取り図', フロアプラン: 'ﾌﾛｱﾌﾟﾗﾝ'}, pages, glossary)).toEqual([
      "「会議室」 → 「会議室リスト」: the reader's word is a term of the glossary",
      '「平面図」 → 「見取り図」: no current page uses the term',
      '「フロアプラン」 → 「ﾌﾛｱﾌﾟﾗﾝ」: the search already reads the word as the term',
    ]);
  });
});
