/**
 * Printing: src/css/print.css, src/print/before-print.ts, src/components/PrintableTabItem and the
 * diagrams' print styles (src/components/Diagram). Print emulation fires no `beforeprint`: the page prepares itself when
 * the print media query turns on, which emulation does trigger; page.pdf() runs the real print path.
 */
import {test, expect, open} from '../support/fixtures';
import {pageUrl} from '../../site/locales.ts';

const GUIDE = pageUrl('ja', 'docs/installation/server-installation/linux-server/basic');

test.describe('the Linux installation guide printed (jp)', () => {
  test('no site chrome; every tab panel under its label; details open; link addresses', async ({page}) => {
    await open(page, GUIDE);
    const tabLabels = await page.locator('.tabs-container [role="tab"]').allTextContents();
    expect(tabLabels, `${GUIDE}: the tab group of the guide`).toEqual(['Ubuntu 22.04 / 24.04', 'RHEL 9']);
    await expect(page.locator('[role="tabpanel"][hidden]'), 'on screen one panel is hidden').toHaveCount(1);
    await expect(page.locator('.tab-print-label').first(), 'on screen the print label is hidden').toBeHidden();
    const details = page.locator('article details');
    await expect(details).toHaveCount(1);
    await expect(details).not.toHaveAttribute('open');

    await page.emulateMedia({media: 'print'});
    for (const [what, selector] of [
      ['navbar', '.navbar'],
      ['sidebar', '.theme-doc-sidebar-container'],
      ['table of contents', '.theme-doc-toc-desktop'],
      ['footer', '.footer'],
      ['announcement bar', '.theme-announcement-bar'],
      ['pagination', '.pagination-nav'],
      ['tab list', '.tabs-container > [role="tablist"]'],
    ]) {
      await expect(page.locator(selector).first(), `print: the ${what} is shown`).toBeHidden();
    }
    // The content fills the paper's width and stays on it (nothing cut at the left or right edge).
    const width = page.viewportSize()!.width;
    const box = (await page.locator('article').first().boundingBox())!;
    expect(
      [Math.round(box.x) >= 0, Math.round(box.x + box.width) <= width],
      `print: the content (x ${box.x}, width ${box.width}) leaves the paper (${width})`,
    ).toEqual([true, true]);
    expect(box.width, "print: the content does not use the paper's width").toBeGreaterThan(width * 0.9);
    const panels = page.locator('.tabs-container [role="tabpanel"]');
    await expect(panels).toHaveCount(2);
    for (const [i, label] of tabLabels.entries()) {
      await expect(panels.nth(i), `print: panel "${label}" is not shown`).toBeVisible();
      await expect(panels.nth(i).locator('.tab-print-label'), `print: panel ${i + 1} is not labelled`).toHaveText(label);
      await expect(panels.nth(i).locator('pre').first(), `print: the commands of "${label}"`).toBeVisible();
    }
    await expect(details, 'print: the details are not open').toHaveAttribute('open', '');
    await expect(details.locator('pre').first(), 'print: the content of the details').toBeVisible();

    // Link addresses after the link text: external as written, internal with the page's origin.
    const after = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((a) => getComputedStyle(a, '::after').content);
    const origin = new URL(page.url()).origin;
    const internal = `.theme-doc-markdown a[href^="${pageUrl('ja', 'docs/')}"]`;
    const href = await page.locator(internal).first().getAttribute('href');
    expect(await after(internal), 'print: internal link address (absolute)').toBe(`" (${origin}${href})"`);
    await page.locator('.theme-doc-markdown').evaluate((el) => {
      // An external link as the writers add them, and one whose text is its address (printed once only).
      el.insertAdjacentHTML(
        'beforeend',
        '<a id="print-test-external" href="https://download.docker.com/linux/">Docker packages</a>' +
          '<a id="print-test-autolink" href="https://download.docker.com/linux/">https://download.docker.com/linux/</a>',
      );
    });
    // The page prepares itself again on the next print (the links above came after this one): back to the screen
    // first (the details close again), so that the media query really changes twice.
    await page.emulateMedia({media: 'screen'});
    await expect(details, 'screen again: the details did not close').not.toHaveAttribute('open');
    await page.emulateMedia({media: 'print'});
    await expect(details, 'print again: the details are not open').toHaveAttribute('open', '');
    // The media query's change event reaches the page just after the switch: ask until it has prepared the links.
    await expect.poll(() => after('#print-test-autolink'), {message: 'print: an address printed twice'}).toBe('none');
    expect(await after('#print-test-external'), 'print: external link address').toBe('" (https://download.docker.com/linux/)"');

    // Back on screen: the details close again, one panel is hidden again.
    await page.emulateMedia({media: 'screen'});
    await expect(details).not.toHaveAttribute('open');
    await expect(page.locator('[role="tabpanel"][hidden]')).toHaveCount(1);
  });

  test('print-emulated screenshot of the guide', async ({page}) => {
    await open(page, GUIDE);
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('article details')).toHaveAttribute('open', '');
    await page.screenshot({path: test.info().outputPath('print-linux-basic-jp.png'), fullPage: true});
  });
});

test('every diagram prints, also those far below the screen, in light colours from dark mode', async ({page}) => {
  const path = pageUrl('ja', 'docs/installation/player-installation/surface-pro');
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page, path);
  const images = page.locator('.so-diagram img');
  expect(await images.count(), `${path}: diagrams`).toBeGreaterThan(0);
  await page.emulateMedia({media: 'print'});
  const state = await images.evaluateAll((all: HTMLImageElement[]) =>
    all.map((img) => ({loaded: img.complete && img.naturalWidth > 0, filter: getComputedStyle(img).filter, shown: img.getClientRects().length > 0})),
  );
  expect(state, `${path}: diagrams for print (loaded, no dark-mode inversion, shown)`).toEqual(state.map(() => ({loaded: true, filter: 'none', shown: true})));
  await page.pdf();
});
