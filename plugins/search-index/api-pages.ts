/**
 * The API operation pages in the search index: found by their title, summary, method and path, and the
 * page's name (`get-e-paper-controller`, and its runs of words with and without hyphens), the everyday words for its
 * verb in the page's language (config/api-search-words.ts) and its request's parameters, without the response
 * boilerplate every operation repeats ("要求が正しくありません…"), which would make every operation match every
 * question about errors.
 * The method and path are read from the built page: the OpenAPI theme renders them in a <pre>, which the search
 * plugin skips, for code blocks (internals/openapi-theme-endpoint-markup.ts). A reference page without them is a tag
 * page (below).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {API_REFERENCE_DIR, API_ROUTE} from '../../site/content.ts';
import type {SearchDocument} from '../../src/search/index-format.ts';
import type {SearchLanguage} from '../../site/locales.ts';
import {API_VERB_WORDS} from '../../config/api-search-words.ts';
import {endpointInHtml} from '../../internals/openapi-theme-endpoint-markup.ts';

/** An operation page's URL: a page of the API reference's folder, not a schema page. */
export const API_OPERATION_PAGE = new RegExp(`/${API_ROUTE}/${API_REFERENCE_DIR}/(?!schemas/)[^/]+$`);

/**
 * An operation page's name as readers type it: whole (`list-visitor-badges`), every run of two or more of its words
 * with and without hyphens (`visitor-badges`, `visitorbadges`, `listvisitorbadges`), so that a name typed with or
 * without its hyphens, or a part of it, is a word of the index.
 */
export function pageNames(url: string): string {
  const name = url.split('/').pop() ?? '';
  const parts = name.split('-').filter(Boolean);
  const names = new Set([name]);
  for (let start = 0; start < parts.length; start += 1) {
    for (let end = start + 2; end <= parts.length; end += 1) {
      names.add(parts.slice(start, end).join('-'));
      names.add(parts.slice(start, end).join(''));
    }
  }
  return [...names].join(' ');
}

/** The everyday words for what the operation does, by the verb its name starts with (config/api-search-words.ts). */
export function verbWords(url: string, lang: SearchLanguage): string {
  const verb = (url.split('/').pop() ?? '').split('-')[0];
  return API_VERB_WORDS[verb]?.[lang] ?? '';
}

/** Method and path of an operation page as built, or undefined. */
export function endpointOf(outDir: string, baseUrl: string, url: string): string | undefined {
  const file = join(outDir, url.slice(baseUrl.length), 'index.html');
  if (!url.startsWith(baseUrl) || !existsSync(file)) return undefined;
  return endpointInHtml(readFileSync(file, 'utf8'));
}

/**
 * The plugin's documents with the operation pages reduced to title, summary and introduction, the summary document
 * also holding the method, path and page name, and what its category covers (its tag page's introduction). The reference's tag pages (a list of a category's operations, no
 * method and path of their own) are left out: their one-word titles (ビル, 電子ペーパー) outranked the guides.
 */
export function refineApiPages(parts: SearchDocument[][], endpoint: (url: string) => string | undefined, lang: SearchLanguage = 'en'): SearchDocument[][] {
  const apiPages = new Map<number, string>();
  const endpoints = new Map<number, string>();
  const tagPages = new Set<number>();
  for (const doc of parts[0] ?? []) {
    if (!doc.u || !API_OPERATION_PAGE.test(doc.u)) continue;
    const found = endpoint(doc.u);
    if (found) {
      apiPages.set(doc.i, doc.u);
      endpoints.set(doc.i, found);
    } else tagPages.add(doc.i);
  }
  if (apiPages.size === 0 && tagPages.size === 0) return parts;
  // What each category covers, in its tag page's words (IoT デバイス: 在室センサーと、センサーが送信するデータです):
  // every operation of the category holds it, so a reader's word for the things (センサー, ケータリング) finds them.
  const tagTitles = new Map((parts[0] ?? []).filter((d) => tagPages.has(d.i)).map((d) => [d.i, d.t]));
  const scopes = new Map<string, string>();
  for (const doc of parts[4] ?? []) {
    const title = tagTitles.get(doc.p as number);
    if (title === undefined || scopes.has(title)) continue;
    const intro = (doc.t ?? '').split('📄️')[0].trim();
    scopes.set(title, (intro.startsWith(title) ? intro.slice(title.length) : intro).trim());
  }
  const scopeOf = (page: number) => scopes.get((parts[0] ?? []).find((d) => d.i === page)?.b?.at(-1) ?? '') ?? '';
  const described = new Set<number>();
  const introduced = new Set<number>();
  const refined = parts.map((docs, type) =>
    docs.flatMap((doc) => {
      if (tagPages.has(type === 0 ? doc.i : (doc.p as number))) return [];
      const url = type === 0 ? undefined : apiPages.get(doc.p as number);
      if (url === undefined) return [doc];
      if (type === 2) {
        described.add(doc.p as number);
        return [{...doc, t: `${doc.t} ${scopeOf(doc.p as number)} ${endpoints.get(doc.p as number)} ${pageNames(url)} ${verbWords(url, lang)}`}];
      }
      // The introduction (the first section before a heading: the code samples' note, the same on every operation,
      // follows it) and the request's parameters and body stay; the responses (the same errors everywhere) go.
      if (type !== 4) return [];
      if (doc.h === '#request') return [doc];
      if (doc.h || introduced.has(doc.p as number)) return [];
      introduced.add(doc.p as number);
      return [doc];
    }),
  );
  // An operation without a summary still gets its method, path and name.
  for (const [i, url] of apiPages) {
    if (!described.has(i))
      refined[2].push({
        i,
        t: `${scopeOf(i)} ${endpoints.get(i)} ${pageNames(url)} ${verbWords(url, lang)}`,
        s: refined[0].find((d) => d.i === i)?.t,
        p: i,
        u: url,
      });
  }
  return refined;
}
