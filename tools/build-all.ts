// Builds the three locales into build/ (English at build/, Japanese at build/jp/, Chinese at build/zh/).
// Why not one `docusaurus build`: the search plugin keeps one tokenizer setup per process, and the Chinese tokenizer
// drops kana words, so each locale is built in its own process with its own search languages. English goes first
// because building the default locale empties build/.
import {spawn, spawnSync} from 'node:child_process';
import {docusaurusBuild} from './docusaurus-build.ts';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {precompress, report} from './precompress/index.ts';
import {writeHeadersFile} from './headers-file/index.ts';
import {archivedVersions, buildArchived, precompressedFromCache} from './versions/build-archived.ts';
import {checkMergedLinks} from './versions/check-merged-links.ts';
import {LOCALE_FOLDERS} from './locale-folders.ts';

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
  console.error(
    'build-all: SITE_URL is not set. A production build needs the public origin of the help site:\n' +
      '  SITE_URL=https://help.example.com npm run build\nFor a build to look at on this machine: npm run build:preview',
  );
  process.exit(2);
}
const ordered = ['en', 'ja', 'zh-Hant'].filter((l) => locales.includes(l));
const started = Date.now();
// Diagrams (plugins/diagrams/predraw.ts): one process draws every locale's diagrams into the cache, the first
// locale's at full speed while the API pages are generated, the others at the lowest CPU priority, with the CPU time
// the first build leaves idle. The first build waits for its diagrams; a build draws whatever is still missing
// itself. DIAGRAM_PREDRAW=0 turns it off (each build then draws its own).
const predraw = startPredraw(ordered);
process.on('exit', () => predraw?.child.kill());
// The API reference pages are generated from openapi/ first (never kept in git, so never stale).
const gen = spawnSync(process.execPath, ['tools/api-docs.ts'], {stdio: 'inherit'});
if (gen.status !== 0) process.exit(gen.status ?? 1);
if (predraw) await predraw.firstLocaleDrawn;
// Archived docs versions, each built apart and cached (tools/versions/build-archived.ts); the current build of each
// locale copies them in. DOCS_ARCHIVED=0: a build without them.
// DOCS_VERSIONS_TOGETHER=1: every version in the one build, as Docusaurus does by default (a comparison).
const archived = process.env.DOCS_ARCHIVED === '0' || process.env.DOCS_VERSIONS_TOGETHER === '1' ? [] : archivedVersions();
if (archived.length) {
  const t0 = Date.now();
  try {
    await buildArchived(ordered);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`build-all: archived versions ${archived.join(', ')} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
for (const locale of ordered) {
  const t0 = Date.now();
  // Not spawnSync: the predraw's report lines keep passing through while a build runs.
  const status = await docusaurusBuild(['--locale', locale], {label: locale});
  if (status !== 0) {
    console.error(`build-all: the ${locale} build failed (exit ${status}).`);
    process.exit(status ?? 1);
  }
  console.log(`build-all: ${locale} built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const dir = join('build', LOCALE_FOLDERS[locale]);
  const skip = locale === 'en' ? Object.values(LOCALE_FOLDERS).filter(Boolean) : [];
  if (archived.length) {
    // The links between the current pages and the archived ones copied in, which each build left to this check.
    const baseUrl = `/help/${LOCALE_FOLDERS[locale] ? `${LOCALE_FOLDERS[locale]}/` : ''}`;
    const {checked, pages, problems} = checkMergedLinks(dir, baseUrl, archived, skip);
    if (problems.length) {
      console.error(
        `build-all: ${locale}: ${problems.length} broken link(s) between the current and the archived docs:\n  ${problems.slice(0, 50).join('\n  ')}`,
      );
      process.exit(1);
    }
    console.log(`build-all: ${locale}: ${checked} links between the current and archived docs checked in ${pages} pages`);
  }
  // Brotli and gzip siblings for nginx's brotli_static and gzip_static, once the build has written its last file.
  const t1 = Date.now();
  // The archived versions' files copied in came with their siblings (compressed once, with their cached build).
  const done = archived.length ? precompressedFromCache(locale, dir, archived) : new Set();
  console.log(
    report(dir, await precompress(dir, {skip, done}), Date.now() - t1) + (done.size ? ` (${done.size} archived files compressed with their cached build)` : ''),
  );
}
// Once every locale is in build/: the static hosts' headers file lists the files at the top of each locale.
console.log(writeHeadersFile('build', {siteUrl: preview ? 'http://localhost:3000' : process.env.SITE_URL}));
console.log(
  `build-all: ${ordered.join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (preview ? ' (preview: links point at http://localhost:3000)' : ` for ${process.env.SITE_URL}`),
);
// A predraw still busy has nothing left to draw for these builds.
predraw?.child.kill();

function startPredraw(locales) {
  if (!locales.length || process.env.DIAGRAM_PREDRAW === '0') return undefined;
  const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
  const child = spawn(process.execPath, [docusaurus, 'draw-diagrams', ...locales, '--lower-priority-after-first'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  let signal;
  // Its report lines pass through; the first locale's line (or the predraw ending, however) lets the first build go.
  const firstLocaleDrawn = new Promise((resolve) => {
    signal = resolve;
    setTimeout(resolve, 180_000).unref();
  });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (String(chunk).includes(`[diagrams] ${locales[0]}:`)) signal();
  });
  child.on('exit', () => signal());
  child.on('error', (error) => {
    console.log(`build-all: each build draws its own diagrams (the predraw did not start: ${error.message})`);
    signal();
  });
  return {child, firstLocaleDrawn};
}
