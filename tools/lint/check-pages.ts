#!/usr/bin/env node
// The pages check of `npm run lint` (`npm run check:pages -- <files>` alone): each page, without a build,
//   - front matter against the site's schema (config/front-matter.ts, the same code the build runs): unknown keys,
//     missing or empty title and description, wrong types;
//   - compiles as MDX the way the build reads it (MDX, GFM, directives for admonitions, `{#id}` heading ids), so an
//     unclosed <details> or a stray `{` is reported at its own line and column;
//   - YAML and JSON code blocks parse (a configuration example a reader copies is valid);
//   - images: alt text, a format and size fit for the web (that the file exists is the link check's job);
//   - FAQ pages: at least eight questions, each an `###` heading with its own id; English and Chinese ones end in a
//     question mark, Japanese ones do not use 「？」;
//   - emphasis that CommonMark leaves open shows raw `**` or `__` to readers (`**新しい外部連携 +**を`: the closing
//     `**` follows punctuation and precedes a letter, and CJK text has no space there): any `**` or `__` still in a
//     text node of the compiled page, outside code.
// Prints `file:line:column problem` and exits 1 when there is one. No files: every page of every locale and version.
import {readFileSync, statSync, existsSync} from 'node:fs';
import {join, dirname, relative, resolve, extname} from 'node:path';
import fg from 'fast-glob';
import type {Root} from 'mdast';
import {compile} from '@mdx-js/mdx';
import {BASE_URL} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {frontMatterProblems, pageKind} from '../../config/front-matter.ts';
import {REMARK_SYNTAX, asMdxReadsIt, headings, images, mdxErrorOf, readMarkdown, type MarkdownPage} from '../content/markdown.ts';
import {allPageGlobs, placeOf} from '../content/places.ts';
import {codeBlockErrors} from './code-blocks.ts';
import {visit} from 'unist-util-visit';

/** Pages that are not written by hand: the generated API reference. */
const IGNORE = ['**/reference/**', '**/node_modules/**'];

// Images: what a page may show (PNG or JPEG screenshots, SVG drawings, WebP) and how heavy one may be.
export const IMAGE_TYPES = ['.png', '.jpg', '.jpeg', '.webp', '.svg'];
export const IMAGE_MAX_BYTES = 200 * 1024;

/** An FAQ page of the current docs: `<section>/faq.md` or a page in a `<section>/faq/` folder. */
const isFaq = (rel: string): boolean => {
  const place = placeOf(rel);
  return place?.kind === 'docs' && place.version === 'current' && /\/faq(\/[^/]+)?\.mdx?$/.test(place.rel);
};

/** What to do about the MDX compiler's usual messages. */
function mdxHint(reason: string): string {
  const unclosed = /Expected a closing tag for `<(\w+)>`/.exec(reason);
  if (unclosed) return ` (close it with </${unclosed[1]}>, on its own line after a blank line)`;
  if (/Expected the closing tag `<\/(\w+)>`|Unexpected closing tag/.test(reason)) return ' (the tags are not nested: close the inner one first)';
  if (/expression|acorn/i.test(reason)) return ' (a literal { or } in text is written \\{ or \\})';
  if (/before name|Unexpected character .* before/.test(reason)) return ' (a literal < in text is written &lt; or inside `code`)';
  return '';
}

export type PageProblem = {line: number; column: number; message: string};

/** Emphasis left open: a `**` or `__` in a text node (prose, not code) of the page as the compiler read it. */
export function rawEmphasis(page: MarkdownPage): PageProblem[] {
  const found: PageProblem[] = [];
  visit(page.tree, 'text', (node) => {
    if (!/\*\*|__/.test(node.value)) return;
    found.push({
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      message:
        `emphasis left open shows as raw ** or __ ("${node.value.trim().slice(0, 60)}"): when the text inside ends in punctuation and a ` +
        'letter follows, put a space after the closing marker (**新しい外部連携 +** を) or move the punctuation out (**…します**。)',
    });
  });
  return found;
}

/**
 * The page compiled as the build compiles it; its syntax tree (the one the compiler parsed) or, when it does not
 * compile, the problem and the page read by tools/content/markdown.ts (as CommonMark when it is not valid MDX).
 */
async function compilePage(source: string): Promise<{page: MarkdownPage; problem?: PageProblem}> {
  let tree: Root | undefined;
  const keepTree = () => (parsed: Root) => {
    tree = parsed;
  };
  try {
    await compile(asMdxReadsIt(source), {remarkPlugins: [...REMARK_SYNTAX, keepTree]});
    if (tree) return {page: {source, tree}};
    return {page: readMarkdown(source)};
  } catch (error) {
    const {line, column, reason} = mdxErrorOf(error);
    const firstLine = reason.split('\n')[0];
    return {page: tree ? {source, tree} : readMarkdown(source), problem: {line, column, message: `MDX: ${firstLine}${mdxHint(firstLine)}`}};
  }
}

