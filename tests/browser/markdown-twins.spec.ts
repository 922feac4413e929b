/**
 * Pages as Markdown, in a browser:
 * - the copy button puts the page's Markdown on the clipboard, the link points at the twin, both in the page's
 *   language; the API operation pages have them too (their twin is written from the API description), the generated
 *   schema pages have neither.
 * The twins themselves (every doc of every locale and version), llms.txt, llms-full.txt and nginx's answers for `.md`
 * are checked without a browser in tests/site/markdown-twins.test.ts.
 */
import {LOCALES, pageUrl} from '../../site/locales.ts';
import {test, expect, open} from '../support/fixtures';
import {uiString} from '../support/translations';

for (const {code, baseUrl: prefix} of LOCALES) {
  test(`${prefix}: the copy button puts the page's Markdown on the clipboard; the link opens the twin`, async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = `${prefix}docs/management-console/introduction`;
    await open(page, path);
    const button = page.locator('[data-markdown-copy]');
    const link = page.locator('a[data-markdown-link]');
    await expect(button, `${path}: the copy button`).toHaveText(uiString(code, 'markdownActions.copy', 'Copy as Markdown'));
    await expect(link, `${path}: the link to the twin`).toHaveText(uiString(code, 'markdownActions.view', 'View as Markdown'));
    await expect(link, `${path}: the link to the twin`).toHaveAttribute('href', `${path}.md`);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]'), `${path}: <link rel="alternate">`).toHaveAttribute('href', `${path}.md`);
    // Beside the title: on the title's line, in the page's main column.
    const [b, h1] = await Promise.all([button.boundingBox(), page.locator('article h1').first().boundingBox()]);
    expect(b && h1 && b.y < h1.y + h1.height && b.y + b.height > h1.y, `${path}: the button is beside the title`).toBe(true);

    const twin = await (await request.get(`${path}.md`)).text();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await button.click();
    await expect(page.getByRole('status').filter({hasText: uiString(code, 'markdownActions.copied', 'Copied')})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied, `${path}: the clipboard holds the page's Markdown`).toBe(twin);
  });
}

test('the API overview and operation pages have the copy button and the link to their twin; schema pages have none', async ({page}) => {
  await open(page, pageUrl('ja', 'external-api/'));
  await expect(page.locator('a[data-markdown-link]')).toHaveAttribute('href', pageUrl('ja', 'external-api/index.md'));
  await open(page, pageUrl('ja', 'external-api/reference/get-building'));
  await expect(page.locator('a[data-markdown-link]'), 'an operation page links its twin').toHaveAttribute(
    'href',
    pageUrl('ja', 'external-api/reference/get-building.md'),
  );
  await expect(page.locator('[data-markdown-copy]'), 'an operation page has the copy button').toHaveCount(1);
  await open(page, pageUrl('ja', 'external-api/reference/schemas/building'));
  await expect(page.locator('article h1').first()).toBeVisible();
  await expect(page.locator('[data-markdown-copy]'), 'a schema page has no Markdown twin').toHaveCount(0);
});
