/**
 * What the help site's server sends besides the files: security headers, the Content-Security-Policy and its
 * per-path variants, the caching rules by kind of path, and when a page's URL answers with its Markdown twin (the
 * Accept rule of "Markdown on request", nginx only). The one source for every host:
 * - nginx: the lines between the "generated" markers of deploy/nginx/help-server.conf (the headers) and
 *   help-http.conf (the caching map) are written from here by `npm run serving:nginx` (tools/serving-nginx.ts);
 *   tests/unit/serving-headers.test.ts fails when they are out of date. The policy itself depends on the build
 *   (hashes of its inline scripts): plugins/content-security-policy/ writes it as build/.nginx/help-csp.conf.
 * - static hosts that read a `_headers` file (Netlify, Cloudflare Pages): the build writes build/_headers from here
 *   (./headers-file.ts), once every locale is built (tools/headers-file/).
 * Why our own code: no library declares headers once for nginx and for `_headers`; both outputs are small text.
 * This file imports the site model only, so that Node runs it as is (type stripping) for `npm run serving:nginx`.
 */
import {BASE_URL, LOCALES, TRANSLATED_LOCALES} from '../../site/locales.ts';

/** Sent with every response, errors included (nginx: `add_header ... always`). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Each locale's folder in build/ and path under the base URL, with a trailing slash (the default locale at the root: ''). */
export const LOCALE_FOLDERS: readonly string[] = LOCALES.map((l) => (l.urlFolder ? `${l.urlFolder}/` : ''));
/** The path every locale lives under. */
export const SITE_PATH = BASE_URL;

/** A build's nginx map of the Content-Security-Policy (written by plugins/content-security-policy/, included by deploy/nginx/). */
export const CSP_FILE = '.nginx/help-csp.conf';
/** The hashes of each locale's inline scripts (every locale's build adds its own): the policy is computed from them. */
export const HASHES_FILE = '.nginx/csp-script-hashes.json';

/**
 * The one file under a locale's assets/ whose name carries no hash: the bundler's runtime, which lists every chunk's
 * hash (plugins/page-weight/lean-route-tables/). Revalidated, not immutable; a deploy replaces it like a page.
 */
export const UNHASHED_ASSETS: readonly string[] = ['assets/js/runtime~main.js'];
const literalPath = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const CACHE = {
  /** Hashed names: the content never changes under that name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Stored, but revalidated on every use: a new release shows at once. */
  revalidate: 'no-cache',
  /** An error is never stored: the next deploy must be able to fix it. */
  error: 'no-store',
  /** Everything else (images outside assets/, sitemaps). */
  other: 'public, max-age=3600',
} as const;

/**
 * Caching, first matching rule wins, else CACHE.other. A rule matches on one of:
 * - `status`: a regular expression over the response status (nginx only: a `_headers` file cannot see it);
 * - `path`: a regular expression over the path below a locale's root (`assets/js/main.1a2b.js`), `$` its end; only
 *   successful answers (200, 304) match, so a missing asset is an error, not an immutable file;
 * - `type`: a regular expression over the media type (nginx: the response's Content-Type; a static host: the type
 *   of the file's extension, FILE_TYPES).
 */
export type CacheRule = {why: string; cacheControl: string; status?: string; path?: string; type?: string};

export const CACHE_RULES: readonly CacheRule[] = [
  {why: 'an error (404 of a missing chunk or index, 5xx)', status: '[45][0-9][0-9]', cacheControl: CACHE.error},
  {
    why: 'the offline service worker, the chunk it loads (the feedback queue: <n>.sw.js) and its manifest: a stale sw.js keeps readers on old docs',
    path: '(?:(?:[0-9]+\\.)?sw\\.js|manifest\\.webmanifest)$',
    cacheControl: CACHE.revalidate,
  },
  {
    why: "the bundler's runtime, the list of every chunk's hash: named without a hash so that a changed chunk does not change every page",
    path: `(?:${UNHASHED_ASSETS.map(literalPath).join('|')})$`,
    cacheControl: CACHE.revalidate,
  },
  // The search index of an archived docs version sits in its folder (docs/2.12/search-index-<hash>.json and shards).
  {why: 'hashed build output', path: '(?:assets/|(?:docs/[^/]+/)?search-index(?:-[0-9a-f]+|[^/]*/[0-9a-f]+)\\.json$)', cacheControl: CACHE.immutable},
  {why: 'pages', type: 'text/html', cacheControl: CACHE.revalidate},
  {why: 'release-note feeds', type: 'application/(?:rss|atom)\\+xml', cacheControl: CACHE.revalidate},
  {why: 'pages as Markdown', type: 'text/markdown', cacheControl: CACHE.revalidate},
  {why: 'llms.txt and llms-full.txt', path: 'llms(?:-full)?\\.txt$', cacheControl: CACHE.revalidate},
  {why: 'the API description files', path: 'external-api/openapi\\.(?:yaml|json)$', cacheControl: CACHE.revalidate},
  {why: 'any other 304 (revalidated)', status: '304', cacheControl: CACHE.revalidate},
];

