/**
 * The static hosts' headers file (build/_headers, written by the build from config/serving/headers.ts) against what
 * nginx sends (deploy/nginx/, started by the global setup) for a URL of every kind in every locale: each header the
 * file gives a URL must be what nginx sends for it, and nginx must send every header the source declares. The file
 * is read as Netlify and Cloudflare Pages read it (config/serving/headers-file.ts): every matching rule applies, so
 * no URL of the build may get one header from two rules (Cloudflare would join them with a comma). One difference is
 * meant: nginx answers a page with a Markdown twin by the request's Accept header and sends `Vary: Accept`; a static
 * host always sends the HTML, so the file names no Vary (config/serving/headers-file.ts).
 */
import {expect, test} from 'vitest';
import {SECURITY_HEADERS, SITE_PATH} from '../../config/serving/headers.ts';
import {HEADERS_FILE, headersFor, parseHeadersFile} from '../../config/serving/headers-file.ts';
import {BUILT_LOCALES, builtFiles, isBuilt, textOf} from './built-site';
import {request} from './served';

const rules = () => {
  if (!isBuilt(HEADERS_FILE))
    throw new Error(
      `build/${HEADERS_FILE} is missing: the build writes it once every locale is built (tools/headers-file/); run \`npm run build:preview\` again.`,
    );
  return parseHeadersFile(textOf(HEADERS_FILE));
};

/** One URL of every kind in a locale, the hashed names read from the build. */
function urlsOf(folder: string): Record<string, string> {
  const base = `${SITE_PATH}${folder}`;
  const html = textOf(`${folder}index.html`);
  const asset = (re: RegExp, what: string) => {
    const found = re.exec(html)?.[0];
    if (!found) throw new Error(`${base}: no ${what} in index.html`);
    return `${base}${found}`;
  };
  // The first file directly in a folder of the locale whose name matches.
  const first = (sub: string, re: RegExp) =>
    builtFiles()
      .filter((f) => f.startsWith(`${folder}${sub}`) && !f.slice(`${folder}${sub}`.length).includes('/'))
      .map((f) => f.slice(`${folder}${sub}`.length))
      .find((f) => re.test(f));
  return {
    page: base,
    'doc page': `${base}docs/management-console/introduction`,
    'API operation page': `${base}external-api/reference/get-building`,
    'hashed JS': asset(/assets\/js\/main\.[0-9a-f]+\.js/, 'main.js'),
    CSS: asset(/assets\/css\/styles\.[0-9a-f]+\.css/, 'stylesheet'),
    'search index': `${base}${first('', /^search-index-[0-9a-f]+\.json$/)}`,
    'Markdown twin': `${base}docs/management-console/introduction.md`,
    'llms.txt': `${base}llms.txt`,
    'openapi.yaml': `${base}external-api/openapi.yaml`,
    'sw.js': `${base}sw.js`,
    manifest: `${base}manifest.webmanifest`,
    'RSS feed': `${base}release-notes/rss.xml`,
    'image outside assets': `${base}img/${first('img/', /\.(?:svg|png)$/)}`,
  };
}

const SENT_BY_NGINX = ['Content-Security-Policy', 'Cache-Control', ...Object.keys(SECURITY_HEADERS)];

test('build/_headers gives every kind of URL in every locale the headers nginx sends', async () => {
  const parsed = rules();
  const problems: string[] = [];
  const nginx = await request();
  for (const {folder} of BUILT_LOCALES) {
    for (const [kind, url] of Object.entries(urlsOf(folder))) {
      const response = await nginx.get(url, {maxRedirects: 0});
      if (response.status() !== 200) {
        problems.push(`${kind} ${url}: nginx answers ${response.status()}, not 200`);
        continue;
      }
      const sent = response.headers();
      const {headers: given, twice} = headersFor(parsed, url);
      problems.push(...twice.map((t) => `${kind} ${t}`));
      for (const name of SENT_BY_NGINX) {
        if (!sent[name.toLowerCase()]) problems.push(`${kind} ${url}: nginx sends no ${name}`);
        if (!given[name.toLowerCase()]) problems.push(`${kind} ${url}: ${HEADERS_FILE} gives no ${name}`);
      }
      if (given.vary) problems.push(`${kind} ${url}: ${HEADERS_FILE} gives Vary "${given.vary}", but a static host answers every Accept alike`);
      for (const [name, value] of Object.entries(given)) {
        if (sent[name] !== value) problems.push(`${kind} ${url}: ${name} is "${value}" in ${HEADERS_FILE} but "${sent[name]}" from nginx`);
      }
    }
  }
  expect(problems, `build/${HEADERS_FILE} against nginx`).toEqual([]);
});

test('no URL of the build gets a header from two rules of build/_headers (a host would join the values)', () => {
  const parsed = rules();
  const twice: string[] = [];
  const files = builtFiles().filter((f) => !/(^|\/)[._]/.test(f));
  for (const f of files) {
    const urls = [`${SITE_PATH}${f}`];
    // A page is also asked for by its folder, with and without the slash.
    if (f.endsWith('index.html')) urls.push(`${SITE_PATH}${f.slice(0, -'index.html'.length)}`, `${SITE_PATH}${f.slice(0, -'/index.html'.length)}`);
    for (const url of urls) twice.push(...headersFor(parsed, url).twice);
  }
  expect(files.length, 'files in build/').toBeGreaterThan(1000);
  expect(twice.slice(0, 20), `URLs that get a header twice (${twice.length})`).toEqual([]);
});
