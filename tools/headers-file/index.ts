// Writes build/_headers, the response headers for static hosts (Netlify, Cloudflare Pages), from the one source of
// headers (config/serving/headers.ts, config/serving/headers-file.ts) and the policy's script hashes that the build
// collected (plugins/content-security-policy/: .nginx/csp-script-hashes.json).
//
// Why a step of tools/build-all.ts after every locale is built, not the policy plugin's postBuild: the file has a
// rule for each file and folder at the top of each locale, and the other plugins write theirs (sw.js, llms.txt,
// the search index, the sitemap) in postBuild too, which Docusaurus runs in parallel: written there, the last
// locale's rules missed whichever of those came later.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {processPlan} from '../../config/build-plan.ts';
import {HEADERS_FILE, headersFile} from '../../config/serving/headers-file.ts';
import {HASHES_FILE, allowsLocalMock, feedbackConnectSource, policies} from '../../config/serving/headers.ts';

type Options = {
  /** The build's origin: the local API mock is allowed from an http:// origin only, as in the policy nginx sends. */
  siteUrl: string;
  /** Whether the build has analytics (the Google tag's origins in the policy). */
  analytics: boolean;
  /** The build's feedback endpoint, if any (an endpoint on another origin is a source of the policy). */
  feedbackEndpoint?: string;
};

/** Writes `<buildDir>/_headers`; returns what it wrote, for the build's output (`build/_headers: 60 rules`). */
export function writeHeadersFile(buildDir: string, {siteUrl, analytics, feedbackEndpoint}: Options): string {
  const hashesPath = join(buildDir, HASHES_FILE);
  if (!existsSync(hashesPath)) throw new Error(`${hashesPath} is missing: the build writes it (plugins/content-security-policy/)`);
  const byLocale: Record<string, string[]> = JSON.parse(readFileSync(hashesPath, 'utf8'));
  const {text, differences} = headersFile(
    buildDir,
    policies(Object.values(byLocale).flat(), analytics, allowsLocalMock(siteUrl), feedbackConnectSource(feedbackEndpoint, siteUrl)),
  );
  writeFileSync(join(buildDir, HEADERS_FILE), text);
  const rules = text.split('\n').filter((l) => l.startsWith('/')).length;
  const written = join(buildDir, HEADERS_FILE);
  const shown = relative(process.cwd(), written).startsWith('..') ? written : relative(process.cwd(), written);
  return `${shown}: ${rules} rules` + (differences.length ? `; ${differences.length} files get their folder's headers, not nginx's (listed in the file)` : '');
}

// `node tools/headers-file/index.ts [build dir] [site url]`
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const buildDir = resolve(process.argv[2] ?? 'build');
    if (!existsSync(buildDir)) throw new Error(`${buildDir} does not exist: build the site first (npm run build or npm run build:preview)`);
    const plan = processPlan();
    console.log(
      `headers-file: ${writeHeadersFile(buildDir, {
        siteUrl: process.argv[3] ?? plan.siteUrl,
        analytics: plan.analyticsId !== undefined,
        feedbackEndpoint: plan.feedbackEndpoint,
      })}`,
    );
  } catch (error) {
    console.error(`headers-file: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
