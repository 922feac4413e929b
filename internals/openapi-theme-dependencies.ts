/**
 * Internal: the dependency tree under docusaurus-theme-openapi-docs 5.2. Its try-it explorer brings
 * postman-code-generators (each code-sample generator with its own node_modules; `codegens/http` holds the mime-db
 * the generators use), postman-collection, faker and others, several copies of each.
 *
 * Used by plugins/page-weight/dedupe-api-libraries/: in the browser bundle each name resolves to one copy, found
 * where the theme (or the http generator, or the site) resolves it. Breaks: a package that moved stops the build
 * (`packageFolder` cannot find it); the guard says which.
 */
import {dirname, join} from 'node:path';
import {createRequire} from 'node:module';
import {ROOT} from '../site/paths.ts';
import type {Guard} from './guard.ts';

export const THEME = 'docusaurus-theme-openapi-docs';
/** The code-sample generators' package, as the theme resolves it, and the generator whose copies are taken. */
export const GENERATORS = 'postman-code-generators';
export const HTTP_GENERATOR = join('codegens', 'http');
/** Names resolved from the theme; the one resolved from the http generator; the one resolved from the site. */
export const FROM_THEME = [
  'postman-collection',
  '@faker-js/faker',
  'postman-url-encoder',
  'mime-format',
  'liquid-json',
  'http-reasons',
  'file-type',
  'charset',
];
export const FROM_GENERATORS = ['mime-db'];
export const FROM_SITE = ['lodash'];

/** The folder of a package as a module in `from` resolves it (Node.js's lookup); throws when there is none. */
export function packageFolder(name: string, from: string): string {
  return dirname(createRequire(join(from, 'noop.js')).resolve(`${name}/package.json`));
}

/** The folders `dedupe-api-libraries` aliases, by name, resolved from a site at `siteDir`; throws when one is gone. */
export function dedupedFolders(siteDir: string): Record<string, string> {
  const theme = packageFolder(THEME, siteDir);
  const generators = join(packageFolder(GENERATORS, theme), HTTP_GENERATOR);
  const folders: Record<string, string> = {};
  for (const name of FROM_THEME) folders[name] = packageFolder(name, theme);
  for (const name of FROM_GENERATORS) folders[name] = packageFolder(name, generators);
  for (const name of FROM_SITE) folders[name] = packageFolder(name, siteDir);
  return folders;
}

/** Resolves every name as the plugin does (Node.js's lookup, not the probe: the copies sit in nested node_modules). */
export const guard: Guard = (probe) => {
  const problems = probe.version(THEME, '5.2.0');
  try {
    dedupedFolders(ROOT);
  } catch (error) {
    problems.push(`dedupe-api-libraries: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  return problems;
};
