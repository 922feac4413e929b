import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {FullConfig} from '@playwright/test';
import {setVariable, variable} from '../site/environment.ts';
import {LOCALES} from '../site/locales.ts';
import {BUILD_DIR, outputDir, ROOT} from '../site/paths.ts';

/** Stops the run with one sentence: what is missing and what to run (no stack trace, no failure per test). */
function stop(problem: string): never {
  console.error(`browser tests: ${problem}`);
  process.exit(1);
}

/**
 * Starts nginx with the production configuration (deploy/nginx/) on a free port when browser tests run, and
 * passes its address to the tests through SITE_BASE_URL. Also starts the external API mock (tools/mock-api.ts) for the try-it tests of the API
 * reference. Returns the teardown that stops both. The tests read every locale of build/: without one, the run stops.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (variable('SITE_BASE_URL')) return async () => {};
  const missing = LOCALES.map((l) => join(outputDir(l.code, BUILD_DIR), 'index.html')).filter((page) => !existsSync(join(ROOT, page)));
  if (missing.length) stop(`${missing.join(', ')} missing: run \`npm run build:preview\` first (npm test does).`);
  const {startNginx, SetupError} = await import('../tools/nginx-harness.ts');
  const {startMockApi} = await import('../tools/mock-api.ts');
  const server = await startNginx().catch((error: unknown) => {
    // No nginx, or a build nginx cannot serve: the harness says what to do.
    if (error instanceof SetupError) stop(error.message);
    throw error;
  });
  const stopMock = await startMockApi();
  setVariable('SITE_BASE_URL', server.baseUrl);
  void config;
  return async () => {
    await stopMock();
    await server.stop();
  };
}
