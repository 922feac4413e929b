import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isOff} from '../plugins-off';

/**
 * UI strings that only some pages use leave the translations that every page loads in main.js.
 * Docusaurus puts all of a locale's UI strings (i18n/<locale>/code.json) into main.js; for Japanese that is 5.7 KB
 * gzip, of which the API reference's strings (the OpenAPI theme's and the try-it panel's) are 2.2 KB and the home
 * page's 1.2 KB. Each group is written to its own data file (`@generated/split-translations/default/<group>.json`),
 * which the page that uses it imports and adds (src/i18n/add-translations.ts) before it renders: the API
 * operation pages (src/theme/ApiItem/Page.tsx) and the home page (src/pages/index.tsx). The server render keeps all
 * strings. Ours because Docusaurus has no per-page translations.
 */
export const TRANSLATION_GROUPS = {
  api: ['theme.openapi.', 'api.'],
  home: ['home.'],
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
      // Guard: Docusaurus writes the UI strings to that file before the bundler starts; were it named otherwise, the
      // loader would quietly never run and main.js would carry every string again.
      const strings = join(context.generatedFilesDir, 'codeTranslations.json');
      if (!existsSync(strings)) {
        throw new Error(`split-translations: ${strings} not found; check this plugin against the Docusaurus version`);
      }
      return {
        module: {
          rules: [
            {
              test: strings,
              use: [
                {
                  loader: join(__dirname, 'code-translations-without.cjs'),
                  options: {prefixes: Object.values(TRANSLATION_GROUPS).flat()},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
