// Finds the fenced YAML and JSON code blocks of a page and reports the ones that do not parse.
// Used by tools/lint/check-pages.ts and by the static tests, so a configuration example a reader copies is valid.
import yaml from 'js-yaml';

const FENCE = /^(\s*)(`{3,}|~{3,})([\w-]*)([^\n]*)\n([\s\S]*?)^\1\2\s*$/gm;

export function codeBlocks(markdown) {
  const blocks = [];
  for (const m of markdown.matchAll(FENCE)) {
    const indent = m[1];
    const body = m[5]
      .split('\n')
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join('\n');
    blocks.push({lang: m[3].toLowerCase(), meta: m[4].trim(), body, line: markdown.slice(0, m.index).split('\n').length});
  }
  return blocks;
}

export function codeBlockErrors(markdown) {
  const errors = [];
  for (const b of codeBlocks(markdown)) {
    try {
      if (b.lang === 'json') JSON.parse(b.body);
      if (b.lang === 'yaml' || b.lang === 'yml') yaml.loadAll(b.body);
    } catch (e) {
      errors.push(`line ${b.line}: ${b.lang} code block does not parse: ${String(e.message).split('\n')[0]}`);
    }
  }
  return errors;
}
