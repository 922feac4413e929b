import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {encodeIndex, isCompactIndex, verifyCompactIndex, type WrappedIndex} from '../src/search/index-codec';

// The plugin's typings declare its options only; the module exports the plugin function and validateOptions.
const searchLocal = createRequire(__filename)('@easyops-cn/docusaurus-search-local') as {
  default: PluginModule;
  validateOptions: PluginModule['validateOptions'];
};

/**
 * The search plugin, with its index files rewritten in the compact format of src/search/index-codec.ts once it has
 * written them (issue 17: the Japanese index went from 1.34 MB to about 0.42 MB gzip, nothing a query can match lost).
 * Why a wrapper and not a plugin of its own: Docusaurus runs the plugins' postBuild steps at the same time, so only
 * the search plugin's own postBuild knows when its files are complete. The worker reads the compact file (patched
 * worker.js); the build fails if a compact file does not rebuild lunr's index exactly.
 */
const compactSearchPlugin = async function compactSearchPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = (await searchLocal.default(context, options)) as Plugin;
  const postBuild = plugin.postBuild!;
  return {
    ...plugin,
    async postBuild(props) {
      await postBuild.call(plugin, props);
      const started = Date.now();
      const files = compactIndexes(props.outDir);
      const sizes = files.map(({file, before, after}) => `${file} ${kb(before)} → ${kb(after)} KB`).join(', ');
      console.log(`[search-index] compact in ${Date.now() - started} ms: ${sizes}`);
    },
  };
} as PluginModule;
compactSearchPlugin.validateOptions = searchLocal.validateOptions;
export default compactSearchPlugin;

const kb = (n: number) => Math.round(n / 1024);

/** Every index file the plugin wrote under `outDir` (one per docs version), rewritten compact. */
export function compactIndexes(outDir: string): {file: string; before: number; after: number}[] {
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((f) => /(^|[\\/])search-index[^\\/]*\.json$/.test(f));
  return files.flatMap((file) => {
    const path = join(outDir, file);
    const text = readFileSync(path, 'utf8');
    const json: unknown = JSON.parse(text);
    if (isCompactIndex(json)) return [];
    const compact = encodeIndex(json as WrappedIndex[]);
    verifyCompactIndex(json as WrappedIndex[], compact);
    const out = JSON.stringify(compact);
    writeFileSync(path, out);
    return [{file, before: Buffer.byteLength(text), after: Buffer.byteLength(out)}];
  });
}
