/**
 * The built site as the site tier reads it: one reader of `build/` for every whole-site check, so that each file is
 * read (and each page parsed) once per run, however many checks look at it. The site tier runs its test files in one
 * worker without isolation (vitest.site.config.ts), so this module's caches are shared by all of them.
 *
 * The locales, their folders and URL prefixes come from the site's configuration (config/locales.ts); the sitemap is
 * read here and nowhere else in the tier.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseDocument} from 'htmlparser2';
import {selectAll, selectOne} from 'css-select';
import type {AnyNode, Document, Element} from 'domhandler';
import {i18n, type SiteLocale} from '../../config/locales';
import {root} from '../support/content';

/** build/, or the copy SITE_BUILD_DIR names (npm run test:planted plants its defects in a copy). */
export const BUILD = process.env.SITE_BUILD_DIR ? resolve(process.env.SITE_BUILD_DIR) : join(root, 'build');
export const SITE_PATH = '/help/';

export type BuiltLocale = {
  /** Docusaurus's locale code: `ja`. */
  locale: SiteLocale;
  /** The locale's folder under build/ and i18n/ (`jp`; English: `en` in i18n/, the root of build/). */
  dir: 'en' | 'jp' | 'zh';
  /** Its folder under build/, with a trailing slash: `jp/` (English: ``). */
  folder: string;
  /** Its URL prefix: `/help/jp/`. */
  prefix: string;
  /** The `lang` of its pages. */
  htmlLang: string;
};

export const BUILT_LOCALES: BuiltLocale[] = i18n.locales.map((locale) => {
  const config = i18n.localeConfigs[locale] as {path: string; htmlLang: string; baseUrl: string};
  const folder = locale === i18n.defaultLocale ? '' : `${config.path}/`;
  return {locale: locale as SiteLocale, dir: config.path as BuiltLocale['dir'], folder, prefix: config.baseUrl, htmlLang: config.htmlLang};
});

/** The locale a file of build/ belongs to (`jp/docs/x/index.html` → ja). */
export function localeOfFile(rel: string): BuiltLocale {
  return BUILT_LOCALES.find((l) => l.folder && rel.startsWith(l.folder)) ?? BUILT_LOCALES.find((l) => !l.folder)!;
}

/** The locale of a site path (`/help/zh/docs/...` → zh-Hant). */
export function localeOfPath(path: string): BuiltLocale {
  return BUILT_LOCALES.find((l) => l.folder && path.startsWith(l.prefix)) ?? BUILT_LOCALES.find((l) => !l.folder)!;
}

export function requireBuild(): void {
  if (!existsSync(join(BUILD, 'jp', 'index.html'))) throw new Error(`${BUILD} has no built site: run \`npm run build:preview\` first (npm test does).`);
}

let fileList: string[] | undefined;
/** Every file of build/, relative, `/`-separated; the build's own dotted folders (.nginx) left out. */
export function builtFiles(): string[] {
  requireBuild();
  fileList ??= (readdirSync(BUILD, {recursive: true, withFileTypes: true}) as import('node:fs').Dirent[])
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

export const textOf = (rel: string) => readBuilt(rel).toString('utf8');

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
  if (!path.startsWith(SITE_PATH)) return undefined;
  const rel = decodeURIComponent(path.slice(SITE_PATH.length).split(/[?#]/)[0]);
  for (const candidate of [rel, `${rel.replace(/\/$/, '')}/index.html`.replace(/^\//, ''), `${rel}.html`]) {
    if (candidate && isBuilt(candidate)) return candidate;
  }
  return undefined;
}

/** The site path of a built page: `jp/docs/x/index.html` → `/help/jp/docs/x`; `jp/index.html` → `/help/jp/`. */
export function pathOfPage(rel: string): string {
  if (rel === 'index.html') return SITE_PATH;
  if (rel.endsWith('/index.html')) {
    const dir = rel.slice(0, -'/index.html'.length);
    // A locale's root keeps its slash (/help/jp/); other folders are asked for without it (trailingSlash: false).
    return BUILT_LOCALES.some((l) => l.folder === `${dir}/`) ? `${SITE_PATH}${dir}/` : `${SITE_PATH}${dir}`;
  }
  return `${SITE_PATH}${rel.replace(/\.html$/, '')}`;
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
