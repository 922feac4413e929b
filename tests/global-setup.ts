import type {FullConfig} from '@playwright/test';

/**
 * Starts nginx with the production configuration (deploy/nginx/) on a free port when browser tests run, and
 * passes its address to the tests through SITE_BASE_URL. Also starts the external API mock (tools/mock-api.ts) for the try-it tests of the API
 * reference. Returns the teardown that stops both.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.SITE_BASE_URL) return async () => {};
  const {startNginx} = await import('../tools/nginx-harness.ts');
  const {startMockApi} = await import('../tools/mock-api.ts');
  const [server, stopMock] = await Promise.all([startNginx(), startMockApi()]);
  process.env.SITE_BASE_URL = server.baseUrl;
  void config;
  return async () => {
    await stopMock();
    await server.stop();
  };
}
