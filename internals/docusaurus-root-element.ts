/**
 * Internal: the element the server HTML of a page is rendered into and hydrated from. @docusaurus/core (3.10) writes
 * `<div id="__docusaurus">` (`lib/ssg/ssgTemplate.html.js`) and hydrates it (`lib/client/clientEntry.js`); on the
 * dev server it is empty until the browser renders.
 *
 * Used by src/client/code-highlighter-gate.ts, which tells a built page (server HTML to keep) from the dev server.
 * Breaks: code blocks of a built page would be drawn again at once (the highlighter loads on every page) or never in
 * dark mode (tests/browser/code-blocks.spec.ts).
 *
 * Browser code: no Node.js imports; the guard reads node_modules through the probe it is given.
 */
import type {Guard} from './guard.ts';

/** The id of that element. */
export const ROOT_ELEMENT_ID = '__docusaurus';

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/ssg/ssgTemplate.html.js', [`<div id="${ROOT_ELEMENT_ID}">`]),
  ...probe.file('@docusaurus/core', 'lib/client/clientEntry.js', [`document.getElementById('${ROOT_ELEMENT_ID}')`]),
];
