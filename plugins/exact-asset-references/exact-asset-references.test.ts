/**
 * The bundler option that keeps asset references exact (./index.ts): off for the browser and the server bundle, and
 * the plugin is in the site's configuration. tests/site/pages.test.ts checks the built pages (every file a page names
 * is in the build).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import {ROOT} from '../../site/paths.ts';
import exactAssetReferencesPlugin from './index.ts';

type Configure = NonNullable<Plugin['configureWebpack']>;

test('realContentHash is off for the browser and the server bundle', () => {
  const configure = exactAssetReferencesPlugin().configureWebpack as Configure;
  for (const isServer of [false, true]) {
    const config = configure({} as Parameters<Configure>[0], isServer, {} as Parameters<Configure>[2], undefined) as {
      optimization?: {realContentHash?: boolean};
    };
    expect(config?.optimization?.realContentHash, `isServer=${isServer}: optimization.realContentHash`).toBe(false);
  }
});

test("the site's configuration loads the plugin", () => {
  const files = ['docusaurus.config.ts', ...readdirSync(join(ROOT, 'config'), {recursive: true, encoding: 'utf8'}).map((f) => join('config', f))];
  const importers = files.filter(
    (f) => /\.ts$/.test(f) && /from '[./]*\/plugins\/exact-asset-references(\/index\.ts)?'/.test(readFileSync(join(ROOT, f), 'utf8')),
  );
  expect(importers, 'docusaurus.config.ts or a module of config/ imports plugins/exact-asset-references').not.toEqual([]);
});
