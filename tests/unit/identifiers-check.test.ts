/**
 * The identifier check (tools/lint/check-identifiers.ts) catches a translation that drops an English page's inline
 * code, and honours the exceptions file. Mistakes are planted in memory: the check reads the planted text in place of
 * the page on disk.
 */
import {test, expect} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {contentDir} from '../../site/content.ts';
import {ROOT} from '../../site/paths.ts';
import {checkIdentifiers, readExceptions} from '../../tools/lint/check-identifiers.ts';

const NOTE = '2019-12-16-release-note-v1-3-0.md';
const EN_NOTE = `${contentDir('release-notes', 'en')}/${NOTE}`;
const JA_NOTE = `${contentDir('release-notes', 'ja')}/${NOTE}`;
const WORKER = 'registry.example.com/smartoffice/worker:1.3.0';
const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');

test('a translation that drops the worker image is reported, at its line, with the English line', () => {
  const text = read(JA_NOTE);
  expect(text).toContain(WORKER);
  // The mistake the review found: the image list condensed to 「など」.
  const planted = text.replace(/ と `registry\.example\.com\/smartoffice\/worker:1\.3\.0`/, ' など');
  expect(planted).not.toContain(WORKER);
  const {problems} = checkIdentifiers({files: [JA_NOTE], texts: {[JA_NOTE]: planted}});
  const line =
    read(EN_NOTE)
      .split('\n')
      .findIndex((l) => l.includes(`\`${WORKER}\``)) + 1;
  expect(problems).toEqual([`${JA_NOTE}:1: the English page has \`${WORKER}\` (line ${line}); write it here too`]);
});

test('naming the English page checks each of its translations', () => {
  const planted = read(JA_NOTE).replace(/`registry\.example\.com\/smartoffice\/worker:1\.3\.0`/, 'worker');
  const {pairs, problems} = checkIdentifiers({files: [EN_NOTE], texts: {[JA_NOTE]: planted}});
  expect(pairs).toBe(2);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(new RegExp(`^${JA_NOTE.replace(/[.]/g, '\\.')}:\\d+: the English page has`));
});

test('an exception is honoured for its page and locale only', () => {
  const planted = read(JA_NOTE).replace(/ と `registry\.example\.com\/smartoffice\/worker:1\.3\.0`/, ' など');
  const run = (exceptions: string) => checkIdentifiers({files: [JA_NOTE], texts: {[JA_NOTE]: planted}, exceptions}).problems;
  expect(run(`exceptions:\n  - code: "${WORKER}"\n    reason: planted\n    pages: [${EN_NOTE}]\n    locales: [ja]\n`)).toEqual([]);
  expect(run(`exceptions:\n  - code: "${WORKER}"\n    reason: planted\n`)).toEqual([]);
  expect(run(`exceptions:\n  - code: "${WORKER}"\n    reason: another locale\n    locales: [zh-Hant]\n`)).toHaveLength(1);
  expect(run(`exceptions:\n  - code: "${WORKER}"\n    reason: another page\n    pages: [docs/intro.md]\n`)).toHaveLength(1);
});

test('an identifier shown as a line of a code block counts as kept', () => {
  const planted = read(JA_NOTE).replace(/ と `registry\.example\.com\/smartoffice\/worker:1\.3\.0`/, ' など') + `\n\`\`\`text\n${WORKER}\n\`\`\`\n`;
  expect(checkIdentifiers({files: [JA_NOTE], texts: {[JA_NOTE]: planted}}).problems).toEqual([]);
});

test('an exception without a reason, or with an unknown locale, is refused', () => {
  expect(() => readExceptions('exceptions:\n  - code: x\n')).toThrow(/reason/);
  expect(() => readExceptions('exceptions:\n  - code: x\n    reason: y\n    locales: [klingon]\n')).toThrow(/unknown translated locale/);
});
