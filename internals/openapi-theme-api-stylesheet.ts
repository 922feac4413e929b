/**
 * Internal: docusaurus-theme-openapi-docs 5.2's stylesheet, `lib/theme/styles.scss`, a file of the package (it has
 * no export for it). The theme registers it as a client module, for every page of the site; the site drops that
 * (plugins/page-weight/openapi-theme/, internals/openapi-theme-stylesheet.ts) and src/theme/ApiItem/Page.tsx imports
 * this module instead, so only the generated API pages load it. Breaks: a moved file stops the build.
 *
 * Browser code: no Node.js imports; the guard reads node_modules through the probe it is given.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import type {Guard} from './guard.ts';

export const guard: Guard = (probe) => [
  ...probe.version('docusaurus-theme-openapi-docs', '5.2.0'),
  ...probe.file('docusaurus-theme-openapi-docs', 'lib/theme/styles.scss'),
];
