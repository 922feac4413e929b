import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_ROUTE, OPENAPI_FILES} from '../../site/content.ts';

/**
 * The API description as files: after each locale's build, that locale's localized description (the
 * English structure with the locale's texts, tools/openapi-i18n.ts, the copy the API pages are made from) as
 * `external-api/openapi.yaml` and `external-api/openapi.json` under the locale's output, so
 * /help/jp/external-api/openapi.yaml is Japanese. See README.md beside this file.
 */

/** The files' paths under a locale's base URL (`<baseUrl>external-api/openapi.yaml`, site/content.ts): the pages link to them. */
export {OPENAPI_FILES};

/**
 * tools/openapi-i18n.ts is an ES module (import.meta): imported when needed, so that this file and the site's
 * configuration still load as CommonJS (the static tests load the configuration).
 */
export const openapiI18n = () => import('../../tools/openapi-i18n.ts');

export default function openapiDownload(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  let files: {yaml: string; json: string} | undefined;
  return {
    name: 'openapi-download',
    async loadContent() {
      const {localizedSpec, toYaml} = await openapiI18n();
      const spec = localizedSpec(locale);
      // YAML can hold what JSON cannot (an unquoted date becomes a Date): the two files must say the same.
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(spec)), spec)) {
        throw new Error(`openapi-download: the ${locale} description has a value JSON cannot hold (an unquoted date in openapi/?)`);
      }
      files = {yaml: toYaml(spec), json: `${JSON.stringify(spec, null, 2)}\n`};
    },
    // The service worker's precache leaves these files out (config/pwa.ts).
    async postBuild({outDir}) {
      if (!files) throw new Error('openapi-download: the description was not loaded');
      mkdirSync(join(outDir, API_ROUTE), {recursive: true});
      writeFileSync(join(outDir, OPENAPI_FILES.yaml), files.yaml);
      writeFileSync(join(outDir, OPENAPI_FILES.json), files.json);
    },
  };
}
