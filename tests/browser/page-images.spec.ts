/**
 * Images beside a page (issue 26): a page shows a drawing or screenshot from the `img/` folder beside it, with
 * Markdown image syntax (`![alt text](./img/name.svg)`), and each locale's copy of the page has its own file. For every
 * such image in the docs of every locale and docs version, as a reader and an AI assistant get it:
 * - the page shows it: visible, loaded (naturalWidth > 0), with its width and height in the HTML (no layout shift),
 *   and the alt text the page's source gives it, unchanged (an apostrophe, quote or & in the source comes out as an
 *   HTML entity in Docusaurus 3.10, so the convention is alt text without them);
 * - the site serves it from its own origin, as a file of the locale under `assets/images/`, named after the source
 *   file (an image of 10,000 bytes or less is inlined as a data: URL instead; the twin links a copy of it);
 * - the page's Markdown twin (URL + `.md`) links the same file with the same alt text, and that URL answers 200.
 * The e-paper tag figure on epaper/about (all three locales) is the example the convention was set with; the test
 * fails if it is not found, so that it never passes on no images at all.
 */
import {readFileSync} from 'node:fs';
import {join, parse} from 'node:path';
import {test, expect, open} from '../support/fixtures';
import {listPages, dirOf, root, DOC_KINDS, type Kind, type LocaleDir} from '../support/content';

const PREFIX: Record<LocaleDir, string> = {en: '/help/', jp: '/help/jp/', zh: '/help/zh/'};
const LOCALE_DIRS: LocaleDir[] = ['en', 'jp', 'zh'];
/** The example of the convention: this page shows this file in every locale. */
const EXAMPLE = {rel: 'epaper/about.md', file: 'epaper-tag-display.svg'};

type SourceImage = {alt: string; src: string; line: number};
type PageWithImages = {locale: LocaleDir; kind: Kind; rel: string; path: string; images: SourceImage[]};

/** `![alt](src)` with a source relative to the page, outside code, in the order of the page. */
function relativeImages(source: string): SourceImage[] {
  const text = source
    .replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  return [...text.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)]
    .filter((m) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(m[2]))
    .map((m) => ({alt: m[1], src: m[2], line: text.slice(0, m.index).split('\n').length}));
}

function pagesWithImages(): PageWithImages[] {
  const pages: PageWithImages[] = [];
  for (const kind of DOC_KINDS) {
    const version = kind === 'docs' ? '' : `${kind.slice('docs@'.length)}/`;
    for (const locale of LOCALE_DIRS) {
      for (const rel of listPages(kind, locale)) {
        const images = relativeImages(readFileSync(join(root, dirOf(kind, locale), rel), 'utf8'));
        const route = rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
        if (images.length) pages.push({locale, kind, rel, path: `${PREFIX[locale]}docs/${version}${route}`, images});
      }
    }
  }
  return pages;
}

const PAGES = pagesWithImages();
const twinPath = (path: string) => (path.endsWith('/') ? `${path}index.md` : `${path}.md`);

test(`the example figure ${EXAMPLE.file} is on ${EXAMPLE.rel} in every locale`, () => {
  for (const locale of LOCALE_DIRS) {
    const page = PAGES.find((p) => p.kind === 'docs' && p.locale === locale && p.rel === EXAMPLE.rel);
    const where = `${dirOf('docs', locale)}/${EXAMPLE.rel}`;
    expect(page?.images.map((i) => i.src), `${where}: shows ./img/${EXAMPLE.file}`).toContain(`./img/${EXAMPLE.file}`);
  }
});

for (const {locale, kind, rel, path, images} of PAGES) {
  test(`${path} shows its images from beside the page, served by the site and linked from its Markdown twin`, async ({page, request}) => {
    const sourceFile = `${dirOf(kind, locale)}/${rel}`;
    await open(page, path);
    const origin = new URL(page.url()).origin;
    // The page's own images: not the diagrams (drawn from ```mermaid, tested in diagrams.spec.ts), in page order.
    const shown = page.locator('article .theme-doc-markdown img:not(.so-diagram img)');
    await expect(shown, `${path}: the page shows ${images.length} image(s) from beside it (${images.map((i) => i.src).join(', ')})`).toHaveCount(images.length);

    const twinUrl = twinPath(path);
    const twinResponse = await request.get(twinUrl);
    expect(twinResponse.status(), `${twinUrl}: the page's Markdown twin answers`).toBe(200);
    const twinImages = [...(await twinResponse.text()).matchAll(/!\[((?:[^\]\\]|\\.)*)\]\(([^)\s]+)/g)].map((m) => ({alt: m[1].replace(/\\(.)/g, '$1'), url: m[2]}));

    const problems: string[] = [];
    for (const [i, source] of images.entries()) {
      const what = `${path}: image ${source.src} (${sourceFile}:${source.line})`;
      const image = shown.nth(i);
      await image.scrollIntoViewIfNeeded();
      await expect(image, `${what} is visible`).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {message: `${what} loads (naturalWidth > 0)`})
        .toBeGreaterThan(0);
      const shownImage = await image.evaluate((img: HTMLImageElement) => ({
        alt: img.getAttribute('alt') ?? '',
        src: img.currentSrc || img.src,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      }));
      if (shownImage.alt !== source.alt) problems.push(`${what}: alt text "${shownImage.alt}", the source says "${source.alt}"`);
      if (!shownImage.width || !shownImage.height) problems.push(`${what}: no width and height in the HTML (the page shifts when it loads)`);

      // Served by the site as the locale's file under assets/images/, named after the source file.
      const {name, ext} = parse(source.src);
      let servedPath: string | undefined;
      // An image of 10,000 bytes or less Docusaurus inlines as a data: URL; the twin then links a copy of its own.
      if (!shownImage.src.startsWith('data:')) {
        const url = new URL(shownImage.src);
        servedPath = url.pathname;
        if (url.origin !== origin) problems.push(`${what}: served from ${url.origin}, not the site's own origin ${origin}`);
        const file = servedPath.slice(servedPath.lastIndexOf('/') + 1);
        if (!servedPath.startsWith(`${PREFIX[locale]}assets/images/`) || !file.startsWith(`${name}-`) || !file.endsWith(ext)) {
          problems.push(`${what}: served as ${servedPath}, not as ${PREFIX[locale]}assets/images/${name}-<hash>${ext}`);
        }
      }

      // The Markdown twin links the same file, with the same alt text, at a URL that answers.
      const linked = twinImages.find((t) => t.alt === source.alt);
      if (!linked) {
        problems.push(`${twinUrl}: no image with the alt text "${source.alt}" (images there: ${JSON.stringify(twinImages)})`);
        continue;
      }
      let linkedPath: string;
      try {
        linkedPath = new URL(linked.url).pathname;
      } catch {
        problems.push(`${twinUrl}: image ${source.src} linked as "${linked.url}", not an absolute URL`);
        continue;
      }
      if (servedPath && linkedPath !== servedPath) problems.push(`${twinUrl}: links ${source.src} as ${linkedPath}, the page shows ${servedPath}`);
      const res = await request.get(linkedPath);
      if (res.status() !== 200) problems.push(`${twinUrl}: image ${linkedPath} answers ${res.status()}`);
      else if (!res.headers()['content-type']?.startsWith('image/')) problems.push(`${twinUrl}: image ${linkedPath} is served as ${res.headers()['content-type']}`);
    }
    expect(problems, `${path}: images beside the page (${sourceFile})`).toEqual([]);
  });
}
