/**
 * The only way the docs MCP server reads a file: relative to the build folder it was given, never outside it. Each
 * read resolves the file's real path (symlinks followed) and refuses one that does not lie inside the build
 * folder's real path, so neither `../`, an absolute path nor a symlink leading out reaches the disk beyond it; dotted
 * names (`.git/`, `.env`) are refused as nginx refuses them, except the server's own `.mcp/` folder.
 * With a read log (`--log-reads`), every file read and folder listed is written to stderr as `docs-mcp: read <path>`: the tests count
 * them to show that a refused request read nothing.
 */
import {readdirSync, readFileSync, realpathSync, statSync} from 'node:fs';
import {isAbsolute, join, relative, sep} from 'node:path';
import {MCP_FOLDER} from './manifest.ts';

/** A request the server refuses, with the sentence the client sees (an MCP tool error). */
export class Refusal extends Error {}

export class SiteFiles {
  /** The build folder's real path. */
  readonly root: string;
  private readonly log: ((path: string) => void) | undefined;

  constructor(folder: string, log?: (path: string) => void) {
    let root: string;
    try {
      root = realpathSync(folder);
    } catch {
      throw new Refusal(`${folder}: no such folder (give the built site's folder, e.g. --site build)`);
    }
    if (!statSync(root).isDirectory()) throw new Refusal(`${folder}: not a folder (give the built site's folder, e.g. --site build)`);
    this.root = root;
    this.log = log;
  }

  /**
   * The real path of what a path relative to the build folder (`/`-separated) names, or undefined when nothing is
   * there. Refuses, before touching the disk, a path that is absolute, climbs (`..`), or names a dotted file or folder
   * other than `.mcp/`; and, after resolving symlinks, one that leads outside the build folder.
   */
  private realInside(rel: string): string | undefined {
    if (rel.includes('\0') || rel.includes('\\') || isAbsolute(rel) || /^[a-z]:/i.test(rel)) throw new Refusal(`${rel}: not a path inside the site`);
    const parts = rel.split('/').filter(Boolean);
    if (parts.some((p) => p === '..' || p === '.' || (p.startsWith('.') && p !== MCP_FOLDER))) throw new Refusal(`${rel}: not a path inside the site`);
    let real: string;
    try {
      real = realpathSync(join(this.root, ...parts));
    } catch {
      return undefined;
    }
    const inside = relative(this.root, real);
    if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) throw new Refusal(`${rel}: leads outside the site's folder`);
    return real;
  }

  /** The real path of a file inside the build folder, or undefined when there is no such file. */
  resolve(rel: string): string | undefined {
    const real = this.realInside(rel);
    return real && statSync(real).isFile() ? real : undefined;
  }

  /** The names in a folder given relative to the build folder (`` for the build folder); none when it is missing. */
  list(rel: string): string[] {
    const real = rel ? this.realInside(rel) : this.root;
    if (!real || !statSync(real).isDirectory()) return [];
    this.log?.(`${rel}/`);
    return readdirSync(real);
  }

  exists(rel: string): boolean {
    return this.resolve(rel) !== undefined;
  }

  /** A file's text, or undefined when it does not exist. */
  readText(rel: string): string | undefined {
    const file = this.resolve(rel);
    if (!file) return undefined;
    this.log?.(rel);
    return readFileSync(file, 'utf8');
  }

  readJson(rel: string): unknown {
    const text = this.readText(rel);
    return text === undefined ? undefined : JSON.parse(text);
  }
}
