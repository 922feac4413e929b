/**
 * The bundler option that keeps asset references exact (./index.ts): off for the browser and the server bundle, and
 * the plugin is in the site's configuration. tests/browser/built-asset-references.spec.ts checks the built pages.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from 'vitest';
import exactAssetReferencesPlugin from '.';

test('realContentHash is off for the browser and the server bundle', () => {
  const plugin = exactAssetReferencesPlugin();
  for (const isServer of [false, true]) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const config = (plugin.configureWebpack as any)({}, isServer, {}, {});
    expect(config?.optimization?.realContentHash, `isServer=${isServer}: optimization.realContentHash`).toBe(false);
  }
});

test('docusaurus.config.ts lists the plugin', () => {
  const source = readFileSync(path.resolve(__dirname, '../../docusaurus.config.ts'), 'utf8');
  expect(source, 'docusaurus.config.ts imports plugins/exact-asset-references').toMatch(/from '\.\/plugins\/exact-asset-references'/);
  expect(source, 'docusaurus.config.ts puts it in plugins: [...]').toMatch(/plugins: \[[^]*\bexactAssetReferences\b[^]*\]/);
});
