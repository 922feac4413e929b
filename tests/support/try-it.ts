/** The try-it panel of an API operation page, as the tests drive it (API reference, try-it and security tests). */
import type {Page} from '@playwright/test';

/** The local mock of the external API (tools/mock-api.ts), the second server of the description. */
export const MOCK = 'http://127.0.0.1:4010';

/** Opens the server editor of the try-it panel (Base URL → Edit). */
export async function editServer(page: Page) {
  const server = page.locator('.openapi-explorer__details-container').first();
  await server.locator('.openapi-explorer__floating-btn').hover();
  await server.locator('.openapi-explorer__floating-btn button').click();
  return server;
}

/** Chooses one of the description's servers by its URL. */
export async function chooseServer(page: Page, url: string) {
  const server = await editServer(page);
  await server.locator('select').selectOption(url);
}

/** Enters the building id (replacing the description's example that the field starts with). */
export async function enterId(page: Page, id = '1') {
  const input = page.locator('input[name="id"]');
  await input.clear();
  await input.pressSequentially(id);
}
