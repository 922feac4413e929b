/**
 * Adds a group of UI strings to the translations `translate()` reads. Some strings are not in main.js
 * (plugins/page-weight/split-translations/); the page that uses them imports their data file and calls this at module load,
 * before anything renders (so the browser renders what the server rendered). It adds them to the object Docusaurus's
 * `translate()` reads, a generated module (internals/docusaurus-codegen-code-translations.ts checks it still is).
 */
import codeTranslations from '@generated/codeTranslations';

export function addTranslations(strings: Record<string, string>): void {
  Object.assign(codeTranslations, strings);
}
