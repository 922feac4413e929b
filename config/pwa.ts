import {join} from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import {API_ROUTE} from '../site/content.ts';
import {siteLocale, TRANSLATED_LOCALES, type LocaleCode} from '../site/locales.ts';
import {ROOT} from '../site/paths.ts';
import {PRODUCT_NAME} from '../site/product.ts';
import {currentLocale, localeBaseUrl} from './locales.ts';
import offlineAfterSearch from '../plugins/offline-after-search/index.ts';

/**
 * Offline reading: @docusaurus/plugin-pwa, one service worker, precache and web app manifest per locale
 * (each locale is built in its own process into its own folder: build/, build/jp/, build/zh/).
 *
 * - Offline mode is opt-in: the reader installs the app, opens it standalone, or opens any page with
 *   `?offlineMode=true`. Our registration module (src/pwa/register-sw.ts, the plugin's `swRegister`) remembers that
 *   choice per locale and registers nothing for a reader who never opts in (see its header for why it replaces the
 *   plugin's own).
 * - The precache is the locale's whole folder: every page (docs, the archived 2.12 docs, release notes, the API
 *   overview and the API operation pages), its assets and its search indexes. Measured for jp: 1,030 files, 45 MB,
 *   about 11 MB gzip over the network, once. The 2.12 docs cost about 2.9 MB gzip of that (1.5 MB pages, 1.4 MB their
 *   search index): kept, because installers meet servers that still run 2.12. The operation pages are in although
 *   their try-it panel needs the network: the JavaScript they run is in the precache anyway (the bundle's chunks are
 *   shared and not told apart by page), and their HTML adds only about 0.8 MB gzip, for a reference whose every link
 *   then works offline. Left out: other locales' folders (an English build run after the others would find build/jp/
 *   and build/zh/ in its output folder), the feeds, the sitemap and the launcher icons.
 * - The manifest (webManifest below) is written per locale after the build by plugins/web-manifest/
 *   (`manifest.webmanifest` in the locale's folder), with the locale's name, start URL and scope; nginx serves it as
 *   application/manifest+json and revalidates sw.js (deploy/nginx/).
 */

export const MANIFEST_FILE = 'manifest.webmanifest';
export const THEME_COLOR = '#0b6e8f';

/** The web app manifest of a locale (written by plugins/web-manifest/). */
export function webManifest(baseUrl: string, locale: LocaleCode = currentLocale()) {
  const help: Record<LocaleCode, string> = {en: 'Help', ja: 'ヘルプ', 'zh-Hant': '說明'};
  const description: Record<LocaleCode, string> = {
    en: `${PRODUCT_NAME} documentation, release notes and API overview, readable offline`,
    ja: `${PRODUCT_NAME} のドキュメント、リリースノート、API の概要（オフラインでも読めます）`,
    'zh-Hant': `${PRODUCT_NAME} 的文件、版本資訊與 API 概觀（離線也能閱讀）`,
  };
  return {
    id: baseUrl,
    name: `${PRODUCT_NAME} ${help[locale]}`,
    short_name: PRODUCT_NAME,
    description: description[locale],
    lang: siteLocale(locale).htmlLang,
    dir: 'ltr',
    // Opening the installed app turns offline mode on (the standalone strategy) and starts on the docs home.
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      {src: `${baseUrl}img/pwa/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any'},
      {src: `${baseUrl}img/pwa/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any'},
      {src: `${baseUrl}img/pwa/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable'},
    ],
  };
}

const base = localeBaseUrl();

/**
 * The offline plugin's configuration; with a feedback endpoint, its service worker also keeps the answers that could
 * not be sent for when the reader is back online (src/feedback/sw-queue.js).
 */
export const pwaPlugin = (feedback: boolean): PluginConfig => [
  // @docusaurus/plugin-pwa, its service worker written after the search indexes (plugins/offline-after-search/).
  offlineAfterSearch,
  {
    offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
    swRegister: join(ROOT, 'src', 'pwa', 'register-sw.ts'),
    ...(feedback ? {swCustom: join(ROOT, 'src', 'feedback', 'sw-queue.js')} : {}),
    injectManifestConfig: {
      globIgnores: [
        // The other locales' folders, inside the default locale's (build/).
        ...TRANSLATED_LOCALES.map((l) => `${l.urlFolder}/**`),
        '**/rss.xml',
        '**/atom.xml',
        'sitemap.xml',
        // The maskable icon is for the launcher, not for pages.
        'img/pwa/**',
        // The API description as files (plugins/openapi-download/): for tools, not for reading offline.
        `${API_ROUTE}/openapi.*`,
      ],
      // Hashed files (assets/, search-index-<hash>.json and its shards, search-index/<hash>.json) need no
      // revision: their name changes with their content. Offline reading keeps every shard: the whole index.
      dontCacheBustURLsMatching: /(?:\.[0-9a-f]{8}\.(?:js|css)|search-index(?:-[0-9a-f]+|[^/]*\/[0-9a-f]+)\.json)$/,
      // Whole-site search index and the largest chunks are several MB.
      maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
    },
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: `${base}${MANIFEST_FILE}`},
      {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
      {tagName: 'link', rel: 'apple-touch-icon', href: `${base}img/pwa/icon-192.png`},
    ],
  },
];
