/**
 * Front matter against the site's schema (config/front-matter.ts), as the build and the dev server apply it: the
 * site configuration's `markdown.parseFrontMatter`, which Docusaurus calls for every Markdown page it compiles. Docusaurus
 * alone lets a misspelt key through (the page is then titled with its file name); the hook stops the page, naming the
 * file, line and key.
 */
import {test, expect} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import config from '../../docusaurus.config';
import {frontMatterProblems} from '../../config/front-matter';
import fg from 'fast-glob';
import {root} from '../support/content';
import {contentDir} from '../../site/content.ts';
import {readFrontMatter} from '../../tools/content/front-matter.ts';

const parse = config.markdown?.parseFrontMatter as ParseFrontMatter;
// Docusaurus's default parser (gray-matter), as the writers' checks read front matter; the hook's own work is the
// check that follows it.
const defaultParseFrontMatter = async ({fileContent}: {fileContent: string}) => {
  const {data, body} = readFrontMatter(fileContent);
  return {frontMatter: data, content: body};
};
const PAGE = `${contentDir('docs', 'ja')}/management-console/resource/room.md`;
const source = readFileSync(join(root, PAGE), 'utf8');
const build = (fileContent: string, page = PAGE) => parse({filePath: join(root, page), fileContent, defaultParseFrontMatter});

test('the build and the dev server check front matter (docusaurus.config.ts: markdown.parseFrontMatter)', async () => {
  expect(typeof parse, 'docusaurus.config.ts has no markdown.parseFrontMatter').toBe('function');
  const ok = await build(source);
  expect(ok.frontMatter.title).toBeTruthy();
});

test('the build stops on `titel:`, naming the file, the line and the key it meant', async () => {
  await expect(build(source.replace(/^title:/m, 'titel:'))).rejects.toThrow(
    new RegExp(`${PAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:1 unknown front matter key "titel": did you mean "title"\\?`),
  );
});

test('the build stops on a missing description, an empty title and a wrong type', async () => {
  await expect(build(source.replace(/^description:.*\n/m, ''))).rejects.toThrow(/add "description:" to the front matter/);
  await expect(build(source.replace(/^title:.*$/m, 'title: ""'))).rejects.toThrow(/:2:1 title is empty/);
  await expect(build(source.replace(/^sidebar_position:.*$/m, 'sidebar_position: first'))).rejects.toThrow(/sidebar_position must be a number/);
});

test('release notes take only known tags; generated API pages and partials are not the schema’s', async () => {
  const note = 'release-notes/2019-12-16-release-note-v1-3-0.md';
  const text = readFileSync(join(root, note), 'utf8');
  expect(await build(text, note)).toBeTruthy();
  await expect(build(text.replace(/^tags:.*$/m, 'tags: [new-feature]'), note)).rejects.toThrow(/unknown tag "new-feature": use one of/);
  expect(frontMatterProblems('external-api/reference/list-buildings.api.mdx', '---\nid: x\napi: abc\n---\n', root)).toEqual([]);
  expect(frontMatterProblems('docs/_partial.mdx', 'text', root)).toEqual([]);
});

test('every page of every locale and version passes the schema', () => {
  const pages = fg.sync(['{docs,versioned_docs,release-notes,external-api,src/pages}/**/*.{md,mdx}', 'i18n/*/docusaurus-plugin-content-*/**/*.{md,mdx}'], {
    cwd: root,
    ignore: ['**/reference/**'],
  });
  expect(pages.length).toBeGreaterThan(900);
  const problems = pages.flatMap((file) =>
    frontMatterProblems(file, readFileSync(join(root, file), 'utf8'), root).map((p) => `${file}:${p.line}:${p.column} ${p.message}`),
  );
  expect(problems).toEqual([]);
});
