/**
 * The scripts of a built page, as the page template writes them (config/paint-first.ts): the runtime chunk as a
 * deferred `<script src>`, and the main chunk started by an inline script after the first paint, which names it in
 * `data-main-script`. For the tools and tests that weigh or read a page's first load.
 */

/** The browser bundle's main chunk among a page's scripts (`assets/js/main.<hash>.js`). */
export const MAIN_SCRIPT = /(^|\/)main\.[0-9a-f]+\.js$/;

/** The scripts a built page starts before its first render, in order: `<script src>`, the main script and preloaded scripts. */
export function firstLoadScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script\b[^>]*?\s(?:src|data-main-script)|link[^>]*rel="?preload"?[^>]*\shref)=["']?([^"'\s>]+\.js)/g)].map((m) => m[1]);
}
