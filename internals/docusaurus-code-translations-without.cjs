// @ts-check
// Client bundle only (./docusaurus-codegen-code-translations.ts): drops the UI strings that only some pages use from the
// translations every page loads; those pages load them from their own data file.
/**
 * @this {{getOptions(): {prefixes: string[]}}}
 * @param {string} source the UI strings, id → message
 * @returns {string}
 */
module.exports = function codeTranslationsWithout(source) {
  const {prefixes} = this.getOptions();
  /** @type {Record<string, string>} */
  const all = JSON.parse(source);
  const kept = Object.fromEntries(Object.entries(all).filter(([id]) => !prefixes.some((p) => id.startsWith(p))));
  return JSON.stringify(kept);
};
