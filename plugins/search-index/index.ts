import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {siteLocale, type SearchLanguage} from '../../site/locales.ts';
import {isIndexFile, type SearchDocument} from '../../src/search/index-format.ts';
import {isManifest} from '../../src/search/index-split.ts';
import {writeSplitIndex} from './split-files.ts';
import {searchIndexesPending, searchIndexesWritten} from './written.ts';
import {INDEX_FILE, pluginIndexParts, searchLocal} from '../../internals/search-local-index-files.ts';
import {endpointOf, refineApiPages} from './api-pages.ts';
import {buildIndexFile} from './build-index.ts';

/**
 * The search plugin (@easyops-cn/docusaurus-search-local), with its index files rewritten in the site's own format
 * once it has written them (src/search/index-format.ts): the plugin stays the search box, results list, search page
 * and the extractor of titles, headings and sections from the built pages; the words, readings, bigrams and synonyms
 * are ours (./build-index.ts), and so is the engine in the worker (src/search/engine.ts). Each index is written split
 * (./split-files.ts, src/search/index-split.ts): a query fetches only the parts that hold its words.
 * Why a wrapper and not a plugin of its own: Docusaurus runs the plugins' postBuild steps at the same time, so only
 * the search plugin's own postBuild knows when its files are complete.
 * Leans on the plugin's file layout (internals/search-local-index-files.ts): `search-index*.json` in the output
 * folder, each a JSON array of {documents, index} per kind of document. A file of another shape stops the build.
 */
const siteSearchPlugin = async function siteSearchPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = (await searchLocal.default(context, options)) as Plugin;
  const postBuild = plugin.postBuild!;
  const lang = languageOf(context.i18n.currentLocale);
  searchIndexesPending();
  return {
    ...plugin,
    async postBuild(props) {
      try {
        await postBuild.call(plugin, props);
      } catch (error) {
        searchIndexesWritten(error);
        throw error;
      }
      const started = Date.now();
      const files = await rewriteIndexes(props.outDir, context.baseUrl, lang).catch((error: unknown) => {
        searchIndexesWritten(error);
        throw error;
      });
      searchIndexesWritten();
      const sizes = files.map(({file, before, after}) => `${file} ${kb(before)} → ${kb(after)} KB`).join(', ');
      console.log(`[search-index] ${lang} in ${Date.now() - started} ms: ${sizes}`);
    },
  };
} as PluginModule;
siteSearchPlugin.validateOptions = searchLocal.validateOptions;
export default siteSearchPlugin;

const kb = (n: number) => Math.round(n / 1024);

/** The language a locale's index is built in: its own (the first of its search languages). */
export function languageOf(locale: string): SearchLanguage {
  return siteLocale(locale).searchLanguages[0];
}

/** Every index file the plugin wrote under `outDir` (one per docs version), rewritten in the site's format. */
export async function rewriteIndexes(outDir: string, baseUrl: string, lang: SearchLanguage): Promise<{file: string; before: number; after: number}[]> {
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((f) => INDEX_FILE.test(f));
  const out: {file: string; before: number; after: number}[] = [];
  for (const file of files) {
    const path = join(outDir, file);
    const text = readFileSync(path, 'utf8');
    const json: unknown = JSON.parse(text);
    if (isIndexFile(json) || isManifest(json)) continue;
    const parts = refineApiPages(pluginIndexParts<SearchDocument>(json, path), (url) => endpointOf(outDir, baseUrl, url), lang);
    const written = writeSplitIndex(path, await buildIndexFile(parts, lang));
    out.push({file, before: Buffer.byteLength(text), after: written.manifest + written.shards});
  }
  return out;
}
