/**
 * The build plan: what this process builds or serves, read once from the environment (site/environment.ts) and the
 * command line, and checked, so that a bad value stops with a sentence before any work. The configuration
 * (docusaurus.config.ts and its features, config/features/), the plugins and the build tools (tools/build-all.ts,
 * tools/versions/build-archived.ts) read the plan; none of them reads these variables or `process.argv` itself.
 *
 * `buildPlan(env, argv)` is pure (the tests give it any environment); `processPlan()` is this process's plan. Docusaurus
 * loads the configuration afresh for each locale (jiti, without a module cache), so each load reads its own plan.
 * Node.js and the configuration's loader both run this file as it is.
 */
import {flag, variable, type VariableName} from '../site/environment.ts';
import {SAME_ORIGIN_ENDPOINT} from '../site/feedback.ts';
import {BASE_URL, DEFAULT_LOCALE, LOCALE_CODES, isLocaleCode, type LocaleCode} from '../site/locales.ts';
import {ARCHIVED_VERSIONS} from '../site/versions.ts';

type Source = Record<string, string | undefined>;

/**
 * - `dev`: the dev server (`docusaurus start`);
 * - `production`: `docusaurus build` for the public origin (SITE_URL);
 * - `preview`: a build to look at on this machine (`npm run build:preview`, HELP_PREVIEW=1), and every other command
 *   (`docusaurus serve`, `write-translations`, `draw-diagrams`): links point at the local origin unless SITE_URL says
 *   otherwise.
 */
export type BuildMode = 'dev' | 'preview' | 'production';

export type BuildPlan = {
  mode: BuildMode;
  /** The site's public origin (canonical, hreflang, og:url and sitemap links); the path is always the base URL. */
  siteUrl: string;
  /** The locale being built or served (the default locale until Docusaurus names one). */
  locale: LocaleCode;
  /** Whether Docusaurus named the locale: it reads the configuration once before it does. */
  localeNamed: boolean;
  /** The archived version this process builds (`DOCS_ARCHIVE_BUILD=2.12`), or undefined for the current release's build. */
  archiveBuild: string | undefined;
  /** Every archived version (versions.json), newest first. */
  archivedVersions: readonly string[];
  /**
   * Every version in one build, as Docusaurus does by default: the dev server with DOCS_ARCHIVED=1, and
   * `DOCS_VERSIONS_TOGETHER=1` (the "before" of tools/versions/simulate.ts).
   */
  versionsTogether: boolean;
  /** The archived versions whose content this process loads (the version dropdown and the banner need all of them). */
  loadedArchivedVersions: readonly string[];
  /** The versions whose pages this process makes: `current` in the current build, the one archived version in its own. */
  builtVersions: readonly string[];
  /**
   * The archived versions built apart (tools/versions/build-archived.ts) whose pages a current build copies in: every
   * one in a production or preview build, none in the dev server, an archived version's own build, with
   * DOCS_ARCHIVED=0 or with DOCS_VERSIONS_TOGETHER=1.
   */
  copiedArchivedVersions: readonly string[];
  /** The Google Analytics id: analytics (and its Content-Security-Policy sources) only when set. */
  analyticsId: string | undefined;
  /**
   * Where the feedback widget posts its answers (FEEDBACK_ENDPOINT): a path on the site's own origin, or an absolute
   * URL. The widget, and a Content-Security-Policy source for an endpoint on another origin, only when set.
   */
  feedbackEndpoint: string | undefined;
  /** One process draws every locale's diagrams ahead of the builds (tools/build-all.ts); off: each build draws its own. */
  diagramPredraw: boolean;
  /** Write the bundle statistics of each build (plugins/bundle-stats). */
  bundleStats: boolean;
  /** Page-weight plugins turned off, to measure what each saves (plugins/page-weight/plugins-off.ts checks the names). */
  pluginsOff: readonly string[];
};

/** The origin of a build for this machine, and of the dev server. */
export const LOCAL_ORIGIN = 'http://localhost:3000';

const isLocal = (host: string): boolean => host === 'localhost' || host.endsWith('.localhost') || /^127\.|^\[?::1\]?$|^0\.0\.0\.0$/.test(host);

/** The mode of a Docusaurus command line (`node docusaurus.mjs build --locale ja`). */
function modeOf(argv: readonly string[], preview: boolean): BuildMode {
  const args = argv.slice(2);
  if (args.includes('start')) return 'dev';
  return args.includes('build') && !preview ? 'production' : 'preview';
}

/**
 * The site's public origin. A production build must state it: `SITE_URL=https://help.example.com npm run build`.
 * Without it the build stops with an explanation instead of writing thousands of links to a local address. A build for
 * looking at the site on this machine says so explicitly (`npm run build:preview`, which sets HELP_PREVIEW=1) and gets
 * the local origin; the dev server needs nothing.
 */
