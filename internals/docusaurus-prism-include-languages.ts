/**
 * Internal: the classic theme's Prism client module, `@docusaurus/theme-classic/lib/prism-include-languages.js`
 * (3.10), which registers `themeConfig.prism.additionalLanguages` on every page, and the theme component it calls,
 * `@theme-original/prism-include-languages`.
 *
 * Used by plugins/page-weight/lazy-prism/ (replaces the client module with an empty one in the browser bundle, matched
 * by its path) and src/theme/CodeBlock/Highlighted.tsx (calls the theme component in the lazy highlighting chunk).
 * Breaks: when the file moves, the replacement matches nothing and Prism (about 34 KB gzip) is back in every page's
 * main.js; when the theme component goes, code blocks lose their additional languages.
 */
import {createRequire} from 'node:module';
import type {Guard} from './guard.ts';

/** The client module, as a module id. */
export const PRISM_CLIENT_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages.js';
/** The client module as the bundler resolves it (a path inside node_modules). */
export const PRISM_CLIENT_MODULE_PATH = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** Stops the build when the client module is gone: the replacement would otherwise quietly match nothing. */
export function assertPrismClientModule(): void {
  try {
    createRequire(import.meta.url).resolve(PRISM_CLIENT_MODULE);
  } catch {
    throw new Error(`lazy-prism: ${PRISM_CLIENT_MODULE} not found; check internals/docusaurus-prism-include-languages.ts against the Docusaurus version`);
  }
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/theme-classic', '3.10'),
  // The theme lists the client module by this relative name, and the module calls the theme component.
  ...probe.file('@docusaurus/theme-classic', 'lib/index.js', ["'./prism-include-languages'"]),
  ...probe.file('@docusaurus/theme-classic', 'lib/prism-include-languages.js', ["from '@theme/prism-include-languages'", 'prismIncludeLanguages(Prism)']),
  ...probe.file('@docusaurus/theme-classic', 'lib/theme/prism-include-languages.js', ['export default function prismIncludeLanguages(PrismObject)']),
];
