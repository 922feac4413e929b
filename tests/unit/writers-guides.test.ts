/**
 * The guides for writers and maintainers (README, CONTRIBUTING, facts/, plugins/ and deploy/ READMEs) link only to
 * files that exist inside the repository: a newcomer with a clean clone can follow every link.
 */
import {test, expect} from 'vitest';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import fg from 'fast-glob';
import {root} from '../support/content';

const GUIDES = fg.sync(['README.md', 'CONTRIBUTING.md', 'facts/*.md', 'plugins/**/README.md', 'deploy/**/README.md', 'tools/**/README.md'], {
  cwd: root,
  ignore: ['**/node_modules/**'],
});

test('the writers’ and maintainers’ guides are found', () => {
  expect(GUIDES).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'facts/README.md']));
});

for (const guide of GUIDES) {
  test(`${guide}: every link points at a file inside the repository`, () => {
    const text = readFileSync(join(root, guide), 'utf8').replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, '');
    const problems: string[] = [];
    // Links in inline code are examples of page syntax, not links of the guide.
    const prose = text.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)) {
      const target = m[1].split('#')[0];
      if (!target || /^[a-z]+:/i.test(target)) continue;
      const file = resolve(dirname(join(root, guide)), decodeURI(target));
      const line = text.slice(0, m.index).split('\n').length;
      if (relative(root, file).startsWith('..')) problems.push(`${guide}:${line}: ${target} lies outside the repository`);
      else if (!existsSync(file)) problems.push(`${guide}:${line}: ${target} does not exist`);
    }
    // Paths written as code that climb out of the repository (`../<folder>/…`) mislead as much as links do.
    for (const m of text.matchAll(/`(\.\.\/[^`\s]+)`/g)) {
      const file = resolve(dirname(join(root, guide)), m[1]);
      if (relative(root, file).startsWith('..')) problems.push(`${guide}: \`${m[1]}\` names a file outside the repository`);
    }
    expect(problems).toEqual([]);
  });
}
