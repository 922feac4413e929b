/**
 * The web app manifest of each locale (config/pwa.ts) and how nginx serves it and the service worker.
 * Lighthouse 12 has no PWA category (no installability or manifest audit); what is left to check is Chromium's own
 * verdict: CDP `Page.getInstallabilityErrors` on a page of each locale must list no error.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {test, expect, open, serverUrl} from '../support/fixtures';
import {LOCALES, pageUrl, type LocaleCode} from '../../site/locales.ts';

/** The app's name in each locale's manifest. */
const APP_NAMES: Record<LocaleCode, string> = {en: 'Smart Office Help', ja: 'Smart Office ヘルプ', 'zh-Hant': 'Smart Office 說明'};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): {width: number; height: number} {
  expect(body.subarray(1, 4).toString('latin1'), 'not a PNG file').toBe('PNG');
  return {width: body.readUInt32BE(16), height: body.readUInt32BE(20)};
}

type Icon = {src: string; sizes: string; type: string; purpose?: string};

for (const {code, baseUrl: base, htmlLang: lang} of LOCALES) {
  const name = APP_NAMES[code];
  test(`${base}: every page links its locale's manifest, which parses and is complete`, async ({request}) => {
    const problems: string[] = [];
    for (const path of [base, `${base}docs/epaper/about`, `${base}release-notes`, `${base}external-api/`]) {
      const html = await (await request.get(path)).text();
      const href = /<link rel="?manifest"? href="?([^">\s]+)/.exec(html)?.[1];
      if (href !== `${base}manifest.webmanifest`) problems.push(`${path}: manifest link is ${href ?? 'missing'}`);
    }
    expect(problems).toEqual([]);
    const response = await request.get(`${base}manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type'], 'manifest media type').toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control'], 'manifest caching').toBe('no-cache');
    const manifest = JSON.parse(await response.text());
    expect(manifest.name, 'localized app name').toBe(name);
    expect(manifest.short_name, 'short name: the product').toBe('Smart Office');
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url, 'start_url under the locale').toBe(base);
    expect(manifest.scope, 'scope: the locale').toBe(base);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons: Icon[] = manifest.icons;
    for (const size of [192, 512]) {
      const icon = icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').split(' ').includes('any'));
      expect(icon, `an icon of ${size}x${size} for any purpose`).toBeTruthy();
    }
    expect(
      icons.some((i) => i.purpose?.split(' ').includes('maskable')),
      'a maskable icon',
    ).toBe(true);
    for (const icon of icons) {
      expect(icon.src.startsWith(base), `${icon.src}: icon outside the locale`).toBe(true);
      const r = await request.get(icon.src);
      expect(r.status(), `${icon.src}: status`).toBe(200);
      expect(r.headers()['content-type']).toBe('image/png');
      const {width, height} = pngSize(await r.body());
      expect(`${width}x${height}`, `${icon.src}: pixel size`).toBe(icon.sizes);
    }
  });

  test(`${base}: Chromium finds the app installable (no installability error)`, async () => {
    // A browser profile of its own: in the tests' usual (incognito-like) contexts Chromium never offers to install.
    const profile = mkdtempSync(join(tmpdir(), 'help-install-'));
    const {launchOptions} = test.info().project.use as {launchOptions: {executablePath?: string; args?: string[]}};
    const context = await chromium.launchPersistentContext(profile, {...launchOptions, baseURL: serverUrl()});
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await open(page, `${base}docs/epaper/about`);
      const cdp = await context.newCDPSession(page);
      // The manifest is fetched after load; ask until Chromium has read it.
      await expect
        .poll(async () => (await cdp.send('Page.getAppManifest')).url ?? '', {message: 'Chromium did not read the manifest'})
        .toContain(`${base}manifest.webmanifest`);
      const {errors} = await cdp.send('Page.getAppManifest');
      expect(errors, 'manifest parse errors').toEqual([]);
      const {installabilityErrors} = await cdp.send('Page.getInstallabilityErrors');
      expect(
        installabilityErrors.map((e) => e.errorId),
        `${base}: installability errors`,
      ).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, {recursive: true, force: true});
    }
  });
}

test('sw.js revalidates on every visit and is served as JavaScript; a missing one answers 404', async ({request}) => {
  for (const {baseUrl: base} of LOCALES) {
    const r = await request.get(`${base}sw.js`);
    expect(r.status(), `${base}sw.js`).toBe(200);
    expect(r.headers()['cache-control'], `${base}sw.js: Cache-Control`).toBe('no-cache');
    expect(r.headers()['content-type'], `${base}sw.js: type`).toMatch(/javascript/);
  }
  expect((await request.get(pageUrl('ja', 'docs/sw.js'))).status()).toBe(404);
});
