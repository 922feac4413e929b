/**
 * The serving configuration, checked without a build: the example nginx configuration (deploy/nginx/nginx.conf with
 * the two files it includes and a Content-Security-Policy map as the build writes it) passes `nginx -t`; a production
 * build refuses to run without its public origin. The policy itself is checked next to the plugin that computes it
 * (plugins/content-security-policy/content-security-policy.test.ts); what nginx actually sends, by
 * tests/browser/security.spec.ts on the running server.
 */
import {test, expect} from 'vitest';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {root} from '../support/content';
import {nginxMap, policies} from '../../plugins/content-security-policy';
import {buildPlan} from '../../config/build-plan.ts';
import {childEnvironment} from '../../site/environment.ts';

test('the example nginx configuration passes nginx -t, HSTS on its TLS server', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-t-'));
  const cert = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=help.example.com',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    {encoding: 'utf8'},
  );
  expect(cert.status, `openssl could not make a test certificate: ${cert.stderr}`).toBe(0);
  writeFileSync(join(dir, 'help-csp.conf'), nginxMap(policies(['abc='], false)));
  const example = readFileSync(join(root, 'deploy/nginx/nginx.conf'), 'utf8');
  expect(example, 'HSTS on the TLS server').toMatch(/listen 443 ssl[^;]*;[\s\S]*add_header Strict-Transport-Security "max-age=\d{8,}[^"]*" always;/);
  // The file with its host paths replaced, as the TLS scan runs it (tools/observatory/scan.ts).
  const {tlsExampleConfig} = (await import('../../tools/observatory/scan.ts')) as unknown as {
    tlsExampleConfig: (o: {prefix: string; webRoot: string; csp: string; cert: string; key: string}) => string;
  };
  const {linkDebianModules} = (await import('../../tools/nginx-harness.ts')) as unknown as {linkDebianModules: (prefix: string) => void};
  const conf = tlsExampleConfig({
    prefix: dir,
    webRoot: join(dir, 'www'),
    csp: join(dir, 'help-csp.conf'),
    cert: join(dir, 'cert.pem'),
    key: join(dir, 'key.pem'),
  });
  writeFileSync(join(dir, 'nginx.conf'), conf);
  linkDebianModules(dir);
  const r = spawnSync('nginx', ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {encoding: 'utf8'});
  expect(r.status, `nginx -t failed for deploy/nginx/nginx.conf:\n${r.stderr}`).toBe(0);
});

test('a production build needs its public origin; a local preview says so explicitly', () => {
  const build = ['node', 'docusaurus', 'build'];
  const siteUrl = (env: Record<string, string>, argv = build) => buildPlan(env, argv).siteUrl;
  expect(() => siteUrl({}), 'production build without SITE_URL').toThrow(/SITE_URL is not set/);
  expect(() => siteUrl({SITE_URL: 'http://localhost:3000'}), 'production build for a local address').toThrow(/local address/);
  expect(() => siteUrl({SITE_URL: 'https://help.example.com/docs/'}), 'origin with a path').toThrow(/origin only/);
  expect(siteUrl({SITE_URL: 'https://help.example.com/'})).toBe('https://help.example.com');
  expect(siteUrl({HELP_PREVIEW: '1'}), 'preview build').toBe('http://localhost:3000');
  expect(siteUrl({}, ['node', 'docusaurus', 'start']), 'dev server').toBe('http://localhost:3000');
  const env = childEnvironment({SITE_URL: undefined, HELP_PREVIEW: undefined});
  const r = spawnSync(process.execPath, [join(root, 'tools/build-all.ts')], {cwd: root, env, encoding: 'utf8'});
  expect(r.status, 'npm run build without SITE_URL stops before building').toBe(2);
  expect(r.stderr).toContain('SITE_URL=https://help.example.com npm run build');
});
