/**
 * The search index as the build wrote it (the site's format, src/search/index-format.ts, written by
 * plugins/search-index/; read through built-site.ts): every guide page of the current version is in it with its
 * title and headings, and every page is found by its title (the engine the worker runs, in Node). That the result
 * list marks the words it found is a browser's: tests/browser/search.spec.ts.
 */
import {describe, expect, test} from 'vitest';
import {decodeHtml} from '../support/content';
import {isIndexFile, withPageUrls, type SearchIndexFile} from '../../src/search/index-format.ts';
import {engineFor} from '../search-eval/evaluate';
import {MAX_SEARCH_RESULTS} from '../../config/search.ts';
import {outputDir} from '../../site/paths.ts';
import {BUILD, BUILT_LOCALES, builtFiles, textOf, type BuiltLocale} from './built-site';
import {join} from 'node:path';
import {isManifest} from '../../src/search/index-split.ts';
import {readIndexFile} from '../../plugins/search-index/split-files.ts';

const ARCHIVED = /^docs\/\d+\.\d+\//;

type Page = {url: string; title: string; headings: string[]};
const text = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
/** The locale's folder as the messages name it: `build/jp` (English: `build`). */
const buildDir = (l: BuiltLocale): string => outputDir(l.code);

/** The current version's guide pages as built: URL, <h1> and the h2/h3 of the article (redirect stubs have none). */
function guidePages(l: BuiltLocale): Page[] {
  const files = builtFiles()
    .filter((f) => f.startsWith(`${l.folder}docs/`))
    .map((f) => f.slice(l.folder.length))
    .filter((f) => f.endsWith('index.html') && !ARCHIVED.test(f));
  return files.flatMap((file) => {
    const article = /<article[^>]*>([\s\S]*)<\/article>/.exec(textOf(`${l.folder}${file}`))?.[1];
    const h1 = article && /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(article)?.[1];
    if (!article || !h1) return [];
    // The heading text without its "#" link, as the plugin indexes it.
    const headings = [...article.matchAll(/<h([23])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) =>
      text(m[2].replace(/<a\b[^>]*\bclass="?hash-link\b[\s\S]*?<\/a>/g, '')),
    );
    return [{url: l.baseUrl + file.replace(/\/?index\.html$/, ''), title: text(h1), headings}];
  });
}

/** The locale's index as built (the current version's file, at the locale's root). */
function builtIndex(l: BuiltLocale): {url: string; json: unknown} {
  const name = builtFiles()
    .filter((f) => f.startsWith(l.folder))
    .map((f) => f.slice(l.folder.length))
    .find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
  expect(name, `${buildDir(l)} has a search index`).toBeTruthy();
  // The file is a split index's manifest; read whole with its shards (plugins/search-index/split-files.ts).
  expect(isManifest(JSON.parse(textOf(`${l.folder}${name}`))), `${l.baseUrl}${name} is a split index's manifest`).toBe(true);
  return {url: l.baseUrl + name, json: readIndexFile(join(BUILD, l.folder, name!))};
}

describe('the search index holds every guide page', () => {
  for (const l of BUILT_LOCALES) {
    test(`${l.i18nFolder}: the built index is compact and holds every guide page with its title and headings`, () => {
      const {url, json} = builtIndex(l);
      expect(isIndexFile(json), `${url} is in the site's format (plugins/search-index/ did not run?)`).toBe(true);
      const [titles, headings] = withPageUrls((json as SearchIndexFile).parts);
      const pages = guidePages(l);
      expect(pages.length, `${buildDir(l)}: built guide pages`).toBeGreaterThan(50);
      const problems: string[] = [];
      for (const page of pages) {
        const title = titles.filter((d) => d.u === page.url);
        if (title.length !== 1 || title[0].t !== page.title) {
          problems.push(`${page.url}: title document ${JSON.stringify(title.map((d) => d.t))}, page title "${page.title}"`);
          continue;
        }
        const indexed = new Set(headings.filter((d) => d.p === title[0].i).map((d) => d.t));
        // A heading worded as the page title is not indexed twice (the plugin's rule): the title document finds it.
        const missing = page.headings.filter((h) => !indexed.has(h) && h !== page.title);
        if (missing.length) problems.push(`${page.url}: headings not in the index: ${missing.join(' | ')}`);
      }
      expect(problems, `${url}: pages missing from the index`).toEqual([]);
    });
  }
});

// Each page by its own title, as a reader would type it, answered by the engine the search worker runs.
describe('every guide page is found by its own title', () => {
  for (const l of BUILT_LOCALES) {
    test(`${l.i18nFolder}: every guide page is found by its own title among the first ${MAX_SEARCH_RESULTS}`, () => {
      const {url, json} = builtIndex(l);
      const engine = engineFor(json as SearchIndexFile);
      const missed: string[] = [];
      for (const page of guidePages(l)) {
        const found = engine
          .search(page.title, MAX_SEARCH_RESULTS)
          .filter((r) => r.type === 0)
          .map((r) => r.document.u);
        if (!found.includes(page.url)) missed.push(`${page.url} "${page.title}": found ${found.slice(0, 3).join(', ') || 'nothing'}`);
      }
      expect(missed, `${url}: pages not found by their own title`).toEqual([]);
    });
  }
});
