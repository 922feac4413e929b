/**
 * Internal: @easyops-cn/docusaurus-search-local 0.55.3 beyond its options.
 * - The module exports the plugin function (`default`) and `validateOptions`; its typings declare the options only.
 * - Its postBuild writes one index per docs version, `search-index*.json` in the output folder (`{dir}` and a hash
 *   in the name, `dist/server/server/utils/generate.js`), each a JSON array of `{documents, index}` per kind of document
 *   (title, heading, description, keywords, content; `buildIndex.js`). The site's patch leaves `index` null: the
 *   site reads only `documents`, and building the plugin's lunr index cost about 2 s of each locale's build.
 * - Its own lunr (the English stemmer) and @node-rs/jieba (Chinese words), resolved from the plugin so that the
 *   site indexes with the versions the plugin queries with.
 * - Its theme components, wrapped by src/theme/SearchBar and SearchPage, and its search worker, which the site's
 *   patch (patches/, internals/patches.ts) makes run the site's engine (src/search/engine.ts).
 *
 * Used by plugins/search-index/ (the wrapper that rewrites the index files in the site's format, src/search/
 * index-format.ts) and the search wrappers in src/theme/. Breaks: a file of another shape stops the build
 * (`pluginIndexParts`); another file layout leaves the plugin's own index in place, which the patched worker reads
 * as no index (search finds nothing: tests/site/search-index.test.ts).
 */
import {createRequire} from 'node:module';
import type {PluginModule} from '@docusaurus/types';
import type {Guard} from './guard.ts';

const PACKAGE = '@easyops-cn/docusaurus-search-local';
const requireHere = createRequire(import.meta.url);

/** The plugin module. */
export const searchLocal = requireHere(PACKAGE) as {default: PluginModule; validateOptions: PluginModule['validateOptions']};

/** A module resolved from the plugin (its own copy). */
const pluginRequire = createRequire(requireHere.resolve(PACKAGE));

type Lunr = {stemmer(token: unknown): {toString(): string}; Token: new (s: string) => unknown};
let lunr: Lunr | undefined;
/** An English word's stem, as the plugin's lunr stems it. */
export function stemEnglish(word: string): string {
  lunr ??= pluginRequire('lunr') as Lunr;
  return lunr.stemmer(new lunr.Token(word)).toString();
}

type Jieba = {cutForSearch(text: string, hmm?: boolean): string[]};
let jieba: Jieba | undefined;
/** A run of Chinese text cut into words, by the plugin's jieba in search mode. */
export function cutChinese(text: string): string[] {
  jieba ??= pluginRequire('@node-rs/jieba') as Jieba;
  return jieba.cutForSearch(text, true);
}

/** The plugin's index files under a locale's output folder (relative paths). */
export const INDEX_FILE = /(^|[\\/])search-index[^\\/]*\.json$/;

/** The documents of each kind in a plugin's index file; throws naming the file when it has another shape. */
export function pluginIndexParts<D>(json: unknown, path: string): D[][] {
  if (!Array.isArray(json) || !json.every((part) => Array.isArray((part as {documents?: unknown} | null)?.documents))) {
    throw new Error(
      `[search-index] ${path}: not the plugin's index (an array of {documents, index}); check internals/search-local-index-files.ts against the plugin`,
    );
  }
  return (json as {documents: D[]}[]).map((part) => part.documents);
}

export const guard: Guard = (probe) => [
  ...probe.version(PACKAGE, '0.55.3'),
  ...probe.file(PACKAGE, 'dist/server/server/index.js', ['exports.default = DocusaurusSearchLocalPlugin', '"validateOptions"']),
  ...probe.file(PACKAGE, 'dist/server/server/utils/generate.js', ['"search-index{dir}.json"', '`search-index{dir}-${indexHash}.json`']),
  ...probe.file(PACKAGE, 'dist/server/server/utils/buildIndex.js', [/\.map\(\(documents\) => \(\{\s*documents,(?:\s*\/\/[^\n]*)*\s*index:/]),
  ...probe.file(PACKAGE, 'dist/server/server/utils/postBuildFactory.js', ['searchIndexFilename.replace("{dir}"', 'JSON.stringify(searchIndex)']),
  ...probe.file(PACKAGE, 'dist/client/client/theme/SearchBar/index.jsx'),
  ...probe.file(PACKAGE, 'dist/client/client/theme/SearchPage/index.js'),
  ...probe.file(`${PACKAGE}>lunr`, 'package.json'),
  ...probe.file(`${PACKAGE}>@node-rs/jieba`, 'package.json'),
];
