// @ts-check
// Webpack loader for docusaurus-theme-openapi-docs' styles.scss (./openapi-theme-stylesheet.ts): drops the `@use` of
// the explorer's code tabs, whose 20 language logos are inline SVG (about 20 KB gzip of the 28 KB API stylesheet) that
// every operation page would wait for before its first paint. src/theme/ApiItem/Explorer.tsx imports that partial
// itself, so its styles arrive with the explorer, when the reader opens it. Fails the build if the line is gone.
const CODE_TABS = /^@use "\.\/ApiExplorer\/CodeTabs\/CodeTabs";\r?\n/m;

/**
 * @param {string} source the theme's styles.scss
 * @returns {string}
 */
module.exports = function codeTabsLater(source) {
  if (!CODE_TABS.test(source)) {
    throw new Error(
      'openapi-theme: styles.scss no longer has `@use "./ApiExplorer/CodeTabs/CodeTabs";` (docusaurus-theme-openapi-docs changed): update internals/openapi-theme-stylesheet.ts',
    );
  }
  return source.replace(CODE_TABS, '');
};
