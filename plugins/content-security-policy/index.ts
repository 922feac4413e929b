import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {processPlan} from '../../config/build-plan.ts';
import {CSP_FILE, HASHES_FILE, allowsLocalMock, feedbackConnectSource, nginxCspMap, policies} from '../../config/serving/headers.ts';

/**
 * The Content-Security-Policy the web server sends with every page, computed from the build itself.
 *
 * Docusaurus writes a few inline scripts into every page (the colour mode and announcement bar applied before the
 * first paint; the Google tag when analytics is configured). Rather than allowing every inline script, the policy
 * lists the SHA-256 hash of each one found in the built HTML, so a script injected into a page does not run.
 * After each locale's build this plugin writes `build/.nginx/help-csp.conf`: an nginx `map` that gives
 * `$help_csp`, one policy for the site and one, with wider `connect-src`, for the API reference, whose try-it panel
 * calls the reader's own server. deploy/nginx/help-server.conf sends it; nginx refuses to serve dotted folders, so
 * the file is never public. It also writes `build/_headers`, the same headers for static hosts
 * (config/serving/headers-file.ts), which nginx refuses to serve too. Why our own code: no Docusaurus plugin
 * computes hashes for a header set by the server.
 */

// The policy's directives and per-path variants are declared with the other headers in config/serving/headers.ts.
export {CSP_FILE, HASHES_FILE, policies, type Policies} from '../../config/serving/headers.ts';

/** SHA-256 (base64) of every inline script that runs: no `src`, and JavaScript (JSON-LD data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*"?([^"\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(createHash('sha256').update(m[2], 'utf8').digest('base64'));
  }
  return hashes;
}

/** Every page of a build folder (the build's own dotted folders, such as .nginx, hold no pages). */
const htmlFiles = (dir: string) =>
  (readdirSync(dir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html') && !/(^|\/)\./.test(f)).map((f) => join(dir, f));

/** nginx `map` from the request path to the policy; the API reference gets the try-it policy. */
export const nginxMap = nginxCspMap;

export default function contentSecurityPolicyPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({outDir}) {
      const {currentLocale, defaultLocale} = context.i18n;
      // Every locale is built into its own folder of build/ (English at its root): the map covers them all.
      const buildRoot = currentLocale === defaultLocale ? outDir : dirname(outDir);
      const hashesPath = join(buildRoot, HASHES_FILE);
      const byLocale: Record<string, string[]> = existsSync(hashesPath) ? JSON.parse(readFileSync(hashesPath, 'utf8')) : {};
      const found = new Set<string>();
      for (const file of htmlFiles(outDir)) for (const h of inlineScriptHashes(readFileSync(file, 'utf8'))) found.add(h);
      byLocale[currentLocale] = [...found].sort();
      mkdirSync(dirname(hashesPath), {recursive: true});
      writeFileSync(hashesPath, `${JSON.stringify(byLocale, null, 2)}\n`);
      const plan = processPlan();
      const analytics = plan.analyticsId !== undefined;
      const feedback = feedbackConnectSource(plan.feedbackEndpoint, context.siteConfig.url);
      // The local API mock is allowed from a preview build (http://) only: config/serving/headers.ts.
      const built = policies(Object.values(byLocale).flat(), analytics, allowsLocalMock(context.siteConfig.url), feedback);
      writeFileSync(join(buildRoot, CSP_FILE), nginxCspMap(built));
      // The same headers for static hosts (build/_headers) are written by tools/build-all.ts once every locale is
      // built (tools/headers-file/): the other plugins' files are not all written yet here.
    },
  };
}
