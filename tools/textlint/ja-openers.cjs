// @ts-check
// JavaScript (CommonJS): textlint loads its configurations with require().
//
// Japanese sentence openers (`npm run lint:ja-openers`, step ja-openers of `npm run lint`): a sentence does not open
// with 「あなた」 or 「そして」 (tools/textlint/rules/ja-sentence-opener.cjs). A configuration of its own, not a rule of
// .textlintrc.cjs, so that its count shows as a step of its own in `npm run lint`.
/** @type {(name: string) => string} */
const rule = (name) => require.resolve(`./rules/${name}.cjs`);

module.exports = {rules: {[rule('ja-sentence-opener')]: true}};
