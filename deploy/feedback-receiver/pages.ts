/**
 * The site's pages, read from a built site: an answer is stored only for a page the site has, so a client cannot fill
 * the database with made-up paths. The list is the build's HTML files, not a copy of the sidebars, so it is right for
 * whatever was deployed (every docs version in the build, release notes, the API reference, standalone pages).
 */
import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {BASE_URL, localeOfPath, type LocaleCode} from '../../site/locales.ts';

export type PageList = {
  /** How many pages the build has. */
  size: number;
  /**
   * The page a path from the address bar names, in one form whichever the browser showed (`…/intro`, `…/intro/`,
   * `…/intro/index.html`, percent-encoded or not): the form a link of the site has, without the trailing slash except
   * at a locale's root (`/help/jp/`). Undefined when the build has no such page.
   */
  find(path: string): {path: string; locale: LocaleCode} | undefined;
};

/** The not-found page of each locale: served for every unknown URL, never a page of its own. */
const NOT_FOUND = '404.html';

/**
 * The pages of a build folder (`build/`: English at its root, each other locale in its URL folder). A page is an
 * HTML file: `<route>/index.html`, as Docusaurus writes every route when `trailingSlash` is unset (this site), or
 * `<route>.html` (`trailingSlash: false`). Dotted folders (`.nginx/`) and the not-found pages are left out. Throws when
 * the folder has no page, which is a wrong `--site` rather than an empty site.
 */
export function loadPages(siteDir: string): PageList {
  if (!statSync(siteDir, {throwIfNoEntry: false})?.isDirectory()) throw new Error(`no built site at ${siteDir}: run \`npm run build\` first`);
  /** Lookup key (the route without a trailing slash) → the form the site links to. */
  const routes = new Map<string, string>();
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('.')) continue;
      // A deploy links hashed files and whole releases; a page is a file, its folders are folders.
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && statSync(join(dir, entry.name), {throwIfNoEntry: false})?.isDirectory());
      if (isDir) walk(join(dir, entry.name), `${route}${entry.name}/`);
      else if (entry.name.endsWith('.html') && entry.name !== NOT_FOUND) {
        const page = entry.name === 'index.html' ? route : `${route}${entry.name.slice(0, -'.html'.length)}`;
        routes.set(key(page), !page.endsWith('/') || isLocaleRoot(page) ? page : page.slice(0, -1));
      }
    }
  };
  walk(siteDir, BASE_URL);
  if (routes.size === 0) throw new Error(`${siteDir} holds no page (no index.html): is it the build folder?`);
  return {
    size: routes.size,
    find(path) {
      let decoded: string;
      try {
        decoded = decodeURI(path);
      } catch {
        return undefined;
      }
      const page = routes.get(key(decoded.replace(/\/index\.html$/, '/')));
      return page === undefined ? undefined : {path: page, locale: localeOfPath(page).code};
    },
  };
}

/** A locale's root (`/help/jp/`): the one form of a folder route that keeps its slash, as nginx redirects to it. */
const isLocaleRoot = (route: string) => localeOfPath(route).baseUrl === route;

/** The lookup key of a route: every trailing slash dropped, so `/x`, `/x/` and the base URL's `/help` meet. */
const key = (route: string) => route.replace(/\/+$/, '');
