/**
 * Markdown on request (config/serving/headers.ts, deploy/nginx/help-server.conf): what nginx answers for a page's own
 * URL by the request's Accept header, against the files of the build (read through built-site.ts):
 * - a page with a Markdown twin (a Japanese doc, an English API operation and the API overview, an archived 2.12
 *   Chinese doc; a Japanese release note when release notes have twins) answers `Accept: text/markdown` with the
 *   twin's bytes as text/markdown, `Accept-Encoding: br` with the twin's `.br`, and a browser's Accept or `*` + `/*`
 *   with its HTML; both answers with `Vary: Accept` and the pages' revalidation, HEAD and 304 alike;
 * - a page without a twin, and the twin asked for by its own URL, do not vary by Accept;
 * - an unknown page asked for as Markdown answers the locale's not-found page with 404;
 * - every twin of the build is what its page's URL answers for Markdown, and its page names it in
 *   `<link rel="alternate" type="text/markdown">`.
 * The Accept rule itself, case by case: tests/unit/serving-headers.test.ts.
 */
import {request as httpRequest} from 'node:http';
import {brotliDecompressSync} from 'node:zlib';
import {getAttributeValue} from 'domutils';
import {expect, test} from 'vitest';
import {CACHE, MARKDOWN_TYPE} from '../../config/serving/headers.ts';
import {BASE_URL, pageUrl} from '../../site/locales.ts';
import {markdownTwinUrl} from '../../src/markdown-twins/twin.ts';
import {builtFiles, builtLocale, fileForPath, parsedPage, pathOfPage, readBuilt, select, type BuiltLocale} from './built-site';
import {inParallel, siteBaseUrl} from './served';

