// Builds each archived docs version apart (plugins/versions-apart/): one `docusaurus build` per version and locale
// with DOCS_ARCHIVE_BUILD=<x.y>, the same configuration and code as the current build but only that version's pages,
// into .cache/archived/<x.y>/<locale>/ (site/paths.ts, archivedCacheDir). Its pages and the assets they load are laid
// out in `publish/`, which the current build copies in as a static folder (config/features/versions.ts).
//
// Cache: a build is kept while its key holds: the version's own pages and sidebars (all locales' copies of them),
// the locale's UI strings, the site's code and settings (site/, src/, config/, plugins/, internals/, data/, facts/, the Docusaurus
// config, sidebars.ts, versions.json, package-lock.json, patches/, this file and tools/precompress/), the names of the
// current docs (the banner links the same page there), and the build's mode and origin. So a change to the shell
// (navbar, footer, CSP, theme) rebuilds every archived version, and a change to a current page or a release note
// rebuilds none.
//
//   node tools/versions/build-archived.ts [locale…]     (default: every locale)
// by hand builds as `docusaurus build` would: for SITE_URL, or for this machine with HELP_PREVIEW=1.
import {createHash} from 'node:crypto';
import {cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {buildPlan, buildVariables, processPlan, type BuildPlan} from '../../config/build-plan.ts';
import {DOCS_ROUTE, contentDir} from '../../site/content.ts';
import {childEnvironment} from '../../site/environment.ts';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CODES, i18nDir, isLocaleCode, type LocaleCode} from '../../site/locales.ts';
import {ROOT, archivedCacheDir, archivedPublishDir, outputDir} from '../../site/paths.ts';
import {VERSIONS_FILE} from '../../site/versions.ts';
import {STATUS_FILE} from '../i18n/translations.ts';
import {compressibleFiles, precompress, SIBLINGS} from '../precompress/index.ts';
import {docusaurusBuild, missingDependencies} from '../docusaurus-build.ts';

function* walk(path: string): Generator<string> {
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
export function cacheKey(version: string, locale: LocaleCode, plan: Pick<BuildPlan, 'mode' | 'siteUrl' | 'feedbackEndpoint'> = processPlan()): string {
  const hash = createHash('sha256');
  // The feedback endpoint decides whether its pages have the widget.
  hash.update(`${version}\n${locale}\n${plan.mode}\n${plan.siteUrl}\n${plan.feedbackEndpoint ?? ''}\n`);
  const contents = [
    // The version's pages in every locale (English: versioned_docs/), and the translated sidebar labels.
    ...LOCALES.map((l) => contentDir('docs', l.code, version)),
    `versioned_sidebars/version-${version}-sidebars.json`,
    ...LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map((l) => `${contentDir('docs', l.code, version)}.json`),
    `${i18nDir(locale)}/code.json`,
    `${i18nDir(locale)}/docusaurus-theme-classic`,
    'site',
    'src',
    'config',
    'plugins',
    'internals',
    'data',
    'facts',
    'patches',
    'tools/versions/build-archived.ts',
    'tools/precompress',
    'docusaurus.config.ts',
    'sidebars.ts',
    VERSIONS_FILE,
    'package-lock.json',
    // Which translations are behind their English page (the pages' freshness line): the pending and reviewed ones.
    STATUS_FILE,
  ];
  for (const entry of contents) for (const file of walk(join(ROOT, entry))) hash.update(`${relative(ROOT, file)}\n`).update(readFileSync(file));
  // The current docs' names only: the banner of an archived page links the same page in the current release.
  for (const entry of new Set([contentDir('docs', DEFAULT_LOCALE), contentDir('docs', locale)])) {
    for (const file of walk(join(ROOT, entry))) hash.update(`${relative(ROOT, file)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds (or finds in the cache) the archived versions a build plan copies in, for these locales; `env` is the
 * builds' environment (default: this process's, with the plan's mode and origin). Resolves to a line per build.
 */
export async function buildArchived(
  locales: readonly LocaleCode[],
  plan: BuildPlan,
  {env = childEnvironment(buildVariables(plan)), log = console.log}: {env?: NodeJS.ProcessEnv; log?: (line: string) => void} = {},
): Promise<string[]> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    log(line);
  };
  for (const version of plan.copiedArchivedVersions) {
    for (const locale of locales) {
      const dir = archivedCacheDir(version, locale);
      const key = cacheKey(version, locale, plan);
      const keyFile = join(dir, 'key');
      const publish = archivedPublishDir(version, locale);
      if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key && existsSync(publish)) {
        say(`build-archived: ${version} ${locale}: cached (${key})`);
        continue;
      }
      const t0 = Date.now();
      rmSync(dir, {recursive: true, force: true});
      const out = join(dir, 'out');
      const status = await docusaurusBuild(['--locale', locale, '--out-dir', out], {
        env: childEnvironment({DOCS_ARCHIVE_BUILD: version}, {}, env),
        label: `${version} ${locale}`,
      });
      if (status !== 0) throw new Error(`build-archived: the ${version} ${locale} build failed (exit ${status})`);
      // The version's folder and the assets its pages load; the rest (the placeholder at the locale's root, its
      // search page, sitemap, 404 page) belongs to the current build.
      const built = outputDir(locale, out);
      cpSync(join(built, DOCS_ROUTE, version), join(publish, DOCS_ROUTE, version), {recursive: true});
      cpSync(join(built, 'assets'), join(publish, 'assets'), {recursive: true});
      rmSync(out, {recursive: true, force: true});
      // Compressed once here, with the build they belong to, not again by every current build that copies them.
      await precompress(publish);
      writeFileSync(join(dir, 'precompressed'), '');
      writeFileSync(keyFile, key);
      say(`build-archived: ${version} ${locale}: built in ${((Date.now() - t0) / 1000).toFixed(1)} s (${key})`);
    }
  }
  return lines;
}

/**
 * The files of a locale's folder whose precompressed siblings came with an archived version's cached build: the same
 * bytes as in its `publish/` (a file the current build wrote over, such as a version's folder page, is not one).
 */
export function precompressedFromCache(locale: LocaleCode, localeDir: string, versions: readonly string[]): Set<string> {
  const done = new Set<string>();
  for (const version of versions) {
    const publish = archivedPublishDir(version, locale);
    if (!existsSync(publish) || !existsSync(join(archivedCacheDir(version, locale), 'precompressed'))) continue;
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
  const unknown = args.filter((a) => !isLocaleCode(a));
  const problem =
    (unknown.length ? `unknown locale ${unknown.join(', ')}: the site's locales are ${LOCALE_CODES.join(', ')}` : undefined) ?? missingDependencies();
  if (problem) {
    console.error(`build-archived: ${problem}`);
    process.exit(2);
  }
  try {
    const locales = args.filter(isLocaleCode);
    await buildArchived(locales.length ? locales : LOCALE_CODES, buildPlan(process.env, [process.execPath, 'docusaurus', 'build']));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message.startsWith('build-archived:') ? message : `build-archived: ${message}`);
    process.exit(1);
  }
}
