// @ts-check
// JavaScript (CommonJS): textlint loads its configuration with require().
//
// Japanese prose lint (`npm run lint:ja`, or `npx textlint <file>` for one page): the technical-writing preset, the
// JTF style preset, three small rules of the project's own (tools/textlint/rules, each with a unit test in
// tests/unit/textlint-rules.test.ts) and a prh terminology dictionary built from data/glossary.yml.
// Chinese and English pages have their own configs in tools/textlint/ (npm run lint:zh, lint:en); sentence openers
// (「あなた」「そして」) are a step of their own, tools/textlint/ja-openers.cjs (npm run lint:ja-openers).
const {readFileSync} = require('node:fs');
const {prhFor} = require('./tools/textlint/prh.cjs');
/** @type {(name: string) => string} */
const rule = (name) => require.resolve(`./tools/textlint/rules/${name}.cjs`);

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
      // Rhythm: at 3 the rule pushes writers into strings of short sentences (「…があります。ほかに…があります。…もあります」).
      // On the Japanese pages, joining each run of three short sentences of a paragraph into one (272 runs) gives 4 、
      // in 86 of them and 5 or more in 61; so 4 lets the natural joined sentence through and still stops the run-on
      // ones (5 or more). Write a list or a table rather than a sentence with five 、.
      'max-ten': {max: 4},
      // Product screen names such as 来訪者管理設定 are 7 kanji; the preset's 6 would reject our own UI labels.
      'max-kanji-continuous-len': {max: 8},
      // Japanese technical text uses parentheses and full-width colons in steps; keep the preset's defaults otherwise.
      'ja-no-mixed-period': {allowPeriodMarks: ['：', ':'], allowEmojiAtEnd: true},
      // Rhythm: 100 characters, counted with link targets and markup, split sentences that read as one thought; the
      // same measurement puts 34 of the 272 joined sentences at 101 to 120 characters and 1 above. 120 keeps the rule
      // for real run-ons without forcing a split mid-thought.
      'sentence-length': {max: 120, skipPatterns: ['/https?:\\/\\/\\S+/']},
    },
    'preset-jtf-style': {
      // The glossary writes a half-width space between Japanese and Latin words (API アクセストークン, Outlook アドイン),
      // as Japanese technical documentation commonly does; JTF 3.1.1 forbids that space.
      '3.1.1.全角文字と半角文字の間': false,
      // MDX components (<ProductName />) sit inside Japanese sentences; they are JSX, not angle brackets in prose.
      '4.3.7.山かっこ<>': false,
    },
    [rule('ja-polite-sentence-end')]: true,
    [rule('cjk-paragraph-line-break')]: true,
    [rule('ja-bold-label-particle')]: true,
    // The glossary's terms, and the register of a manual (no 「〜しましょう」): tools/textlint/ja-register.prh.yml.
    prh: {ruleContents: [prhFor('ja'), readFileSync(require.resolve('./tools/textlint/ja-register.prh.yml'), 'utf8')]},
  },
};
