/**
 * The test servers' harness (tools/nginx-harness.ts), which the browser and site tests, the benchmarks and
 * `npm run serve:nginx` start: a server serves its folder and, once stopped, removes the temporary folder of its own
 * (configuration, logs, the link to the build), so that test runs do not pile folders up in the system's tmp.
 */
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from 'vitest';
import {outputDir} from '../../site/paths.ts';
import {startNginx} from '../../tools/nginx-harness.ts';

test('a server serves its folder and, once stopped, leaves no folder of its own behind', async () => {
  const site = mkdtempSync(join(tmpdir(), 'harness-site-'));
  try {
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>harness</title>');
    const server = await startNginx({bareSite: site});
    expect(existsSync(join(server.folder, 'nginx.conf')), `${server.folder}: the server's configuration`).toBe(true);
    expect(await (await fetch(`${server.baseUrl}/`)).text()).toContain('<title>harness</title>');
    await server.stop();
    expect(existsSync(server.folder), `${server.folder}: left behind after stop`).toBe(false);
    expect(existsSync(join(site, 'index.html')), 'the served folder itself is kept').toBe(true);
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});

test('a server of the build removes its folder and only its link to the build', async () => {
  const server = await startNginx();
  const folder = server.folder;
  await server.stop();
  expect(existsSync(folder), `${folder}: left behind after stop`).toBe(false);
  expect(existsSync(join(outputDir('ja'), 'index.html')), 'the build itself is kept').toBe(true);
});
