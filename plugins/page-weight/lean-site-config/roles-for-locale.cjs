// Client bundle only (./index.ts): data/roles.json keeps each role's name in the locale being built
// (and English, the component's fallback), not all three: every doc page with <RequiredRoles> loads it.
module.exports = function rolesForLocale(source) {
  const {locale} = this.getOptions();
  const all = JSON.parse(source);
  const kept = Object.fromEntries(
    Object.entries(all)
      .filter(([key]) => key !== '$comment')
      .map(([key, names]) => [key, locale === 'en' ? {en: names.en} : {[locale]: names[locale], en: names.en}]),
  );
  return JSON.stringify(kept);
};
