// Client bundle only (./index.ts): drops the UI strings that only some pages use from the
// translations every page loads; those pages load them from their own data file.
module.exports = function codeTranslationsWithout(source) {
  const {prefixes} = this.getOptions();
  const all = JSON.parse(source);
  const kept = Object.fromEntries(Object.entries(all).filter(([id]) => !prefixes.some((p) => id.startsWith(p))));
  return JSON.stringify(kept);
};
