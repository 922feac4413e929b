// @ts-check
// JavaScript (CommonJS): textlint loads its configurations with require().
//
// Traditional Chinese prose lint (`npm run lint:zh`; one page: `npx textlint --config tools/textlint/zh.cjs <file>`):
// full-width punctuation next to Chinese text, one source line per paragraph, and a prh terminology dictionary built
// from data/glossary.yml (`zhAvoid`). Why project rules: textlint has no Chinese preset (see the rule files).
const {prhFor} = require('./prh.cjs');
/** @type {(name: string) => string} */
const rule = (name) => require.resolve(`./rules/${name}.cjs`);

module.exports = {
  filters: {
    // Labels of Microsoft's own zh-TW UI, quoted as the reader sees them there: they say 帳戶 where our glossary says 帳號
    // (Entra's account types; Windows 11 Settings → Accounts → Other users, the glossary's `thirdParty: Windows` entry).
    allowlist: {allow: ['支援的帳戶類型', '僅此組織目錄中的帳戶', '任何組織目錄中的帳戶', '**帳戶** → **其他使用者**']},
  },
  rules: {
    [rule('zh-full-width-punctuation')]: true,
    [rule('cjk-paragraph-line-break')]: true,
    prh: {ruleContents: [prhFor('zh-Hant')]},
  },
};
