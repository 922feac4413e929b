#!/usr/bin/env node
// The bare Docusaurus classic template, scaffolded and built offline as the yardstick for `npm run perf:lighthouse`.
// create-docusaurus (a devDependency at the site's exact Docusaurus version) holds the template files; they are
// copied the way `create-docusaurus <dir> classic` copies them (shared/ first, then classic/), the template's own
// node_modules is a link to the project's (same Docusaurus, React and bundler: no network), and it is built with its
// own configuration untouched but for the public URL. Output: .perf/bare-template/build (served at /).
// Run alone: `node tools/perf/bare-template.ts` (REBUILD=1 scaffolds again).
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const templateDir = join(root, '.perf', 'bare-template');
export const templateBuild = join(templateDir, 'build');

export function ensureBareTemplate({rebuild = process.env.REBUILD === '1'} = {}) {
  if (!rebuild && existsSync(join(templateBuild, 'index.html'))) return templateBuild;
  const templates = join(root, 'node_modules', 'create-docusaurus', 'templates');
  if (!existsSync(templates)) throw new Error('create-docusaurus is not installed: run `npm ci`.');
  rmSync(templateDir, {recursive: true, force: true});
  mkdirSync(templateDir, {recursive: true});
  cpSync(join(templates, 'shared'), templateDir, {recursive: true});
  cpSync(join(templates, 'classic'), templateDir, {recursive: true});
  symlinkSync(join(root, 'node_modules'), join(templateDir, 'node_modules'), 'dir');
  // Served from http://127.0.0.1:<port>/ by tools/perf/lighthouse.ts; the template's placeholder URL would only
  // change canonical links.
  const configFile = join(templateDir, 'docusaurus.config.js');
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace(/url: '[^']*'/, "url: 'http://127.0.0.1'"));
  const t0 = Date.now();
  const bin = join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const r = spawnSync(process.execPath, [bin, 'build'], {cwd: templateDir, stdio: 'inherit', env: {...process.env, NODE_ENV: 'production'}});
  if (r.status !== 0) throw new Error(`The bare template did not build (exit ${r.status}).`);
  console.log(`bare-template: built in ${((Date.now() - t0) / 1000).toFixed(1)} s into ${templateBuild}`);
  return templateBuild;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBareTemplate({rebuild: true});
