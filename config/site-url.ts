/**
 * The site's public origin (canonical, hreflang, og:url and sitemap links). The path is always /help/.
 *
 * A production build must state it: `SITE_URL=https://help.example.com npm run build`. Without it the build stops
 * with an explanation instead of writing thousands of links to a local address. A build for looking at the site on
 * this machine says so explicitly (`npm run build:preview`, which sets HELP_PREVIEW=1) and gets the local origin;
 * the dev server needs nothing.
 */
export const LOCAL_ORIGIN = 'http://localhost:3000';

const isLocal = (host: string) => host === 'localhost' || host.endsWith('.localhost') || /^127\.|^\[?::1\]?$|^0\.0\.0\.0$/.test(host);

export function siteUrl(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): string {
  const given = env.SITE_URL?.trim();
  const building = argv.slice(2).includes('build');
  const preview = env.HELP_PREVIEW === '1';
  if (!given) {
    if (!building || preview) return LOCAL_ORIGIN;
    throw new Error(
      'SITE_URL is not set. A production build needs the public origin of the help site, for example\n' +
        '  SITE_URL=https://help.example.com npm run build\n' +
        'To build for a look on this machine instead (links point at http://localhost:3000): npm run build:preview',
    );
  }
  let origin: URL;
  try {
    origin = new URL(given);
  } catch {
    throw new Error(`SITE_URL "${given}" is not a URL: give the origin only, e.g. https://help.example.com`);
  }
  if (!/^https?:$/.test(origin.protocol) || (origin.pathname !== '/' && origin.pathname !== '') || origin.search || origin.hash) {
    throw new Error(`SITE_URL "${given}" must be an origin only (scheme and host, no path): the path is always /help/`);
  }
  if (building && !preview && isLocal(origin.hostname)) {
    throw new Error(`SITE_URL "${given}" is a local address: a production build needs the public origin (or run npm run build:preview)`);
  }
  return origin.origin;
}
