/**
 * Archived docs versions built apart: the pieces that need no build.
 * - the merged-folder link check (tools/versions/check-merged-links.ts) finds a missing page and a missing anchor
 *   across builds, in both directions, and lets a current page's links to current pages alone;
 * - the cache key of an archived version's build (tools/versions/build-archived.ts) changes with its own pages and
 *   with the shell, not with the content of a current page;
 * - a stub version (plugins/versions-apart/) keeps what the navbar needs and drops the rest of the doc list.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test, expect} from 'vitest';
import {stubVersion} from '../../plugins/versions-apart/index.ts';
import {contentDir} from '../../site/content.ts';
import {pageUrl} from '../../site/locales.ts';
import {root} from '../support/content';

/** The Japanese site's base URL, whose pages the made-up builds below hold. */
const JP = pageUrl('ja');

// The tools are ES modules with import.meta; the test runner loads them as such only through import().
type Check = (dir: string, baseUrl: string, versions: string[], skipDirs?: string[]) => {checked: number; pages: number; problems: string[]};
const tools = async () => ({
  checkMergedLinks: ((await import('../../tools/versions/check-merged-links.ts')) as unknown as {checkMergedLinks: Check}).checkMergedLinks,
  cacheKey: ((await import('../../tools/versions/build-archived.ts')) as unknown as {cacheKey: (v: string, l: string) => string}).cacheKey,
});

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'merged-'));
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

test('the merged-folder link check finds missing pages and anchors between builds, both ways', async () => {
  const {checkMergedLinks} = await tools();
  const dir = site({
    'index.html': `<a href=${JP}docs/2.12/a/#intro>ok</a><a href="${JP}docs/2.12/gone">broken</a><a href=${JP}docs/x/>current, not ours</a>`,
    'docs/2.12/a/index.html': `<h2 id=intro>x</h2><a href=${JP}release-notes/>ok</a><a href=${JP}docs/y/#nothing>anchor</a><a href=${JP}external-api/>missing</a>`,
    'docs/y/index.html': '<h2 id=here>y</h2>',
    'release-notes/index.html': '<p>notes</p>',
  });
  try {
    const {checked, problems} = checkMergedLinks(dir, JP, ['2.12']);
    expect(checked, 'links checked: 2 from the current page into 2.12, 3 from the 2.12 page').toBe(5);
    expect(problems.sort()).toEqual([
      `${JP}: links to ${JP}docs/2.12/gone, which no build makes`,
      `${JP}docs/2.12/a/: links to ${JP}docs/y/#nothing, whose page has no anchor #nothing`,
      `${JP}docs/2.12/a/: links to ${JP}external-api/, which no build makes`,
    ]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('an archived build is rebuilt when its pages or the shell change, not when a current page does', async () => {
  const {cacheKey} = await tools();
  const key = cacheKey('2.12', 'ja');
  expect(cacheKey('2.12', 'ja'), 'the key is stable').toBe(key);
  expect(cacheKey('2.12', 'zh-Hant'), 'each locale has its own').not.toBe(key);
  const touch = (path: string) => {
    const file = join(root, path);
    const before = readFileSync(file);
    writeFileSync(file, Buffer.concat([before, Buffer.from('\n')]));
    try {
      return cacheKey('2.12', 'ja');
    } finally {
      writeFileSync(file, before);
    }
  };
  expect(touch(`${contentDir('docs', 'en', '2.12')}/management-console/introduction.md`), 'a 2.12 page changed').not.toBe(key);
  expect(touch(`${contentDir('docs', 'ja', '2.12')}/management-console/introduction.md`), 'its Japanese copy changed').not.toBe(key);
  expect(touch('config/footer.ts'), 'the footer (the shell) changed').not.toBe(key);
  expect(touch('docs/management-console/introduction.md'), 'a current page changed').toBe(key);
});

test('a version built apart keeps its main doc and the first page of each sidebar in the global data', () => {
  const stub = stubVersion({
    name: '2.12',
    label: '2.12',
    isLast: false,
    path: `${JP}docs/2.12`,
    mainDocId: 'a/intro',
    docs: [
      {id: 'a/intro', path: `${JP}docs/2.12/a/intro`},
      {id: 'a/more', path: `${JP}docs/2.12/a/more`},
      {id: 'b/first', path: `${JP}docs/2.12/b/first`},
    ],
    draftIds: ['c'],
    sidebars: {a: {link: {path: `${JP}docs/2.12/a/intro`, label: 'A'}}, b: {link: {path: `${JP}docs/2.12/b/first`, label: 'B'}}},
  });
  expect(stub.builtApart).toBe(true);
  expect(stub.docs.map((d) => d.id)).toEqual(['a/intro', 'b/first']);
  expect(Object.keys(stub.sidebars)).toEqual(['a', 'b']);
});
