/**
 * The search index as the reader's browser gets it (issue 25: the site's format, src/search/index-format.ts, written
 * by plugins/search-index/): every guide page of the current version is in it with its title and headings, every
 * page is found by its title (the engine the worker runs, in Node), and the result list still marks the words it
 * found (the file keeps no word positions; the list finds the words in the shown text).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, open} from '../support/fixtures';
import {root, decodeHtml} from '../support/content';
import {searchFor, searchIndexParts} from '../support/search';
import {isIndexFile, type SearchIndexFile} from '../../src/search/index-format';
import {engineFor} from '../search-eval/evaluate';
import {MAX_SEARCH_RESULTS} from '../../config/search';

const LOCALES = [
  {locale: 'jp', dir: 'build/jp', base: '/help/jp/'},
  {locale: 'zh', dir: 'build/zh', base: '/help/zh/'},
  {locale: 'en', dir: 'build', base: '/help/'},
] as const;
const ARCHIVED = /^docs\/\d+\.\d+\//;

type Page = {url: string; title: string; headings: string[]};
const text = (html: string) => decodeHtml(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

/** The current version's guide pages as built: URL, <h1> and the h2/h3 of the article (redirect stubs have none). */
function builtPages(dir: string, base: string): Page[] {
  const files = readdirSync(join(root, dir, 'docs'), {recursive: true, encoding: 'utf8'})
    .map((f) => `docs/${f.replace(/\\/g, '/')}`)
    .filter((f) => f.endsWith('index.html') && !ARCHIVED.test(f));
  return files.flatMap((file) => {
    const article = /<article[^>]*>([\s\S]*)<\/article>/.exec(readFileSync(join(root, dir, file), 'utf8'))?.[1];
    const h1 = article && /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(article)?.[1];
    if (!article || !h1) return [];
    // The heading text without its "#" link, as the plugin indexes it.
    const headings = [...article.matchAll(/<h([23])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => text(m[2].replace(/<a\b[^>]*\bclass="?hash-link\b[\s\S]*?<\/a>/g, '')));
    return [{url: base + file.replace(/\/?index\.html$/, ''), title: text(h1), headings}];
  });
}

/** The locale's index as served (the current version's file, at the locale's root). */
async function servedIndex(request: import('@playwright/test').APIRequestContext, dir: string, base: string) {
  const name = readdirSync(join(root, dir)).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
  expect(name, `${dir} has a search index`).toBeTruthy();
  const res = await request.get(base + name, {headers: {'accept-encoding': 'gzip'}});
  expect(res.status(), `${base}${name}`).toBe(200);
  return {url: base + name, json: (await res.json()) as unknown};
}

for (const {locale, dir, base} of LOCALES) {
  test(`${locale}: the served index is compact and holds every guide page with its title and headings`, async ({request}) => {
    const {url, json} = await servedIndex(request, dir, base);
    expect(isIndexFile(json), `${url} is in the site's format (plugins/search-index/ did not run?)`).toBe(true);
    const [titles, headings] = searchIndexParts(json);
    const pages = builtPages(dir, base);
    expect(pages.length, `${dir}: built guide pages`).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const page of pages) {
      const title = titles.documents.filter((d) => d.u === page.url);
      if (title.length !== 1 || title[0].t !== page.title) {
        problems.push(`${page.url}: title document ${JSON.stringify(title.map((d) => d.t))}, page title "${page.title}"`);
        continue;
      }
      const indexed = new Set(headings.documents.filter((d) => d.p === title[0].i).map((d) => d.t as string));
      // A heading worded as the page title is not indexed twice (the plugin's rule): the title document finds it.
      const missing = page.headings.filter((h) => !indexed.has(h) && h !== page.title);
      if (missing.length) problems.push(`${page.url}: headings not in the index: ${missing.join(' | ')}`);
    }
    expect(problems, `${url}: pages missing from the index`).toEqual([]);
  });
}

// Each page by its own title, as a reader would type it, answered by the engine the search worker runs.
for (const {locale, dir, base} of LOCALES) {
  test(`${locale}: every guide page is found by its own title among the first ${MAX_SEARCH_RESULTS}`, async ({request}) => {
    const {url, json} = await servedIndex(request, dir, base);
    const engine = engineFor(json as SearchIndexFile);
    const missed: string[] = [];
    for (const page of builtPages(dir, base)) {
      const found = engine
        .search(page.title, MAX_SEARCH_RESULTS)
        .filter((r) => r.type === 0)
        .map((r) => r.document.u);
      if (!found.includes(page.url)) missed.push(`${page.url} "${page.title}": found ${found.slice(0, 3).join(', ') || 'nothing'}`);
    }
    expect(missed, `${url}: pages not found by their own title`).toEqual([]);
  });
}

test('jp: the result list marks the words it found in each preview', async ({page}) => {
  await open(page, '/help/jp/docs/management-console/introduction');
  const {suggestions} = await searchFor(page, '会議室');
  await expect(suggestions.first()).toBeVisible({timeout: 15_000});
  const marks = await page.locator('[role="listbox"] [role="option"] mark').allTextContents();
  expect(marks.filter((m) => m.includes('会議')), 'marked words in the previews').not.toEqual([]);
  // Every row that shows the word marks it (a page found by its text alone shows a title without it).
  const unmarked = await suggestions.evaluateAll((els) =>
    els.filter((el) => (el.textContent ?? '').includes('会議室') && !el.querySelector('mark')?.textContent?.includes('会議')).map((el) => el.textContent),
  );
  expect(unmarked, 'rows that show 会議室 without marking it').toEqual([]);
});
