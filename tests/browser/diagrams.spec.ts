/**
 * Diagrams as a reader sees them (plugins/diagrams/, src/components/Diagram): every ```mermaid block is an image drawn
 * at build time, loaded with the page, with a text alternative in the page's language; no label is wider than the box
 * Mermaid made for it; dark mode shows it inverted; the page never loads Mermaid itself.
 */
import type {Page, Response} from '@playwright/test';
import {test, expect, open} from '../support/fixtures';
import {localeOfPath, pageUrl, type LocaleCode} from '../../site/locales.ts';

const PAGES = [
  pageUrl('ja', 'docs/installation/server-installation/aws-cloud'),
  pageUrl('ja', 'docs/installation/server-installation/high-availability'),
  pageUrl('ja', 'docs/epaper/about'),
  pageUrl('ja', 'docs/user-app/invite-visitor'),
  pageUrl('ja', 'docs/management-console/getting-start/room-booking'),
  pageUrl('ja', 'external-api/'),
  pageUrl('ja', 'docs/integration/office-365/application-permission'),
  pageUrl('ja', 'docs/security/data-flow'),
  pageUrl('zh-Hant', 'docs/installation/server-installation/azure-cloud'),
  pageUrl('zh-Hant', 'docs/user-app/visitor-walk-in'),
  pageUrl('en', 'docs/installation/server-installation/aws-cloud'),
];

/** How a diagram's text alternative starts in each locale. */
const ALT_PREFIX: Record<LocaleCode, string> = {en: 'Diagram: ', ja: '図：', 'zh-Hant': '圖：'};

/** Checks the diagrams of one page (the scripts it loaded are counted from the page load on). */
async function checkDiagrams(page: Page, path: string): Promise<void> {
  const scripts: string[] = [];
  const onResponse = (r: Response) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  };
  page.on('response', onResponse);
  await open(page, path);
  const locale = localeOfPath(path).code;
  const images = page.locator('.so-diagram img');
  await expect(images.first(), `${path}: the page has a diagram`).toBeAttached();
  const count = await images.count();
  const sources: string[] = [];
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect(image, `${path}: diagram ${i + 1} is visible`).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {message: `${path}: diagram ${i + 1} loads`})
      .toBeGreaterThan(0);
    const alt = (await image.getAttribute('alt')) ?? '';
    expect(alt.startsWith(ALT_PREFIX[locale]) && alt.length > ALT_PREFIX[locale].length + 3, `${path}: diagram ${i + 1} alt "${alt}"`).toBe(true);
    sources.push(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
  }
  page.off('response', onResponse);
  expect(await page.evaluate(() => 'mermaid' in window), `${path}: Mermaid is loaded in the page`).toBe(false);
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text();
    expect(text.includes('mermaidAPI'), `${path}: ${url} holds Mermaid`).toBe(false);
  }
  // Each drawing on its own: a label (HTML in a foreignObject, or SVG text) no wider than the box Mermaid drew.
  for (const source of sources) {
    await page.goto(source);
    const clipped = await page.evaluate(() =>
      Array.from(document.querySelectorAll('foreignObject')).flatMap((box) => {
        const label = box.firstElementChild as HTMLElement | null;
        const width = Number(box.getAttribute('width'));
        return label && box.textContent?.trim() && label.scrollWidth > width + 1
          ? [`"${box.textContent.trim()}" needs ${label.scrollWidth}px, has ${Math.round(width)}px`]
          : [];
      }),
    );
    expect(clipped, `${path}: labels cut off in ${source}`).toEqual([]);
  }
}

// One test per locale walks its pages in one browser context (a context per page costs more than its checks); a
// failure names the page and the diagram.
for (const locale of [...new Set(PAGES.map((p) => localeOfPath(p).code))]) {
  const pages = PAGES.filter((p) => localeOfPath(p).code === locale);
  test(`${locale}: diagrams on ${pages.join(', ')} show as images with every label inside its box`, async ({page}) => {
    test.setTimeout(pages.length * 30_000);
    for (const path of pages) await test.step(path, () => checkDiagrams(page, path));
  });
}

test('dark mode shows the diagram inverted, light mode and print as drawn', async ({page}) => {
  const path = pageUrl('ja', 'docs/installation/server-installation/aws-cloud');
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page, path);
  const image = page.locator('.so-diagram img').first();
  await expect(image, `${path}: diagram`).toBeVisible();
  expect(await image.evaluate((img) => getComputedStyle(img).filter), `${path}: dark mode filter`).toContain('invert');
  await page.emulateMedia({media: 'print'});
  expect(await image.evaluate((img) => getComputedStyle(img).filter), `${path}: printed from dark mode`).toBe('none');
  await page.emulateMedia({media: 'screen'});
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  expect(await image.evaluate((img) => getComputedStyle(img).filter), `${path}: light mode filter`).toBe('none');
});

test('on a phone a wide diagram keeps a readable size and scrolls sideways', async ({browser}) => {
  const path = pageUrl('ja', 'docs/installation/server-installation/aws-cloud');
  const page = await browser.newPage({viewport: {width: 390, height: 844}});
  await open(page, path);
  const box = page.locator('.so-diagram').first();
  await box.scrollIntoViewIfNeeded();
  const sizes = await box.evaluate((el) => ({scroll: el.scrollWidth, client: el.clientWidth, image: el.querySelector('img')!.getBoundingClientRect().width}));
  expect(sizes.image, `${path}: diagram width on a phone`).toBeGreaterThan(700);
  expect(sizes.scroll, `${path}: the diagram's box scrolls sideways`).toBeGreaterThan(sizes.client);
  await page.close();
});
