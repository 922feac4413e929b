#!/usr/bin/env node
// The bare Docusaurus classic template, scaffolded and built offline as the yardstick for `npm run perf` and
// `npm run perf:lighthouse`. create-docusaurus (a devDependency at the site's exact Docusaurus version) holds the
// template files; they are copied the way `create-docusaurus <dir> classic` copies them (shared/ first, then
// classic/), the template's own node_modules is a link to the project's (same Docusaurus, React and bundler: no
// network), and it is built with its own configuration untouched but for the public URL. Output:
// .perf/bare-template/build (served at /).
// Run alone: `node tools/perf/bare-template.ts` (`npm run perf:template`; REBUILD=1 makes the other tools scaffold
// it again).
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {childEnvironment, flag} from '../../site/environment.ts';
import {ROOT} from '../../site/paths.ts';
import {SetupError, preflight} from '../nginx-harness.ts';

export const templateDir = join(ROOT, '.perf', 'bare-template');
export const templateBuild = join(templateDir, 'build');

/**
 * The bare template's build folder, built first when there is none (or when `rebuild`). Throws a SetupError when
 * create-docusaurus is not installed or the template does not build.
 */
export function ensureBareTemplate({rebuild = flag('REBUILD', false)}: {rebuild?: boolean} = {}): string {
  if (!rebuild && existsSync(join(templateBuild, 'index.html'))) return templateBuild;
  const templates = join(ROOT, 'node_modules', 'create-docusaurus', 'templates');
  if (!existsSync(templates)) throw new SetupError('create-docusaurus is not installed: run `npm ci`.');
  rmSync(templateDir, {recursive: true, force: true});
  mkdirSync(templateDir, {recursive: true});
  cpSync(join(templates, 'shared'), templateDir, {recursive: true});
  cpSync(join(templates, 'classic'), templateDir, {recursive: true});
  symlinkSync(join(ROOT, 'node_modules'), join(templateDir, 'node_modules'), 'dir');
  // Served from http://127.0.0.1:<port>/ by tools/perf/lighthouse.ts and budgets.ts; the template's placeholder URL
  // would only change canonical links.
  const configFile = join(templateDir, 'docusaurus.config.js');
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace(/url: '[^']*'/, "url: 'http://127.0.0.1'"));
  const t0 = Date.now();
  const bin = join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const r = spawnSync(process.execPath, [bin, 'build'], {cwd: templateDir, stdio: 'inherit', env: childEnvironment({}, {NODE_ENV: 'production'})});
  if (r.status !== 0) throw new SetupError(`the bare template did not build (exit ${r.status}); its output is above.`);
  console.log(`bare-template: built in ${((Date.now() - t0) / 1000).toFixed(1)} s into ${templateBuild}`);
  return templateBuild;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) preflight('perf:template', () => ensureBareTemplate({rebuild: true}));
