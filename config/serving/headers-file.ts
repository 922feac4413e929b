/**
 * The `_headers` file of static hosts (Netlify, Cloudflare Pages) for a build, from the one source (./headers.ts),
 * and a reader of that format that says which headers a URL gets (used by tests/site/headers-file.test.ts).
 *
 * The format: a line with a URL path opens a rule, indented `Name: value` lines follow. `*` (one per path) matches
 * any characters, slashes included; `:name` matches one path segment. Every rule whose path matches applies;
 * Cloudflare Pages joins the values of a header given by two matching rules with a comma, so this file never lets
 * two rules that match one URL name the same header:
 * - the security headers: one rule for everything under /help/;
 * - the Content-Security-Policy and Cache-Control: one rule per entry at the top of each locale (a folder `docs/*`
 *   and, when it is a page, `docs` itself; a file `sw.js`), with the value that the pages in it (or, without pages,
 *   most of its files) get from nginx. Where a file below a folder would get another value from nginx, the file
 *   keeps its folder's value and the difference is listed at the top of the file (a static host cannot give a file
 *   an exception without a second rule).
 * What a `_headers` file cannot say: anything by status. nginx sends `no-store` with every error; a static host sends
 * the rule of the requested path with its not-found page (deploy/nginx/README.md, "On a CDN or static host"). Nor
 * content negotiation: nginx answers a page's URL with its Markdown twin when the Accept header prefers it and then
 * sends `Vary: Accept` (headers.ts, "Markdown on request"); a static host always sends the HTML, so the file gives no
 * Vary, and readers ask for the twin by its `.md` URL.
 * Limits (Cloudflare Pages): 100 rules, 2,000 characters a line; the build stops when the file would exceed them.
 * Why our own code: no maintained library in this project reads or writes the format (see headers.ts).
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {LOCALE_FOLDERS, SECURITY_HEADERS, SITE_PATH, cacheControlForFile, policyForFile, type Policies} from './headers.ts';

export const HEADERS_FILE = '_headers';
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

type Rule = {path: string; headers: Array<[string, string]>};

// Precompressed siblings (`x.js.br`, `x.js.gz`, tools/precompress/) are for nginx, which serves them in place of their
// file; a static host compresses by itself and is never asked for them by name: they count for no rule.
const visible = (name: string) => !name.startsWith('.') && name !== HEADERS_FILE && !/\.(?:br|gz)$/.test(name);

/** Every file below a folder, as paths relative to it. */
const filesBelow = (dir: string) =>
  (readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[]).filter((f) => !f.split('/').some((s) => !visible(s)) && statSync(join(dir, f)).isFile());

