/**
 * Internal: the site configuration as the browser gets it. @docusaurus/core (3.10, `lib/server/codegen/codegen.js`)
 * writes it to `.docusaurus/docusaurus.config.mjs` as `export default {JSON};` after a comment.
 *
 * Used by plugins/page-weight/lean-site-config/: the browser's copy leaves out plugin, preset and theme options
 * (./docusaurus-site-config-for-browser.cjs). Breaks: another file name stops the build (`siteConfigFile`);
 * another shape stops it in the loader.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Guard} from './guard.ts';

/** The loader that drops the build's own settings from the browser's copy. */
export const SITE_CONFIG_LOADER = fileURLToPath(new URL('./docusaurus-site-config-for-browser.cjs', import.meta.url));

/** The site configuration module in a site's generated files; stops the build when it is not there. */
export function siteConfigFile(generatedFilesDir: string): string {
  const file = join(generatedFilesDir, 'docusaurus.config.mjs');
  if (!existsSync(file))
    throw new Error(`lean-site-config: ${file} not found; check internals/docusaurus-codegen-site-config.ts against the Docusaurus version`);
  return file;
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/server/codegen/codegen.js', [
    '`${utils_1.DEFAULT_CONFIG_FILE_NAME}.mjs`',
    'export default ${JSON.stringify(siteConfig, null, 2)};',
  ]),
  ...probe.file('@docusaurus/utils', 'lib/constants.js', ["DEFAULT_CONFIG_FILE_NAME = 'docusaurus.config'"]),
];