function siteUrlOf(given: string | undefined, mode: BuildMode): string {
  if (!given) {
    if (mode !== 'production') return LOCAL_ORIGIN;
    throw new Error(
      'SITE_URL is not set. A production build needs the public origin of the help site, for example\n' +
        '  SITE_URL=https://help.example.com npm run build\n' +
        `To build for a look on this machine instead (links point at ${LOCAL_ORIGIN}): npm run build:preview`,
    );
  }
  let origin: URL;
  try {
    origin = new URL(given);
  } catch {
    throw new Error(`SITE_URL "${given}" is not a URL: give the origin only, e.g. https://help.example.com`);
  }
  if (!/^https?:$/.test(origin.protocol) || (origin.pathname !== '/' && origin.pathname !== '') || origin.search || origin.hash) {
    throw new Error(`SITE_URL "${given}" must be an origin only (scheme and host, no path): the path is always ${BASE_URL}`);
  }
  if (mode === 'production' && isLocal(origin.hostname)) {
    throw new Error(`SITE_URL "${given}" is a local address: a production build needs the public origin (or run npm run build:preview)`);
  }
  return origin.origin;
}

/**
 * The feedback endpoint, checked: a path on the site's origin (SAME_ORIGIN_ENDPOINT, what deploy/nginx/help-feedback.conf
 * proxies to the reference receiver) or an absolute URL, https unless the build is not a production one or the host
 * is local. No query or fragment: the widget posts to exactly this address.
 */
function feedbackEndpointOf(given: string | undefined, mode: BuildMode): string | undefined {
  if (!given) return undefined;
  const where = `FEEDBACK_ENDPOINT "${given}"`;
  if (given.startsWith('/')) {
    if (given.startsWith('//') || /[?#\s]/.test(given)) throw new Error(`${where} must be a path on the site's origin, like ${SAME_ORIGIN_ENDPOINT}`);
    return given;
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${where} is neither a path (${SAME_ORIGIN_ENDPOINT}) nor a URL (https://feedback.example.com/help)`);
  }
  if (url.search || url.hash || url.username || url.password) throw new Error(`${where}: give the address without query, fragment or credentials`);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (mode !== 'production' || isLocal(url.hostname)))) {
    throw new Error(`${where} must be an https URL: answers would otherwise travel unencrypted`);
  }
  return url.href;
}

function localeOf(value: string | undefined): LocaleCode {
  if (value === undefined) return DEFAULT_LOCALE;
  if (!isLocaleCode(value)) throw new Error(`DOCUSAURUS_CURRENT_LOCALE=${value}: the site's locales are ${LOCALE_CODES.join(', ')}`);
  return value;
}

/** The plan of a process with this environment and command line; throws a sentence on a value it cannot use. */
export function buildPlan(
  env: Source = process.env,
  argv: readonly string[] = process.argv,
  archivedVersions: readonly string[] = ARCHIVED_VERSIONS,
): BuildPlan {
  const read = (name: VariableName) => variable(name, env);
  const mode = modeOf(argv, flag('HELP_PREVIEW', false, env));
  const archiveBuild = read('DOCS_ARCHIVE_BUILD');
  if (archiveBuild && !archivedVersions.includes(archiveBuild)) {
    throw new Error(`DOCS_ARCHIVE_BUILD=${archiveBuild}: versions.json lists ${archivedVersions.join(', ') || 'no version'}`);
  }
  // Writers' fast path: the dev server shows the current version only, unless DOCS_ARCHIVED=1.
  const archivedWanted = flag('DOCS_ARCHIVED', mode !== 'dev', env);
  const versionsTogether = !archiveBuild && archivedWanted && (mode === 'dev' || flag('DOCS_VERSIONS_TOGETHER', false, env));
  const locale = read('DOCUSAURUS_CURRENT_LOCALE');
  return {
    mode,
    siteUrl: siteUrlOf(read('SITE_URL'), mode),
    locale: localeOf(locale),
    localeNamed: locale !== undefined,
    archiveBuild,
    archivedVersions,
    versionsTogether,
    loadedArchivedVersions: archivedWanted || archiveBuild ? archivedVersions : [],
    builtVersions: archiveBuild ? [archiveBuild] : versionsTogether ? ['current', ...archivedVersions] : ['current'],
    copiedArchivedVersions: archiveBuild || versionsTogether || mode === 'dev' || !archivedWanted ? [] : archivedVersions,
    analyticsId: read('GTAG_TRACKING_ID'),
    feedbackEndpoint: feedbackEndpointOf(read('FEEDBACK_ENDPOINT'), mode),
    diagramPredraw: flag('DIAGRAM_PREDRAW', true, env),
    bundleStats: flag('BUNDLE_STATS', false, env),
    pluginsOff: (read('PLUGINS_OFF') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

let plan: BuildPlan | undefined;

/** This process's plan, read on first use. */
export function processPlan(): BuildPlan {
  plan ??= buildPlan();
  return plan;
}

/**
 * The variables that give a `docusaurus build` started by a tool this plan's mode and origin (for `childEnvironment`):
 * a preview names no SITE_URL, a production build no HELP_PREVIEW.
 */
export function buildVariables(p: BuildPlan): Partial<Record<VariableName, string | undefined>> {
  return p.mode === 'production' ? {SITE_URL: p.siteUrl, HELP_PREVIEW: undefined} : {SITE_URL: undefined, HELP_PREVIEW: '1'};
}
