/**
 * Images beside a page: a page shows a drawing or screenshot from the `img/` folder beside it, with
 * Markdown image syntax (`![alt text](./img/name.svg)`), and each locale's copy of the page has its own file. For every
 * such image in the docs of every locale and docs version, in the built page and its twin (read through
 * built-site.ts), and as nginx serves the image:
 * - the page's HTML shows it, with its width and height (no layout shift), and the alt text the page's source gives
 *   it, unchanged (an apostrophe, quote or & in the source comes out as an HTML entity in Docusaurus 3.10, so the
 *   convention is alt text without them);
 * - the site serves it from its own origin, as a file of the locale under `assets/images/` that the build holds,
 *   named after the source file (an image of 10,000 bytes or less is inlined as a data: URL instead; the twin links
 *   a copy of it);
 * - the page's Markdown twin (URL + `.md`) links the same file with the same alt text, and nginx serves that URL as
 *   an image.
 * That the image shows and loads in a browser is tests/browser/page-images.spec.ts, on a sample. The e-paper tag
 * figure on epaper/about (every locale) is the example the convention was set with; the test fails if it is not
 * found, so that it never passes on no images at all.
 */
import {parse} from 'node:path';
import {expect, test} from 'vitest';
import {selectAll} from 'css-select';
import {getAttributeValue} from 'domutils';
import type {AnyNode, Element} from 'domhandler';
import type {DocsVersion} from '../../site/content.ts';
import {docFile, docPages, docsRoute, DOCS_VERSIONS, readDocPage} from '../support/doc-pages';
import {BUILT_LOCALES, fileForPath, parsedPage, textOf, type BuiltLocale} from './built-site';
import {get, inParallel, siteBaseUrl, type Answer} from './served';

/** The example of the convention: this page shows this file in every locale. */
const EXAMPLE = {rel: 'epaper/about.md', file: 'epaper-tag-display.svg'};

type SourceImage = {alt: string; src: string; line: number};
type PageWithImages = {locale: BuiltLocale; version: DocsVersion; rel: string; path: string; images: SourceImage[]};

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
  for (const version of DOCS_VERSIONS) {
    for (const locale of BUILT_LOCALES) {
      for (const rel of docPages(locale.code, version)) {
        const images = relativeImages(readDocPage(locale.code, version, rel));
        const route = rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
        if (images.length) pages.push({locale, version, rel, path: `${locale.baseUrl}${docsRoute(version)}${route}`, images});
      }
    }
  }
  return pages;
}

const PAGES = pagesWithImages();
const twinPath = (path: string): string => (path.endsWith('/') ? `${path}index.md` : `${path}.md`);

/** Inside a drawn diagram (```mermaid, tested in tests/browser/diagrams.spec.ts), not an image beside the page. */
function inDiagram(el: Element): boolean {
  for (let p = el.parent; p; p = p.parent) {
    if (p.type === 'tag' && (getAttributeValue(p as Element, 'class') ?? '').split(/\s+/).includes('so-diagram')) return true;
  }
  return false;
}

// What nginx answers for a URL: one request per distinct URL in the whole file.
const answers = new Map<string, Promise<Answer>>();
function served(path: string): Promise<Answer> {
  let answer = answers.get(path);
  if (!answer) {
    answer = get(path);
    answers.set(path, answer);
  }
  return answer;
}
const contentType = (a: Answer): string => [a.headers['content-type']].flat().join(', ');

test(`the example figure ${EXAMPLE.file} is on ${EXAMPLE.rel} in every locale`, () => {
  for (const locale of BUILT_LOCALES) {
    const page = PAGES.find((p) => p.version === 'current' && p.locale === locale && p.rel === EXAMPLE.rel);
    const where = docFile(locale.code, 'current', EXAMPLE.rel);
    expect(
      page?.images.map((i) => i.src),
      `${where}: shows ./img/${EXAMPLE.file}`,
    ).toContain(`./img/${EXAMPLE.file}`);
  }
});

