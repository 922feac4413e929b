/**
 * Pointer use that WCAG asks for beyond the keyboard: a press is undone by moving off before release (2.5.2 Pointer
 * Cancellation), and a menu that opens on hover can be dismissed with Escape, can be hovered itself, and stays while
 * the pointer is on it (1.4.13 Content on Hover or Focus).
 */
import {test, expect, open} from '../support/fixtures';
import {pageUrl} from '../../site/locales.ts';

const DOC = pageUrl('ja', 'docs/management-console/introduction');

test(
  'a press on a link, the colour switch or a sidebar category does nothing when the pointer leaves before release',
  {tag: ['@wcag-pointer-cancellation']},
  async ({page}) => {
    await open(page, DOC);
    const away = async () => {
      await page.mouse.move(640, 600);
      await page.mouse.up();
    };
    const press = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      expect(box, `${DOC}: ${selector} is on the screen`).not.toBeNull();
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.mouse.down();
      await away();
    };
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await press('button[class*="toggleButton"]');
    expect(await page.evaluate(() => document.documentElement.dataset.theme), `${DOC}: the colour mode after a cancelled press`).toBe(theme);
    await press('.theme-doc-sidebar-menu a.menu__link:not([aria-current])');
    await expect(page, `${DOC}: a cancelled press on a sidebar link must not open it`).toHaveURL(new RegExp(`${DOC}$`));
    const category = page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible').first().locator('xpath=..');
    const before = await category.getAttribute('class');
    await press('.theme-doc-sidebar-menu .menu__list-item-collapsible > a');
    expect(await category.getAttribute('class'), `${DOC}: a cancelled press on a category must not toggle it`).toBe(before);
  },
);

test('a navbar menu opened by hover stays while hovered, can be hovered itself, and Escape closes it', {tag: ['@wcag-hover-content']}, async ({page}) => {
  await open(page, DOC);
  const dropdown = page.locator('.navbar__item.dropdown').first();
  const menu = dropdown.locator('.dropdown__menu');
  await dropdown.locator('> a').hover();
  await expect(menu, `${DOC}: the menu opens on hover`).toBeVisible();
  // Hoverable: the pointer moves onto the menu and it stays.
  await menu.locator('a').last().hover();
  await page.waitForTimeout(300);
  await expect(menu, `${DOC}: the menu stays while the pointer is on it`).toBeVisible();
  // Dismissible without moving the pointer.
  await page.keyboard.press('Escape');
  await expect(menu, `${DOC}: Escape closes a menu opened by hover`).toBeHidden();
});
