/**
 * whats_new: the release notes after a version, from what the build has (the release notes have no Markdown twins):
 * the locale's RSS feed (`release-notes/rss.xml`: title, link, date and summary of the newest posts), and, when the
 * version asked for is older than the feed's oldest post, the archive page (`release-notes/archive/`: every post's
 * title and link) with each older post's own page for its date and summary (its `article:published_time` and
 * description). A post's version is the version number in its title (`Release 2.13.0`, `リリース 2.13.0`, `2.13.0 版`).
 */
import {RELEASE_NOTES_ROUTE} from '../site/content.ts';
import {inLocale, siteUrl, type BuiltLocale, type BuiltSite} from './site.ts';

export type ReleaseNote = {version: string; title: string; date: string; url: string; summary: string};

const VERSION = /\d+\.\d+(?:\.\d+)?/;

/** `2.12` → [2, 12, 0]. */
export const versionParts = (version: string): number[] => [...version.split('.').map(Number), 0, 0].slice(0, 3);

/** Negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [versionParts(a), versionParts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

const decode = (text: string): string =>
  text
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

const tag = (xml: string, name: string): string => decode(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? '');

/** An HTML attribute's value (quoted or not, as the minified pages write it). */
const attribute = (html: string, name: string): string | undefined => {
  const m = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`).exec(html);
  return m ? decode(m[1] ?? m[2] ?? m[3]) : undefined;
};

/** The feed's posts, newest first. */
function feedNotes(site: BuiltSite, built: BuiltLocale): ReleaseNote[] {
  const xml = site.files.readText(inLocale(built, `${RELEASE_NOTES_ROUTE}/rss.xml`));
  if (xml === undefined) throw new Error(`The build has no release-notes feed for ${built.locale.code} (${RELEASE_NOTES_ROUTE}/rss.xml).`);
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].flatMap(([, item]) => {
    const title = tag(item, 'title');
    const version = VERSION.exec(title)?.[0];
    const link = tag(item, 'link');
    if (!version || !link) return [];
    return [{version, title, date: new Date(tag(item, 'pubDate')).toISOString().slice(0, 10), url: link, summary: tag(item, 'description')}];
  });
}

/** The posts the feed leaves out (older than its oldest), from the archive page and their own pages. */
function olderNotes(site: BuiltSite, built: BuiltLocale, after: string, feed: ReleaseNote[]): ReleaseNote[] {
  const html = site.files.readText(inLocale(built, `${RELEASE_NOTES_ROUTE}/archive/index.html`)) ?? '';
  const listed = new Set(feed.map((n) => new URL(n.url).pathname));
  const notes: ReleaseNote[] = [];
  for (const [, attributes, inner] of html.matchAll(/<li><a ([^>]*)>([\s\S]*?)<\/a>/g)) {
    const path = attribute(`<a ${attributes}>`, 'href');
    const title = decode(inner.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).replace(/^.*? - /, '');
    const version = VERSION.exec(title)?.[0];
    if (!path || !version || listed.has(path) || compareVersions(version, after) <= 0) continue;
    if (!path.startsWith(`${built.locale.baseUrl}${RELEASE_NOTES_ROUTE}/`)) continue;
    const page = site.files.readText(inLocale(built, `${path.slice(built.locale.baseUrl.length)}/index.html`)) ?? '';
    const meta = (property: string) => {
      const element = new RegExp(`<meta[^>]*(?:name|property)=["']?${property}["']?[^>]*>`).exec(page)?.[0];
      return element ? (attribute(element, 'content') ?? '') : '';
    };
    notes.push({version, title, date: meta('article:published_time').slice(0, 10), url: siteUrl(site, path), summary: meta('description')});
  }
  return notes;
}

/** The release notes after `since` (a version such as 2.12 or 2.11.2), newest first. */
export function releaseNotesAfter(site: BuiltSite, built: BuiltLocale, since: string): {notes: ReleaseNote[]; newest: string | undefined} {
  const feed = feedNotes(site, built);
  const oldest = feed[feed.length - 1]?.version;
  const notes = feed.filter((n) => compareVersions(n.version, since) > 0);
  if (oldest === undefined || compareVersions(since, oldest) < 0) notes.push(...olderNotes(site, built, since, feed));
  notes.sort((a, b) => compareVersions(b.version, a.version) || b.date.localeCompare(a.date));
  const newest = [...feed].sort((a, b) => compareVersions(b.version, a.version))[0]?.version;
  return {notes, newest};
}
