#!/usr/bin/env node
// Regenerates the API reference pages of every locale from openapi/: localized descriptions first
// (tools/openapi-i18n.ts), then docusaurus-plugin-openapi-docs. The plugin never overwrites a file, so the old
// output is removed first; the output is not in git and nobody edits it by hand.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {codeSamples, SAMPLES_FILE} from './api/code-samples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'external-api/reference',
  'i18n/jp/docusaurus-plugin-content-docs-external-api/current/reference',
  'i18n/zh/docusaurus-plugin-content-docs-external-api/current/reference',
];

const started = Date.now();
execFileSync(process.execPath, [path.join(root, 'tools/openapi-i18n.ts'), 'build'], {cwd: root, stdio: 'inherit'});
for (const dir of outputs) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
// The generator logs one line per file; keep that quiet unless it fails (execFileSync throws on a non-zero exit).
try {
  execFileSync(process.execPath, [docusaurus, 'gen-api-docs', 'all', '--plugin-id', 'openapi'], {cwd: root, stdio: 'pipe'});
} catch (error) {
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''));
  process.exit(1);
}
// The code samples of every operation (tools/api/code-samples.ts), in the front matter of its page in each locale
// (`code_samples`, read by src/theme/ApiItem/Operation.tsx), and in .openapi/ for the Markdown twins and the checks.
const samples = await codeSamples(yaml.load(fs.readFileSync(path.join(root, 'openapi/external-api.yaml'), 'utf8')));
fs.writeFileSync(SAMPLES_FILE, `${JSON.stringify(samples, null, 2)}\n`);
for (const dir of outputs) {
  for (const file of fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.api.mdx'))) {
    const full = path.join(root, dir, file);
    const source = fs.readFileSync(full, 'utf8');
    const id = source.match(/^api: (.+)$/m) && operationIdOf(source);
    if (!id || !samples[id]) throw new Error(`api-docs: no code samples for ${path.relative(root, full)}`);
    // Base64 of the JSON: a sample's backslash before a line break does not survive the front matter's YAML as text.
    const encoded = Buffer.from(JSON.stringify(samples[id].samples)).toString('base64');
    fs.writeFileSync(full, source.replace(/^api: /m, `code_samples: ${encoded}\napi: `));
  }
}
// Each operation and schema page brings its page component (src/theme/ApiItem/Page.tsx): it then loads with the
// page's content, before hydration, and the overview never loads it.
const pageExport = "\nexport {default as ApiPage} from '@site/src/theme/ApiItem/Page';\n";
for (const dir of outputs) {
  for (const file of fs.readdirSync(path.join(root, dir), {recursive: true}).map(String)) {
    if (/\.(api|schema)\.mdx$/.test(file)) fs.appendFileSync(path.join(root, dir, file), pageExport);
  }
}
const pages = outputs.map((dir) => countPages(path.join(root, dir)));
console.log(`api-docs: ${pages.join(' / ')} pages (en / jp / zh) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (pages.some((count) => count === 0)) {
  console.error('api-docs: a locale got no pages');
  process.exit(1);
}

/** The operationId of a generated page, from its `api` front matter (base64 of deflated JSON). */
function operationIdOf(source) {
  const encoded = source.match(/^api: (.+)$/m)[1];
  return JSON.parse(zlib.unzipSync(Buffer.from(encoded, 'base64')).toString('utf8')).operationId;
}

function countPages(dir) {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, {recursive: true}).filter((f) => String(f).endsWith('.mdx')).length;
}
