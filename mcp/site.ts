/**
 * The built site as the docs MCP server sees it: the locales the build folder holds (site/locales.ts: codes, URL
 * folders, base URLs), each with its manifest (./manifest.ts: versions, sections, readers' words), and the mapping
 * between the site's page paths and the build's files. Loaded once at start; every file is read through ./site-files.ts.
 */
import {LOCALES, LOCALE_CODES, type SiteLocale} from '../site/locales.ts';
import {MANIFEST_FILE, MCP_FOLDER, isManifest, type ManifestVersion, type SiteManifest} from './manifest.ts';
import {Refusal, SiteFiles} from './site-files.ts';

export type BuiltLocale = {
  locale: SiteLocale;
  /** The locale's folder in the build, relative (`` for the default locale, `jp`): site/locales.ts `urlFolder`. */
  folder: string;
  manifest: SiteManifest;
};

export type BuiltSite = {files: SiteFiles; locales: BuiltLocale[]; origin: string};

/** A path inside a locale's folder of the build, relative to the build folder. */
export function inLocale(built: Pick<BuiltLocale, 'folder'>, rel: string): string {
  return [built.folder, rel].filter(Boolean).join('/');
}

/** Loads the build folder's locales and manifests; throws a Refusal (one sentence) when it is not a usable build. */
export function loadSite(folder: string, log?: (path: string) => void): BuiltSite {
  const files = new SiteFiles(folder, log);
  const locales: BuiltLocale[] = [];
  for (const locale of LOCALES) {
    const built = {locale, folder: locale.urlFolder};
    if (!files.exists(inLocale(built, 'index.html'))) continue;
    const manifestPath = inLocale(built, `${MCP_FOLDER}/${MANIFEST_FILE}`);
    const manifest = files.readJson(manifestPath);
    if (!isManifest(manifest)) {
      throw new Refusal(
        `${folder}: ${manifestPath} is missing or of another version: write it with \`node tools/mcp/bundle.ts --site ${folder}\` after the build`,
      );
    }
    locales.push({...built, manifest});
  }
  if (!locales.length) throw new Refusal(`${folder}: not a built site (no index.html in any locale's folder)`);
  return {files, locales, origin: locales[0].manifest.origin};
}

/** What a tool's `locale` may be: a locale's code, or its folder in URLs (site/locales.ts). */
export const LOCALE_NAMES: readonly string[] = [...LOCALE_CODES, ...LOCALES.map((l) => l.urlFolder).filter(Boolean)];

/** The locale a tool named: its code (`ja`) or URL folder; a Refusal that lists the accepted names otherwise. */
export function builtLocale(site: BuiltSite, name: string): BuiltLocale {
  const locale = LOCALES.find((l) => l.code === name || (l.urlFolder !== '' && l.urlFolder === name));
  if (!locale) {
    throw new Refusal(
      `Unknown locale "${name}": use ${LOCALE_CODES.join(', ')} (or the URL folders ${LOCALES.filter((l) => l.urlFolder)
        .map((l) => `${l.urlFolder} for ${l.code}`)
        .join(', ')}).`,
    );
  }
  const built = site.locales.find((b) => b.locale.code === locale.code);
  if (!built) throw new Refusal(`The locale ${locale.code} is not in this build (built: ${site.locales.map((b) => b.locale.code).join(', ')}).`);
  return built;
}

/** The versions' names, the current first, as a sentence's list: `2.13 (current), 2.12`. */
export const versionList = (manifest: SiteManifest): string => manifest.versions.map((v) => (v.current ? `${v.name} (current)` : v.name)).join(', ');

/** A docs version: none or `current` for the current release, else its name (`2.12`). */
export function docsVersion(built: BuiltLocale, name: string | undefined): ManifestVersion {
  const {versions} = built.manifest;
  if (name === undefined || name === 'current') return versions.find((v) => v.current) ?? versions[0];
  const version = versions.find((v) => v.name === name);
  if (!version) throw new Refusal(`Unknown docs version "${name}": this build has ${versionList(built.manifest)}.`);
  return version;
}

/** A site path's URL on the site's origin. */
export const siteUrl = (site: BuiltSite, path: string): string => `${site.origin}${path}`;
