/**
 * Emphasis that CommonMark did not close shows as raw asterisks: `**新しい外部連携 +**を` stays literal because the
 * closing `**` follows punctuation and precedes a letter (CJK text has no space there). This test parses every page
 * with the parser family Docusaurus uses (remark-parse with the MDX, GFM and directive extensions) and fails on any
 * `**` or `__` still left in a text node, that is in prose and outside code.
 */
import {test, expect} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {listPages, dirOf, root, LOCALES, DOC_KINDS, type Kind, type LocaleDir} from '../support/content';

type Node = {type: string; value?: string; children?: Node[]; position?: {start: {line: number; column: number}}};

let parser: ((source: string) => Node) | undefined;
async function getParser() {
  if (!parser) {
    const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkGfm}, {default: remarkDirective}] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
      import('remark-directive'),
    ]);
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
    parser = (source) => processor.parse(source) as unknown as Node;
  }
  return parser;
}

/**
 * The source as Docusaurus hands it to MDX, with line numbers kept: front matter blanked, and the explicit heading ids
 * (`## Title {#id}`, which Docusaurus removes before MDX sees them) replaced by spaces.
 */
export function prepare(source: string): string {
  const fm = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  const body = fm ? fm[0].replace(/[^\n]/g, '') + source.slice(fm[0].length) : source;
  return body.replace(/^(#{1,6}[^\n]*?)(\s*\{#[\w-]+\})[ \t]*$/gm, (_, head: string, id: string) => head + ' '.repeat(id.length));
}

/** `file:line:column "text"` for every text node that still holds `**` or `__`. */
export async function rawEmphasis(file: string, source: string): Promise<string[]> {
  const parse = await getParser();
  let tree: Node;
  try {
    tree = parse(prepare(source));
  } catch (error) {
    return [`${file}: does not parse as MDX: ${(error as Error).message}`];
  }
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.type === 'text' && node.value && /\*\*|__/.test(node.value)) {
      const at = node.position ? `${node.position.start.line}:${node.position.start.column}` : '?';
      found.push(`${file}:${at} "${node.value.trim().slice(0, 80)}"`);
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

const GROUPS: {kind: Kind; loc: LocaleDir}[] = [];
for (const kind of [...DOC_KINDS, 'blog' as const]) for (const loc of Object.keys(LOCALES) as LocaleDir[]) GROUPS.push({kind, loc});

test('the emphasis check finds a bold label that CommonMark leaves open, and passes a closed one', async () => {
  expect(await rawEmphasis('probe.md', '**新しい外部連携 +**を選択します。\n')).toEqual(['probe.md:1:1 "**新しい外部連携 +**を選択します。"']);
  expect(await rawEmphasis('probe.md', '---\ntitle: x\n---\n\n## 見出し {#heading}\n\n**保存**を選択します。`a**b`\n')).toEqual([]);
});

for (const {kind, loc} of GROUPS) {
  test(`no raw ** or __ in the rendered text of ${kind} (${loc})`, async () => {
    const pages = listPages(kind, loc);
    const problems: string[] = [];
    for (const rel of pages) {
      const file = join(dirOf(kind, loc), rel);
      problems.push(...(await rawEmphasis(file, readFileSync(join(root, file), 'utf8'))));
    }
    expect(
      problems,
      'emphasis left open shows as raw ** or __: when the text inside ends in punctuation and a letter follows, put a ' +
        'space after the closing marker (**新しい外部連携 +** を) or move the punctuation out (**…します**。)',
    ).toEqual([]);
  });
}
