/**
 * Images beside a page, in a browser, on a sample: the example page epaper/about in every locale, and the
 * first page of an archived docs version that shows an image beside it (when one does). Each image the page's
 * Markdown shows (not the diagrams) is visible and loads (naturalWidth > 0).
 * Every page with such an image, in every locale and version, is checked without a browser in
 * tests/site/page-images.test.ts: the count, alt text, width and height, the file under assets/images/ and in the
 * build, and its Markdown twin linking the same file, served as an image.
 */
import {LOCALES, pageUrl} from '../../site/locales.ts';
import {test, expect, open} from '../support/fixtures';
import {docPages, docsRoute, DOCS_VERSIONS, readDocPage} from '../support/doc-pages';

/** A page that shows at least one image from beside it: `![alt](relative src)` outside code. */
const showsRelativeImage = (source: string): boolean =>
  /!\[[^\]]*\]\(\s*<?(?![a-z][a-z0-9+.-]*:|\/|#)[^)\s>]+/i.test(source.replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, '').replace(/`[^`\n]*`/g, ''));

/** The first archived version's page with an image beside it, in the first locale that has one. */
function archivedPageWithImage(): string | undefined {
  for (const version of DOCS_VERSIONS.filter((v) => v !== 'current')) {
    for (const l of LOCALES) {
      const rel = docPages(l.code, version).find((r) => showsRelativeImage(readDocPage(l.code, version, r)));
      if (rel) return `${l.baseUrl}${docsRoute(version)}${rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
    }
  }
  return undefined;
}

const archived = archivedPageWithImage();
const SAMPLE: string[] = [...LOCALES.map((l) => pageUrl(l.code, 'docs/epaper/about')), ...(archived ? [archived] : [])];

for (const path of SAMPLE) {
  test(`${path} shows its images from beside the page, loaded`, async ({page}) => {
    await open(page, path);
    // The page's own images: not the diagrams (drawn from ```mermaid, tested in diagrams.spec.ts).
    const shown = page.locator('article .theme-doc-markdown img:not(.so-diagram img)');
    const count = await shown.count();
    expect(count, `${path}: images from beside the page`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const image = shown.nth(i);
      const what = `${path}: image ${i + 1} (${await image.getAttribute('src')})`;
      await image.scrollIntoViewIfNeeded();
      await expect(image, `${what} is visible`).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {message: `${what} loads (naturalWidth > 0)`})
        .toBeGreaterThan(0);
    }
  });
}
