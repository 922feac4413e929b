/**
 * fetch_page: a page of the site as its Markdown twin (plugins/markdown-twins/: the page URL plus `.md`), the twin
 * file's text unchanged, with the page's title, last-updated date (the built page's `<time itemprop=dateModified>`) and
 * docs version. The URL or path is checked before anything is read: the site's origin only, under the base URL,
 * decoded once, no `..`, no dotted names, no `%` left after decoding (so no encoded traversal); ./site-files.ts then
 * keeps the read inside the build folder.
 */
import {BASE_URL, localeOfPath} from '../site/locales.ts';
import {DOCS_ROUTE} from '../site/content.ts';
import {markdownTwinUrl} from '../src/markdown-twins/twin.ts';
import {Refusal} from './site-files.ts';
import {builtLocale, docsVersion, inLocale, siteUrl, type BuiltSite} from './site.ts';

export type Page = {title: string; url: string; markdownUrl: string; locale: string; version: string; lastUpdated: string | null; markdown: string};

/** A page's site path from what a tool was given: a URL on the site's origin, a site path, or a path in a locale. */
export function pagePath(site: BuiltSite, given: string, localeName: string | undefined): string {
  const input = given.trim();
  let path: string;
  if (/^[a-z][a-z\d+.-]*:/i.test(input)) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new Refusal(`"${input.slice(0, 200)}" is not a URL.`);
    }
    if (!/^https?:$/.test(url.protocol)) throw new Refusal(`${url.protocol} URLs are not pages of this site: its pages are at ${site.origin}${BASE_URL}.`);
    if (url.origin !== site.origin) throw new Refusal(`${url.origin} is not this site: its pages are at ${site.origin}${BASE_URL}.`);
    path = url.pathname;
  } else if (input.startsWith('//')) {
    throw new Refusal(`"${input.slice(0, 200)}" names another host: give a path of this site (${BASE_URL}…) or a URL at ${site.origin}.`);
  } else if (input.startsWith('/')) {
    path = input.replace(/[?#].*$/s, '');
  } else {
    if (localeName === undefined) throw new Refusal(`"${input.slice(0, 200)}" is a relative path: give its locale, or the path from ${BASE_URL}.`);
    path = `${builtLocale(site, localeName).locale.baseUrl}${input.replace(/[?#].*$/s, '')}`;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw new Refusal(`${path.slice(0, 200)}: not a valid path (bad percent-encoding).`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[%\\\u0000-\u001f]/.test(decoded)) throw new Refusal(`${decoded.slice(0, 200)}: not a page path of this site.`);
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s.startsWith('.'))) throw new Refusal(`${decoded.slice(0, 200)}: not a page path of this site.`);
  if (!decoded.startsWith(BASE_URL)) throw new Refusal(`${decoded.slice(0, 200)}: not a page of this site (its paths start with ${BASE_URL}).`);
  return decoded;
}

/** The page's last-updated date, as the built page shows it (none on the pages without one, e.g. API operations). */
function lastUpdated(html: string | undefined): string | null {
  const time = html && /<time\b[^>]*\bitemprop=["']?dateModified\b[^>]*>/.exec(html)?.[0];
  return (time && /\bdatetime=["']?([^"'\s>]+)/.exec(time)?.[1]) || null;
}

export function fetchPage(site: BuiltSite, given: string, localeName: string | undefined): Page {
  const path = pagePath(site, given, localeName);
  const locale = localeOfPath(path);
  if (localeName !== undefined) {
    const asked = builtLocale(site, localeName);
    if (asked.locale.code !== locale.code) throw new Refusal(`${path} is a page of the ${locale.code} site, not of ${asked.locale.code}.`);
  }
  const built = builtLocale(site, locale.code);
  const pageOnly = path.replace(/\.md$/, '').replace(/\/index$/, '/');
  const twinPath = path.endsWith('.md') ? path : markdownTwinUrl(path);
  const rel = (p: string) => p.slice(locale.baseUrl.length);
  const markdown = site.files.readText(inLocale(built, rel(twinPath)));
  if (markdown === undefined) {
    throw new Refusal(
      `${siteUrl(site, pageOnly)} has no Markdown version: doc pages, the API overview and the API operations have one (find pages with search_docs or list_sections).`,
    );
  }
  const html = site.files.readText(inLocale(built, `${rel(pageOnly).replace(/\/$/, '')}/index.html`.replace(/^\//, '')));
  const archived = new RegExp(`^${DOCS_ROUTE}/(\\d+\\.\\d+)/`).exec(rel(pageOnly))?.[1];
  return {
    title: /^# (.+)$/m.exec(markdown)?.[1].trim() ?? '',
    url: siteUrl(site, pageOnly),
    markdownUrl: siteUrl(site, twinPath),
    locale: locale.code,
    version: docsVersion(built, archived).name,
    lastUpdated: lastUpdated(html),
    markdown,
  };
}
