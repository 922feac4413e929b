// One `docusaurus build` of a locale, for the build tools (tools/build-all.ts, tools/versions/build-archived.ts),
// with a watchdog: Rspack's build now and then stops making progress and never ends (seen here once in a few dozen
// builds with a warm persistent cache, node_modules/.cache/rspack; reported upstream as web-infra-dev/rspack#9665
// and #6833). A locale takes 15 to 40 s on two cores, so a build still running after LIMIT_MS is stuck: it is killed
// and run once more, with a line that says so. A build that fails is not retried.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../site/paths.ts';

const LIMIT_MS = 5 * 60_000;

/** Docusaurus's command line, run with this Node.js. */
export const DOCUSAURUS_BIN = join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** A sentence when the dependencies are not installed (no Docusaurus to run), else undefined. */
export function missingDependencies(): string | undefined {
  return existsSync(DOCUSAURUS_BIN) ? undefined : `${DOCUSAURUS_BIN} is missing: install the dependencies first (npm ci)`;
}

type Options = {
  /** The build's environment (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** How its lines name the build (default: its arguments). */
  label?: string;
};

/** Runs `docusaurus build <args>`; resolves to its exit status (after one retry if the first run was stuck). */
export async function docusaurusBuild(args: readonly string[], {env = process.env, label = args.join(' ')}: Options = {}): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const {status, stuck} = await new Promise<{status: number; stuck: boolean}>((resolve) => {
      // Its own process group, so that the watchdog ends the build's workers too.
      const child = spawn(process.execPath, [DOCUSAURUS_BIN, 'build', ...args], {stdio: 'inherit', env, detached: true, cwd: ROOT});
      let stuckRun = false;
      const timer = setTimeout(() => {
        stuckRun = true;
        const group = child.pid;
        try {
          if (group === undefined) child.kill('SIGKILL');
          else process.kill(-group, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, LIMIT_MS);
      child.on('error', (error) => {
        clearTimeout(timer);
        console.error(`docusaurus build ${label}: could not start (${error.message})`);
        resolve({status: 1, stuck: false});
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({status: code ?? 1, stuck: stuckRun});
      });
    });
    if (!stuck) return status;
    console.error(
      `docusaurus build ${label}: no end after ${LIMIT_MS / 60_000} minutes (the bundler is stuck), ${attempt === 1 ? 'building once more' : 'giving up'}`,
    );
    if (attempt === 2) return 1;
  }
}
