/**
 * One pass over every page of the build (every locale, the archived versions copied in): each page is parsed once
 * and every per-page check runs on it. Each check is a test of its own below, failing with the pages and what is
 * wrong on each. What only a browser shows (the rendered page against its server HTML, on a sample of every page
 * kind and sidebar) is tests/browser/without-javascript.spec.ts.
 */
import {createHash} from 'node:crypto';
import {describe, expect, test} from 'vitest';
import {getAttributeValue, textContent} from 'domutils';
import type {Element} from 'domhandler';
import {SITE_TITLE} from '../../config/site-title.ts';
import {BASE_URL} from '../../site/locales.ts';
import {literal} from '../support/patterns';
import {BUILT_LOCALES, builtPages, fileForPath, isBuilt, parsedPage, select, selectFirst, sitemapPaths, textOf} from './built-site';

type Page = ReturnType<typeof builtPages>[number];
type Check = {name: string; why: string; run: (page: Page, context: PageContext) => string[]};
type PageContext = {html: string; doc: ReturnType<typeof parsedPage>; inSitemap: boolean};

const attr = (el: Element, name: string): string | undefined => getAttributeValue(el, name);

// --- what a page must hold ----------------------------------------------------------------------------------------

// The search page shows results a script computes from the reader's query: it has no heading or text of its own.
const isSearchPage = (path: string): boolean => /\/search\/?$/.test(path);
// A page whose folder is another build's (plugins/versions-apart: ElsewherePage) only leads there.
const isRedirectStub = (html: string): boolean => /<meta[^>]+http-equiv="?refresh/i.test(html);

/** Files named in the HTML (the pages are minified: attribute values are quoted only where they need it). */
const FILE_REFERENCE = new RegExp(
  `\\b(?:src|href)=["']?(${literal(BASE_URL)}[^"'\\s#?>]+\\.(?:svg|png|jpe?g|webp|gif|ico|js|css|json|ya?ml|txt|md|woff2?))(?=["'\\s>])`,
  'g',
);

