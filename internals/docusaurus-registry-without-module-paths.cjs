// @ts-check
// Client bundle only (./docusaurus-codegen-registry.ts): `.docusaurus/registry.js` gives each route chunk as
// [loader, module path, module id]. The module path is read only by the server render (react-loadable reports it to
// find the chunks to link); in the browser it is a string per chunk that nothing reads. Replaced by "".
/**
 * @param {string} source the registry module
 * @returns {string}
 */
module.exports = function registryWithoutModulePaths(source) {
  let n = 0;
  const out = source.replace(/\), "[^"]*", require\.resolveWeak\(/g, () => (n++, '), "", require.resolveWeak('));
  if (n === 0)
    throw new Error('registry-without-module-paths: no entry matched; check .docusaurus/registry.js against internals/docusaurus-codegen-registry.ts');
  return out;
};
