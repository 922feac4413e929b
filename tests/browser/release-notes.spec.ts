/**
 * The release notes as a reader meets them on /help/jp: every post at its date-based route, list pages of ten
 * compact entries, the archive, translated tag pages, and RSS and Atom feeds that feed readers accept. What is
 * expected comes from the posts in the repository (release-notes/ and their Japanese twins), never from a list kept
 * elsewhere.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readFrontMatter} from '../../tools/content/front-matter.ts';
import {test, expect, open} from '../support/fixtures';
import {searchIndexParts} from '../support/search';
import {contentDir} from '../../site/content.ts';
import {pageUrl} from '../../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../../site/paths.ts';

const JP_DIR = join(ROOT, contentDir('release-notes', 'ja'));
const POSTS = readdirSync(join(ROOT, contentDir('release-notes', 'en')))
  .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
  .sort()
  .reverse()
  .map((file) => {
    const [, y, m, d, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file)!;
    const jp = readFrontMatter(readFileSync(join(JP_DIR, file), 'utf8'), file).data;
    return {
      route: pageUrl('ja', `release-notes/${y}/${m}/${d}/${slug}`),
      title: String(jp.title),
      description: String(jp.description),
      tags: (jp.tags ?? []) as string[],
    };
  });
const PER_PAGE = 10;
const PAGES = Math.ceil(POSTS.length / PER_PAGE);
const listRoute = (n: number): string => pageUrl('ja', n === 1 ? 'release-notes' : `release-notes/page/${n}`);

test('the repository has release-note posts', () => {
  expect(POSTS.length).toBeGreaterThan(0);
});

// One page walks the list pages (a browser context per page costs more than its checks).
test(`list pages 1 to ${PAGES} show their releases, ${PER_PAGE} a page, as compact entries, newest first`, async ({page}) => {
  for (let n = 1; n <= PAGES; n++) {
    await test.step(`list page ${n} of ${PAGES}`, async () => {
      await open(page, listRoute(n));
      const expected = POSTS.slice((n - 1) * PER_PAGE, n * PER_PAGE);
      const entries = page.locator('main article');
      await expect(entries, `${listRoute(n)}: number of entries`).toHaveCount(expected.length);
      for (const [i, post] of expected.entries()) {
        const entry = entries.nth(i);
        await expect(entry.locator('h2 a'), `${listRoute(n)}: entry ${i + 1}`).toHaveText(post.title);
        await expect(entry.locator('h2 a')).toHaveAttribute('href', post.route);
        await expect(entry.locator('time'), `${listRoute(n)}: ${post.title} has a date`).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日/);
        // The one-line summary (the post's description) and the tags, not the post's opening paragraphs.
        await expect(entry, `${listRoute(n)}: ${post.title} shows its one-line summary`).toContainText(post.description);
        await expect(entry.locator('a[href*="/release-notes/tags/"]'), `${listRoute(n)}: ${post.title} shows its tags`).toHaveCount(post.tags.length);
        await expect(entry.locator('p'), `${listRoute(n)}: ${post.title} is compact`).toHaveCount(2);
      }
      // Compact: no post body on the list (no section headings of the posts, no "read more" links).
      await expect(page.locator('main article h2 ~ h2, main article [id="new-features"]'), `${listRoute(n)}: post content on the list`).toHaveCount(0);
    });
  }
});

test(`there is no list page ${PAGES + 1}`, async ({page}) => {
  const response = await page.goto(listRoute(PAGES + 1));
  expect(response?.status(), `${listRoute(PAGES + 1)} should be a 404`).toBe(404);
});

test('the archive lists every post', async ({page}) => {
  await open(page, pageUrl('ja', 'release-notes/archive'));
  const links = await page.locator('main a[href*="/release-notes/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const missing = POSTS.filter((p) => !links.includes(p.route)).map((p) => p.route);
  expect(missing, 'posts missing from the archive').toEqual([]);
});

test('tags are translated and their pages list the tagged posts', async ({page}) => {
  const security = POSTS.filter((p) => p.tags.includes('security'));
  expect(security.length, 'no post is tagged security').toBeGreaterThan(0);
  await open(page, pageUrl('ja', 'release-notes/tags/security'));
  await expect(page.locator('h1'), "the tag page's heading counts the posts once").toHaveText(`「セキュリティ」タグの記事が${security.length}件あります`);
  await expect(page.locator('main article')).toHaveCount(security.length);
  await open(page, POSTS[0].route);
  const tagLabels = await page.locator('article a[href*="/release-notes/tags/"]').allTextContents();
  expect(tagLabels.length, `${POSTS[0].route}: tags shown`).toBe(POSTS[0].tags.length);
  for (const label of tagLabels) expect(label, `${POSTS[0].route}: tag label in Japanese`).not.toMatch(/^[a-z-]+$/);
});

for (const [kind, type, rootCheck] of [
  ['rss', 'application/rss+xml', 'rss[version="2.0"] > channel'],
  ['atom', 'application/atom+xml', 'feed'],
] as const) {
  test(`the ${kind} feed is served as ${type}, parses, and holds the newest posts with Japanese titles`, async ({page, request}) => {
    const url = pageUrl('ja', `release-notes/${kind}.xml`);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], `${url}: content type`).toContain(type);
    expect(response.headers()['cache-control'], `${url}: revalidated like HTML`).toBe('no-cache');
    const xml = await response.text();
    await open(page, pageUrl('ja', 'release-notes'));
    const feed = await page.evaluate(
      ({xml, rootCheck, kind}) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) return {error: doc.querySelector('parsererror')!.textContent};
        if (!doc.querySelector(rootCheck)) return {error: `no ${rootCheck}`};
        if (kind === 'atom' && doc.documentElement.namespaceURI !== 'http://www.w3.org/2005/Atom') return {error: 'not in the Atom namespace'};
        const items = Array.from(doc.querySelectorAll(kind === 'rss' ? 'item' : 'entry'));
        const content = (el: Element) =>
          (kind === 'rss' ? el.getElementsByTagName('content:encoded')[0]?.textContent : el.querySelector('content')?.textContent) ?? '';
        return {
          title: doc.querySelector(kind === 'rss' ? 'channel > title' : 'feed > title')?.textContent,
          items: items.map((i) => ({title: i.querySelector('title')?.textContent, content: content(i)})),
        };
      },
      {xml, rootCheck, kind},
    );
    expect(feed.error, `${url} does not parse as ${kind}`).toBeUndefined();
    expect(feed.title, `${url}: feed title`).toContain('リリースノート');
    expect(feed.items!.length, `${url}: items`).toBeGreaterThanOrEqual(Math.min(POSTS.length, 10));
    expect(feed.items![0].title, `${url}: newest post first`).toBe(POSTS[0].title);
    expect(feed.items![0].content.length, `${url}: the newest item carries the full post`).toBeGreaterThan(500);
  });
}

test('the list page offers the feeds, in the page and in the head', async ({page}) => {
  await open(page, pageUrl('ja', 'release-notes'));
  await expect(page.locator(`main a[href$="${pageUrl('ja', 'release-notes/rss.xml')}"]`)).toHaveText('RSS');
  await expect(page.locator(`main a[href$="${pageUrl('ja', 'release-notes/atom.xml')}"]`)).toHaveText('Atom');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1);
});

test('the home page and the announcement bar point at the newest release', async ({page}) => {
  await open(page, pageUrl('ja'));
  await expect(page.getByRole('region', {name: 'お知らせ'}).locator(`a[href="${POSTS[0].route}"]`)).toHaveCount(1);
  await expect(page.locator(`main a[href="${POSTS[0].route}"]`).first()).toBeVisible();
});

test('release notes stay out of the docs search index', async () => {
  const dir = join(ROOT, outputDir('ja', BUILD_DIR));
  const files = readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f));
  expect(files.length, `${outputDir('ja')} has no search index`).toBeGreaterThan(0);
  for (const file of files) {
    const read = (path: string): unknown => JSON.parse(readFileSync(join(dir, path), 'utf8'));
    const urls = (await searchIndexParts(read(file), read)).flatMap((part) => part.documents.map((d) => d.u as string));
    expect(urls.length, `${file}: documents`).toBeGreaterThan(0);
    expect(
      urls.filter((u: string) => u.includes('/release-notes')),
      `${file}: release-note documents`,
    ).toEqual([]);
  }
});
