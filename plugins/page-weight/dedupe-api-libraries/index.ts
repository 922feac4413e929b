import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dedupedFolders} from '../../../internals/openapi-theme-dependencies.ts';
import {isOff} from '../plugins-off.ts';

/**
 * One copy of each library in the API explorer's browser chunk. postman-code-generators ships each code-sample
 * generator with its own node_modules, and postman-collection, openapi-to-postmanv2 and the OpenAPI theme have theirs:
 * the chunk held lodash eight times, faker five times, iconv-lite, postman-collection and mime-db several times.
 * In the browser bundle each name resolves to one copy (same major version as every copy the API pages use; which
 * copy: internals/openapi-theme-dependencies.ts); the server bundle is left as it is. Names with copies of different
 * major versions in the browser (uuid, mime, semver, mime-types) are not touched. iconv-lite, used there only to
 * decode a response body, is replaced by ./iconv-lite-browser.js (the browser's TextDecoder).
 */
const ICONV_LITE_BROWSER = fileURLToPath(new URL('./iconv-lite-browser.js', import.meta.url));

export default function dedupeApiLibrariesPlugin(context: LoadContext): Plugin | null {
  if (isOff('dedupe-api-libraries')) return null;
  return {
    name: 'dedupe-api-libraries',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // A package that moved stops the build here (it cannot be resolved).
      const alias: Record<string, string> = dedupedFolders(context.siteDir);
      // iconv-lite's code tables (about 170 KB gzip) give way to the browser's own TextDecoder (see the file).
      alias['iconv-lite'] = ICONV_LITE_BROWSER;
      return {resolve: {alias}};
    },
  };
}
