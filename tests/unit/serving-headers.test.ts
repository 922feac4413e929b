/**
 * The serving headers' one source (config/serving/headers.ts), checked without a build: the nginx files carry what it
 * declares (their generated blocks are up to date), and the `_headers` file for static hosts that it writes for a
 * small build gives each kind of file its nginx headers, never one header from two rules, within Cloudflare Pages'
 * limits. What nginx and the real build/_headers send: tests/site/headers-file.test.ts.
 */
import {test, expect} from 'vitest';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {root} from '../support/content';
import {i18n} from '../../config/locales.ts';
import {CACHE, GENERATED_BLOCKS, LOCALE_FOLDERS, SITE_PATH, nginxMarkdownMapLines, policies, withGeneratedBlock} from '../../config/serving/headers.ts';
import {MAX_LINE, headersFile, headersFor, parseHeadersFile} from '../../config/serving/headers-file.ts';
import {pageUrl} from '../../site/locales.ts';
import {outputDir} from '../../site/paths.ts';

test('the nginx files carry the headers and caching rules of config/serving/headers.ts (npm run serving:nginx)', () => {
  for (const [file, lines] of Object.entries(GENERATED_BLOCKS)) {
    const text = readFileSync(join(root, 'deploy/nginx', file), 'utf8');
    expect(withGeneratedBlock(text, lines()), `deploy/nginx/${file} is out of date: run npm run serving:nginx`).toBe(text);
  }
});

test('the locale folders of the headers are those Docusaurus builds (config/locales.ts)', () => {
  const baseUrls = Object.values(i18n.localeConfigs)
    .map((c) => (c as {baseUrl: string}).baseUrl)
    .sort();
  expect(LOCALE_FOLDERS.map((f) => `${SITE_PATH}${f}`).sort()).toEqual(baseUrls);
});

test('_headers for a small build: each kind of file gets its nginx value, from one rule only', () => {
  const build = mkdtempSync(join(tmpdir(), 'headers-file-'));
  // The Japanese folder inside the build (`jp/`).
  const ja = `${outputDir('ja', '')}/`;
  const files = [
    'index.html',
    'sw.js',
    'search-index-ab12.json',
    'sitemap.xml',
    'assets/js/main.ab12.js',
    'docs/a/index.html',
    'docs/a.md',
    'docs/2.0/search-index-ab12.json',
    // An archived version's search shards: more files than the folder's pages, which still decide its value.
    'docs/2.0/search-index/aa11bb22cc.json',
    'docs/2.0/search-index/dd33ee44ff.json',
    'external-api/index.html',
    'external-api/openapi.yaml',
    'img/x.png',
    `${ja}index.html`,
    `${ja}docs/b/index.html`,
    `${ja}release-notes/rss.xml`,
    '.nginx/help-csp.conf',
  ];
  // With the build's precompressed siblings (tools/precompress/): twice as many as the files they belong to, they
  // must neither decide a folder's value nor get rules of their own.
  const siblings = files.filter((f) => /\.(?:html|md|js|json|xml|yaml)$/.test(f) && !f.startsWith('.')).flatMap((f) => [`${f}.br`, `${f}.gz`]);
  for (const f of [...files, ...siblings]) {
    mkdirSync(dirname(join(build, f)), {recursive: true});
    writeFileSync(join(build, f), '');
  }
  const p = policies(['abc='], false);
  const {text, differences} = headersFile(build, p);
  const rules = parseHeadersFile(text);
  const expected: Record<string, [string, string]> = {
    [pageUrl('en')]: [CACHE.revalidate, p.site],
    [pageUrl('en', 'sw.js')]: [CACHE.revalidate, p.site],
    [pageUrl('en', 'search-index-ab12.json')]: [CACHE.immutable, p.site],
    [pageUrl('en', 'sitemap.xml')]: [CACHE.other, p.site],
    [pageUrl('en', 'assets/js/main.ab12.js')]: [CACHE.immutable, p.site],
    [pageUrl('en', 'docs/a')]: [CACHE.revalidate, p.site],
    [pageUrl('en', 'docs/a.md')]: [CACHE.revalidate, p.site],
    [pageUrl('en', 'external-api')]: [CACHE.revalidate, p.api],
    [pageUrl('en', 'external-api/openapi.yaml')]: [CACHE.revalidate, p.api],
    [pageUrl('en', 'img/x.png')]: [CACHE.other, p.site],
    [pageUrl('ja')]: [CACHE.revalidate, p.site],
    [pageUrl('ja', 'docs/b/')]: [CACHE.revalidate, p.site],
    [pageUrl('ja', 'release-notes/rss.xml')]: [CACHE.revalidate, p.site],
  };
  for (const [url, [cache, csp]] of Object.entries(expected)) {
    const {headers, twice} = headersFor(rules, url);
    expect(twice, `${url}: a header from two rules`).toEqual([]);
    expect(headers['cache-control'], `${url}: Cache-Control`).toBe(cache);
    expect(headers['content-security-policy'], `${url}: Content-Security-Policy`).toBe(csp);
    expect(headers['x-frame-options'], `${url}: X-Frame-Options`).toBe('SAMEORIGIN');
    // A static host does not answer by Accept (nginx's Markdown on request), so nothing varies by it.
    expect(headers.vary, `${url}: Vary`).toBeUndefined();
  }
  expect(headersFor(rules, pageUrl('en', '.nginx/help-csp.conf')).headers['cache-control'], "the build's own folders get no rule").toBeUndefined();
  expect(
    rules.map((r) => r.path).filter((path) => /\.(?:br|gz)$/.test(path)),
    'rules for precompressed siblings',
  ).toEqual([]);
  // A folder's files share one rule, its pages' value: a file that nginx treats otherwise is named, not hidden.
  const archived = ['docs/2.0/search-index-ab12.json', 'docs/2.0/search-index/aa11bb22cc.json', 'docs/2.0/search-index/dd33ee44ff.json'].map((f) =>
    pageUrl('en', f),
  );
  expect(differences).toEqual(archived.map((url) => `${url}: Cache-Control "no-cache" here, "public, max-age=31536000, immutable" from nginx`));
  for (const url of archived) expect(text).toContain(`#   ${url}`);
});

