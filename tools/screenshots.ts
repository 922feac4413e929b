// Screenshots of built pages as a reader sees them: desktop and phone widths, light and dark, served by the
// production nginx configuration. Output in screenshots/ (ignored by git).
//   node tools/screenshots.ts /help/jp/ /help/jp/docs/management-console/introduction
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {startNginx} from './nginx-harness.ts';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/help/jp/'];
const buildDir = process.env.BUILD_DIR;
const server = await startNginx(buildDir ? {buildDir} : {});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
mkdirSync('screenshots', {recursive: true});
try {
  for (const path of paths) {
    for (const [device, viewport] of /** @satisfies {Array<[string, {width: number, height: number}]>} */ ([
      ['desktop', {width: 1280, height: 900}],
      ['phone', {width: 390, height: 844}],
    ])) {
      for (const scheme of /** @satisfies {Array<'light' | 'dark'>} */ (['light', 'dark'])) {
        const page = await browser.newPage({viewport, colorScheme: scheme, deviceScaleFactor: 1});
        await page.addInitScript((s) => localStorage.setItem('theme', s), scheme);
        await page.goto(server.baseUrl + path, {waitUntil: 'networkidle'});
        // Diagrams are images (plugins/diagrams/): wait until every one has loaded.
        await page
          .waitForFunction(
            () =>
              [.../** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll('.so-diagram img'))].every((i) => i.complete && i.naturalWidth > 0),
            null,
            {timeout: 15_000},
          )
          .catch(() => console.warn(`${path}: a diagram did not load`));
        if (process.env.SCROLL_TO)
          await page
            .locator(process.env.SCROLL_TO)
            .first()
            .scrollIntoViewIfNeeded()
            .catch(() => console.warn(`${path}: no ${process.env.SCROLL_TO}`));
        await page.waitForTimeout(300);
        const name = `screenshots/${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${device}-${scheme}.png`;
        await page.screenshot({path: name, fullPage: process.env.FULL === '1'});
        console.log(name);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
