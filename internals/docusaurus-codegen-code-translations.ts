/**
 * Internal: a locale's UI strings as the browser gets them. @docusaurus/core (3.10, `lib/server/codegen/codegen.js`)
 * writes them, id → message, to `.docusaurus/codeTranslations.json` before the bundler starts; the browser module
 * `@generated/codeTranslations` is that file, and `translate()`/`<Translate>` (`lib/client/exports/Translate.js`)
 * read that object on each call.
 *
 * Used by plugins/page-weight/split-translations/ (a loader drops some strings from the browser's copy,
 * ./docusaurus-code-translations-without.cjs) and src/i18n/add-translations.ts (adds them back to the same object
 * on the pages that use them). Breaks: another file name stops the build (`codeTranslationsFile`: the loader would
 * quietly never run and main.js would carry every string again); when Translate stops reading the shared object, the
 * API and home pages show English or string ids (tests/browser/ui-language.spec.ts).
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Guard} from './guard.ts';

/** The loader that keeps only the strings whose id has none of the given prefixes (option `prefixes`). */
export const CODE_TRANSLATIONS_LOADER = fileURLToPath(new URL('./docusaurus-code-translations-without.cjs', import.meta.url));

/** The UI strings' file in a site's generated files; stops the build when it is not there. */
export function codeTranslationsFile(generatedFilesDir: string): string {
  const file = join(generatedFilesDir, 'codeTranslations.json');
  if (!existsSync(file))
    throw new Error(`split-translations: ${file} not found; check internals/docusaurus-codegen-code-translations.ts against the Docusaurus version`);
  return file;
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/server/codegen/codegen.js', ["'codeTranslations.json', JSON.stringify(codeTranslations"]),
  ...probe.file('@docusaurus/core', 'lib/client/exports/Translate.js', ["import codeTranslations from '@generated/codeTranslations'", 'codeTranslations[']),
];
