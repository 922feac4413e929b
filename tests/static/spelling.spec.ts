/**
 * English spelling (`npm run lint:spelling`, cspell with cspell.config.yaml and the word list tools/spelling/words.txt,
 * issue 26): the English pages pass; a misspelling planted in a copy of a page is reported with its file, line and word;
 * prose readers see is checked while code, URLs and ids are not; the word list is honest; translations are skipped.
 *
 * Planted pages are written under `.lint-tmp/` (git-ignored), each test in its own folder, removed in `finally`.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import fg from 'fast-glob';
import matter from 'gray-matter';
import {root} from '../support/content';

test.describe.configure({mode: 'parallel', timeout: 120_000});

/** `npm run lint:spelling -- <args>`, as a writer runs it. */
function lintSpelling(args: string[], input?: string) {
  const r = spawnSync('npm', ['run', '--silent', 'lint:spelling', '--', ...args], {cwd: root, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024});
  return {status: r.status, stdout: r.stdout.trim(), output: `${r.stdout}\n${r.stderr}`.replace(/npm warn.*\n/g, '').trim()};
}

/** The reported issues as `line:column word`, in order. */
function issues(stdout: string, file: string): string[] {
  const re = /^(.+?):(\d+):(\d+) - Unknown word \(([^)]+)\)/;
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const m = re.exec(l);
      if (!m) throw new Error(`not an issue line: ${l}`);
      expect(m[1], l).toBe(file);
      return `${m[2]}:${m[3]} ${m[4]}`;
    });
}