/** React's markers of a part streamed after the shell (a `lazy()` or suspended part): hidden until a script moves it. */
const STREAMED = [/<template id="?B:\d/, /<div hidden id="?S:\d/, /\$RC\(/, /\$RS\(/];

let policyHashes: Set<string> | undefined;
/** The script hashes of the Content-Security-Policy the build computed (plugins/content-security-policy/). */
function cspHashes(): Set<string> {
  if (!policyHashes) {
    const rel = '_headers';
    if (!isBuilt(rel)) throw new Error('build/_headers is missing: the build writes it once every locale is built');
    policyHashes = new Set([...textOf(rel).matchAll(/'sha256-([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]));
  }
  return policyHashes;
}

/** SHA-256 of each inline script that runs (no src, JavaScript): as the policy plugin computes them. */
function inlineScripts(doc: PageContext['doc']): {hash: string; start: string}[] {
  return select('script', doc)
    .filter((s) => !attr(s, 'src'))
    .filter((s) => {
      const type = attr(s, 'type')?.toLowerCase();
      return !type || ['text/javascript', 'module', 'application/javascript'].includes(type);
    })
    .map((s) => {
      const code = textContent(s);
      return {hash: createHash('sha256').update(code, 'utf8').digest('base64'), start: code.slice(0, 60)};
    });
}

const ids = new Map<string, Set<string>>();
/** The ids a page's anchors can reach. */
function idsOf(rel: string): Set<string> {
  let set = ids.get(rel);
  if (!set) {
    set = new Set(select('[id]', parsedPage(rel)).map((el) => attr(el, 'id')!));
    for (const el of select('a[name]', parsedPage(rel))) set.add(attr(el, 'name')!);
    ids.set(rel, set);
  }
  return set;
}

const CHECKS: Check[] = [
  {
    name: "html lang is the locale's",
    why: 'screen readers, search engines and the CJK fonts follow it',
    run: (page, {doc}) => {
      const lang = attr(selectFirst('html', doc)!, 'lang');
      return lang === page.locale.htmlLang ? [] : [`<html lang="${lang}">, expected "${page.locale.htmlLang}"`];
    },
  },
  {
    name: 'a title with the site name and a main heading',
    why: 'tabs, bookmarks and search results name the page; the outline starts at <h1>',
    run: (page, {doc, html, inSitemap}) => {
      if (!inSitemap || isSearchPage(page.path) || isRedirectStub(html)) return [];
      const problems: string[] = [];
      const site = SITE_TITLE[page.locale.code];
      const title = textContent(selectFirst('title', doc) ?? doc).trim();
      if (!(title === site || title.endsWith(` | ${site}`) || title.startsWith(site))) problems.push(`title "${title}" does not end with "| ${site}"`);
      // The release-note lists too: the blog's title (src/theme/BlogPostItems), above the posts' titles.
      if (!selectFirst('h1', doc)) problems.push('no <h1> in the server HTML');
      return problems;
    },
  },
  {
    name: 'every image has alt text and exists',
    why: 'a screen reader reads the alt text (empty for a decorative image); a missing file is a broken picture',
    run: (page, {doc}) =>
      select('img', doc).flatMap((img) => {
        const src = attr(img, 'src') ?? '';
        const problems: string[] = [];
        if (attr(img, 'alt') === undefined) problems.push(`<img src="${src.slice(0, 80)}"> has no alt attribute`);
        if (src.startsWith(BASE_URL) && !fileForPath(new URL(src, 'http://x').pathname)) problems.push(`image ${src} is not in the build`);
        return problems;
      }),
  },
  {
    name: 'every file the page names is in the build',
    why: 'a rewritten or forgotten asset (plugins/exact-asset-references) is a broken page',
    run: (_page, {html}) =>
      [...html.matchAll(FILE_REFERENCE)]
        .filter(([, url]) => !isBuilt(decodeURIComponent(url.slice(BASE_URL.length))))
        .map(([, url]) => `names ${url}, which is not in the build`),
  },
  {
    name: 'the whole content is in the server HTML',
    why: 'with scripts off, blocked, or read by a crawler, a streamed or browser-only part is missing',
    run: (page, {doc, html, inSitemap}) => {
      if (isRedirectStub(html)) return [];
      const problems = STREAMED.filter((re) => re.test(html)).map(
        (re) => `holds React's streaming marker ${re.source}: part of the page is hidden until a script runs`,
      );
      const main = selectFirst('main', doc);
      // A page of the sitemap has content; a page outside it (a version's folder, leading to its first page) a link.
      const least = inSitemap ? 20 : 1;
      if (!isSearchPage(page.path) && (!main || textContent(main).replace(/\s+/g, ' ').trim().length < least))
        problems.push('<main> is empty or missing in the server HTML');
      // An API operation shows its parameters and responses in the server HTML (plugins/without-javascript renders
      // the theme's browser-only parts on the server).
      if (/\/external-api\/reference\/(?!schemas\/)[^/]+$/.test(page.path) && /class="?[^">]*openapi__method-endpoint/.test(html)) {
        if (!/class="?[^">]*openapi-tabs__response-header/.test(html) && !/openapi-tabs__response/.test(html))
          problems.push("the operation's responses are not in the server HTML");
      }
      return problems;
    },
  },
  {
    name: 'every link inside the site reaches a page and its anchor',
    why: 'a broken link or anchor is a dead end for the reader',
    run: (page, {doc}) =>
      select('a[href]', doc).flatMap((a) => {
        const href = attr(a, 'href')!;
        if (!href.startsWith(BASE_URL) && !href.startsWith('#')) return [];
        const url = new URL(href, `http://x${page.path}`);
        const target = fileForPath(url.pathname);
        if (!target) return [`links ${href}, which is not in the build`];
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) return [`links ${href}: no id "${fragment}" on ${url.pathname}`];
        return [];
      }),
  },
  {
    name: 'every inline script is allowed by the Content-Security-Policy',
    why: 'the policy lists each inline script by hash (plugins/content-security-policy): one left out does not run',
    run: (_page, {doc}) =>
      inlineScripts(doc)
        .filter((s) => !cspHashes().has(s.hash))
        .map((s) => `inline script "${s.start}…" (sha256-${s.hash}) is not in the policy's hashes`),
  },
  {
    name: 'a page that offers its Markdown twin has one',
    why: 'the copy button, the link and <link rel="alternate"> lead to the twin (plugins/markdown-twins)',
    run: (_page, {doc}) =>
      select('link[rel=alternate][type="text/markdown"], a[data-markdown-link]', doc)
        .map((el) => attr(el, 'href')!)
        .filter((href, i, all) => all.indexOf(href) === i && !fileForPath(href))
        .map((href) => `offers its Markdown twin ${href}, which is not in the build`),
  },
  {
    name: 'every doc page, API page and release note asks "Was this page helpful?", and no other page does',
    why: 'readers answer on the pages they read (src/feedback/); a page without the question leaves no trace of what failed them',
    run: (page, {doc, html}) => {
      const classes = attr(selectFirst('html', doc)!, 'class') ?? '';
      const asks = select('[data-feedback-slot]', doc).length;
      feedbackPages.any ||= asks > 0;
      if (isRedirectStub(html)) return [];
      const eligible = /\b(?:docs-doc-page|blog-post-page)\b/.test(classes);
      if (eligible) feedbackPages.eligible.push({path: page.rel, asks});
      if (asks > 1) return [`asks ${asks} times`];
      return !eligible && asks ? ['asks "Was this page helpful?" outside a doc page, API page or release note'] : [];
    },
  },
];

/** Whether the build asks at all (FEEDBACK_ENDPOINT, config/features/feedback.ts), and the pages that must then ask. */
const feedbackPages = {any: false, eligible: [] as Array<{path: string; asks: number}>};

// --- the pass -----------------------------------------------------------------------------------------------------

const findings = new Map<string, string[]>(CHECKS.map((c) => [c.name, []]));
const pages = builtPages();
const inSitemaps = new Set(BUILT_LOCALES.flatMap(sitemapPaths));
for (const page of pages) {
  const context: PageContext = {html: textOf(page.rel), doc: parsedPage(page.rel), inSitemap: inSitemaps.has(page.path)};
  for (const check of CHECKS) {
    for (const problem of check.run(page, context)) findings.get(check.name)!.push(`build/${page.rel} (${page.path}): ${problem}`);
  }
}

describe('every built page', () => {
  test('the build has its pages: every locale, the archived versions, over 900 in all', () => {
    expect(pages.length, 'built pages').toBeGreaterThan(900);
    for (const l of BUILT_LOCALES) {
      expect(pages.filter((p) => p.locale === l).length, `${l.baseUrl}: built pages`).toBeGreaterThan(250);
      expect(sitemapPaths(l).length, `build/${l.folder}sitemap.xml: paths`).toBeGreaterThan(50);
    }
  });

  for (const check of CHECKS) {
    test(`${check.name} (${check.why})`, () => {
      const problems = findings.get(check.name)!;
      expect(problems.slice(0, 40), `${problems.length} page(s) fail "${check.name}"`).toEqual([]);
    });
  }
});

test('with feedback on (npm test builds with FEEDBACK_ENDPOINT), every doc page, API page and release note asks', () => {
  expect(feedbackPages.eligible.length, 'doc pages, API pages and release notes found').toBeGreaterThan(700);
  const silent = feedbackPages.eligible.filter((p) => !p.asks).map((p) => `build/${p.path}: no "Was this page helpful?"`);
  // Without an endpoint no page asks (tests/browser/dev-server.spec.ts); with one, a page that does not is a defect.
  if (feedbackPages.any) expect(silent.slice(0, 40), `${silent.length} page(s) without the question`).toEqual([]);
});

describe('every sitemap path', () => {
  test('is a page of the build', () => {
    const missing = BUILT_LOCALES.flatMap((l) =>
      sitemapPaths(l)
        .filter((p) => !fileForPath(p))
        .map((p) => `build/${l.folder}sitemap.xml lists ${p}, which no file of the build serves`),
    );
    expect(missing.slice(0, 40), `${missing.length} sitemap paths without a page`).toEqual([]);
  });
});
