/**
 * Internal: docusaurus-theme-openapi-docs 5.2's stylesheet layout. The theme registers `lib/theme/styles.scss` as a
 * client module (`getClientModules` in `lib/index.js`, so every page of the site would load it); that file pulls in
 * the explorer's code tabs with `@use "./ApiExplorer/CodeTabs/CodeTabs";` (20 language logos as inline SVG).
 *
 * Used by plugins/page-weight/openapi-theme/ (drops the client module, gives the API stylesheet a CSS chunk of its
 * own, drops the code tabs' `@use` with ./openapi-theme-code-tabs-later.cjs), src/theme/ApiItem/Page.tsx (imports
 * `styles.scss`) and src/theme/ApiItem/Explorer.tsx (imports `_CodeTabs.scss` with the explorer). Breaks: a moved
 * file stops the build (a missing import); a changed `@use` line stops the build in the loader.
 */
import {fileURLToPath} from 'node:url';
import type {Guard} from './guard.ts';

/** The theme's stylesheet, as the bundler resolves it. */
export const THEME_STYLESHEET = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/;
/** Any module of the theme's components (their styles go to the API stylesheet). */
export const THEME_COMPONENT = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]/;
/** The explorer's code tabs' partial, which src/theme/ApiItem/Explorer.tsx imports. */
export const CODE_TABS_STYLESHEET = /ApiExplorer[\\/]CodeTabs[\\/]_CodeTabs\.scss$/;
/** The loader that drops the code tabs' `@use` from the theme's stylesheet. */
export const CODE_TABS_LATER_LOADER = fileURLToPath(new URL('./openapi-theme-code-tabs-later.cjs', import.meta.url));

export const guard: Guard = (probe) => [
  ...probe.version('docusaurus-theme-openapi-docs', '5.2.0'),
  ...probe.file('docusaurus-theme-openapi-docs', 'lib/index.js', ['getClientModules()', '"styles.scss"']),
  ...probe.file('docusaurus-theme-openapi-docs', 'lib/theme/styles.scss', ['@use "./ApiExplorer/CodeTabs/CodeTabs";']),
  ...probe.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss'),
];
