// Builds a prh terminology dictionary for one language from data/glossary.yml, the one source of truth for terms:
// every `<lang>Avoid` variant of a term becomes a rule that asks for the glossary's term.
'use strict';
const {readFileSync} = require('node:fs');
const {join} = require('node:path');
const yaml = require('js-yaml');

const {terms} = yaml.load(readFileSync(join(__dirname, '../../data/glossary.yml'), 'utf8'));

/** prh rules for `lang` ('ja', 'zh' or 'en'), as the YAML text that textlint-rule-prh's `ruleContents` takes. */
function prhFor(lang) {
  const rules = terms.flatMap((t) => {
    // An entry may hold several terms (`ビル / フロア`) and a gloss in brackets (`電子ペーパー（ルームタグ）`).
    const expected = String(t[lang]).split(' / ').map((e) => e.replace(/（.*?）/g, ''));
    return (t[`${lang}Avoid`] ?? []).map((wrong) => {
      const target = expected.find((e) => e.length > 0 && (wrong.includes(e.slice(0, 2)) || e.includes(wrong.slice(0, 2)))) ?? expected[0];
      return {expected: target, pattern: wrong};
    });
  });
  return yaml.dump({
    version: 1,
    rules: rules.map(({expected, pattern}) => {
      // A term that contains its own wrong form (サーバ in サーバー) needs a regex that spares the right form.
      if (expected.startsWith(pattern) && expected !== pattern)
        return {expected, pattern: `/${pattern}(?!${expected.charAt(pattern.length)})/`};
      // English variants are whole words in any case (Organiser, organisers).
      if (lang === 'en') return {expected, pattern: `/\\b${pattern}(?=s?\\b)/i`};
      return {expected, pattern};
    }),
  });
}

module.exports = {prhFor};
