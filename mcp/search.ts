/**
 * search_docs: the site's own search, as the browser's search worker runs it (the patched worker in patches/): the
 * same engine (src/search/engine.ts) over the same split index of the build (`search-index-<hash>.json` and only the
 * shards a query needs, src/search/sharded-search.ts), with the same readers' words (from the manifest, ./manifest.ts)
 * and lunr's English stemmer. So an assistant gets the pages a reader would get, in the same order.
 */
import lunr from 'lunr';
import {SearchEngine, type SearchResult} from '../src/search/engine.ts';
import {isIndexFile} from '../src/search/index-format.ts';
import {isManifest} from '../src/search/index-split.ts';
import {ShardedSearch} from '../src/search/sharded-search.ts';
import {SEARCH_INPUT_MAX_LENGTH} from '../src/constants/search.ts';
import type {ManifestVersion} from './manifest.ts';
import {inLocale, siteUrl, type BuiltLocale, type BuiltSite} from './site.ts';

export {SEARCH_INPUT_MAX_LENGTH};

/** One page found: its title, URL, and the text around the best match (its best section's, when it has one). */
export type SearchHit = {title: string; url: string; section?: string; sectionUrl?: string; excerpt: string};

type Engine = {search(input: string, limit: number): SearchResult[] | Promise<SearchResult[]>};

/** The index file's name in a folder, as the search plugin names it (tests/search-eval/evaluate.ts looks the same way). */
const INDEX_NAME = /^search-index-[0-9a-f]+\.json$|^search-index\.json$/;

/** lunr's English stemmer, as the worker and the index builder use it. */
const stem = (word: string): string => lunr.stemmer(new lunr.Token(word)).toString();

/** Per loaded site, its engines by locale and version: the shards a query loaded stay for the next (every HTTP request's server shares them). */
const enginesOf = new WeakMap<BuiltSite, Map<string, Engine>>();

/** The engine of a locale's docs version, made at its first search (the manifest now, shards as queries need them). */
function engineOf(site: BuiltSite, built: BuiltLocale, version: ManifestVersion): Engine {
  const key = `${built.locale.code}/${version.name}`;
  const engines = enginesOf.get(site) ?? enginesOf.set(site, new Map()).get(site)!;
  let engine = engines.get(key);
  if (engine) return engine;
  const folder = inLocale(built, version.indexFolder);
  const name = site.files.list(folder).find((f) => INDEX_NAME.test(f));
  if (!name) throw new Error(`The build has no search index for ${built.locale.code} ${version.name} (in ${folder || '.'}/).`);
  const body = site.files.readJson(`${folder ? `${folder}/` : ''}${name}`);
  const options = {readersWords: built.manifest.readersWords, stem};
  if (isManifest(body)) {
    // Shards by their path relative to the manifest's folder, read inside the build only (./site-files.ts).
    const fetchJson = async (path: string) => {
      const json = site.files.readJson(`${folder ? `${folder}/` : ''}${path}`);
      if (json === undefined) throw new Error(`search index shard ${path}: missing`);
      return json;
    };
    engine = new ShardedSearch(body, options, fetchJson);
  } else if (isIndexFile(body)) {
    engine = new SearchEngine(body, options);
  } else {
    throw new Error(`${folder}/${name}: not a search index of this site's format.`);
  }
  engines.set(key, engine);
  return engine;
}

/**
 * The pages for a query, at most `limit`, in the site's order. The engine lists the best sections of each page only
 * in a long list (more than 10 rows, as the search page): asked for at least 11, it gives each page its excerpt, and
 * its order of pages does not depend on the length of the list.
 */
export async function searchDocs(site: BuiltSite, built: BuiltLocale, version: ManifestVersion, query: string, limit: number): Promise<SearchHit[]> {
  const rows = await engineOf(site, built, version).search(query, Math.max(limit, 11));
  const hits: SearchHit[] = [];
  for (const row of rows) {
    if (row.type === 0) {
      if (hits.length === limit) break;
      hits.push({title: row.document.t, url: siteUrl(site, row.document.u ?? ''), excerpt: ''});
      continue;
    }
    const hit = hits[hits.length - 1];
    if (!hit || !row.page || hit.excerpt) continue;
    // A text row holds the words around the match; a heading row its heading.
    const anchor = row.document.h ?? '';
    const pageUrl = siteUrl(site, row.page.u ?? '');
    if (row.type === 4) {
      hit.excerpt = row.document.t;
      if (row.document.s) hit.section = row.document.s;
    } else {
      hit.section = row.document.t;
    }
    if (anchor) hit.sectionUrl = `${pageUrl}${anchor}`;
  }
  return hits;
}
