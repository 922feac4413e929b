// @ts-check
// Client bundle only (plugins/page-weight/route-shards/): hands the text of a file written beside Docusaurus's
// generated one (`options.file`) in place of the generated text, so that the browser bundle gets a rewritten route
// table while the server bundle reads the original. What is rewritten, and its shape: ./docusaurus-codegen-routes.ts.
const {readFileSync} = require('node:fs');

/**
 * @this {{getOptions(): {file?: string}, addDependency(file: string): void}}
 * @returns {string}
 */
module.exports = function generatedFileReplacement() {
  const {file} = this.getOptions();
  if (!file) throw new Error('generated-file-replacement: no options.file; see plugins/page-weight/route-shards/');
  this.addDependency(file);
  return readFileSync(file, 'utf8');
};
