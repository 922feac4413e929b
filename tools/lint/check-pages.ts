#!/usr/bin/env node
// The pages check of `npm run lint` (`npm run check:pages -- <files>` alone): each page, without a build,
//   - front matter against the site's schema (config/front-matter.ts, the same code the build runs): unknown keys,
//     missing or empty title and description, wrong types;
//   - compiles as MDX the way the build reads it (MDX, GFM, directives for admonitions, `{#id}` heading ids), so an
//     unclosed <details> or a stray `{` is reported at its own line and column;
//   - YAML and JSON code blocks parse (a configuration example a reader copies is valid);
//   - images: alt text, a format and size fit for the web (that the file exists is the link check's job);
//   - FAQ pages: at least eight questions, each an `###` heading with its own id; English and Chinese ones end in a
//     question mark, Japanese ones do not use 「？」.
// Prints `file:line:column problem` and exits 1 when there is one. No files: every page of every locale and version.
import {readFileSync, statSync, existsSync} from 'node:fs';
import {join, dirname, relative, resolve, extname} from 'node:path';
import fg from 'fast-glob';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import createJiti from '../jiti.ts';
import {codeBlockErrors} from './code-blocks.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
// The schema is TypeScript (the build imports it); jiti loads it here without a compile step.
const {frontMatterProblems, pageKind} = createJiti(import.meta.filename)(join(ROOT, 'config/front-matter.ts'));

/** Every page the site compiles from Markdown (the generated API reference aside). */
export const PAGE_GLOB = ['{docs,versioned_docs,release-notes,external-api,src/pages}/**/*.{md,mdx}', 'i18n/*/docusaurus-plugin-content-*/**/*.{md,mdx}'];
const IGNORE = ['**/reference/**', '**/node_modules/**'];

// Images: what a page may show (PNG or JPEG screenshots, SVG drawings, WebP) and how heavy one may be.
export const IMAGE_TYPES = ['.png', '.jpg', '.jpeg', '.webp', '.svg'];
export const IMAGE_MAX_BYTES = 200 * 1024;

const FAQ = /(^|\/)(docs|docusaurus-plugin-content-docs\/current)\/.*(^|\/)faq(\/[^/]+)?\.mdx?$/;

/** The text with front matter blanked (same line count) and `{#id}` heading ids removed, as Docusaurus reads it. */
function asBuildReadsIt(source) {
  const fm = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(source);
  const body = fm ? fm[0].replace(/[^\n]/g, '') + source.slice(fm[0].length) : source;
  return body.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1');
}

