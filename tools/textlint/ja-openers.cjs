// Japanese sentence openers (`npm run lint:ja-openers`, step ja-openers of `npm run lint`; issue 28, class 5): a
// sentence does not open with 「あなた」 or 「そして」 (tools/textlint/rules/ja-sentence-opener.js). A config of its own,
// not a rule of .textlintrc.cjs, so that its count shows as a step of its own while the pages are being fixed.
const rule = (name) => require.resolve(`./rules/${name}.cjs`);

module.exports = {rules: {[rule('ja-sentence-opener')]: true}};
