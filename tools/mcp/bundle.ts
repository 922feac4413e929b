/**
 * The docs MCP server for operators without the repository: writes the server's manifest into each locale's folder
 * of a build (./manifest.ts), then bundles mcp/server.ts with everything it imports (the MCP SDK, zod, the site's
 * search engine, wanakana, lunr's stemmer) into one ES module, `<build>/.mcp/docs-mcp.mjs`, with Rspack (the site's
 * bundler). On a machine with Node.js and the build folder only, `node build/.mcp/docs-mcp.mjs` serves that build.
 *
 *   node tools/mcp/bundle.ts [--site build]      after a build (tools/build-all.ts calls buildDocsMcp)
 */
import {statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {rspack, type Configuration} from '@rspack/core';
import {outputDir, BUILD_DIR, ROOT} from '../../site/paths.ts';
import {DEFAULT_LOCALE} from '../../site/locales.ts';
import {BUNDLE_FILE, MCP_FOLDER} from '../../mcp/manifest.ts';
import {writeManifests} from './manifest.ts';

/** The Node.js the bundle is written for (package.json `engines`). */
const NODE_TARGET = 'node24';

/** Bundles the server into `outDir/docs-mcp.mjs`; resolves with its size in bytes. */
export async function bundleServer(outDir: string): Promise<number> {
  const config: Configuration = {
    context: ROOT,
    mode: 'production',
    target: NODE_TARGET,
    entry: join(ROOT, 'mcp', 'server.ts'),
    output: {path: outDir, filename: BUNDLE_FILE, module: true, chunkFormat: 'module', clean: false},
    experiments: {outputModule: true},
    resolve: {extensions: ['.ts', '.mjs', '.js', '.json'], conditionNames: ['node', 'import', 'module', 'default']},
    module: {
      // The server reads its own location at run time (the site folder around `.mcp/`): import.meta stays as it is.
      parser: {javascript: {importMeta: false}},
      rules: [{test: /\.ts$/, loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2023'}}, type: 'javascript/esm'}],
    },
    // One file: no chunks to load, readable enough to review (names kept, not minified).
    optimization: {minimize: false, splitChunks: false, runtimeChunk: false},
    devtool: false,
    node: {__dirname: 'node-module', __filename: 'node-module'},
    performance: false,
    stats: 'errors-warnings',
  };
  const stats = await new Promise<import('@rspack/core').Stats>((done, fail) => {
    rspack(config, (error, result) => {
      if (error || !result) fail(error ?? new Error('rspack gave no result'));
      else done(result);
    });
  });
  if (stats.hasErrors()) throw new Error(`bundle: ${stats.toString({all: false, errors: true})}`);
  return statSync(join(outDir, BUNDLE_FILE)).size;
}

/** The whole step: the manifests, then the bundle in the default locale's `.mcp/`; one line saying what it wrote. */
export async function buildDocsMcp(buildDir: string): Promise<string> {
  const started = Date.now();
  const manifests = writeManifests(buildDir);
  const outDir = join(outputDir(DEFAULT_LOCALE, buildDir), MCP_FOLDER);
  const size = await bundleServer(outDir);
  return `manifests (${manifests.join('; ')}) and ${join(outDir, BUNDLE_FILE)} (${(size / 1024).toFixed(0)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

if (import.meta.main) {
  const {values} = parseArgs({options: {site: {type: 'string', default: BUILD_DIR}}});
  try {
    console.log(`docs-mcp: ${await buildDocsMcp(resolve(values.site))}`);
  } catch (error) {
    console.error(`docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
