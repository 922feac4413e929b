/**
 * The docs versions: the current release and the archived ones listed in versions.json (newest first, made with
 * `npm run docs:archive <x.y>`). The only reader of versions.json. Node.js only.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from './paths.ts';

export {CURRENT_RELEASE} from './product.ts';

/** The archived versions of a project root (versions.json), newest first; none when the file is missing. */
export function readArchivedVersions(root: string = ROOT): string[] {
  const file = join(root, 'versions.json');
  if (!existsSync(file)) return [];
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string' && /^\d+\.\d+$/.test(v))) {
    throw new Error(`${file}: expected a list of versions like ["2.12"], found ${JSON.stringify(list)}`);
  }
  return list;
}

/** This project's archived versions. */
export const ARCHIVED_VERSIONS: readonly string[] = readArchivedVersions();