/** What to do about the MDX compiler's usual messages. */
function mdxHint(reason) {
  if (/Expected a closing tag for `<(\w+)>`/.test(reason)) return ` (close it with </${RegExp.$1}>, on its own line after a blank line)`;
  if (/Expected the closing tag `<\/(\w+)>`|Unexpected closing tag/.test(reason)) return ' (the tags are not nested: close the inner one first)';
  if (/expression|acorn/i.test(reason)) return ' (a literal { or } in text is written \\{ or \\})';
  if (/before name|Unexpected character .* before/.test(reason)) return ' (a literal < in text is written &lt; or inside `code`)';
  return '';
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/**
 * The problems of one page, each `{line, column, message}`. `root`: the work tree the page belongs to (what its path
 * means, where static/ is); `source`: the page's text in place of what is on disk (a caller checking a page as it
 * would be, without writing it).
 * @param {string} file
 * @param {{root?: string, source?: string}} [options]
 * @returns {Promise<{line: number, column: number, message: string}[]>}
 */
export async function pageProblems(file, {root = ROOT, source = readFileSync(file, 'utf8')} = {}) {
  const rel = relative(root, file).replace(/\\/g, '/');
  const problems = frontMatterProblems(rel, source, root).map((p) => ({...p, message: `front matter: ${p.message}`}));

  try {
    await compile(asBuildReadsIt(source), {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (e) {
    const reason = String(e.reason ?? e.message).split('\n')[0];
    // Some messages carry their place only in the text ("Expected a closing tag for `<details>` (106:1-106:10)").
    const inText = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    const start = e.place?.start ?? e.place;
    const line = e.line ?? start?.line ?? (inText ? Number(inText[1]) : 1);
    const column = e.column ?? start?.column ?? (inText ? Number(inText[2]) : 1);
    problems.push({line, column, message: `MDX: ${reason}${mdxHint(reason)}`});
  }

  for (const err of codeBlockErrors(source)) {
    const m = /^line (\d+): (.*)$/.exec(err);
    problems.push({line: m ? Number(m[1]) : 1, column: 1, message: m ? m[2] : err});
  }

  // Images, outside code: ![alt](src) and <img src alt>.
  const text = source.replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ' '));
  const images = [
    ...[...text.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((m) => ({index: m.index, alt: m[1], src: m[2]})),
    ...[...text.matchAll(/<img\b[^>]*>/g)].map((m) => ({
      index: m.index,
      alt: /\balt=["']([^"']*)["']/.exec(m[0])?.[1] ?? '',
      src: /\bsrc=["']([^"']+)["']/.exec(m[0])?.[1] ?? '',
    })),
  ];
  for (const img of images) {
    const at = {line: lineOf(text, img.index), column: img.index - text.lastIndexOf('\n', img.index - 1)};
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
    const path = img.src.startsWith('/') ? join(root, 'static', img.src.replace(/^\/help/, '')) : resolve(dirname(file), decodeURI(img.src));
    if (!IMAGE_TYPES.includes(extname(path).toLowerCase()))
      problems.push({...at, message: `image ${img.src}: use PNG or JPEG for screenshots, SVG for drawings (or WebP)`});
    else if (existsSync(path) && statSync(path).size > IMAGE_MAX_BYTES) {
      problems.push({
        ...at,
        message: `image ${img.src}: ${Math.round(statSync(path).size / 1024)} KB; keep images under ${IMAGE_MAX_BYTES / 1024} KB (crop to the part that matters, 1280 px wide at most, optimise the PNG)`,
      });
    }
  }

  if (FAQ.test(rel) && pageKind(rel) === 'docs') {
    const lines = source.split('\n');
    const questions = lines.map((l, i) => ({l, i})).filter(({l}) => /^###\s/.test(l));
    if (questions.length < 8)
      problems.push({line: 1, column: 1, message: `FAQ page: ${questions.length} questions; an FAQ page answers at least eight, each an ### heading`});
    const japanese = /^i18n\/jp\//.test(rel);
    for (const {l, i} of questions) {
      if (!/\{#[a-z0-9-]+\}\s*$/.test(l))
        problems.push({line: i + 1, column: 1, message: 'FAQ question: give the heading its own id: ### Question? {#question-id}'});
      const heading = l.replace(/\s*\{#[^}]*\}\s*$/, '');
      if (japanese && /？|\?/.test(heading))
        problems.push({
          line: i + 1,
          column: heading.search(/？|\?/) + 1,
          message: 'FAQ question (Japanese): end the heading without 「？」 (〜するには, 〜できますか, 〜のはなぜですか)',
        });
      if (!japanese && !/[?？]$/.test(heading))
        problems.push({line: i + 1, column: heading.length + 1, message: 'FAQ question: end the heading with a question mark'});
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

export function allPages() {
  return fg.sync(PAGE_GLOB, {cwd: ROOT, ignore: IGNORE, absolute: true}).sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2).map((f) => resolve(f));
  const files = args.length ? args.filter((f) => /\.mdx?$/.test(f) && existsSync(f) && !/\/reference\//.test(f)) : allPages();
  let count = 0;
  // A handful of pages at a time: compiling is mostly synchronous, but reading and the schema overlap.
  for (const file of files) {
    for (const p of await pageProblems(file)) {
      count++;
      console.log(`${relative(ROOT, file)}:${p.line}:${p.column} ${p.message}`);
    }
  }
  console.log(`check-pages: ${files.length} page${files.length === 1 ? '' : 's'}, ${count} problem${count === 1 ? '' : 's'}`);
  process.exit(count ? 1 : 0);
}
