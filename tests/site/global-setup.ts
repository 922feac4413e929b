/**
 * The site tier's one server: nginx with the production configuration (deploy/nginx/) serving build/ on a free port,
 * for the checks of what nginx sends (status, headers, encodings). Its address reaches the tests as `siteBaseUrl`
 * (vitest's provide/inject). SITE_BASE_URL, when set, points the tier at a server that is already running.
 */
import type {TestProject} from 'vitest/node';
import {variable} from '../../site/environment.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteBaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const running = variable('SITE_BASE_URL');
  if (running) {
    project.provide('siteBaseUrl', running);
    return async () => {};
  }
  const {BUILD, missingBuild} = await import('./built-site');
  // No build, no tier: one sentence, not a stack trace and a failure per test.
  const problem = missingBuild();
  if (problem) {
    console.error(`site tier: ${problem}`);
    process.exit(1);
  }
  type Harness = {startNginx(options: {buildDir?: string}): Promise<{baseUrl: string; stop(): Promise<void>}>};
  const {startNginx} = (await import('../../tools/nginx-harness.ts')) as unknown as Harness;
  const server = await startNginx({buildDir: BUILD});
  project.provide('siteBaseUrl', server.baseUrl);
  return () => server.stop();
}
