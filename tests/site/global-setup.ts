/**
 * The site tier's one server: nginx with the production configuration (deploy/nginx/) serving build/ on a free port,
 * for the checks of what nginx sends (status, headers, encodings). Its address reaches the tests as `siteBaseUrl`
 * (vitest's provide/inject). SITE_BASE_URL, when set, points the tier at a server that is already running.
 */
import type {TestProject} from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    siteBaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.SITE_BASE_URL) {
    project.provide('siteBaseUrl', process.env.SITE_BASE_URL);
    return async () => {};
  }
  type Harness = {startNginx(options: {buildDir?: string}): Promise<{baseUrl: string; stop(): Promise<void>}>};
  const {startNginx} = (await import('../../tools/nginx-harness.ts')) as unknown as Harness;
  const {BUILD} = await import('./built-site');
  const server = await startNginx({buildDir: BUILD});
  project.provide('siteBaseUrl', server.baseUrl);
  return () => server.stop();
}
