/**
 * The Node.js `Probe` (./guard.ts): reads the installed packages under the project's node_modules, without a build.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {ROOT} from '../site/paths.ts';
import type {Probe} from './guard.ts';

/** The folder of an installed package, looked up from `from` towards the root as Node.js does; undefined when none. */
export function packageDir(name: string, from: string = ROOT): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** `parent>child`: the copy of `child` that `parent` resolves. */
function locate(pkg: string, root: string): string | undefined {
  let dir: string | undefined = root;
  for (const name of pkg.split('>')) {
    if (!dir) return undefined;
    dir = packageDir(name, dir);
  }
  return dir;
}

/** A probe of the packages installed under `root`. */
export function nodeProbe(root: string = ROOT): Probe {
  const read = (pkg: string, file: string): string | undefined => {
    const dir = locate(pkg, root);
    const path = dir && join(dir, file);
    return path && existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  return {
    read,
    version(pkg, expected) {
      const text = read(pkg, 'package.json');
      if (text === undefined) return [`${pkg} is not installed (expected ${expected})`];
      const installed = String((JSON.parse(text) as {version?: unknown}).version);
      const exact = expected.split('.').length === 3;
      const fits = exact ? installed === expected : installed.startsWith(`${expected}.`);
      return fits ? [] : [`${pkg} is ${installed}, the code was written for ${exact ? expected : `${expected}.x`}`];
    },
    file(pkg, file, markers = []) {
      const text = read(pkg, file);
      if (text === undefined) return [`${pkg}/${file} is gone`];
      return markers
        .filter((marker) => (typeof marker === 'string' ? !text.includes(marker) : !marker.test(text)))
        .map((marker) => `${pkg}/${file} no longer contains ${typeof marker === 'string' ? JSON.stringify(marker) : String(marker)}`);
    },
  };
}