/** Chromium's Accept for a navigation. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
const MARKDOWN_ANSWER_TYPE = `${MARKDOWN_TYPE}; charset=utf-8`;

type Answer = {status: number; headers: Record<string, string | string[] | undefined>; body: Buffer};

/** One request with the given method and headers; the body as sent on the wire. */
function ask(method: 'GET' | 'HEAD', path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = httpRequest(new URL(path, siteBaseUrl()), {method, headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const header = (a: Answer, name: string): string => {
  const v = a.headers[name];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
};
const varies = (a: Answer) =>
  header(a, 'vary')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .includes('accept');

type Page = {what: string; url: string; locale: BuiltLocale};

/** The twin of a page URL as a file of the build, if the build has one. */
const twinFile = (url: string): string | undefined => {
  const rel = fileForPath(markdownTwinUrl(url));
  return rel?.endsWith('.md') ? rel : undefined;
};

/** The first Japanese release note of the build. */
function jaReleaseNote(): Page {
  const l = builtLocale('ja');
  const post = builtFiles().find((f) => new RegExp(`^${l.folder}release-notes/\\d{4}/\\d{2}/\\d{2}/[^/]+/index\\.html$`).test(f));
  if (!post) throw new Error(`no release note in build/${l.folder}release-notes/`);
  return {what: 'a Japanese release note', url: pathOfPage(post), locale: l};
}

const PAGES: Page[] = [
  {what: 'a Japanese doc page', url: pageUrl('ja', 'docs/user-app/introduction'), locale: builtLocale('ja')},
  {what: 'an English API operation page', url: pageUrl('en', 'external-api/reference/get-building'), locale: builtLocale('en')},
  {what: 'the English API overview (a folder URL)', url: pageUrl('en', 'external-api/'), locale: builtLocale('en')},
  {what: 'an archived 2.12 Chinese doc page', url: pageUrl('zh-Hant', 'docs/2.12/user-app/introduction'), locale: builtLocale('zh-Hant')},
];

/** The listed pages with a twin (a release note too, when release notes have one) and those without one. */
function pagesByTwin(): {withTwin: Array<Page & {twin: string; html: string}>; without: Array<Page & {html: string}>} {
  const withTwin: Array<Page & {twin: string; html: string}> = [];
  const without: Array<Page & {html: string}> = [];
  const home = {what: 'the Japanese home page', url: pageUrl('ja'), locale: builtLocale('ja')};
  for (const page of [...PAGES, jaReleaseNote(), home]) {
    const html = fileForPath(page.url);
    if (!html?.endsWith('.html')) throw new Error(`${page.what} ${page.url}: no page in the build`);
    const twin = twinFile(page.url);
    if (twin) withTwin.push({...page, twin, html});
    else if (PAGES.includes(page)) throw new Error(`${page.what} ${page.url}: no Markdown twin ${markdownTwinUrl(page.url)} in the build`);
    else without.push({...page, html});
  }
  return {withTwin, without};
}

test('a page with a twin: text/markdown gets the twin, a browser and */* the HTML, both with Vary: Accept and revalidated', async () => {
  const problems: string[] = [];
  for (const page of pagesByTwin().withTwin) {
    const at = `${page.what} ${page.url}`;
    const checkCommon = (a: Answer, as: string) => {
      if (!varies(a)) problems.push(`${at} (${as}): Vary is "${header(a, 'vary')}", without Accept`);
      if (header(a, 'cache-control') !== CACHE.revalidate)
        problems.push(`${at} (${as}): Cache-Control "${header(a, 'cache-control')}", pages get "${CACHE.revalidate}"`);
      if (header(a, 'x-content-type-options') !== 'nosniff' || !header(a, 'content-security-policy'))
        problems.push(`${at} (${as}): the server's security headers are missing`);
    };

    const md = await ask('GET', page.url, {Accept: MARKDOWN_TYPE});
    if (md.status !== 200) problems.push(`${at} (Accept: ${MARKDOWN_TYPE}): status ${md.status}`);
    else {
      if (header(md, 'content-type') !== MARKDOWN_ANSWER_TYPE)
        problems.push(`${at} (Accept: ${MARKDOWN_TYPE}): Content-Type "${header(md, 'content-type')}", not "${MARKDOWN_ANSWER_TYPE}"`);
      if (!md.body.equals(readBuilt(page.twin))) problems.push(`${at} (Accept: ${MARKDOWN_TYPE}): the body is not build/${page.twin}`);
      checkCommon(md, `Accept: ${MARKDOWN_TYPE}`);
    }

    for (const accept of [BROWSER_ACCEPT, '*/*']) {
      const html = await ask('GET', page.url, {Accept: accept});
      if (html.status !== 200) problems.push(`${at} (Accept: ${accept}): status ${html.status}`);
      else {
        if (!header(html, 'content-type').startsWith('text/html')) problems.push(`${at} (Accept: ${accept}): Content-Type "${header(html, 'content-type')}"`);
        if (!html.body.equals(readBuilt(page.html))) problems.push(`${at} (Accept: ${accept}): the body is not build/${page.html}`);
        checkCommon(html, `Accept: ${accept}`);
      }
    }

    // The build's Brotli copy as is, which decompresses to the twin.
    const br = await ask('GET', page.url, {Accept: MARKDOWN_TYPE, 'Accept-Encoding': 'br'});
    if (header(br, 'content-encoding') !== 'br') problems.push(`${at} (Markdown, Accept-Encoding: br): Content-Encoding "${header(br, 'content-encoding')}"`);
    else if (!br.body.equals(readBuilt(`${page.twin}.br`))) problems.push(`${at} (Markdown, Accept-Encoding: br): the body is not build/${page.twin}.br`);
    else if (!brotliDecompressSync(br.body).equals(readBuilt(page.twin))) problems.push(`${at}: build/${page.twin}.br does not decompress to the twin`);
    if (br.status === 200) checkCommon(br, 'Markdown, Accept-Encoding: br');

    const head = await ask('HEAD', page.url, {Accept: MARKDOWN_TYPE});
    if (head.status !== 200 || header(head, 'content-type') !== MARKDOWN_ANSWER_TYPE || Number(header(head, 'content-length')) !== readBuilt(page.twin).length)
      problems.push(`${at} (HEAD, Markdown): ${head.status} ${header(head, 'content-type')}, ${header(head, 'content-length')} bytes, not the twin's`);
    else checkCommon(head, 'HEAD, Markdown');

    // A revalidation by the twin's ETag: 304 with the same Vary and caching.
    const etag = header(md, 'etag');
    const again = await ask('GET', page.url, {Accept: MARKDOWN_TYPE, 'If-None-Match': etag});
    if (!etag || again.status !== 304) problems.push(`${at} (Markdown, If-None-Match: ${etag}): status ${again.status}, not 304`);
    else checkCommon(again, 'Markdown, 304');
  }
  expect(problems, 'Markdown on request for pages with a twin').toEqual([]);
});

test('a page without a twin and a twin by its own URL do not vary by Accept', async () => {
  const problems: string[] = [];
  const {without} = pagesByTwin();
  expect(without.length, 'pages without a twin to check (a release note unless release notes have twins, the home page)').toBeGreaterThan(0);
  for (const page of without) {
    const at = `${page.what} ${page.url} (no twin)`;
    const a = await ask('GET', page.url, {Accept: MARKDOWN_TYPE});
    if (a.status !== 200 || !header(a, 'content-type').startsWith('text/html')) problems.push(`${at}: ${a.status} ${header(a, 'content-type')}, not its HTML`);
    else if (!a.body.equals(readBuilt(page.html))) problems.push(`${at}: the body is not build/${page.html}`);
    if (varies(a)) problems.push(`${at}: Vary "${header(a, 'vary')}" names Accept, though the answer never depends on it`);
    if (header(a, 'cache-control') !== CACHE.revalidate) problems.push(`${at}: Cache-Control "${header(a, 'cache-control')}"`);
  }
  const twin = markdownTwinUrl(PAGES[0].url);
  const own = await ask('GET', twin, {Accept: BROWSER_ACCEPT});
  if (own.status !== 200 || header(own, 'content-type') !== MARKDOWN_ANSWER_TYPE) problems.push(`${twin}: ${own.status} ${header(own, 'content-type')}`);
  if (varies(own)) problems.push(`${twin}: Vary "${header(own, 'vary')}" names Accept, though the .md URL is Markdown whatever the Accept`);
  expect(problems, 'answers that do not depend on Accept').toEqual([]);
});

test('an unknown page asked for as Markdown answers the locale not-found page with 404', async () => {
  const problems: string[] = [];
  const unknown: Array<[string, BuiltLocale]> = [
    [pageUrl('ja', 'docs/user-app/no-such-page'), builtLocale('ja')],
    [pageUrl('en', 'external-api/reference/no-such-operation'), builtLocale('en')],
    [pageUrl('zh-Hant', 'docs/2.12/user-app/no-such-page'), builtLocale('zh-Hant')],
  ];
  for (const [url, l] of unknown) {
    for (const method of ['GET', 'HEAD'] as const) {
      const a = await ask(method, url, {Accept: MARKDOWN_TYPE});
      if (a.status !== 404) problems.push(`${method} ${url} (Accept: ${MARKDOWN_TYPE}): status ${a.status}, not 404`);
      if (!header(a, 'content-type').startsWith('text/html'))
        problems.push(`${method} ${url}: Content-Type "${header(a, 'content-type')}", not the not-found page`);
      if (method === 'GET' && !a.body.equals(readBuilt(`${l.folder}404.html`))) problems.push(`${url}: the body is not build/${l.folder}404.html`);
      if (varies(a)) problems.push(`${method} ${url}: Vary "${header(a, 'vary')}" names Accept`);
      if (header(a, 'cache-control') !== CACHE.error)
        problems.push(`${method} ${url}: Cache-Control "${header(a, 'cache-control')}", errors get "${CACHE.error}"`);
    }
  }
  expect(problems, 'unknown pages with Accept: text/markdown').toEqual([]);
});

test('every twin of the build is what its page URL answers for text/markdown, and its page names it in <link rel="alternate">', async () => {
  const twins = builtFiles().filter((f) => f.endsWith('.md'));
  expect(twins.length, 'Markdown twins in build/').toBeGreaterThan(500);
  const problems: string[] = [];
  const pages = twins.map((rel) => {
    const twinUrl = `${BASE_URL}${rel}`;
    return {rel, twinUrl, url: twinUrl.endsWith('/index.md') ? twinUrl.slice(0, -'index.md'.length) : twinUrl.slice(0, -'.md'.length)};
  });
  for (const {rel, twinUrl, url} of pages) {
    const html = fileForPath(url);
    if (!html?.endsWith('.html')) {
      problems.push(`build/${rel}: no page ${url} in the build`);
      continue;
    }
    const links = select('link[rel=alternate][type="text/markdown"]', parsedPage(html)).map((el) => getAttributeValue(el, 'href'));
    if (!links.includes(twinUrl)) problems.push(`${url}: no <link rel="alternate" type="text/markdown" href="${twinUrl}"> (has ${JSON.stringify(links)})`);
  }
  const answers = await inParallel(pages, 8, (p) => ask('HEAD', p.url, {Accept: MARKDOWN_TYPE}));
  for (const [i, {rel, url}] of pages.entries()) {
    const a = answers[i];
    const size = readBuilt(rel).length;
    if (a.status !== 200 || header(a, 'content-type') !== MARKDOWN_ANSWER_TYPE || Number(header(a, 'content-length')) !== size || !varies(a))
      problems.push(
        `HEAD ${url} (Accept: ${MARKDOWN_TYPE}): ${a.status} ${header(a, 'content-type')}, ${header(a, 'content-length')} bytes, Vary "${header(a, 'vary')}"; build/${rel} has ${size} bytes`,
      );
  }
  expect(problems.slice(0, 30), `twins and their pages (${problems.length} problems)`).toEqual([]);
});
