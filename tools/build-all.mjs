// Builds the three locales into build/ (English at build/, Japanese at build/jp/, Chinese at build/zh/).
// Why not one `docusaurus build`: the search plugin keeps one tokenizer setup per process, and the Chinese tokenizer
// drops kana words, so each locale is built in its own process with its own search languages. English goes first
// because building the default locale empties build/.
import {spawnSync} from 'node:child_process';

// `--preview`: a build for this machine, its links pointing at http://localhost:3000 (config/site-url.ts); a
// production build needs SITE_URL, the public origin.
const preview = process.argv.includes('--preview');
const args = process.argv.slice(2).filter((a) => a !== '--preview');
const locales = args.length ? args : ['en', 'ja', 'zh-Hant'];
if (preview) {
  process.env.HELP_PREVIEW = '1';
  delete process.env.SITE_URL;
  console.log('build-all: preview build: links point at http://localhost:3000 (set SITE_URL and run npm run build for production)');
} else if (!process.env.SITE_URL?.trim()) {
  console.error('build-all: SITE_URL is not set. A production build needs the public origin of the help site:\n' +
    '  SITE_URL=https://help.example.com npm run build\nFor a build to look at on this machine: npm run build:preview');
  process.exit(2);
}
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
console.log(`build-all: ${ordered.join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)} s` +
  (preview ? ' (preview: links point at http://localhost:3000)' : ` for ${process.env.SITE_URL}`));
