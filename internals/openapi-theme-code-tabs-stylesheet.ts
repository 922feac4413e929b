/**
 * Internal: the try-it explorer's code tabs' stylesheet in docusaurus-theme-openapi-docs 5.2,
 * `lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss` (20 language logos as inline SVG), a file of the package. The site
 * leaves it out of the API stylesheet (internals/openapi-theme-stylesheet.ts) and src/theme/ApiItem/Explorer.tsx
 * imports this module, so the logos load with the explorer, when the reader opens it. Breaks: a moved file stops the
 * build.
 *
 * Browser code: no Node.js imports; the guard reads node_modules through the probe it is given.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss';
import type {Guard} from './guard.ts';

export const guard: Guard = (probe) => [
  ...probe.version('docusaurus-theme-openapi-docs', '5.2.0'),
  ...probe.file('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss'),
];