/**
 * The problems of one page, each `{line, column, message}`. `root`: the work tree the page belongs to (what its path
 * means, where static/ is); `source`: the page's text in place of what is on disk (a caller checking a page as it
 * would be, without writing it).
 */
export async function pageProblems(
  file: string,
  {root = ROOT, source = readFileSync(file, 'utf8')}: {root?: string; source?: string} = {},
): Promise<PageProblem[]> {
  const rel = relative(root, file).replace(/\\/g, '/');
  const problems: PageProblem[] = frontMatterProblems(rel, source, root).map((p) => ({...p, message: `front matter: ${p.message}`}));

  const {page, problem} = await compilePage(source);
  if (problem) problems.push(problem);

  for (const err of codeBlockErrors(page)) {
    const m = /^line (\d+): (.*)$/.exec(err);
    problems.push({line: m ? Number(m[1]) : 1, column: 1, message: m ? m[2] : err});
  }

  // Images, outside code: ![alt](src) and <img src alt>.
  for (const img of images(page)) {
    const at = {line: img.line, column: img.column};
    if (!img.alt.trim())
      problems.push({...at, message: `image ${img.src}: add alt text in the page's language (what the image shows, for readers who cannot see it)`});
    // Docusaurus 3.10 escapes a Markdown image's alt text twice: readers would hear "The tag&#39;s" for "The tag's".
    else if (/['"&<>]/.test(img.alt))
      problems.push({
        ...at,
        message: `image ${img.src}: write the alt text without ' " & < > (Docusaurus shows them as &#39; &quot; …); rephrase, e.g. "the status of the tag"`,
      });
    if (/^(https?:)?\/\//.test(img.src)) {
      problems.push({...at, message: `image ${img.src}: pages show no images from other hosts; put the file beside the page (./img/)`});
      continue;
    }
    const sitePath = img.src.startsWith(BASE_URL) ? `/${img.src.slice(BASE_URL.length)}` : img.src;
    const path = img.src.startsWith('/') ? join(root, 'static', sitePath) : resolve(dirname(file), decodeURI(img.src));
    if (!IMAGE_TYPES.includes(extname(path).toLowerCase()))
      problems.push({...at, message: `image ${img.src}: use PNG or JPEG for screenshots, SVG for drawings (or WebP)`});
    else if (existsSync(path) && statSync(path).size > IMAGE_MAX_BYTES) {
      problems.push({
        ...at,
        message: `image ${img.src}: ${Math.round(statSync(path).size / 1024)} KB; keep images under ${IMAGE_MAX_BYTES / 1024} KB (crop to the part that matters, 1280 px wide at most, optimise the PNG)`,
      });
    }
  }

  if (!problem) problems.push(...rawEmphasis(page));

  if (isFaq(rel) && pageKind(rel) === 'docs') {
    const questions = headings(page).filter((h) => h.depth === 3);
    if (questions.length < 8)
      problems.push({line: 1, column: 1, message: `FAQ page: ${questions.length} questions; an FAQ page answers at least eight, each an ### heading`});
    const japanese = placeOf(rel)?.locale === 'ja';
    for (const {raw, line} of questions) {
      if (!/\{#[a-z0-9-]+\}\s*$/.test(raw))
        problems.push({line, column: 1, message: 'FAQ question: give the heading its own id: ### Question? {#question-id}'});
      const heading = raw.replace(/\s*\{#[^}]*\}\s*$/, '');
      if (japanese && /？|\?/.test(heading))
        problems.push({
          line,
          column: heading.search(/？|\?/) + 1,
          message: 'FAQ question (Japanese): end the heading without 「？」 (〜するには, 〜できますか, 〜のはなぜですか)',
        });
      if (!japanese && !/[?？]$/.test(heading))
        problems.push({line, column: heading.length + 1, message: 'FAQ question: end the heading with a question mark'});
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Every page the site compiles from Markdown (the generated API reference aside), absolute paths. */
export function allPages(root: string = ROOT): string[] {
  return fg.sync(allPageGlobs(), {cwd: root, ignore: IGNORE, absolute: true}).sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2).map((f) => resolve(f));
  const missing = args.filter((f) => !existsSync(f));
  if (missing.length) {
    console.error(`check-pages: no such file: ${missing.map((f) => relative(process.cwd(), f)).join(', ')} (name pages that exist, or none for every page)`);
    process.exit(2);
  }
  const files = args.length ? args.filter((f) => /\.mdx?$/.test(f) && !/\/reference\//.test(f)) : allPages();
  let count = 0;
  for (const file of files) {
    for (const p of await pageProblems(file)) {
      count++;
      console.log(`${relative(ROOT, file)}:${p.line}:${p.column} ${p.message}`);
    }
  }
  console.log(`check-pages: ${files.length} page${files.length === 1 ? '' : 's'}, ${count} problem${count === 1 ? '' : 's'}`);
  process.exit(count ? 1 : 0);
}
