// Builds each archived docs version apart (issue 29, plugins/versions-apart/): one `docusaurus build` per version and
// locale with DOCS_ARCHIVE_BUILD=<x.y>, the same configuration and code as the current build but only that version's
// pages, into .cache/archived/<x.y>/<locale>/. Its pages and the assets they load are laid out in `publish/`, which
// the current build copies in as a static folder (config/docs-versions.ts, archivedStaticDirectories).
//
// Cache: a build is kept while its key holds: the version's own pages and sidebars (all locales' copies of them),
// the locale's UI strings, the site's code and settings (src/, config/, plugins/, data/, facts/, the Docusaurus
// config, sidebars.ts, versions.json, package-lock.json, patches/, this file and tools/precompress/), the names of the current docs (the banner links
// the same page there), and the build's origin (SITE_URL). So a change to the shell (navbar, footer, CSP, theme)
// rebuilds every archived version, and a change to a current page or a release note rebuilds none.
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {compressibleFiles, precompress, SIBLINGS} from '../precompress/index.ts';
import {I18N_FOLDERS, LOCALE_FOLDERS} from '../locale-folders.ts';
import {docusaurusBuild} from '../docusaurus-build.ts';

const root = join(import.meta.dirname, '..', '..');

export function archivedVersions() {
  const file = join(root, 'versions.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

function* walk(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* walk(join(path, name));
  }
}

/** The key of a version's build for a locale: what its pages are made from (see the header). */
export function cacheKey(version, locale) {
  const hash = createHash('sha256');
  const i18n = I18N_FOLDERS[locale];
  hash.update(`${version}\n${locale}\n${process.env.SITE_URL ?? ''}\n${process.env.HELP_PREVIEW ?? ''}\n`);
  const contents = [
    `versioned_docs/version-${version}`,
    `versioned_sidebars/version-${version}-sidebars.json`,
    ...Object.values(I18N_FOLDERS).flatMap((f) => [
      `i18n/${f}/docusaurus-plugin-content-docs/version-${version}`,
      `i18n/${f}/docusaurus-plugin-content-docs/version-${version}.json`,
    ]),
    `i18n/${i18n}/code.json`,
    `i18n/${i18n}/docusaurus-theme-classic`,
    'src',
    'config',
    'plugins',
    'data',
    'facts',
    'patches',
    'tools/versions/build-archived.ts',
    'tools/precompress',
    'docusaurus.config.ts',
    'sidebars.ts',
    'versions.json',
    'package-lock.json',
  ];
  for (const entry of contents) for (const file of walk(join(root, entry))) hash.update(`${relative(root, file)}\n`).update(readFileSync(file));
  for (const entry of ['docs', `i18n/${i18n}/docusaurus-plugin-content-docs/current`]) {
    for (const file of walk(join(root, entry))) hash.update(`${relative(root, file)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

export function versionDir(version, locale) {
  return join(root, '.cache', 'archived', version, locale);
}

/** Builds (or finds in the cache) every archived version for these locales. Resolves to a line per build. */
export async function buildArchived(locales, {log = console.log} = {}) {
  const lines = [];
  for (const version of archivedVersions()) {
    for (const locale of locales) {
      const dir = versionDir(version, locale);
      const key = cacheKey(version, locale);
      const keyFile = join(dir, 'key');
      const publish = join(dir, 'publish');
      if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key && existsSync(publish)) {
        lines.push(`build-archived: ${version} ${locale}: cached (${key})`);
        log(lines.at(-1));
        continue;
      }
      const t0 = Date.now();
      rmSync(dir, {recursive: true, force: true});
      const out = join(dir, 'out');
      const status = await docusaurusBuild(['--locale', locale, '--out-dir', out], {
        env: {...process.env, DOCS_ARCHIVE_BUILD: version, DIAGRAM_PREDRAW: '0'},
        label: `${version} ${locale}`,
      });
      if (status !== 0) throw new Error(`build-archived: the ${version} ${locale} build failed (exit ${status})`);
      // The version's folder and the assets its pages load; the rest (the placeholder at the locale's root, its
      // search page, sitemap, 404 page) belongs to the current build.
      const built = join(out, LOCALE_FOLDERS[locale]);
      cpSync(join(built, 'docs', version), join(publish, 'docs', version), {recursive: true});
      cpSync(join(built, 'assets'), join(publish, 'assets'), {recursive: true});
      rmSync(out, {recursive: true, force: true});
      // Compressed once here, with the build they belong to, not again by every current build that copies them.
      await precompress(publish);
      writeFileSync(join(dir, 'precompressed'), '');
      writeFileSync(keyFile, key);
      lines.push(`build-archived: ${version} ${locale}: built in ${((Date.now() - t0) / 1000).toFixed(1)} s (${key})`);
      log(lines.at(-1));
    }
  }
  return lines;
}

/**
 * The files of a locale's folder whose precompressed siblings came with an archived version's cached build: the same
 * bytes as in its `publish/` (a file the current build wrote over, such as a version's folder page, is not one).
 */
export function precompressedFromCache(locale, localeDir, versions = archivedVersions()) {
  const done = new Set();
  for (const version of versions) {
    const publish = join(versionDir(version, locale), 'publish');
    if (!existsSync(publish) || !existsSync(join(versionDir(version, locale), 'precompressed'))) continue;
    for (const rel of compressibleFiles(publish)) {
      const here = join(localeDir, rel);
      if (!existsSync(here) || !SIBLINGS.every((ext) => existsSync(here + ext) === existsSync(join(publish, rel) + ext))) continue;
      if (readFileSync(here).equals(readFileSync(join(publish, rel)))) done.add(rel);
    }
  }
  return done;
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  await buildArchived(args.length ? args : ['en', 'ja', 'zh-Hant']);
}
