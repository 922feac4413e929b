import {dirname, join} from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isOff} from '../plugins-off';

/**
 * One copy of each library in the API explorer's browser chunk. postman-code-generators ships each code-sample
 * generator with its own node_modules, and postman-collection, openapi-to-postmanv2 and the OpenAPI theme have theirs:
 * the chunk held lodash eight times, faker five times, iconv-lite, postman-collection and mime-db several times.
 * In the browser bundle each name below resolves to one copy (same major version as every copy the API pages use);
 * the server bundle is left as it is. Names with copies of different major versions in the browser (uuid, mime,
 * semver, mime-types) are not touched. iconv-lite, used there only to decode a response body, is replaced by
 * ./iconv-lite-browser.js (the browser's TextDecoder).
 */
const FROM_THEME = ['postman-collection', '@faker-js/faker', 'postman-url-encoder', 'mime-format', 'liquid-json', 'http-reasons', 'file-type', 'charset'];
/** mime-db 1.52 (the code-sample generators' mime-types 2.1); the site's own copy is an older 1.33. */
const FROM_GENERATORS = ['mime-db'];
const FROM_SITE = ['lodash'];

function packageDir(name: string, from: string): string {
  return dirname(createRequire(join(from, 'noop.js')).resolve(`${name}/package.json`));
}

export default function dedupeApiLibrariesPlugin(context: LoadContext): Plugin | null {
  if (isOff('dedupe-api-libraries')) return null;
  return {
    name: 'dedupe-api-libraries',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const theme = packageDir('docusaurus-theme-openapi-docs', context.siteDir);
      const generators = join(packageDir('postman-code-generators', theme), 'codegens', 'http');
      const alias: Record<string, string> = {};
      for (const name of FROM_THEME) alias[name] = packageDir(name, theme);
      for (const name of FROM_GENERATORS) alias[name] = packageDir(name, generators);
      for (const name of FROM_SITE) alias[name] = packageDir(name, context.siteDir);
      // iconv-lite's code tables (about 170 KB gzip) give way to the browser's own TextDecoder (see the file).
      alias['iconv-lite'] = join(__dirname, 'iconv-lite-browser.js');
      return {resolve: {alias}};
    },
  };
}
