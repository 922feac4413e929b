/**
 * axe-core finds no serious or critical violation on each page template: every rule in light mode, and in dark
 * mode the rules that depend on colour (the structure of a page does not change with its colour mode).
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, open, openTryIt} from '../support/fixtures';

const TEMPLATES = ['/help/jp/', '/help/jp/docs/management-console/introduction', '/help/jp/release-notes', '/help/jp/release-notes/archive', '/help/jp/markdown-page', '/help/jp/search?q=%E8%A8%AD%E5%AE%9A', '/help/jp/external-api/', '/help/jp/external-api/reference/get-building',
  // Shell, YAML and PowerShell code blocks: token colours must stay readable in both themes.
  '/help/jp/docs/installation/server-installation/linux-server/basic',
  // The operation page with its try-it explorer opened (it loads when the reader asks for it).
  '/help/jp/external-api/reference/get-building#try-it'];

for (const scheme of ['light', 'dark'] as const) {
  for (const path of TEMPLATES) {
    test(`${scheme}: no serious accessibility violation on ${path}`, async ({page}) => {
      // axe reads every node of a long page with its computed styles: 10 to 20 s on a quiet 2-core machine, more
      // when other jobs share it (two of these timed out at 30 s beside a lint run).
      test.setTimeout(90_000);
      await page.addInitScript((s) => localStorage.setItem('theme', s), scheme);
      await open(page, path.replace('#try-it', ''));
      if (path.endsWith('#try-it')) await openTryIt(page);
      const axe = new AxeBuilder({page});
      if (scheme === 'dark') axe.withRules(['color-contrast', 'link-in-text-block']);
      const {violations} = await axe.analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      expect(serious).toEqual([]);
    });
  }
}

test('the 404 page has no serious accessibility violation', async ({page}) => {
  await page.goto('/help/jp/no-such-page');
  const {violations} = await new AxeBuilder({page}).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
