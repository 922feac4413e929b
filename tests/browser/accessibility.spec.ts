/**
 * axe-core finds no serious or critical violation on each page template: every rule in light mode, and in dark
 * mode the rules that depend on colour (the structure of a page does not change with its colour mode).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, open, openTryIt, ready, settled} from '../support/fixtures';
import {pageUrl} from '../../site/locales.ts';

/** The accessibility report reads these tests' results for the criteria axe verifies (accessibility/criteria.yml). */
const AXE = {tag: ['@wcag-axe']};

const TEMPLATES = [
  pageUrl('ja'),
  pageUrl('ja', 'docs/management-console/introduction'),
  pageUrl('ja', 'release-notes'),
  pageUrl('ja', 'release-notes/archive'),
  pageUrl('ja', 'markdown-page'),
  pageUrl('ja', 'search?q=%E8%A8%AD%E5%AE%9A'),
  pageUrl('ja', 'external-api/'),
  pageUrl('ja', 'external-api/reference/get-building'),
  // Shell, YAML and PowerShell code blocks: token colours must stay readable in both themes.
  pageUrl('ja', 'docs/installation/server-installation/linux-server/basic'),
  // The operation page with its try-it explorer opened (it loads when the reader asks for it).
  pageUrl('ja', 'external-api/reference/get-building#try-it'),
];

/** The serious and critical violations axe finds on the page as it is now: rule, impact and the first nodes. */
async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({page});
  if (rules) axe.withRules(rules);
  const {violations} = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
      return `${v.id} (${v.impact}): ${targets.join(' | ')}`;
    });
}

// Each template in light mode, then reloaded in dark mode in the same tab (a second browser context would cost more
// than the check): the colour mode is the reader's stored choice, set before any script of the page runs.
for (const path of TEMPLATES) {
  test(`no serious accessibility violation on ${path}, light and dark`, AXE, async ({page}) => {
    // axe reads every node of a long page with its computed styles: 10 to 20 s on a quiet 2-core machine, more
    // when other jobs share it (two of these timed out at 30 s beside a lint run).
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('theme', sessionStorage.getItem('scheme-under-test') ?? 'light'));
    const found: Record<string, string[]> = {};
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') {
        await page.evaluate(() => sessionStorage.setItem('scheme-under-test', 'dark'));
        await page.reload();
        await ready(page);
      } else await open(page, path.replace('#try-it', ''));
      await expect(page.locator('html'), `${path}: colour mode`).toHaveAttribute('data-theme', scheme);
      if (path.endsWith('#try-it')) await openTryIt(page);
      await settled(page);
      const serious = await seriousViolations(page, scheme === 'dark' ? ['color-contrast', 'link-in-text-block'] : undefined);
      if (serious.length) found[scheme] = serious;
    }
    expect(found, `${path}: serious violations by colour mode`).toEqual({});
  });
}

// The operation with the longest path, its try-it explorer open, on a phone: the method-and-path box is narrower than
// the path. A path that scrolls (a <pre>) is a scrollable region a keyboard cannot reach; whether it overflows on the
// desktop depends on the machine's monospace font, on a phone it overflows everywhere, so the check runs there
// (src/theme/ApiItem/endpoint.css makes the path wrap).
test('phone: the longest API path wraps, with no scrollable region a keyboard cannot reach, try-it open', AXE, async ({page}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({width: 360, height: 740});
  const path = pageUrl('ja', 'external-api/reference/subscribe-one-time-access-keys');
  await open(page, path);
  await openTryIt(page);
  const endpoints = page.locator('.openapi__method-endpoint');
  expect(await endpoints.count(), `${path}: method-and-path boxes`).toBeGreaterThan(0);
  const scrolling = await endpoints.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
  expect(scrolling, `${path}: method-and-path boxes wider inside than outside (they scroll)`).toBe(0);
  const {violations} = await new AxeBuilder({page}).withRules(['scrollable-region-focusable']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `${path} at 360 px`,
  ).toEqual([]);
});

test('the 404 page has no serious accessibility violation', AXE, async ({page}) => {
  await page.goto(pageUrl('ja', 'no-such-page'));
  const {violations} = await new AxeBuilder({page}).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
