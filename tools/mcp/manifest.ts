/**
 * Writes the docs MCP server's manifest into each locale's folder of a build (`<locale folder>/.mcp/site.json`,
 * mcp/manifest.ts says what it holds and why), after the build, from the build:
 * - the docs versions: the current release and each archived version copied in (`docs/<x.y>/doc-paths.json`);
 * - per version the sections in navbar order, each with its sidebar: a built page's sidebar holds its own open
 *   categories only (Docusaurus renders a closed category's entries lazily), so the sidebar of a section is put
 *   together from every page of it (every category is open on its own pages); the API reference's sidebar with the
 *   current release;
 * - the readers' words of the locale's search language (data/search-synonyms.json), which the search worker applies to
 *   every query: the one thing read from the sources, as the site's build bundles it into the worker.
 * Run by tools/mcp/bundle.ts; stops with one sentence when a page it needs is missing or has no sidebar.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseDocument} from 'htmlparser2';
import {selectAll, selectOne} from 'css-select';
import type {AnyNode, Element} from 'domhandler';
import {getAttributeValue, textContent} from 'domutils';
import {API_ROUTE, DOCS_ROUTE} from '../../site/content.ts';
import {LOCALES, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {outputDir, ROOT} from '../../site/paths.ts';
import {CURRENT_RELEASE} from '../../site/product.ts';
import {readersWordsFor} from '../../src/search/engine.ts';
import {
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  MCP_FOLDER,
  type ManifestSection,
  type ManifestVersion,
  type SidebarItem,
  type SiteManifest,
} from '../../mcp/manifest.ts';

/** The doc paths file each built docs version has (plugins/versions-apart/): doc id → page path. */
const DOC_PATHS = 'doc-paths.json';

/** A sidebar as one page shows it: a closed category's entries are unknown (undefined). */
type ShownItem = {type: 'page'; title: string; path: string} | {type: 'category'; label: string; path?: string; items?: ShownItem[]};

const one = (selector: string, node: AnyNode): Element | null => selectOne<AnyNode, Element>(selector, node);
const all = (selector: string, node: AnyNode): Element[] => selectAll<AnyNode, Element>(selector, node);
const text = (node: Element | null | undefined): string => (node ? textContent(node).replace(/\s+/g, ' ').trim() : '');

/** A page path → its HTML file in the locale's folder (`/help/jp/docs/x` → `<dir>/docs/x/index.html`). */
function htmlFile(localeDir: string, baseUrl: string, path: string): string {
  const rel = path.slice(baseUrl.length).replace(/\/$/, '');
  return join(localeDir, rel, 'index.html');
}

/** The entries of one sidebar list (`ul`), as this page shows them. */
function shownItems(list: Element): ShownItem[] {
  const items: ShownItem[] = [];
  for (const li of list.children) {
    if (li.type !== 'tag' || li.name !== 'li') continue;
    const classes = getAttributeValue(li, 'class') ?? '';
    if (classes.includes('theme-doc-sidebar-item-category')) {
      const link = one('.menu__list-item-collapsible > a', li);
      // A category without a page of its own links to its first entry, as a button that opens it.
      const ownPage = link && getAttributeValue(link, 'role') !== 'button' ? getAttributeValue(link, 'href') : undefined;
      const sublist = li.children.find((c): c is Element => c.type === 'tag' && c.name === 'ul');
      items.push({type: 'category', label: text(link), ...(ownPage ? {path: ownPage} : {}), items: sublist ? shownItems(sublist) : undefined});
    } else if (classes.includes('theme-doc-sidebar-item-link')) {
      const link = one('a', li);
      const href = link && getAttributeValue(link, 'href');
      if (href) items.push({type: 'page', title: text(link), path: href});
    }
  }
  return items;
}

/** The sidebar a built page shows, or undefined for a page without one. */
function pageSidebar(file: string): ShownItem[] | undefined {
  const menu = one('ul.theme-doc-sidebar-menu', parseDocument(readFileSync(file, 'utf8')));
  return menu ? shownItems(menu) : undefined;
}

/** One sidebar from the views of its pages: each category's entries from a page that shows it open. */
function merge(views: ShownItem[][]): SidebarItem[] {
  const [first] = views;
  return first.map((item, k): SidebarItem => {
    if (item.type === 'page') return item;
    const open = views.map((v) => v[k]).filter((v): v is Extract<ShownItem, {type: 'category'}> => v?.type === 'category' && v.items !== undefined);
    return {type: 'category', label: item.label, ...(item.path ? {path: item.path} : {}), items: open.length ? merge(open.map((v) => v.items!)) : []};
  });
}

/** The navbar's links to sections (dropdown entries and plain links), in order: label and path. */
function navbarLinks(file: string): {label: string; path: string}[] {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const left = one('.theme-layout-navbar-left', doc);
  if (!left) throw new Error(`${file}: no navbar`);
  return all('a.dropdown__link, a.navbar__item.navbar__link', left)
    .map((a) => ({label: text(a), path: getAttributeValue(a, 'href') ?? ''}))
    .filter((l) => l.path.startsWith('/'));
}

