// Writes build/_headers, the response headers for static hosts (Netlify, Cloudflare Pages), from the one source of
// headers (config/serving/headers.ts, config/serving/headers-file.ts) and the policy's script hashes that the build
// collected (plugins/content-security-policy/: .nginx/csp-script-hashes.json).
//
// Why a step of tools/build-all.ts after every locale is built, not the policy plugin's postBuild: the file has a
// rule for each file and folder at the top of each locale, and the other plugins write theirs (sw.js, llms.txt,
// the search index, the sitemap) in postBuild too, which Docusaurus runs in parallel: written there, the last
// locale's rules missed whichever of those came later.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from '../jiti.ts';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {HEADERS_FILE, headersFile} = jiti('../../config/serving/headers-file.ts');
const {allowsLocalMock, policies} = jiti('../../config/serving/headers.ts');
const {HASHES_FILE} = jiti('../../plugins/content-security-policy/index.ts');

/**
 * Writes `<buildDir>/_headers`; `siteUrl` is the build's origin (the local API mock is allowed from an http://
 * origin only, as in the policy nginx sends). Returns a line for the build's output.
 */
export function writeHeadersFile(buildDir, {siteUrl, analytics = Boolean(process.env.GTAG_TRACKING_ID?.trim())}) {
  const hashesPath = join(buildDir, HASHES_FILE);
  if (!existsSync(hashesPath)) throw new Error(`${hashesPath} is missing: the build writes it (plugins/content-security-policy/)`);
  const hashes = Object.values(JSON.parse(readFileSync(hashesPath, 'utf8'))).flat();
  const {text, differences} = headersFile(buildDir, policies(hashes, analytics, allowsLocalMock(siteUrl)));
  writeFileSync(join(buildDir, HEADERS_FILE), text);
  const rules = text.split('\n').filter((l) => l.startsWith('/')).length;
  return (
    `headers-file: ${join(buildDir, HEADERS_FILE)}: ${rules} rules` +
    (differences.length ? `; ${differences.length} files get their folder's headers, not nginx's (listed in the file)` : '')
  );
}

// `node tools/headers-file/index.ts [build dir] [site url]`
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(writeHeadersFile(resolve(process.argv[2] ?? 'build'), {siteUrl: process.argv[3] ?? process.env.SITE_URL ?? 'http://localhost:3000'}));
}
