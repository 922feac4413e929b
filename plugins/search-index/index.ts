import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {isIndexFile, type SearchDocument} from '../../src/search/index-format';
import {endpointOf, refineApiPages} from './api-pages';
import {buildIndexFile, type Lang} from './build-index';

// The plugin's typings declare its options only; the module exports the plugin function and validateOptions.
const searchLocal = createRequire(__filename)('@easyops-cn/docusaurus-search-local') as {
  default: PluginModule;
  validateOptions: PluginModule['validateOptions'];
};

/**
 * The search plugin (@easyops-cn/docusaurus-search-local), with its index files rewritten in the site's own format
 * once it has written them (issue 25, src/search/index-format.ts): the plugin stays the search box, results list,
 * search page and the extractor of titles, headings and sections from the built pages; the words, readings,
 * bigrams and synonyms are ours (./build-index.ts), and so is the engine in the worker (src/search/engine.ts).
 * Why a wrapper and not a plugin of its own: Docusaurus runs the plugins' postBuild steps at the same time, so only
 * the search plugin's own postBuild knows when its files are complete.
 * Leans on the plugin's file layout (0.55): `search-index*.json` in the output folder, each a JSON array of
 * {documents, index} per kind of document. A file of another shape stops the build.
 */
const siteSearchPlugin = async function siteSearchPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = (await searchLocal.default(context, options)) as Plugin;
  const postBuild = plugin.postBuild!;
  const lang = languageOf(context.i18n.currentLocale);
  return {
    ...plugin,
    async postBuild(props) {
      await postBuild.call(plugin, props);
      const started = Date.now();
      const files = await rewriteIndexes(props.outDir, context.baseUrl, lang);
      const sizes = files.map(({file, before, after}) => `${file} ${kb(before)} → ${kb(after)} KB`).join(', ');
      console.log(`[search-index] ${lang} in ${Date.now() - started} ms: ${sizes}`);
    },
  };
} as PluginModule;
siteSearchPlugin.validateOptions = searchLocal.validateOptions;
export default siteSearchPlugin;

const kb = (n: number) => Math.round(n / 1024);

export function languageOf(locale: string): Lang {
  return locale === 'ja' ? 'ja' : locale.startsWith('zh') ? 'zh' : 'en';
}

/** Every index file the plugin wrote under `outDir` (one per docs version), rewritten in the site's format. */
export async function rewriteIndexes(outDir: string, baseUrl: string, lang: Lang): Promise<{file: string; before: number; after: number}[]> {
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((f) => /(^|[\\/])search-index[^\\/]*\.json$/.test(f));
  const out: {file: string; before: number; after: number}[] = [];
  for (const file of files) {
    const path = join(outDir, file);
    const text = readFileSync(path, 'utf8');
    const json: unknown = JSON.parse(text);
    if (isIndexFile(json)) continue;
    if (!Array.isArray(json) || !json.every((part) => Array.isArray((part as {documents?: unknown}).documents))) {
      throw new Error(`[search-index] ${path}: not the plugin's index (an array of {documents, index}); did the plugin's format change?`);
    }
    const parts = refineApiPages(
      (json as {documents: SearchDocument[]}[]).map((part) => part.documents),
      (url) => endpointOf(outDir, baseUrl, url),
    );
    const written = JSON.stringify(await buildIndexFile(parts, lang));
    writeFileSync(path, written);
    out.push({file, before: Buffer.byteLength(text), after: Buffer.byteLength(written)});
  }
  return out;
}