/** A fresh folder under `.lint-tmp/`; `fn` gets a function that writes a page there and returns its repo-relative path. */
function withTempDir(fn: (write: (path: string, text: string) => string) => void) {
  mkdirSync(join(root, '.lint-tmp'), {recursive: true});
  const dir = mkdtempSync(join(root, '.lint-tmp', 'spelling-'));
  try {
    fn((path, text) => {
      const file = join(dir, path);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, text);
      return relative(root, file);
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

// The config's file globs, read with gray-matter's YAML parser (the config is YAML front matter without a body).
const config = matter(`---\n${readFileSync(join(root, 'cspell.config.yaml'), 'utf8')}\n---\n`).data as {files: string[]; ignorePaths: string[]};
const WORDS_FILE = join(root, 'tools/spelling/words.txt');
const words = readFileSync(WORDS_FILE, 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'));

// A page with code blocks, inline code, URLs, heading ids, JSX components and a Mermaid diagram, whose code would be
// reported if the Markdown rules did not set it aside (checked below with --language-id plaintext).
const SAMPLE = 'docs/integration/active-directory-user-synchronization.md';

test('the English pages pass the spelling check, every one of them checked', () => {
  const english = fg.sync(config.files, {cwd: root, ignore: config.ignorePaths});
  expect(english.length).toBeGreaterThan(300);
  for (const dir of ['docs/', 'versioned_docs/', 'release-notes/', 'external-api/index.md', 'CONTRIBUTING.md', 'README.md']) {
    expect(english.some((f) => f.startsWith(dir)), dir).toBe(true);
  }
  // The npm script minus --no-summary, so that the summary tells how many files cspell read.
  const r = spawnSync('npx', ['cspell', '--no-progress', '--no-must-find-files'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const output = `${r.stdout}\n${r.stderr}`;
  expect(r.status, `npm run lint:spelling found problems (fix the word, or add a real term to tools/spelling/words.txt):\n${output.slice(0, 20_000)}`).toBe(0);
  expect(output).toContain(`Files checked: ${english.length}, Issues found: 0`);
});

test('a misspelling planted in a copy of an English page is reported with file, line and word, and exit code 1', () => {
  const lines = readFileSync(join(root, SAMPLE), 'utf8').split('\n');
  const frontMatterEnd = lines.indexOf('---', 1);
  expect(frontMatterEnd).toBeGreaterThan(0);
  lines.splice(frontMatterEnd + 1, 0, '', 'Planted: you recieve this line.');
  const line = frontMatterEnd + 3;
  const column = 'Planted: you '.length + 1;
  withTempDir((write) => {
    const file = write(SAMPLE, lines.join('\n'));
    const r = lintSpelling([file]);
    expect(r.status, r.output).toBe(1);
    expect(r.stdout).toContain(`${file}:${line}:${column} - Unknown word (recieve)`);
    expect(issues(r.stdout, file)).toEqual([`${line}:${column} recieve`]);
  });
});

test('a correct English page passes, quietly, in place and as a copy', () => {
  const page = readFileSync(join(root, SAMPLE), 'utf8');
  expect(page).toMatch(/^```\w+/m);
  expect(page).toMatch(/\{#[\w-]+\}/);
  const inPlace = lintSpelling([SAMPLE]);
  expect(inPlace.status, inPlace.output).toBe(0);
  expect(inPlace.stdout).toBe('');
  // Read as plain text, without the Markdown rules, its code is reported: the page passes because code is set aside.
  const asPlainText = lintSpelling(['--language-id', 'plaintext', SAMPLE]);
  expect(asPlainText.status, asPlainText.output).toBe(1);
  withTempDir((write) => {
    // The copy is outside the configured folders: the config's rules still apply to a file named on the command line.
    const r = lintSpelling([write(SAMPLE, page)]);
    expect(r.status, r.output).toBe(0);
    expect(r.stdout).toBe('');
  });
});

test('prose readers see is checked; code, URLs, paths, ids and Japanese or Chinese text are not', () => {
  // Each checked place gets its own misspelling; every ignored place gets `recieve`, which would be reported if checked.
  const page = [
    '---',
    'title: How to recieve bookings',
    'description: A seperate page.',
    'keywords: [occured, room]',
    'slug: /recieve-slug',
    'sidebar_position: 3',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    "export const recieve = 'recieve';",
    '',
    'Readers see definately this sentence, with `recieve --inline` code and [a link](https://recieve.example.com/recieve).',
    '',
    '## Heading {#recieve-anchor}',
    '',
    "<RequiredRoles roles={['recieveManager']} />",
    '',
    "<MenuPath items={['Settings', 'Accomodate']} />",
    '',
    '| Column | Value |',
    '|---|---|',
    '| Cell | untill now |',
    '',
    '- Item with begining text, the path /opt/recieve/recieve.conf, the host login.recieve.com, the address',
    '  https://www.recieve.org/recieve-page?q=recieve and the e-mail recieve.person@recieve.example, code AADSTS7000215.',
    '',
    ':::tip',
    'Tommorow is a tip.',
    ':::',
    '',
    '<Tabs groupId="recieve">',
    '  <TabItem value="recieve" label="Wierd label">',
    '',
    '```powershell title="Neccessary title"',
    'Get-Recieve -Recieve recieve',
    '```',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    '```mermaid',
    'stateDiagram-v2',
    '  state "Existance" as recieve',
    '  recieve --> [*]: Refered edge',
    '```',
    '',
    'Japanese and Chinese names: 日本語, 繁體中文.',
    '',
  ].join('\n');
  const expected = [
    ['recieve', 'title'],
    ['seperate', 'description'],
    ['occured', 'keywords'],
    ['definately', 'Readers see'],
    ['Accomodate', '<MenuPath'],
    ['untill', '| Cell'],
    ['begining', '- Item'],
    ['Tommorow', 'Tommorow'],
    ['Wierd', '  <TabItem'],
    ['Neccessary', '```powershell'],
    ['Existance', '  state'],
    ['Refered', '  recieve -->'],
  ].map(([word, lineStart]) => {
    const lines = page.split('\n');
    const i = lines.findIndex((l) => l.startsWith(lineStart));
    if (i < 0 || !lines[i].includes(word)) throw new Error(`no line starting with ${lineStart} holds ${word}`);
    return `${i + 1}:${lines[i].indexOf(word) + 1} ${word}`;
  });
  withTempDir((write) => {
    const file = write('docs/probe.md', page);
    const r = lintSpelling([file]);
    expect(r.status, r.output).toBe(1);
    expect(issues(r.stdout, file)).toEqual(expected);
  });
});

test('the words of tools/spelling/words.txt pass, and only because of the list', () => {
  expect(words.length).toBeGreaterThan(10);
  const sample = ['Qbic', 'STARTTLS', 'Crestron', 'Memurai'];
  for (const w of sample) expect(words, `${w} is in the word list`).toContain(w);
  const page = `---\ntitle: Words\n---\n\nThe ${sample.join(', ')} words, and every word of the list:\n\n${words.join('\n\n')}\n`;
  withTempDir((write) => {
    const file = write('docs/words.md', page);
    const withList = lintSpelling([file]);
    expect(withList.status, withList.output).toBe(0);
    expect(withList.stdout).toBe('');
    const withoutList = lintSpelling(['--disable-dictionary', 'project-words', file]);
    expect(withoutList.status, withoutList.output).toBe(1);
    for (const w of sample) expect(withoutList.stdout).toContain(`Unknown word (${w})`);
  });
});

test('the word list is sorted, has no duplicates, no word cspell already knows and no known misspelling', () => {
  const key = (w: string) => w.toLowerCase();
  expect(words, 'sorted case-insensitively').toEqual([...words].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
  expect(new Set(words.map(key)).size, 'no duplicates').toBe(words.length);
  for (const w of words) expect(w, 'one word per line').toMatch(/^[A-Za-z][A-Za-z0-9'-]*$/);
  // Without the list, cspell must report something on every line (else the word is redundant), and never a known
  // misspelling with its correction ("fix: (...)"): such a word is fixed in the page, not listed.
  const r = lintSpelling(['--disable-dictionary', 'project-words', 'stdin://docs/word-list.md'], words.join('\n') + '\n');
  const reported = new Set(issues(r.stdout, 'docs/word-list.md').map((i) => Number(i.split(':')[0])));
  const redundant = words.filter((_, i) => !reported.has(i + 1));
  expect(redundant, 'words the bundled dictionaries already know').toEqual([]);
  expect(r.stdout, 'known misspellings in the word list').not.toContain('fix:');
});

test('a Japanese or Chinese page passed as an argument is skipped, not flagged', () => {
  const jaPage = 'i18n/jp/docusaurus-plugin-content-docs/current/management-console/settings/api-auth.md';
  const zhPage = 'i18n/zh/docusaurus-plugin-content-docs/current/management-console/settings/api-auth.md';
  const r = lintSpelling([jaPage, zhPage]);
  expect(r.status, r.output).toBe(0);
  expect(r.stdout).toBe('');
  // Skipped, not merely clean: the same Japanese page with a planted misspelling passes under its own path and is
  // reported under an English one (where its Japanese text is not flagged).
  const planted = `${readFileSync(join(root, jaPage), 'utf8')}\nrecieve\n`;
  const asJapanese = lintSpelling([`stdin://${jaPage}`], planted);
  expect(asJapanese.status, asJapanese.output).toBe(0);
  expect(asJapanese.stdout).toBe('');
  const asEnglish = lintSpelling(['stdin://docs/ja-copy.md'], planted);
  expect(asEnglish.status, asEnglish.output).toBe(1);
  expect(issues(asEnglish.stdout, 'docs/ja-copy.md')).toEqual([`${planted.split('\n').length - 1}:1 recieve`]);
});