/**
 * Media types of the build's files where a rule depends on them, as help-server.conf serves them (its `types`
 * blocks). For static hosts only; tests/site/headers-file.test.ts compares the result with nginx's answers.
 */
export const FILE_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/\.html$/, 'text/html'],
  [/\.md$/, 'text/markdown'],
  [/(?:^|\/)rss\.xml$/, 'application/rss+xml'],
  [/(?:^|\/)atom\.xml$/, 'application/atom+xml'],
];

/** The Cache-Control of a successful answer for a path below a locale's root, as a static host can know it. */
export function cacheControlForFile(localPath: string): string {
  const type = FILE_TYPES.find(([re]) => re.test(localPath))?.[1] ?? '';
  for (const rule of CACHE_RULES) {
    if (rule.status) continue;
    if (rule.path && new RegExp(`^${rule.path}`).test(localPath)) return rule.cacheControl;
    if (rule.type && new RegExp(rule.type).test(type)) return rule.cacheControl;
  }
  return CACHE.other;
}

/** Origins the Google tag needs, only when analytics is configured (GTAG_TRACKING_ID, config/features/analytics.ts). */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The try-it panel sends requests to the server the reader chooses: any https origin. */
const TRY_IT_CONNECT = ['https:'];
/**
 * ... or the local mock (`npm run mock-api`), from a build for an http:// origin only (the local preview, which the
 * site and browser tests serve). A site served over HTTPS allows no http: source: the MDN HTTP Observatory takes 20 points off
 * for one (tests/site/observatory.test.ts), and a reader of the public site has no local mock.
 */
const LOCAL_MOCK_CONNECT = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Whether a build for this origin allows the local mock (see above): an http:// origin, the preview. */
export const allowsLocalMock = (siteUrl: string): boolean => siteUrl.startsWith('http://');

/**
 * The connect-src source a feedback endpoint needs (FEEDBACK_ENDPOINT, config/build-plan.ts): none for a path on the
 * site's origin ('self' allows it) or no endpoint; for one on another origin, that one address (a source with a path
 * allows that path only), not its whole host.
 */
export function feedbackConnectSource(endpoint: string | undefined, siteUrl: string): string | undefined {
  if (!endpoint || endpoint.startsWith('/')) return undefined;
  const url = new URL(endpoint);
  return url.origin === new URL(siteUrl).origin ? undefined : `${url.origin}${url.pathname}`;
}

/**
 * The policy's variants by path below a locale's root, first match wins, else `site`: the API reference, whose
 * try-it panel calls the reader's own server, gets a wider connect-src.
 */
export const CSP_VARIANTS: ReadonlyArray<{name: 'api'; path: string}> = [{name: 'api', path: 'external-api/'}];

export type Policies = {site: string; api: string};

/**
 * The Content-Security-Policy of a build with these inline-script hashes (base64 SHA-256); `localMock` for a build
 * whose origin is http:// (the preview); `feedback`, the source of a feedback endpoint on another origin
 * (feedbackConnectSource).
 */
export function policies(scriptHashes: string[], analytics: boolean, localMock = false, feedback?: string): Policies {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'sha256-${h}'`);
  const extra = (key: keyof typeof ANALYTICS) => (analytics ? ANALYTICS[key] : []);
  const directives = (variantConnect: string[]) => {
    const connect = [...variantConnect, ...(feedback ? [feedback] : [])];
    return [
      `default-src 'self'`,
      ['script-src', `'self'`, ...hashes, ...extra('script')].join(' '),
      // React and the diagrams set style attributes; styles cannot run code.
      `style-src 'self' 'unsafe-inline'`,
      ['img-src', `'self'`, 'data:', ...extra('img')].join(' '),
      `font-src 'self' data:`,
      ['connect-src', `'self'`, ...connect, ...extra('connect')].join(' '),
      `worker-src 'self'`,
      `manifest-src 'self'`,
      `object-src 'none'`,
      `base-uri 'self'`,
      `form-action 'self'`,
      `frame-ancestors 'self'`,
    ].join('; ');
  };
  return {site: directives([]), api: directives([...TRY_IT_CONNECT, ...(localMock ? LOCAL_MOCK_CONNECT : [])])};
}

/** The policy for a path below a locale's root. */
export function policyForFile(localPath: string, p: Policies): string {
  return p[CSP_VARIANTS.find((v) => localPath.startsWith(v.path))?.name ?? 'site'];
}

// nginx ------------------------------------------------------------------------------------------------------------

/** `/help/(?:(?:jp|zh)/)?`: any locale's root, as a regular expression. */
const LOCALE_ROOT_RE = `${SITE_PATH}(?:(?:${TRANSLATED_LOCALES.map((l) => l.urlFolder).join('|')})/)?`;

const q = (s: string) => `"${s.replace(/"/g, '\\"')}"`;

