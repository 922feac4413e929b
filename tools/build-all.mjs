// Builds the three locales into build/ (English at build/, Japanese at build/jp/, Chinese at build/zh/).
// Why not one `docusaurus build`: the search plugin keeps one tokenizer setup per process, and the Chinese tokenizer
// drops kana words, so each locale is built in its own process with its own search languages. English goes first
// because building the default locale empties build/.
import {spawnSync} from 'node:child_process';

const locales = process.argv.slice(2).length ? process.argv.slice(2) : ['en', 'ja', 'zh-Hant'];
const ordered = ['en', 'ja', 'zh-Hant'].filter((l) => locales.includes(l));
const started = Date.now();
// The API reference pages are generated from openapi/ first (never kept in git, so never stale).
const gen = spawnSync(process.execPath, ['tools/api-docs.mjs'], {stdio: 'inherit'});
if (gen.status !== 0) process.exit(gen.status ?? 1);
for (const locale of ordered) {
  const t0 = Date.now();
  const r = spawnSync('npx', ['docusaurus', 'build', '--locale', locale], {stdio: 'inherit', env: process.env});
  if (r.status !== 0) {
    console.error(`build-all: the ${locale} build failed (exit ${r.status}).`);
    process.exit(r.status ?? 1);
  }
  console.log(`build-all: ${locale} built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`build-all: ${ordered.join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
