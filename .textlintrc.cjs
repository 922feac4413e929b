// Japanese prose lint: the technical-writing preset, plus a prh terminology dictionary built from
// data/glossary.yml (one source of truth for terms; see CONTRIBUTING.md).
const {readFileSync} = require('node:fs');
const {join} = require('node:path');
const yaml = require('js-yaml');

const {terms} = yaml.load(readFileSync(join(__dirname, 'data/glossary.yml'), 'utf8'));

// Each `jaAvoid` variant becomes a prh rule that asks for the glossary term.
const rules = terms.flatMap((t) => {
  // A glossary entry may hold several terms (`ビル / フロア`) and a gloss in brackets (`電子ペーパー（ルームタグ）`).
  const expected = String(t.ja).split(' / ').map((e) => e.replace(/（.*?）/g, ''));
  return (t.jaAvoid ?? []).map((wrong) => {
    const target = expected.find((e) => e.length > 0 && (wrong.includes(e.slice(0, 2)) || e.includes(wrong.slice(0, 2)))) ?? expected[0];
    return {expected: target, pattern: wrong};
  });
});
// prh rules: the pattern is a plain string, except that a term that contains its own wrong form (サーバ in サーバー)
// needs a regex that does not match the right form.
const prhYaml = yaml.dump({
  version: 1,
  rules: rules.map(({expected, pattern}) =>
    expected.startsWith(pattern) && expected !== pattern
      ? {expected, pattern: `/${pattern}(?!${expected.charAt(pattern.length)})/`}
      : {expected, pattern},
  ),
});

module.exports = {
  plugins: {},
  filters: {
    // A line that is only an MDX component (<RequiredRoles ... />, <MenuPath ... />, <Tabs>, <TabItem ...>) is code,
    // not a Japanese sentence: the prose rules (sentence end, length) must not read it.
    allowlist: {allow: ['/^[ \\t]*<\\/?[A-Z][A-Za-z]*(?:\\s[^\\n]*)?\\/?>[ \\t]*$/m']},
  },
  rules: {
    'preset-ja-technical-writing': {
      // WRITING.md: pages are written in です・ます調, steps and list items included (the preset expects である in lists).
      'no-mix-dearu-desumasu': {preferInHeader: '', preferInBody: 'ですます', preferInList: 'ですます', strict: true},
      // Tables and lists of UI labels carry more than three 、 legitimately; prose keeps the default of 3.
      'max-ten': {max: 3},
      // Product screen names such as 来訪者管理設定 are 7 kanji; the preset's 6 would reject our own UI labels.
      'max-kanji-continuous-len': {max: 8},
      // Japanese technical text uses parentheses and full-width colons in steps; keep the preset's defaults otherwise.
      'ja-no-mixed-period': {allowPeriodMarks: ['：', ':'], allowEmojiAtEnd: true},
      // A sentence may be a single UI label in a table; the default (100) stays for prose.
      'sentence-length': {max: 100, skipPatterns: ['/https?:\\/\\/\\S+/']},
    },
    prh: {ruleContents: [prhYaml]},
  },
};
