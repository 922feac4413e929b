// Compiles Markdown/MDX pages the way the site does (MDX, GFM, explicit heading ids) without a full build,
// and validates every YAML and JSON code block. Quick feedback while writing:
//   node tools/check-mdx.mjs docs/management-console/resource/room.md i18n/jp/.../room.md
// With no arguments it checks every page under docs/, i18n/ and release-notes/.
import {readFileSync} from 'node:fs';
import fg from 'fast-glob';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import matter from 'gray-matter';
import {codeBlockErrors} from './code-blocks.mjs';

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fg.sync('{docs,release-notes,i18n}/**/*.{md,mdx}').filter((f) => !f.includes('docusaurus-plugin-content-docs-external-api'));

let failed = 0;
for (const file of files) {
  const {content} = matter(readFileSync(file, 'utf8'));
  // Docusaurus reads `{#id}` after a heading as the heading's id; plain MDX would read it as an expression.
  const source = content.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
  try {
    await compile(source, {remarkPlugins: [remarkGfm]});
  } catch (e) {
    failed++;
    console.error(`${file}:${e.line ?? '?'}:${e.column ?? '?'} ${e.reason ?? e.message}`);
  }
  for (const err of codeBlockErrors(content)) {
    failed++;
    console.error(`${file}: ${err}`);
  }
}
console.log(`check-mdx: ${files.length} files, ${failed} problems`);
process.exit(failed ? 1 : 0);