test('_headers stops the build when the policy would not fit in a line that Cloudflare Pages reads', () => {
  const build = mkdtempSync(join(tmpdir(), 'headers-file-'));
  writeFileSync(join(build, 'index.html'), '');
  // Each inline-script hash adds 54 characters to the policy's line.
  const hashes = Array.from({length: 40}, (_, i) => `${String(i).padStart(43, 'A')}=`);
  expect(() => headersFile(build, policies(hashes, true))).toThrow(new RegExp(`at most ${MAX_LINE}`));
});

// Markdown on request: the generated maps, run as nginx runs them -------------------------------------------------

type NginxMap = {source: string; rows: Array<[string, string]>; fallback: string};

/** nginx's quoted string as read: quotes removed, `\\"`, `\\'` and `\\\\` unescaped (the config parser's rules). */
const unquote = (token: string) =>
  token.startsWith('"')
    ? token
        .slice(1, -1)
        .replace(/\\(["'\\])/g, '$1')
        .replace(/\\t/g, '\t')
        .replace(/\\n/g, '\n')
        .replace(/\\r/g, '\r')
    : token;

/** The `map` blocks of generated nginx lines, by variable name. */
function parseMaps(lines: string[]): Map<string, NginxMap> {
  const maps = new Map<string, NginxMap>();
  const token = String.raw`("(?:[^"\\]|\\.)*"|[^\s"]+)`;
  let current: NginxMap | undefined;
  for (const line of lines) {
    const open = new RegExp(String.raw`^map ${token} \$(\w+) \{$`).exec(line);
    if (open) {
      current = {source: unquote(open[1]), rows: [], fallback: ''};
      maps.set(open[2], current);
      continue;
    }
    if (line === '}') current = undefined;
    if (!current || line.trim() === 'volatile;' || line.startsWith('#')) continue;
    const row = new RegExp(String.raw`^\s+${token}\s+${token};$`).exec(line);
    if (!row) throw new Error(`not a map row: ${line}`);
    if (row[1] === 'default') current.fallback = unquote(row[2]);
    else current.rows.push([unquote(row[1]), unquote(row[2])]);
  }
  return maps;
}

/**
 * A variable's value as nginx computes it: a map's source with its variables, exact keys before regular expressions
 * (`~`, `~*` without case) in their order, the value with the match's `$1`…. A variable in `given` has that value,
 * map or not, as after help-server.conf's `set`.
 */
function nginxValue(maps: Map<string, NginxMap>, name: string, given: Record<string, string>): string {
  const expand = (text: string, captures: string[] = []): string =>
    text.replace(/\$(?:(\d)|\{?(\w+)\}?)/g, (_, digit: string | undefined, variable: string) =>
      digit ? (captures[Number(digit)] ?? '') : nginxValue(maps, variable, given),
    );
  if (name in given) return given[name];
  const map = maps.get(name);
  if (!map) throw new Error(`$${name} is neither a generated map nor given`);
  const key = expand(map.source);
  const exact = map.rows.find(([k]) => !k.startsWith('~') && k === key);
  if (exact) return expand(exact[1]);
  for (const [k, v] of map.rows.filter(([row]) => row.startsWith('~'))) {
    const match = (k.startsWith('~*') ? new RegExp(k.slice(2), 'i') : new RegExp(k.slice(1))).exec(key);
    if (match) return expand(v, [...match]);
  }
  return expand(map.fallback);
}

const markdownMaps = parseMaps(nginxMarkdownMapLines());
const prefersMarkdown = (accept: string) => nginxValue(markdownMaps, 'help_markdown_preferred', {http_accept: accept}) === '1';

test('Markdown on request: which Accept headers prefer text/markdown (the generated nginx maps)', () => {
  const markdown = [
    'text/markdown',
    'TEXT/Markdown',
    'text/markdown;charset=utf-8',
    'text/markdown, text/html',
    'text/markdown,text/html;q=0.9,*/*;q=0.8',
    'text/html;q=0.9, text/markdown',
    'text/html;q=0.5, text/markdown;q=1.0',
    'text/markdown;q=0.5, text/html;q=0.4',
    'text/markdown;q=0.1',
    'text/plain, text/markdown;q=0.9, */*;q=0.1',
    'text/html;q=0, text/markdown;q=0.3',
    'text/markdown;variant=GFM;q=1, text/html;q=0.8',
    'text/markdown , text/html',
    'application/json, text/markdown',
  ];
  const html = [
    '',
    '*/*',
    'text/*',
    'text/html',
    // A browser's navigation.
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/html, text/markdown',
    'text/html;q=0.9, text/markdown;q=0.9',
    'text/markdown;q=0.5, text/html',
    'text/markdown;q=0',
    'text/markdown; q=0.000, text/html;q=0.1',
    'text/markdown;q=0, */*',
    'text/markdownish',
    'text/x-markdown-not',
    'application/markdown',
  ];
  const wrong = [
    ...markdown.filter((a) => !prefersMarkdown(a)).map((a) => `Accept "${a}": HTML, should prefer Markdown`),
    ...html.filter((a) => prefersMarkdown(a)).map((a) => `Accept "${a}": Markdown, should get HTML`),
  ];
  expect(wrong, 'the Accept rule of config/serving/headers.ts').toEqual([]);
});

test('Markdown on request: the twin a page URL would have, the twin answered and Vary (the generated nginx maps)', () => {
  const twin = (uri: string) => nginxValue(markdownMaps, 'help_markdown_twin', {uri});
  expect(twin(pageUrl('ja', 'docs/user-app/introduction')), 'a doc page').toBe(pageUrl('ja', 'docs/user-app/introduction.md'));
  expect(twin(pageUrl('en', 'external-api/')), 'a folder page (the API overview)').toBe(pageUrl('en', 'external-api/index.md'));
  expect(twin('/elsewhere/page'), 'a path outside the site').toBe('');
  const found = pageUrl('ja', 'docs/user-app/introduction.md');
  const answer = (accept: string, twinFound: string) =>
    nginxValue(markdownMaps, 'help_markdown_answer', {http_accept: accept, uri: '', help_markdown_twin_found: twinFound});
  expect(answer('text/markdown', found), 'Markdown preferred, twin found').toBe(found);
  expect(answer('text/markdown', ''), 'Markdown preferred, no twin: the page (or not-found) as before').toBe('');
  expect(answer('text/html', found), 'HTML preferred').toBe('');
  const vary = (twinFound: string) => nginxValue(markdownMaps, 'help_vary', {help_markdown_twin_found: twinFound});
  expect(vary(found), 'Vary of a page with a twin').toBe('Accept');
  expect(vary(''), 'Vary of any other answer (empty: no header)').toBe('');
});