/** The text of build/_headers for the build in `buildDir`, and the files whose headers differ from nginx's. */
export function headersFile(buildDir: string, p: Policies): {text: string; differences: string[]} {
  const rules: Rule[] = [{path: `${SITE_PATH}*`, headers: Object.entries(SECURITY_HEADERS)}];
  const differences: string[] = [];
  const perFile = (local: string): Array<[string, string]> => [
    ['Content-Security-Policy', policyForFile(local, p)],
    ['Cache-Control', cacheControlForFile(local)],
  ];
  for (const folder of LOCALE_FOLDERS) {
    const localeDir = join(buildDir, folder);
    if (!existsSync(join(localeDir, 'index.html'))) continue;
    const base = `${SITE_PATH}${folder}`;
    const entries = readdirSync(localeDir)
      .filter((e) => visible(e) && !(folder === '' && LOCALE_FOLDERS.includes(`${e}/`)))
      .sort();
    for (const entry of entries) {
      if (statSync(join(localeDir, entry)).isFile()) {
        rules.push({path: `${base}${entry}`, headers: perFile(entry)});
        if (entry === 'index.html') rules.push({path: base, headers: perFile(entry)});
        continue;
      }
      // A folder: the value its pages get, or without pages the value most of its files get; the others are listed.
      // Pages first: a page cached for a year would keep readers on old docs, while a content-named file that is
      // revalidated only costs a request (docs/ holds the archived versions' search shards, more files than pages).
      const files = filesBelow(join(localeDir, entry)).map((f) => `${entry}/${f}`);
      const byValue = new Map<string, string[]>();
      for (const f of files) {
        const key = JSON.stringify(perFile(f));
        byValue.set(key, [...(byValue.get(key) ?? []), f]);
      }
      const pages = (list: string[]) => list.filter((f) => f.endsWith('.html')).length;
      const [chosen] = [...byValue.entries()].sort((a, b) => pages(b[1]) - pages(a[1]) || b[1].length - a[1].length)[0] ?? [
        JSON.stringify(perFile(`${entry}/`)),
      ];
      const headers = JSON.parse(chosen) as Array<[string, string]>;
      for (const [key, list] of byValue) {
        if (key === chosen) continue;
        const theirs = new Map(JSON.parse(key) as Array<[string, string]>);
        for (const f of list) {
          for (const [name, value] of headers) {
            if (theirs.get(name) !== value) differences.push(`${base}${f}: ${name} "${value}" here, "${theirs.get(name)}" from nginx`);
          }
        }
      }
      rules.push({path: `${base}${entry}/*`, headers});
      if (existsSync(join(localeDir, entry, 'index.html'))) rules.push({path: `${base}${entry}`, headers});
    }
  }
  const text = [
    '# Generated by the build from config/serving/headers.ts (config/serving/headers-file.ts): do not edit.',
    '# Response headers for Netlify and Cloudflare Pages: publish a folder whose help/ holds this build, with this',
    '# file at its top (deploy/nginx/README.md, "On a CDN or static host"). No two rules that match one URL name the',
    '# same header. Unlike nginx, errors get the headers of the path asked for (a `_headers` file cannot see a status).',
    ...(differences.length ? ["# Files that get their folder's headers here, and other ones from nginx:", ...differences.map((d) => `#   ${d}`)] : []),
    '',
    ...rules.flatMap((r) => [r.path, ...r.headers.map(([name, value]) => `  ${name}: ${value}`), '']),
  ].join('\n');
  if (rules.length > MAX_RULES) throw new Error(`${HEADERS_FILE}: ${rules.length} rules, Cloudflare Pages reads at most ${MAX_RULES}`);
  const long = text.split('\n').find((l) => l.length > MAX_LINE);
  if (long) {
    throw new Error(
      `${HEADERS_FILE}: a line of ${long.length} characters, Cloudflare Pages reads at most ${MAX_LINE} (too many inline-script hashes in the policy?): ${long.slice(0, 120)}…`,
    );
  }
  return {text, differences};
}

// Reading the format -------------------------------------------------------------------------------------------------

export type ParsedRule = {path: string; pattern: RegExp; headers: Array<[string, string]>; line: number};

/** The rules of a `_headers` file; throws on a line the hosts would not read. */
export function parseHeadersFile(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/') || (line.match(/\*/g) ?? []).length > 1) throw new Error(`_headers line ${i + 1}: not a path with at most one *: ${line}`);
      const source = line
        .split(/(\*|:[A-Za-z]\w*)/)
        .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      rules.push({path: line, pattern: new RegExp(`^${source}$`), headers: [], line: i + 1});
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!header || !rules.length) throw new Error(`_headers line ${i + 1}: not "Name: value" under a path: ${line}`);
    rules[rules.length - 1].headers.push([header[1], header[2]]);
  });
  return rules;
}

/**
 * The headers a URL path gets: every matching rule applies; a header named by two matching rules is joined with a
 * comma (Cloudflare Pages) and reported in `twice`. Names in lower case.
 */
export function headersFor(rules: ParsedRule[], urlPath: string): {headers: Record<string, string>; twice: string[]} {
  const headers: Record<string, string> = {};
  const from: Record<string, string> = {};
  const twice: string[] = [];
  for (const rule of rules.filter((r) => r.pattern.test(urlPath))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (key in headers) {
        twice.push(`${urlPath}: ${name} from ${from[key]} and ${rule.path} (line ${rule.line})`);
        headers[key] = `${headers[key]}, ${value}`;
      } else {
        headers[key] = value;
        from[key] = `${rule.path} (line ${rule.line})`;
      }
    }
  }
  return {headers, twice};
}
