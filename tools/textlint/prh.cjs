// @ts-check
// JavaScript (CommonJS, type-checked through JSDoc): textlint loads its configurations with require(), and they
// load this file.
//
// Builds a prh terminology dictionary for one locale from data/glossary.yml, the one source of truth for terms:
// every `<language>Avoid` variant of a term becomes a rule that asks for the glossary's term.
'use strict';
const {readFileSync} = require('node:fs');
const {join} = require('node:path');
const yaml = require('js-yaml');
const {siteLocale} = require('../../site/locales.ts');

/**
 * data/glossary.yml, as read: the fields this file uses (its header explains them all), keyed by language.
 * @typedef {{en: string, ja: string, zh: string, enAvoid?: string[], jaAvoid?: string[], zhAvoid?: string[]}} Term
 */
const {terms} = /** @type {{terms: Term[]}} */ (yaml.load(readFileSync(join(__dirname, '../../data/glossary.yml'), 'utf8')));

/**
 * prh rules for a locale ('en', 'ja' or 'zh-Hant'), as the YAML text that textlint-rule-prh's `ruleContents` takes.
 * The glossary keys each locale's forms by its language (the first language of its search index: en, ja, zh).
 * @param {import('../../site/locales.ts').LocaleCode} locale
 * @returns {string}
 */
function prhFor(locale) {
  const lang = siteLocale(locale).searchLanguages[0];
  const rules = terms.flatMap((t) => {
    // An entry may hold several terms (`ビル / フロア`) and a gloss in brackets (`電子ペーパー（ルームタグ）`).
    const expected = String(t[lang])
      .split(' / ')
      .map((e) => e.replace(/（.*?）| \(.*?\)/g, ''));
    return (t[`${lang}Avoid`] ?? []).map((wrong) => {
      // The term the variant stands for: the longest common start, then the closest length (フロアマップ → フロアプラン).
      /** @type {(a: string, b: string) => number} */
      const prefix = (a, b) => ([...a].findIndex((c, i) => b[i] !== c) === -1 ? Math.min(a.length, b.length) : [...a].findIndex((c, i) => b[i] !== c));
      /** @type {(e: string) => number} */
      const score = (e) => prefix(e, wrong) * 100 - Math.abs(e.length - wrong.length);
      const target = expected.filter((e) => e.length > 0).reduce((best, e) => (score(e) > score(best) ? e : best), expected[0]);
      return {expected: target, pattern: wrong};
    });
  });
  return yaml.dump({
    version: 1,
    rules: rules.map(({expected, pattern}) => {
      // An avoid entry written `/.../` is a regular expression already (a variant that is right in another context).
      if (/^\/.+\/$/.test(pattern)) return {expected, pattern};
      // A term that contains its own wrong form (サーバ in サーバー) needs a regex that spares the right form.
      if (expected.startsWith(pattern) && expected !== pattern) return {expected, pattern: `/${pattern}(?!${expected.charAt(pattern.length)})/`};
      // English variants are whole words in any case (Organiser, organisers).
      if (lang === 'en') return {expected, pattern: `/\\b${pattern}(?=s?\\b)/i`};
      return {expected, pattern};
    }),
  });
}

module.exports = {prhFor};
