// @ts-check
// Client bundle only (./docusaurus-codegen-site-config.ts): the site configuration module every page loads, without the
// build's own settings that no browser code reads (plugin, preset and theme options: about 1 KB gzip; the page
// template, config/paint-first.ts).
const DROP = ['plugins', 'presets', 'themes', 'ssrTemplate'];
/**
 * @param {string} source the site configuration module
 * @returns {string}
 */
module.exports = function siteConfigForBrowser(source) {
  const start = source.indexOf('export default {');
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start)
    throw new Error(
      'site-config-for-browser: unexpected .docusaurus/docusaurus.config.mjs; check internals/docusaurus-codegen-site-config.ts against the Docusaurus version',
    );
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(source.slice(start + 'export default '.length, end + 1));
  for (const key of DROP) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
