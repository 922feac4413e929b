/**
 * The docs versions: the current release and the archived ones listed in versions.json (newest first, made with
 * `npm run docs:archive <x.y>`). The only reader of versions.json. Node.js only.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from './paths.ts';

export {CURRENT_RELEASE} from './product.ts';

/** The list of archived versions in a project root (Docusaurus's file: `docs:version` adds to it). */
export const VERSIONS_FILE = 'versions.json';

/** The archived versions of a project root (versions.json), newest first; none when the file is missing. */
export function readArchivedVersions(root: string = ROOT): string[] {
  const file = join(root, VERSIONS_FILE);
  if (!existsSync(file)) return [];
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string' && /^\d+\.\d+$/.test(v))) {
    throw new Error(`${file}: expected a list of versions like ["2.12"], found ${JSON.stringify(list)}`);
  }
  return list;
}

/** Writes a project root's archived versions, newest first, as Docusaurus writes them (a copy that simulates more versions). */
export function writeArchivedVersions(root: string, versions: readonly string[]): void {
  writeFileSync(join(root, VERSIONS_FILE), `${JSON.stringify(versions, null, 2)}\n`);
}

/** This project's archived versions. */
export const ARCHIVED_VERSIONS: readonly string[] = readArchivedVersions();
