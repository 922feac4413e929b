/**
 * Internal: docusaurus-theme-openapi-docs 5.2 renders an operation's parameters, request body and responses in the
 * browser only: `ParamsDetails`, `RequestSchema` and `ResponseSchema` (`lib/theme/<name>/index.js`) wrap them in
 * `@docusaurus/BrowserOnly`.
 *
 * Used by plugins/without-javascript/: in those three modules `@docusaurus/BrowserOnly` is replaced by a component
 * that renders on the server too, so the API pages are whole without JavaScript. Breaks: when one of them stops
 * importing BrowserOnly (renders otherwise), the build stops (`assertThemeModulesUseBrowserOnly`), so that an
 * upgrade is looked at: the API pages must still show their parameters and schemas in the server HTML
 * (tests/site/pages.test.ts).
 */
import {nodeProbe} from './probe.ts';
import type {Guard, Probe} from './guard.ts';

const THEME = 'docusaurus-theme-openapi-docs';
/** The theme's components that render through BrowserOnly. */
export const BROWSER_ONLY_IN = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'] as const;
/** A module of one of them, as the bundler names the issuer of an import. */
export const BROWSER_ONLY_ISSUER = new RegExp(`docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${BROWSER_ONLY_IN.join('|')})[\\\\/]`);
/** The request the bundler replaces in them. */
export const BROWSER_ONLY_REQUEST = /^@docusaurus\/BrowserOnly$/;

const problems = (probe: Probe) =>
  BROWSER_ONLY_IN.flatMap((name) => probe.file(THEME, `lib/theme/${name}/index.js`, ['require("@docusaurus/BrowserOnly")', 'BrowserOnly_1.default']));

/** Stops the build when one of the three theme modules no longer renders through BrowserOnly (an upgrade changed it). */
export function assertThemeModulesUseBrowserOnly(): void {
  const found = problems(nodeProbe());
  if (found.length) {
    throw new Error(
      `without-javascript: ${found.join('; ')}. Check that the API pages still show their parameters and schemas without JavaScript, ` +
        'then update internals/openapi-theme-browser-only.ts',
    );
  }
}

export const guard: Guard = (probe) => [...probe.version(THEME, '5.2.0'), ...problems(probe)];
