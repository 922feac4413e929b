/**
 * What each locale's service worker would precache for offline reading (config/pwa.ts), read from the manifest the
 * build writes into its sw.js: the locale's own pages, archived docs, API pages and search indexes, and nothing of
 * another locale's folder, nor the feeds or the sitemap. The browser tests (tests/browser/offline.spec.ts) install the
 * Japanese and the Chinese workers and read pages offline; this check covers every locale without a browser.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {ARCHIVED_VERSIONS} from '../../site/versions.ts';
import {BUILD, BUILT_LOCALES} from './built-site';

/** The URLs of a built sw.js's precache manifest (`{"revision":…,"url":"docs/…"}`), relative to the locale's folder. */
function precached(swFile: string): string[] {
  return [...readFileSync(swFile, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
}

for (const locale of BUILT_LOCALES) {
  describe(`${locale.code} (${locale.baseUrl})`, () => {
    const swFile = join(BUILD, locale.folder, 'sw.js');
    const urls = existsSync(swFile) ? precached(swFile) : [];
    const others = BUILT_LOCALES.filter((l) => l.folder && l.folder !== locale.folder).map((l) => l.folder);

    test('the service worker precaches its own pages, archived docs, API pages and search indexes', () => {
      expect(existsSync(swFile), `${swFile}: no service worker in the build`).toBe(true);
      const want = [
        'index.html',
        'docs/epaper/about/index.html',
        `docs/${ARCHIVED_VERSIONS[0]}/management-console/introduction/index.html`,
        'release-notes/index.html',
        'external-api/index.html',
        'external-api/reference/get-building/index.html',
      ];
      const missing = want.filter((u) => !urls.includes(u));
      expect(missing, `${swFile}: pages missing from the precache of ${urls.length} files`).toEqual([]);
      expect(
        urls.some((u) => /^search-index-[0-9a-f]+\.json$/.test(u)),
        `${swFile}: no current search index in the precache`,
      ).toBe(true);
      expect(
        urls.some((u) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(u)),
        `${swFile}: no main script in the precache`,
      ).toBe(true);
    });

    test("nothing of another locale's folder, and no feed or sitemap", () => {
      const foreign = urls.filter((u) => others.some((folder) => u.startsWith(folder)));
      expect(foreign.slice(0, 5), `${swFile}: ${foreign.length} files of another locale in the precache`).toEqual([]);
      const left = urls.filter((u) => /(^|\/)(sitemap\.xml|rss\.xml|atom\.xml|feed\.json)$/.test(u));
      expect(left, `${swFile}: files the precache leaves out`).toEqual([]);
    });
  });
}