/** Lines for the `server { }` (help-server.conf): every header once, at server level, `always` (errors too). */
export function nginxHeaderLines(): string[] {
  return [
    'add_header Cache-Control $help_cache_control always;',
    // Empty (no header) unless the page has a Markdown twin: see "Markdown on request" below.
    'add_header Vary $help_vary always;',
    'add_header Content-Security-Policy $help_csp always;',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${/[\s;()]/.test(value) ? q(value) : value} always;`),
  ];
}

/** The caching map for `http { }` (help-http.conf), keyed by status, path and type. */
export function nginxCacheMapLines(): string[] {
  const key = (r: CacheRule) => {
    if (r.status) return `~^(?:${r.status})\\|`;
    if (r.path) return `~^(?:200|304)\\|${LOCALE_ROOT_RE}${r.path.replace(/\$/g, '\\|')}`;
    return `~\\|${r.type}`;
  };
  const rows: Array<[string, string]> = [['default', CACHE.other], ...CACHE_RULES.map((r): [string, string] => [q(key(r)), q(r.cacheControl)])];
  const width = Math.max(...rows.map(([k]) => k.length)) + 1;
  return [
    'map "$status|$uri|$sent_http_content_type" $help_cache_control {',
    ...rows.map(([k, v]) => `    ${k.padEnd(width)}${k === 'default' ? q(v) : v};`),
    '}',
  ];
}

// Markdown on request -----------------------------------------------------------------------------------------------

/**
 * Pages as Markdown by content negotiation. A page with a Markdown twin (plugins/markdown-twins/: the page's URL plus
 * `.md`, a folder's URL plus `index.md`) answers a request for its own URL whose Accept header prefers Markdown with
 * the twin, any other with its HTML; both answers carry `Vary: Accept`, so that a cache in front keeps them apart.
 * The twin is then served as its own `.md` URL is (help-server.conf): type, charset, precompressed copies, caching.
 *
 * "Prefers", on the media ranges of the Accept header, their types compared without case:
 * - text/markdown is listed with a q above 0; a wildcard range (any type, `text/*`) never asks for Markdown, so a
 *   browser's Accept, one of any type and none at all get HTML;
 * - and text/html is not listed (or with q=0), or it has a lower q class, or the same class and is listed after
 *   text/markdown. The classes: 1 (q=1 or no q) and below 1 (0 < q < 1).
 * nginx decides with maps (no njs), which compare text, not numbers: between two q values below 1 the order decides.
 * A static host with a `_headers` file cannot negotiate: it always sends the HTML (deploy/nginx/README.md).
 */
export const MARKDOWN_TYPE = 'text/markdown';
const HTML_TYPE = 'text/html';

/** A media range's q class: '0' (q=0: not acceptable), 'part' (0 < q < 1), '1' (q=1 or no q); '' when not listed. */
type QClass = '' | '0' | 'part' | '1';

/** Regular expressions over the Accept header (nginx `~*`: without case), first match wins: the class of a type. */
function acceptClassPatterns(type: string): Array<[string, Exclude<QClass, ''>]> {
  const listed = `(?:^|,)\\s*${literalPath(type)}\\s*`;
  const q = `${listed}(?:;[^,]*)?;\\s*q\\s*=\\s*`;
  return [
    [`${q}0(?:\\.0*)?\\s*(?:[;,]|$)`, '0'],
    [`${q}0\\.[0-9]*[1-9]`, 'part'],
    [`${listed}(?:[;,]|$)`, '1'],
  ];
}

/** Whether text/markdown is listed before text/html (only read when both are). */
const MARKDOWN_FIRST_PATTERN = `(?:^|,)\\s*${literalPath(MARKDOWN_TYPE)}\\s*(?=[;,]|$).*,\\s*${literalPath(HTML_TYPE)}\\s*(?=[;,]|$)`;

/** The cases that prefer Markdown, over `<markdown class>|<html class>|<markdown first: 1 or ''>`. */
const MARKDOWN_PREFERRED_PATTERNS: readonly string[] = [
  '^(?:1|part)\\|0?\\|', // text/html not listed, or q=0
  '^1\\|part\\|', // a higher class
  '^1\\|1\\|1$', // the same class, listed first
  '^part\\|part\\|1$',
];

const mapLines = (source: string, variable: string, rows: Array<[string, string]>, volatile = false): string[] => {
  const width = Math.max(...rows.map(([k]) => k.length)) + 1;
  return [`map ${source} ${variable} {`, ...(volatile ? ['    volatile;'] : []), ...rows.map(([k, v]) => `    ${k.padEnd(width)}${v};`), '}'];
};

/**
 * The maps of Markdown on request for `http { }` (help-http.conf). help-server.conf sets $help_markdown_twin_found to
 * $help_markdown_twin when that file exists (only an `if` can test that) and rewrites to $help_markdown_answer when
 * it is not empty. $help_markdown_twin_found is also a map here, always empty, so that an `http { }` including this
 * file without help-server.conf (the bare server of tools/nginx-harness.ts) still knows the variable. `volatile`: a
 * map that depends on the URI or on that variable is computed again after an internal redirect (to a not-found
 * page), not kept from the first URI.
 */
export function nginxMarkdownMapLines(): string[] {
  const site = literalPath(SITE_PATH);
  const classMap = (type: string, variable: string) =>
    mapLines('$http_accept', variable, [['default', '""'], ...acceptClassPatterns(type).map(([re, c]): [string, string] => [q(`~*${re}`), q(c)])]);
  return [
    `# Markdown on request (config/serving/headers.ts): whether the Accept header prefers ${MARKDOWN_TYPE} to ${HTML_TYPE}.`,
    ...classMap(MARKDOWN_TYPE, '$help_accept_markdown'),
    ...classMap(HTML_TYPE, '$help_accept_html'),
    ...mapLines('$http_accept', '$help_accept_markdown_first', [
      ['default', '""'],
      [q(`~*${MARKDOWN_FIRST_PATTERN}`), '1'],
    ]),
    ...mapLines('"$help_accept_markdown|$help_accept_html|$help_accept_markdown_first"', '$help_markdown_preferred', [
      ['default', '""'],
      ...MARKDOWN_PREFERRED_PATTERNS.map((re): [string, string] => [q(`~${re}`), '1']),
    ]),
    '# The twin a page URL would have; the one found (set by help-server.conf); the twin to answer with; Vary.',
    ...mapLines(
      '$uri',
      '$help_markdown_twin',
      [
        ['default', '""'],
        [q(`~^(${site}.*/)$`), q('$1index.md')],
        [q(`~^(${site}.+)$`), q('$1.md')],
      ],
      true,
    ),
    ...mapLines('$uri', '$help_markdown_twin_found', [['default', '""']]),
    ...mapLines(
      '"$help_markdown_preferred|$help_markdown_twin_found"',
      '$help_markdown_answer',
      [
        ['default', '""'],
        [q('~^1\\|(/.+)$'), '$1'],
      ],
      true,
    ),
    ...mapLines(
      '$help_markdown_twin_found',
      '$help_vary',
      [
        ['default', '""'],
        [q('~.'), 'Accept'],
      ],
      true,
    ),
  ];
}

/** The build's policy map for `http { }`: $help_csp by path. */
export function nginxCspMap(p: Policies): string {
  return [
    '# Generated by the build (plugins/content-security-policy/ from config/serving/headers.ts): do not edit. Include inside `http { }`.',
    'map $uri $help_csp {',
    `    default ${q(p.site)};`,
    ...CSP_VARIANTS.map((v) => `    ${q(`~^${LOCALE_ROOT_RE}${v.path}`)} ${q(p[v.name])};`),
    '}',
    '',
  ].join('\n');
}

/** Where the generated lines go: file (below deploy/nginx/) → lines. */
export const GENERATED_BLOCKS: Record<string, () => string[]> = {
  'help-server.conf': nginxHeaderLines,
  'help-http.conf': () => [...nginxCacheMapLines(), ...nginxMarkdownMapLines()],
};
export const BEGIN_MARK = '# BEGIN generated from config/serving/headers.ts by `npm run serving:nginx`: edit there, not here.';
export const END_MARK = '# END generated';

/** The file's text with its generated block replaced (throws when the markers are missing). */
export function withGeneratedBlock(text: string, lines: string[]): string {
  const start = text.indexOf(BEGIN_MARK);
  const end = text.indexOf(END_MARK, start);
  if (start < 0 || end < 0) throw new Error(`the markers "${BEGIN_MARK}" and "${END_MARK}" are missing`);
  return `${text.slice(0, start)}${[BEGIN_MARK, ...lines].join('\n')}\n${text.slice(end)}`;
}
