// Finds the YAML and JSON code blocks of a page and reports the ones that do not parse, so that a configuration
// example a reader copies is valid. Used by tools/lint/check-pages.ts and by the static tests
// (tests/unit/content-rules.test.ts). The blocks are the ones tools/content/markdown.ts reads.
import yaml from 'js-yaml';
import {codeBlocks as blocksOf, readMarkdown, type CodeBlock, type MarkdownPage} from '../content/markdown.ts';

export type {CodeBlock};

/** The code blocks of a page: its text (front matter and all, or a body) or a page already read. */
export function codeBlocks(markdown: string | MarkdownPage): CodeBlock[] {
  return blocksOf(typeof markdown === 'string' ? readMarkdown(markdown) : markdown);
}

/** `line N: <lang> code block does not parse: <why>` for each YAML or JSON block that does not parse. */
export function codeBlockErrors(markdown: string | MarkdownPage): string[] {
  const errors: string[] = [];
  for (const b of codeBlocks(markdown)) {
    try {
      if (b.lang === 'json') JSON.parse(b.body);
      if (b.lang === 'yaml' || b.lang === 'yml') yaml.loadAll(b.body);
    } catch (e) {
      errors.push(`line ${b.line}: ${b.lang} code block does not parse: ${String(e instanceof Error ? e.message : e).split('\n')[0]}`);
    }
  }
  return errors;
}
