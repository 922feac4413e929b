/**
 * The docs MCP server reads inside its build folder only (mcp/site-files.ts): on a small folder in the temporary
 * folder with a file beside it and symlinks, a climb, an absolute path, a dotted name and a symlink leading out are
 * refused before anything is read, and the read log names every file read. The server on a real build:
 * tests/site/docs-mcp.test.ts.
 */
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, expect, test} from 'vitest';
import {MANIFEST_FILE, MCP_FOLDER} from '../../mcp/manifest.ts';
import {Refusal, SiteFiles} from '../../mcp/site-files.ts';

const outside = mkdtempSync(join(tmpdir(), 'docs-mcp-files-'));
const site = join(outside, 'site');
mkdirSync(join(site, 'docs'), {recursive: true});
mkdirSync(join(site, MCP_FOLDER));
mkdirSync(join(site, '.git'));
writeFileSync(join(site, 'docs', 'page.md'), '# Page\n');
writeFileSync(join(site, MCP_FOLDER, MANIFEST_FILE), '{}');
writeFileSync(join(site, '.git', 'config'), 'secret');
writeFileSync(join(outside, 'secret.txt'), 'secret');
symlinkSync(join(outside, 'secret.txt'), join(site, 'docs', 'leak.md'));
symlinkSync(outside, join(site, 'docs', 'up'));
symlinkSync(join(site, 'docs', 'page.md'), join(site, 'docs', 'alias.md'));

afterAll(() => rmSync(outside, {recursive: true, force: true}));

const reads: string[] = [];
const files = new SiteFiles(site, (path) => reads.push(path));

test('reads the files inside the folder, its .mcp folder and symlinks that stay inside, and logs each read', () => {
  expect(files.readText('docs/page.md')).toBe('# Page\n');
  expect(files.readText('docs/alias.md')).toBe('# Page\n');
  expect(files.readText(`${MCP_FOLDER}/${MANIFEST_FILE}`)).toBe('{}');
  expect(files.readText('docs/missing.md')).toBeUndefined();
  expect(reads).toEqual(['docs/page.md', 'docs/alias.md', `${MCP_FOLDER}/${MANIFEST_FILE}`]);
});

test.each([
  ['a climb', '../secret.txt'],
  ['a climb inside a path', 'docs/../../secret.txt'],
  ['an absolute path', join(outside, 'secret.txt')],
  ['a dotted folder', '.git/config'],
  ['a backslash', 'docs\\..\\..\\secret.txt'],
  ['a symlink to a file outside', 'docs/leak.md'],
  ['a symlink to a folder outside', 'docs/up/secret.txt'],
])('refuses %s, reading nothing', (_what, path) => {
  const before = reads.length;
  expect(() => files.readText(path)).toThrow(Refusal);
  expect(reads.length).toBe(before);
});

test('refuses a folder that is not there, in one sentence', () => {
  expect(() => new SiteFiles(join(outside, 'none'))).toThrow(/no such folder/);
});