/** Every built page under a folder (its `index.html` files), as page paths. */
function pagesUnder(localeDir: string, baseUrl: string, folder: string): string[] {
  const root = join(localeDir, folder);
  if (!existsSync(root)) return [];
  return (readdirSync(root, {recursive: true}) as string[])
    .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
    .map((f) => f.replace(/\/?index\.html$/, ''))
    .map((rel) => (rel ? `${baseUrl}${folder}/${rel}` : `${baseUrl}${folder}/`));
}

/**
 * The sections of one version: each navbar link into the version (or, for the current release, into the API
 * reference) whose page has a sidebar, with that sidebar put together from every page that shows the same one.
 */
function sectionsOf(localeDir: string, baseUrl: string, pages: string[], navbarFrom: string): ManifestSection[] {
  const views = new Map<string, ShownItem[][]>();
  const keyOf = new Map<string, string>();
  for (const path of pages) {
    const file = htmlFile(localeDir, baseUrl, path);
    if (!existsSync(file)) throw new Error(`${file}: missing (a page of ${DOC_PATHS} or of the API reference)`);
    const shown = pageSidebar(file);
    if (!shown) continue;
    // The same sidebar on every page of a section: its first level's entries name it.
    const key = JSON.stringify(shown.map((i) => (i.type === 'page' ? i.path : i.label)));
    keyOf.set(path, key);
    (views.get(key) ?? views.set(key, []).get(key)!).push(shown);
  }
  const sections: ManifestSection[] = [];
  const taken = new Set<string>();
  for (const link of navbarLinks(htmlFile(localeDir, baseUrl, navbarFrom))) {
    const key = keyOf.get(link.path) ?? keyOf.get(link.path.replace(/\/$/, '')) ?? keyOf.get(`${link.path}/`);
    if (!key || taken.has(key)) continue;
    taken.add(key);
    sections.push({label: link.label, path: link.path, items: merge(views.get(key)!)});
  }
  return sections;
}

/** The readers' words of every search language (data/search-synonyms.json), without its comment. */
function readersWordLists(): Record<string, Record<string, string>> {
  const lists = JSON.parse(readFileSync(join(ROOT, 'data', 'search-synonyms.json'), 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(lists).filter(([key]) => !key.startsWith('$'))) as Record<string, Record<string, string>>;
}

/** The manifest of one built locale. */
export function localeManifest(buildDir: string, locale: LocaleCode): SiteManifest {
  const {baseUrl, searchLanguages} = siteLocale(locale);
  const dir = outputDir(locale, buildDir);
  const home = readFileSync(join(dir, 'index.html'), 'utf8');
  const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"' >]+)/.exec(home)?.[1];
  if (!canonical || !/^https?:\/\//.test(canonical)) throw new Error(`${join(dir, 'index.html')}: no absolute canonical link to take the site's origin from`);
  const origin = new URL(canonical).origin;

  const docPaths = (folder: string): string[] => Object.values(JSON.parse(readFileSync(join(dir, folder, DOC_PATHS), 'utf8')) as Record<string, string>);
  const archived = readdirSync(join(dir, DOCS_ROUTE))
    .filter((name) => /^\d+\.\d+$/.test(name) && existsSync(join(dir, DOCS_ROUTE, name, DOC_PATHS)))
    .sort((a, b) => b.localeCompare(a, 'en', {numeric: true}));
  const currentDocs = docPaths(DOCS_ROUTE);
  const versions: ManifestVersion[] = [
    {
      name: CURRENT_RELEASE,
      current: true,
      indexFolder: '',
      // The API reference is not versioned: it is listed with the current release.
      sections: sectionsOf(dir, baseUrl, [...currentDocs, ...pagesUnder(dir, baseUrl, API_ROUTE)], currentDocs[0]),
    },
    ...archived.map((name) => {
      const docs = docPaths(`${DOCS_ROUTE}/${name}`);
      return {name, current: false, indexFolder: `${DOCS_ROUTE}/${name}`, sections: sectionsOf(dir, baseUrl, docs, docs[0])};
    }),
  ];
  for (const version of versions) {
    if (!version.sections.length) throw new Error(`${dir}: docs ${version.name}: no section found (no navbar link to a page with a sidebar)`);
  }
  return {format: MANIFEST_FORMAT, locale, origin, versions, readersWords: readersWordsFor(readersWordLists(), searchLanguages[0])};
}

/** Writes the manifest of every locale the build holds; returns one line per locale. */
export function writeManifests(buildDir: string): string[] {
  const built = LOCALES.filter((l) => existsSync(join(outputDir(l.code, buildDir), 'index.html')));
  if (!built.length) throw new Error(`${buildDir}: no built locale (no index.html in any locale's folder)`);
  return built.map(({code}) => {
    const manifest = localeManifest(buildDir, code);
    const folder = join(outputDir(code, buildDir), MCP_FOLDER);
    mkdirSync(folder, {recursive: true});
    writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
    const pages = (items: SidebarItem[]): number => items.reduce((n, i) => n + (i.type === 'page' ? 1 : (i.path ? 1 : 0) + pages(i.items)), 0);
    const figures = manifest.versions.map((v) => `${v.name}: ${v.sections.length} sections, ${v.sections.reduce((n, s) => n + pages(s.items), 0)} pages`);
    return `${code}: ${figures.join('; ')}`;
  });
}