for (const {locale, version, rel, path, images} of PAGES) {
  test(`${path} shows its images from beside the page, served by the site and linked from its Markdown twin`, async () => {
    const sourceFile = docFile(locale.code, version, rel);
    const pageFile = fileForPath(path);
    expect(pageFile, `${path}: a built page (build/…/index.html) for ${sourceFile}`).toBeDefined();
    const origin = new URL(siteBaseUrl()).origin;
    const pageUrl = new URL(path, siteBaseUrl());
    // The page's own images: not the diagrams, in page order.
    const shown = selectAll<AnyNode, Element>('article .theme-doc-markdown img', parsedPage(pageFile!)).filter((img) => !inDiagram(img));
    expect(
      shown.length,
      `${path}: the page shows ${images.length} image(s) from beside it (${images.map((i) => i.src).join(', ')}); build/${pageFile} has ${shown.length}`,
    ).toBe(images.length);

    const twinUrl = twinPath(path);
    expect((await served(twinUrl)).status, `${twinUrl}: the page's Markdown twin answers`).toBe(200);
    const twinFile = fileForPath(twinUrl);
    expect(twinFile, `${twinUrl}: the page's Markdown twin is in the build`).toBeDefined();
    const twinImages = [...textOf(twinFile!).matchAll(/!\[((?:[^\]\\]|\\.)*)\]\(([^)\s]+)/g)].map((m) => ({alt: m[1].replace(/\\(.)/g, '$1'), url: m[2]}));

    const problems: string[] = [];
    const linkedPaths: {what: string; path: string}[] = [];
    for (const [i, source] of images.entries()) {
      const what = `${path}: image ${source.src} (${sourceFile}:${source.line})`;
      const image = shown[i];
      const shownImage = {
        alt: getAttributeValue(image, 'alt') ?? '',
        src: getAttributeValue(image, 'src') ?? '',
        width: getAttributeValue(image, 'width'),
        height: getAttributeValue(image, 'height'),
      };
      if (shownImage.alt !== source.alt) problems.push(`${what}: alt text "${shownImage.alt}", the source says "${source.alt}"`);
      if (!shownImage.width || !shownImage.height) problems.push(`${what}: no width and height in the HTML (the page shifts when it loads)`);

      // Served by the site as the locale's file under assets/images/, named after the source file.
      const {name, ext} = parse(source.src);
      let servedPath: string | undefined;
      // An image of 10,000 bytes or less Docusaurus inlines as a data: URL; the twin then links a copy of its own.
      if (!shownImage.src.startsWith('data:')) {
        const url = new URL(shownImage.src, pageUrl);
        servedPath = url.pathname;
        if (url.origin !== origin) problems.push(`${what}: served from ${url.origin}, not the site's own origin ${origin}`);
        const file = servedPath.slice(servedPath.lastIndexOf('/') + 1);
        if (!servedPath.startsWith(`${locale.baseUrl}assets/images/`) || !file.startsWith(`${name}-`) || !file.endsWith(ext)) {
          problems.push(`${what}: served as ${servedPath}, not as ${locale.baseUrl}assets/images/${name}-<hash>${ext}`);
        }
        if (!fileForPath(servedPath)) problems.push(`${what}: shown as ${servedPath}, which is not in the build`);
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
      linkedPaths.push({what, path: linkedPath});
    }
    const answered = await inParallel(linkedPaths, 8, (l) => served(l.path));
    for (const [i, {path: linkedPath}] of linkedPaths.entries()) {
      const res = answered[i];
      if (res.status !== 200) problems.push(`${twinUrl}: image ${linkedPath} answers ${res.status}`);
      else if (!contentType(res).startsWith('image/')) problems.push(`${twinUrl}: image ${linkedPath} is served as ${contentType(res)}`);
    }
    expect(problems, `${path}: images beside the page (${sourceFile})`).toEqual([]);
  });
}
