/**
 * The built site as the site tier reads it: one reader of `build/` for every whole-site check, so that each file is
 * read (and each page parsed) once per run, however many checks look at it. The site tier runs its test files in one
 * worker without isolation (vitest.site.config.mts), so this module's caches are shared by all of them.
 *
 * The locales, their folders and base URLs come from the site model (site/locales.ts); the sitemap is read here and
 * nowhere else in the tier.
 */
import {existsSync, readdirSync, readFileSync, type Dirent} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {parseDocument} from 'htmlparser2';
import {selectAll, selectOne} from 'css-select';
import type {AnyNode, Document, Element} from 'domhandler';
import {BASE_URL, DEFAULT_LOCALE, LOCALES, type SiteLocale} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';
import {variable} from '../../site/environment.ts';

/** build/, or the copy SITE_BUILD_DIR names (npm run test:planted plants its defects in a copy). */
export const BUILD = resolve(variable('SITE_BUILD_DIR') ?? join(ROOT, BUILD_DIR));

/** A locale of the site, with where its pages are in the build. */
export type BuiltLocale = SiteLocale & {
  /** Its folder in the build, relative, with a trailing slash: `jp/` (the default locale: ``). */
  folder: string;
};

export const BUILT_LOCALES: readonly BuiltLocale[] = LOCALES.map((l) => {
  const dir = relative(BUILD, outputDir(l.code, BUILD)).replace(/\\/g, '/');
  return {...l, folder: dir ? `${dir}/` : ''};
});

const DEFAULT_BUILT = BUILT_LOCALES.find((l) => l.code === DEFAULT_LOCALE)!;

/** The locale a file of build/ belongs to (`jp/docs/x/index.html` → ja). */
export function localeOfFile(rel: string): BuiltLocale {
  return BUILT_LOCALES.find((l) => l.folder && rel.startsWith(l.folder)) ?? DEFAULT_BUILT;
}

/** The built locale of a code (`ja`). */
export function builtLocale(code: SiteLocale['code']): BuiltLocale {
  return BUILT_LOCALES.find((l) => l.code === code)!;
}

/** What keeps the tier from reading the build, in one sentence; undefined when every locale's pages are there. */
export function missingBuild(): string | undefined {
  if (!existsSync(BUILD)) return `no build at ${BUILD}: run \`npm run build:preview\` first (npm test does).`;
  const missing = BUILT_LOCALES.filter((l) => !existsSync(join(BUILD, l.folder, 'index.html')));
  if (missing.length) {
    return `${BUILD} has no built site (no ${missing.map((l) => `${l.folder}index.html`).join(', ')}): run \`npm run build:preview\` first (npm test does).`;
  }
  return undefined;
}

export function requireBuild(): void {
  const problem = missingBuild();
  if (problem) throw new Error(problem);
}

let fileList: string[] | undefined;
/** Every file of build/, relative, `/`-separated; the build's own dotted folders (.nginx) left out. */
export function builtFiles(): string[] {
  requireBuild();
  fileList ??= (readdirSync(BUILD, {recursive: true, withFileTypes: true}) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) =>
      join(d.parentPath, d.name)
        .slice(BUILD.length + 1)
        .replace(/\\/g, '/'),
    )
    .filter((f) => !/(^|\/)\./.test(f))
    .sort();
  return fileList;
}

let fileSet: Set<string> | undefined;
export function isBuilt(rel: string): boolean {
  fileSet ??= new Set(builtFiles());
  return fileSet.has(rel);
}

const bytes = new Map<string, Buffer>();
/** The bytes of a built file, read once. */
export function readBuilt(rel: string): Buffer {
  let b = bytes.get(rel);
  if (!b) {
    b = readFileSync(join(BUILD, rel));
    bytes.set(rel, b);
  }
  return b;
}

export const textOf = (rel: string): string => readBuilt(rel).toString('utf8');

const documents = new Map<string, Document>();
/** A built page parsed once (htmlparser2: the parser cheerio uses, about ten times faster than a spec-exact one). */
export function parsedPage(rel: string): Document {
  let d = documents.get(rel);
  if (!d) {
    d = parseDocument(textOf(rel));
    documents.set(rel, d);
  }
  return d;
}

/** The page file nginx sends for a site path (deploy/nginx/help-server.conf: `try_files $uri $uri/index.html $uri.html`). */
export function fileForPath(path: string): string | undefined {
  if (!path.startsWith(BASE_URL)) return undefined;
  const rel = decodeURIComponent(path.slice(BASE_URL.length).split(/[?#]/)[0]);
  for (const candidate of [rel, `${rel.replace(/\/$/, '')}/index.html`.replace(/^\//, ''), `${rel}.html`]) {
    if (candidate && isBuilt(candidate)) return candidate;
  }
  return undefined;
}

/** The site path of a built page: `jp/docs/x/index.html` → `/help/jp/docs/x`; `jp/index.html` → `/help/jp/`. */
export function pathOfPage(rel: string): string {
  if (rel === 'index.html') return BASE_URL;
  if (rel.endsWith('/index.html')) {
    const dir = rel.slice(0, -'/index.html'.length);
    // A locale's root keeps its slash (/help/jp/); other folders are asked for without it (trailingSlash: false).
    return BUILT_LOCALES.some((l) => l.folder === `${dir}/`) ? `${BASE_URL}${dir}/` : `${BASE_URL}${dir}`;
  }
  return `${BASE_URL}${rel.replace(/\.html$/, '')}`;
}

const sitemaps = new Map<string, string[]>();
/** The paths a locale's sitemap lists (`build/<folder>sitemap.xml`). */
export function sitemapPaths(l: BuiltLocale): string[] {
  let paths = sitemaps.get(l.folder);
  if (!paths) {
    const rel = `${l.folder}sitemap.xml`;
    if (!isBuilt(rel)) throw new Error(`build/${rel} is missing: run npm run build:preview`);
    paths = [...textOf(rel).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    sitemaps.set(l.folder, paths);
  }
  return paths;
}

/** Every built page (HTML), with its locale and site path. */
export function builtPages(): {rel: string; path: string; locale: BuiltLocale}[] {
  return builtFiles()
    .filter((f) => f.endsWith('.html'))
    .map((rel) => ({rel, path: pathOfPage(rel), locale: localeOfFile(rel)}));
}

/** CSS selection in a parsed page (css-select, typed for htmlparser2's nodes). */
export const select = (selector: string, node: AnyNode | AnyNode[]): Element[] => selectAll<AnyNode, Element>(selector, node);
export const selectFirst = (selector: string, node: AnyNode | AnyNode[]): Element | null => selectOne<AnyNode, Element>(selector, node);
