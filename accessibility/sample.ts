/**
 * The pages the accessibility report is made on, as WAIC's test guidelines (JIS X 8341-3 試験) draw them: the
 * representative page of every page kind, and a random sample from the sitemap drawn per release with a recorded
 * seed, in every locale. tests/browser/wcag.spec.ts checks these pages; tools/accessibility/report.ts records them.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {LOCALE_CODES, pageUrl, siteLocale, type LocaleCode} from '../site/locales.ts';
import {BUILD_DIR, ROOT, outputDir} from '../site/paths.ts';

/** One page of each kind, as a path inside a locale (`pageUrl(locale, path)`). */
export const PAGE_KINDS: readonly {kind: string; path: string}[] = [
  {kind: 'home', path: ''},
  {kind: 'doc page with a diagram', path: 'docs/management-console/introduction'},
  {kind: 'doc page with code', path: 'docs/installation/server-installation/linux-server/basic'},
  {kind: 'doc page with English device labels', path: 'docs/installation/player-installation/philip-room-display'},
  {kind: 'release notes', path: 'release-notes'},
  {kind: 'release note', path: 'release-notes/2024/05/31/release-note'},
  {kind: 'API overview', path: 'external-api/'},
  {kind: 'API operation', path: 'external-api/reference/get-building'},
  {kind: 'search', path: 'search?q=%E4%BC%9A%E8%AD%B0%E5%AE%A4'},
];

/** How many pages the random sample draws per locale. */
export const RANDOM_PAGES = 3;

/** The seed of a release's sample: its release number, so that anyone can draw the same pages again. */
export const sampleSeed = (release: string): string => `smart-office-help ${release}`;

/** A small seeded generator (mulberry32 over the seed's FNV-1a hash): the same seed draws the same pages. */
function generator(seed: string): () => number {
  let h = 0x811c9dc5;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct pages from `paths`, drawn with `seed` (the paths sorted first, so the order of the sitemap does not matter). */
export function drawPages(paths: readonly string[], seed: string, count: number): string[] {
  const pool = [...new Set(paths)].sort();
  const next = generator(seed);
  const out: string[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
  return out;
}

/** The pages of a locale's sitemap in a build, as paths inside the locale; none when it is not built. */
export function sitemapPaths(locale: LocaleCode, buildDir = join(ROOT, BUILD_DIR)): string[] {
  const file = join(outputDir(locale, buildDir), 'sitemap.xml');
  if (!existsSync(file)) return [];
  const base = siteLocale(locale).baseUrl;
  const kinds = new Set(PAGE_KINDS.map((k) => pageUrl(locale, k.path)));
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => p.startsWith(base) && !kinds.has(p) && !/\/(search|tags)(\/|$)/.test(p))
    .map((p) => p.slice(base.length));
}

/** The random sample of every locale for a release. */
export function randomSample(release: string, buildDir?: string): Record<LocaleCode, string[]> {
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => [locale, drawPages(sitemapPaths(locale, buildDir), `${sampleSeed(release)} ${locale}`, RANDOM_PAGES)]),
  ) as Record<LocaleCode, string[]>;
}
