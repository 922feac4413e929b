/**
 * The search index's file name changes whenever what it indexes changes. nginx and `_headers` cache
 * `search-index-<hash>.json` for a year as immutable (config/serving/headers.ts): a changed index under an old name
 * would keep readers on stale results for a year. The plugin (@easyops-cn/docusaurus-search-local, `hashed:
 * 'filename'`) takes the hash from the Markdown files of the folders in `docsDir`: every folder the indexed pages
 * come from must be there, in every locale and version.
 */
import {test, expect} from 'vitest';
import {cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import fg from 'fast-glob';
import {root} from '../support/content';
import {searchPlugin} from '../../config/search.ts';
import {contentDir} from '../../site/content.ts';

const options = (searchPlugin as [unknown, {docsDir: string[]; hashed: string}])[1];
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {getIndexHash} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash.js') as {
  getIndexHash: (config: {hashed: string; indexDocs: boolean; docsDir: string[]; indexBlog: boolean}) => string | null;
};

test('every folder that indexed pages come from counts in the search index file name', () => {
  // The docs (current and archived) and the API pages, in English and in the translations.
  const sources = fg.sync(['{docs,versioned_docs,external-api}/**/*.{md,mdx}', 'i18n/*/docusaurus-plugin-content-docs*/**/*.{md,mdx}'], {cwd: root});
  const uncovered = sources.filter((f) => !options.docsDir.some((d) => f.startsWith(`${d}/`)));
  expect(options.hashed, 'config/search.ts: hashed').toBe('filename');
  expect(uncovered.slice(0, 10), `pages whose change would not rename the search index (config/search.ts, docsDir)`).toEqual([]);
});

test('a change to an archived English page or a Japanese translation gives the index a new name', () => {
  const tree = mkdtempSync(join(tmpdir(), 'search-hash-'));
  try {
    for (const d of options.docsDir) cpSync(join(root, d), join(tree, d), {recursive: true});
    const hash = () => getIndexHash({hashed: 'filename', indexDocs: true, indexBlog: false, docsDir: options.docsDir.map((d) => join(tree, d))});
    const before = hash();
    expect(before, 'no hash').toMatch(/^[0-9a-f]{8}$/);
    const archived = fg.sync('versioned_docs/**/*.md', {cwd: tree})[0];
    appendFileSync(join(tree, archived), '\nOne more sentence.\n');
    const afterArchived = hash();
    expect(afterArchived, `${archived} changed, the index name did not`).not.toBe(before);
    const japanese = fg.sync(`${contentDir('docs', 'ja')}/**/*.md`, {cwd: tree})[0];
    writeFileSync(join(tree, japanese), '---\ntitle: 変更\n---\n\n本文を変えました。\n');
    expect(hash(), `${japanese} changed, the index name did not`).not.toBe(afterArchived);
  } finally {
    rmSync(tree, {recursive: true, force: true});
  }
});
