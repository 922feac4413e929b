// Checks the links that cross between builds (archived docs versions built apart): Docusaurus checks each build's links to its own pages, and
// accepts a link into another build's territory (plugins/versions-apart/) without knowing whether that page exists.
// Once a locale's folder holds the current build and the archived versions copied in, this checks, in the built
// HTML, every link of an archived page to the locale (navbar, footer, content) and every link of a current page into
// an archived version: the page must exist, and its anchor too. Ours because no link checker of the stack reads a
// folder merged from several builds (the writers' lint, tools/lint/check-links.ts, checks the sources).
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {DOCS_ROUTE} from '../../site/content.ts';

function* htmlFiles(dir: string, skip: ReadonlySet<string>): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (skip.has(path)) continue;
    if (statSync(path).isDirectory()) yield* htmlFiles(path, skip);
    else if (name.endsWith('.html')) yield path;
  }
}

/** What the check found: links checked, pages read, and a sentence per broken link. */
export type MergedLinks = {checked: number; pages: number; problems: string[]};

/**
 * Checks the links of a locale's merged folder.
 * @param dir the locale's folder (build/jp)
 * @param baseUrl its URL (/help/jp/)
 * @param versions the archived versions copied in
 * @param skipDirs folders inside dir that are not this locale's (other locales' folders under build/)
 */
export function checkMergedLinks(dir: string, baseUrl: string, versions: readonly string[], skipDirs: readonly string[] = []): MergedLinks {
  const archivedPrefixes = versions.map((v) => `${baseUrl}${DOCS_ROUTE}/${v}/`);
  const inArchived = (path: string) => archivedPrefixes.some((p) => path.startsWith(p));
  const idsOf = new Map<string, Set<string>>();
  const targetFile = (pathname: string) => {
    const rel = decodeURIComponent(pathname.slice(baseUrl.length));
    for (const candidate of [join(dir, rel, 'index.html'), join(dir, `${rel.replace(/\/$/, '')}.html`), join(dir, rel)]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  };
  const ids = (file: string): Set<string> => {
    let found = idsOf.get(file);
    if (!found) {
      found = new Set([...readFileSync(file, 'utf8').matchAll(/\sid=(?:"([^"]*)"|([^\s>"]+))/g)].map((m) => m[1] ?? m[2]));
      idsOf.set(file, found);
    }
    return found;
  };
  const problems: string[] = [];
  let checked = 0;
  let pages = 0;
  for (const file of htmlFiles(dir, new Set(skipDirs.map((d) => join(dir, d))))) {
    const pagePath = relative(dir, file)
      .replace(/(^|\/)index\.html$/, '$1')
      .replace(/\.html$/, '');
    const pageUrl = `${baseUrl}${pagePath}`;
    const fromArchived = inArchived(pageUrl);
    const html = readFileSync(file, 'utf8');
    pages++;
    // The minifier leaves attribute values unquoted where it can.
    for (const m of html.matchAll(/<a\b[^>]*?\shref=(?:"([^"]*)"|([^\s>"]+))/g)) {
      const href = (m[1] ?? m[2]).replace(/&amp;/g, '&');
      if (!href.startsWith('/')) continue;
      const url = new URL(href, 'http://site');
      // Another locale's pages (the language menu) are that locale's check.
      if (!url.pathname.startsWith(baseUrl) || skipDirs.some((d) => url.pathname.startsWith(`${baseUrl}${d}/`))) continue;
      // A current page's link to a current page is Docusaurus's to check.
      if (!fromArchived && !inArchived(url.pathname)) continue;
      checked++;
      const target = targetFile(url.pathname);
      if (!target) {
        problems.push(`${pageUrl}: links to ${href}, which no build makes`);
        continue;
      }
      const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
      if (anchor && target.endsWith('.html') && !ids(target).has(anchor)) problems.push(`${pageUrl}: links to ${href}, whose page has no anchor #${anchor}`);
    }
  }
  return {checked, pages, problems};
}
