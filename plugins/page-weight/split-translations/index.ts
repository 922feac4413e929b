import type {LoadContext, Plugin} from '@docusaurus/types';
import {CODE_TRANSLATIONS_LOADER, codeTranslationsFile} from '../../../internals/docusaurus-codegen-code-translations.ts';
import {isOff} from '../plugins-off.ts';

/**
 * UI strings that only some pages use leave the translations that every page loads in main.js.
 * Docusaurus puts all of a locale's UI strings (the locale's `code.json`) into main.js; for Japanese that is 5.7 KB
 * gzip, of which the API reference's strings (the OpenAPI theme's and the try-it panel's) are 2.2 KB and the home
 * page's 1.2 KB. Each group is written to its own data file (`@generated/split-translations/default/<group>.json`),
 * which the page that uses it imports and adds (src/i18n/add-translations.ts) before it renders: the API
 * operation pages (src/theme/ApiItem/Page.tsx) and the home page (src/pages/index.tsx). The server render keeps all
 * strings. Ours because Docusaurus has no per-page translations. The internal it rewrites:
 * internals/docusaurus-codegen-code-translations.ts.
 */
export const TRANSLATION_GROUPS = {
  api: ['theme.openapi.', 'api.'],
  home: ['home.'],
  // The feedback widget's strings load with it, once the reader answers (src/feedback/Widget.tsx); the question and
  // its two buttons are part of the page (src/feedback/FeedbackSlot.tsx).
  feedback: ['feedback.widget.'],
} as const;

export default function splitTranslationsPlugin(context: LoadContext): Plugin {
  return {
    name: 'split-translations',
    async contentLoaded({actions}) {
      for (const [group, prefixes] of Object.entries(TRANSLATION_GROUPS)) {
        const strings = Object.fromEntries(Object.entries(context.codeTranslations).filter(([id]) => prefixes.some((p) => id.startsWith(p))));
        await actions.createData(`${group}.json`, JSON.stringify(strings));
      }
    },
    configureWebpack(_config, isServer) {
      // PLUGINS_OFF (../plugins-off.ts): the data files stay (the pages import them), main.js keeps every string.
      if (isServer || isOff('split-translations')) return {};
      // Docusaurus writes the UI strings to that file before the bundler starts; were it named otherwise, the loader
      // would quietly never run and main.js would carry every string again: the build stops instead.
      const strings = codeTranslationsFile(context.generatedFilesDir);
      const prefixes = Object.values(TRANSLATION_GROUPS).flat();
      return {module: {rules: [{test: strings, use: [{loader: CODE_TRANSLATIONS_LOADER, options: {prefixes}}]}]}};
    },
  };
}
