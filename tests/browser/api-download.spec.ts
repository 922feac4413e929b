/**
 * The API reference for tools and AI assistants, in a browser: each locale's API overview links the YAML
 * and the JSON description (plugins/openapi-download/), and so does its Markdown twin.
 * The files themselves (media types, headers, every operation in the locale's texts) and the twins of the operation
 * pages are checked without a browser in tests/site/api-download.test.ts.
 */
import {LOCALES} from '../../site/locales.ts';
import {test, expect, open} from '../support/fixtures';
import {literal} from '../support/patterns';

for (const {baseUrl: prefix} of LOCALES) {
  test(`${prefix}external-api/: the overview links the YAML and the JSON description, also in its Markdown twin`, async ({page, request}) => {
    await open(page, `${prefix}external-api/`);
    for (const file of ['openapi.yaml', 'openapi.json']) {
      const href = `${prefix}external-api/${file}`;
      await expect(page.locator(`article a[href="${href}"]`), `${prefix}external-api/: a link to ${href}`).toBeVisible();
    }
    const twin = await (await request.get(`${prefix}external-api/index.md`)).text();
    for (const file of ['openapi.yaml', 'openapi.json']) {
      expect(twin, `${prefix}external-api/index.md: an absolute link to ${file}`).toMatch(
        new RegExp(`\\]\\(https?://[^)]+${literal(`${prefix}external-api/${file}`)}\\)`),
      );
    }
  });
}
