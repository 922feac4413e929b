/**
 * Where things are on disk: the project root, the build output per locale, the caches. Node.js only.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {BASE_URL, LOCALES, siteLocale, type LocaleCode} from './locales.ts';

/** The project root (the folder of package.json). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

/** The production build's folder, relative to the root. */
export const BUILD_DIR = 'build';

/** A locale's folder in a build: `build` for English, `build/jp` for Japanese. */
export function outputDir(locale: LocaleCode, buildDir: string = BUILD_DIR): string {
  const folder = siteLocale(locale).urlFolder;
  return folder ? join(buildDir, folder) : buildDir;
}

/** The locales a build folder holds (those whose index.html is there): a one-locale build (`build-all.ts ja`) has one. */
export function builtLocales(buildDir: string = BUILD_DIR): LocaleCode[] {
  return LOCALES.filter((l) => existsSync(join(outputDir(l.code, buildDir), 'index.html'))).map((l) => l.code);
}

/** The build's folder in a web server's root, named after the base URL (`/srv/www/help` serves `/help/`). */
export const WEB_ROOT_FOLDER = BASE_URL.replace(/^\/|\/$/g, '');

/** The caches of the build tools, under the root. */
export const CACHE_DIR = '.cache';

/**
 * Where an archived version's build for a locale is kept (tools/versions/build-archived.ts), its pages laid out as in
 * the locale's folder (`docs/<x.y>/…` and the `assets/` they load): `.cache/archived/<x.y>/<locale>/`.
 */
export function archivedCacheDir(version: string, locale: LocaleCode): string {
  return join(ROOT, CACHE_DIR, 'archived', version, locale);
}

/** The part of an archived build that the current build copies in (a static folder). */
export function archivedPublishDir(version: string, locale: LocaleCode): string {
  return join(archivedCacheDir(version, locale), 'publish');
}

/** The OpenAPI descriptions of each locale, made from openapi/ before a build (tools/openapi-i18n.ts). */
export const OPENAPI_WORK_DIR = '.openapi';
