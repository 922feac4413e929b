// Screenshots of built pages as a reader sees them: desktop and phone widths, light and dark, served by the
// production nginx configuration. Output in screenshots/ (ignored by git).
//   node tools/screenshots.ts /help/jp/ /help/jp/docs/management-console/introduction
// Options: BUILD_DIR=dir (another build), SCROLL_TO=selector (scrolled into view first), FULL=1 (full-page shots).
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {flag, variable} from '../site/environment.ts';
import {pageUrl} from '../site/locales.ts';
import {BUILD_DIR, ROOT} from '../site/paths.ts';
import {checkBuild, preflight, requireChromium, requireNginx, SetupError, startNginx} from './nginx-harness.ts';

const {paths, buildDir, scrollTo, fullPage, executablePath} = preflight('screenshots', () => {
  const given = process.argv.slice(2);
  const wrong = given.filter((p) => !p.startsWith('/'));
  if (wrong.length) throw new SetupError(`a page is a path from the server's root, like ${pageUrl('ja')}, not "${wrong[0]}"`);
  const dir = variable('BUILD_DIR') ?? join(ROOT, BUILD_DIR);
  const fullPage = flag('FULL', false);
  checkBuild(dir);
  const executablePath = requireChromium();
  requireNginx();
  return {paths: given.length ? given : [pageUrl('ja')], buildDir: dir, scrollTo: variable('SCROLL_TO'), fullPage, executablePath};
});
const server = await startNginx({buildDir});
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const DEVICES: [string, {width: number; height: number}][] = [
  ['desktop', {width: 1280, height: 900}],
  ['phone', {width: 390, height: 844}],
];
const SCHEMES = ['light', 'dark'] as const;
mkdirSync('screenshots', {recursive: true});
try {
  for (const path of paths) {
    for (const [device, viewport] of DEVICES) {
      for (const scheme of SCHEMES) {
        const page = await browser.newPage({viewport, colorScheme: scheme, deviceScaleFactor: 1});
        await page.addInitScript((s) => localStorage.setItem('theme', s), scheme);
        await page.goto(server.baseUrl + path, {waitUntil: 'networkidle'});
        // Diagrams are images (plugins/diagrams/): wait until every one has loaded.
        await page
          .waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.so-diagram img')].every((i) => i.complete && i.naturalWidth > 0), null, {
            timeout: 15_000,
          })
          .catch(() => console.warn(`${path}: a diagram did not load`));
        if (scrollTo)
          await page
            .locator(scrollTo)
            .first()
            .scrollIntoViewIfNeeded()
            .catch(() => console.warn(`${path}: no ${scrollTo}`));
        await page.waitForTimeout(300);
        const name = `screenshots/${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${device}-${scheme}.png`;
        await page.screenshot({path: name, fullPage});
        console.log(name);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
