// One `docusaurus build` of a locale, for the build tools (tools/build-all.ts, tools/versions/build-archived.ts),
// with a watchdog: Rspack's build now and then stops making progress and never ends (seen here once in a few dozen
// builds with a warm persistent cache, node_modules/.cache/rspack; reported upstream as web-infra-dev/rspack#9665
// and #6833). A locale takes 15 to 40 s on two cores, so a build still running after LIMIT_MS is stuck: it is killed
// and run once more, with a line that says so. A build that fails is not retried.
import {spawn} from 'node:child_process';

const LIMIT_MS = 5 * 60_000;

/** Runs `npx docusaurus build <args>`; resolves to its exit status (after one retry if the first run was stuck). */
export async function docusaurusBuild(args, {env = process.env, label = args.join(' ')} = {}) {
  for (let attempt = 1; ; attempt++) {
    const {status, stuck} = await new Promise((resolve) => {
      // Its own process group, so that the watchdog ends the build's workers too.
      const child = spawn('npx', ['docusaurus', 'build', ...args], {stdio: 'inherit', env, detached: true});
      let stuckRun = false;
      const timer = setTimeout(() => {
        stuckRun = true;
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, LIMIT_MS);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({status: code, stuck: stuckRun});
      });
    });
    if (!stuck) return status;
    console.error(
      `docusaurus build ${label}: no end after ${LIMIT_MS / 60_000} minutes (the bundler is stuck), ${attempt === 1 ? 'building once more' : 'giving up'}`,
    );
    if (attempt === 2) return 1;
  }
}
