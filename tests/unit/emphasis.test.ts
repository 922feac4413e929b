/**
 * Emphasis that CommonMark did not close shows as raw asterisks: `**新しい外部連携 +**を` stays literal because the
 * closing `**` follows punctuation and precedes a letter (CJK text has no space there). This test reads every page
 * with the writers' checks' reader (tools/content/markdown.ts: remark-parse with the MDX, GFM and directive
 * extensions, as Docusaurus reads a page) and fails on any `**` or `__` still left in a text node, that is in prose
 * and outside code.
 */
import {test, expect} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {visit} from 'unist-util-visit';
import {readMarkdown} from '../../tools/content/markdown.ts';
import {listPages, dirOf, root, LOCALES, DOC_KINDS, type Kind, type LocaleDir} from '../support/content';

/** `file:line:column "text"` for every text node that still holds `**` or `__`. */
export function rawEmphasis(file: string, source: string): string[] {
  const {tree, mdxError} = readMarkdown(source);
  if (mdxError) return [`${file}: does not parse as MDX: ${mdxError.reason}`];
  const found: string[] = [];
  visit(tree, 'text', (node) => {
    if (!/\*\*|__/.test(node.value)) return;
    const at = node.position ? `${node.position.start.line}:${node.position.start.column}` : '?';
    found.push(`${file}:${at} "${node.value.trim().slice(0, 80)}"`);
  });
  return found;
}

const GROUPS: {kind: Kind; loc: LocaleDir}[] = [];
for (const kind of [...DOC_KINDS, 'blog' as const]) for (const loc of Object.keys(LOCALES) as LocaleDir[]) GROUPS.push({kind, loc});

test('the emphasis check finds a bold label that CommonMark leaves open, and passes a closed one', () => {
  expect(rawEmphasis('probe.md', '**新しい外部連携 +**を選択します。\n')).toEqual(['probe.md:1:1 "**新しい外部連携 +**を選択します。"']);
  expect(rawEmphasis('probe.md', '---\ntitle: x\n---\n\n## 見出し {#heading}\n\n**保存**を選択します。`a**b`\n')).toEqual([]);
});

for (const {kind, loc} of GROUPS) {
  test(`no raw ** or __ in the rendered text of ${kind} (${loc})`, () => {
    const pages = listPages(kind, loc);
    const problems: string[] = [];
    for (const rel of pages) {
      const file = join(dirOf(kind, loc), rel);
      problems.push(...rawEmphasis(file, readFileSync(join(root, file), 'utf8')));
    }
    expect(
      problems,
      'emphasis left open shows as raw ** or __: when the text inside ends in punctuation and a letter follows, put a ' +
        'space after the closing marker (**新しい外部連携 +** を) or move the punctuation out (**…します**。)',
    ).toEqual([]);
  });
}
