import type {FullConfig} from '@playwright/test';

/**
 * Starts nginx with the production configuration (deploy/nginx/) on a free port when browser tests run, and
 * passes its address to the tests through SITE_BASE_URL. Returns the teardown that stops it.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const onlyStatic = process.argv.some((a) => a === '--project=static') ||
    (process.argv.includes('--project') && process.argv[process.argv.indexOf('--project') + 1] === 'static');
  if (onlyStatic || process.env.SITE_BASE_URL) return async () => {};
  const {startNginx} = await import('../tools/nginx-harness.mjs');
  const server = await startNginx();
  process.env.SITE_BASE_URL = server.baseUrl;
  void config;
  return () => server.stop();
}
