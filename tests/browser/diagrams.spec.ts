/**
 * Diagrams as a reader sees them: every Mermaid diagram renders, and no label is wider than the box Mermaid made for
 * it (a cut-off last character is what inherited text styles, such as letter spacing, used to cause).
 */
import {test, expect, open} from '../support/fixtures';

const PAGES = [
  '/help/jp/docs/installation/server-installation/aws-cloud',
  '/help/jp/docs/installation/server-installation/high-availability',
  '/help/jp/docs/epaper/about',
  '/help/jp/docs/user-app/invite-visitor',
  '/help/jp/docs/management-console/getting-start/room-booking',
  '/help/jp/external-api/',
  '/help/jp/docs/integration/office-365/application-permission',
  '/help/jp/docs/security/data-flow',
  '/help/zh/docs/installation/server-installation/azure-cloud',
  '/help/zh/docs/user-app/visitor-walk-in',
];

for (const path of PAGES) {
  test(`diagrams on ${path} render with every label inside its box`, async ({page}) => {
    await open(page, path);
    // Each diagram is drawn after hydration, once it comes near the screen (src/theme/Mermaid): the reader scrolls.
    const diagrams = page.locator('.docusaurus-mermaid-slot');
    await expect(diagrams.first(), 'the page has a diagram').toBeAttached();
    const count = await diagrams.count();
    for (let i = 0; i < count; i++) {
      await diagrams.nth(i).scrollIntoViewIfNeeded();
      await expect(diagrams.nth(i).locator('.docusaurus-mermaid-container svg'), `diagram ${i + 1}`).toBeVisible();
    }
    const clipped = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.docusaurus-mermaid-container foreignObject')).flatMap((box) => {
        const label = box.firstElementChild as HTMLElement | null;
        const width = Number(box.getAttribute('width'));
        return label && box.textContent?.trim() && label.scrollWidth > width + 1
          ? [`"${box.textContent.trim()}" needs ${label.scrollWidth}px, has ${Math.round(width)}px`]
          : [];
      }),
    );
    expect(clipped).toEqual([]);
  });
}
