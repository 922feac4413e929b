#!/usr/bin/env node
// Regenerates the API reference pages of every locale from openapi/: localized descriptions first
// (tools/openapi-i18n.mjs), then docusaurus-plugin-openapi-docs. The plugin never overwrites a file, so the old
// output is removed first; the output is not in git and nobody edits it by hand.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'external-api/reference',
  'i18n/jp/docusaurus-plugin-content-docs-external-api/current/reference',
  'i18n/zh/docusaurus-plugin-content-docs-external-api/current/reference',
];

const started = Date.now();
execFileSync(process.execPath, [path.join(root, 'tools/openapi-i18n.mjs'), 'build'], {cwd: root, stdio: 'inherit'});
for (const dir of outputs) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
// The generator logs one line per file; keep that quiet unless it fails (execFileSync throws on a non-zero exit).
try {
  execFileSync(process.execPath, [docusaurus, 'gen-api-docs', 'all', '--plugin-id', 'openapi'], {cwd: root, stdio: 'pipe'});
} catch (error) {
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''));
  process.exit(1);
}
const pages = outputs.map((dir) => countPages(path.join(root, dir)));
console.log(`api-docs: ${pages.join(' / ')} pages (en / jp / zh) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (pages.some((count) => count === 0)) {
  console.error('api-docs: a locale got no pages');
  process.exit(1);
}

function countPages(dir) {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, {recursive: true}).filter((f) => String(f).endsWith('.mdx')).length;
}
