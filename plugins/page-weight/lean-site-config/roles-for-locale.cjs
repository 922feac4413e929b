// @ts-check
// Client bundle only (./index.ts): data/roles.json keeps each role's name in the locale being built and in the
// default locale (the component's fallback), not in every locale: every doc page with <RequiredRoles> loads it.
/**
 * @this {{getOptions(): {locale: string; fallback: string}}}
 * @param {string} source data/roles.json
 * @returns {string}
 */
module.exports = function rolesForLocale(source) {
  const {locale, fallback} = this.getOptions();
  /** @type {Record<string, Record<string, string>>} */
  const all = JSON.parse(source);
  const kept = Object.fromEntries(
    Object.entries(all)
      .filter(([key]) => key !== '$comment')
      .map(([key, names]) => [key, locale === fallback ? {[fallback]: names[fallback]} : {[locale]: names[locale], [fallback]: names[fallback]}]),
  );
  return JSON.stringify(kept);
};
