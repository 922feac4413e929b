#!/usr/bin/env node
// Regenerates the API reference pages of every locale from openapi/: localized descriptions first
// (tools/openapi-i18n.ts), then docusaurus-plugin-openapi-docs. The plugin never overwrites a file, so the old
// output is removed first; the output is not in git and nobody edits it by hand.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import {apiReferenceDir} from '../site/content.ts';
import {LOCALES} from '../site/locales.ts';
import {ROOT} from '../site/paths.ts';
import {codeSamples, SAMPLES_FILE} from './api/code-samples.ts';
import {readOpenApi} from './api/openapi.ts';

/** Stops with one line: what went wrong (a folder that cannot be written, a missing package...), no stack. */
function fail(message: string, code = 1): never {
  console.error(`api-docs: ${message}`);
  process.exit(code);
}

/** A child's output that explains its failure (execFileSync's error carries it). */
function outputOf(error: unknown): string {
  const {stdout, stderr} = (error ?? {}) as {stdout?: unknown; stderr?: unknown};
  return [stdout, stderr]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join('\n');
}

/** The operationId of a generated page, from its `api` front matter (base64 of deflated JSON). */
function operationIdOf(encoded: string): string | undefined {
  const api: unknown = JSON.parse(zlib.unzipSync(Buffer.from(encoded, 'base64')).toString('utf8'));
  const id = (api as {operationId?: unknown} | null)?.operationId;
  return typeof id === 'string' ? id : undefined;
}

function countPages(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, {recursive: true}).filter((f) => String(f).endsWith('.mdx')).length;
}

async function main(): Promise<void> {
  const outputs = LOCALES.map((l) => apiReferenceDir(l.code));
  const started = Date.now();
  const docusaurus = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  if (!fs.existsSync(docusaurus)) fail('node_modules has no Docusaurus: run `npm install` (or `. tools/setup.sh`) first');
  // openapi-i18n prints its own one-line reason when it fails.
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'tools/openapi-i18n.ts'), 'build'], {cwd: ROOT, stdio: 'inherit'});
  } catch (error) {
    fail(`the localized descriptions could not be written (tools/openapi-i18n.ts build exited ${(error as {status?: number}).status ?? 'on a signal'})`);
  }
  for (const dir of outputs) fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  // The generator logs one line per file; keep that quiet unless it fails (execFileSync throws on a non-zero exit).
  try {
    execFileSync(process.execPath, [docusaurus, 'gen-api-docs', 'all', '--plugin-id', 'openapi'], {cwd: ROOT, stdio: 'pipe'});
  } catch (error) {
    console.error(outputOf(error));
    fail('docusaurus gen-api-docs failed (its output is above)');
  }
  // The code samples of every operation (tools/api/code-samples.ts), in the front matter of its page in each locale
  // (`code_samples`, read by src/theme/ApiItem/Page.tsx), and in .openapi/ for the Markdown twins and the checks.
  const samples = await codeSamples(readOpenApi(path.join(ROOT, 'openapi/external-api.yaml')));
  fs.writeFileSync(SAMPLES_FILE, `${JSON.stringify(samples, null, 2)}\n`);
  for (const dir of outputs) {
    for (const file of fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.api.mdx'))) {
      const full = path.join(ROOT, dir, file);
      const source = fs.readFileSync(full, 'utf8');
      const api = source.match(/^api: (.+)$/m);
      const id = api ? operationIdOf(api[1]) : undefined;
      if (!id || !samples[id]) fail(`no code samples for ${path.relative(ROOT, full)}`);
      // Base64 of the JSON: a sample's backslash before a line break does not survive the front matter's YAML as text.
      const encoded = Buffer.from(JSON.stringify(samples[id].samples)).toString('base64');
      fs.writeFileSync(full, source.replace(/^api: /m, `code_samples: ${encoded}\napi: `));
    }
  }
  // Each operation and schema page brings its page component (src/theme/ApiItem/Page.tsx): it then loads with the
  // page's content, before hydration, and the overview never loads it.
  const pageExport = "\nexport {default as ApiPage} from '@site/src/theme/ApiItem/Page';\n";
  for (const dir of outputs) {
    for (const file of fs.readdirSync(path.join(ROOT, dir), {recursive: true}).map(String)) {
      if (/\.(api|schema)\.mdx$/.test(file)) fs.appendFileSync(path.join(ROOT, dir, file), pageExport);
    }
  }
  const pages = outputs.map((dir) => countPages(path.join(ROOT, dir)));
  const folders = LOCALES.map((l) => l.i18nFolder).join(' / ');
  console.log(`api-docs: ${pages.join(' / ')} pages (${folders}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (pages.some((count) => count === 0)) fail('a locale got no pages');
}

try {
  await main();
} catch (error) {
  // A file system refusal (a read-only checkout, a full disk) or a description the samples cannot be made from.
  fail(error instanceof Error ? error.message : String(error));
}
