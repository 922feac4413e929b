/**
 * English spelling (`npm run lint:spelling`, cspell with cspell.config.yaml and the word list tools/spelling/words.txt):
 * a misspelling planted in a copy of a page is reported with its file, line and word; prose readers see is
 * checked while code, URLs and ids are not; the word list is honest; translations are skipped. cspell runs in this
 * process, through the function its command line calls (cspell's lint()), with the project's config. That the English
 * pages pass is the lint tier's job (`npm run lint`, step spelling); here, that its config takes every one of them.
 *
 * Planted pages are written in a throwaway work tree that holds a copy of the config and of the word list, each test
 * in its own, removed in `finally`: cspell reads them there as it would read the repository's pages.
 */
import {test, expect} from 'vitest';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import fg from 'fast-glob';
import yaml from 'js-yaml';
import {root} from '../support/content';
import {contentDir} from '../../site/content.ts';
import {spelling} from './lint-support';

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

/**
 * A throwaway work tree with the repository's cspell.config.yaml and word list; `fn` gets a function that writes a
 * page there and returns its path in that tree, and a function that runs the spelling check there.
 */
async function withTempTree(fn: (write: (path: string, text: string) => string, lint: typeof spelling) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'spelling-'));
  try {
    for (const f of ['cspell.config.yaml', 'tools/spelling/words.txt']) cpSync(join(root, f), join(dir, f));
    await fn(
      (path, text) => {
        mkdirSync(dirname(join(dir, path)), {recursive: true});
        writeFileSync(join(dir, path), text);
        return path;
      },
      (files, options) => spelling(files, options, dir),
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

// The config's file globs.
const config = yaml.load(readFileSync(join(root, 'cspell.config.yaml'), 'utf8')) as {files: string[]; ignorePaths: string[]};
const WORDS_FILE = join(root, 'tools/spelling/words.txt');
const words = readFileSync(WORDS_FILE, 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'));

// A page with code blocks, inline code, URLs, heading ids, JSX components and a Mermaid diagram, whose code would be
// reported if the Markdown rules did not set it aside (checked below with --language-id plaintext).
const SAMPLE = 'docs/integration/active-directory-user-synchronization.md';

test('the spelling check takes every English page (its run on the tree is the lint tier: npm run lint)', async () => {
  const english = fg.sync(config.files, {cwd: root, ignore: config.ignorePaths});
  expect(english.length).toBeGreaterThan(300);
  for (const dir of ['docs/', 'versioned_docs/', 'release-notes/', 'external-api/index.md', 'CONTRIBUTING.md', 'README.md']) {
    expect(
      english.some((f) => f.startsWith(dir)),
      dir,
    ).toBe(true);
  }
  expect(
    english.some((f) => f.startsWith('i18n/')),
    "translations are not the spelling check's",
  ).toBe(false);
});

test('a misspelling planted in a copy of an English page is reported with file, line and word, and exit code 1', async () => {
  const lines = readFileSync(join(root, SAMPLE), 'utf8').split('\n');
  const frontMatterEnd = lines.indexOf('---', 1);
  expect(frontMatterEnd).toBeGreaterThan(0);
  lines.splice(frontMatterEnd + 1, 0, '', 'Planted: you recieve this line.');
  const line = frontMatterEnd + 3;
  const column = 'Planted: you '.length + 1;
  await withTempTree(async (write, lintSpelling) => {
    const file = write(SAMPLE, lines.join('\n'));
    const r = await lintSpelling([file]);
    expect(r.status, `the spelling check passes ${file} although line ${line} has "recieve":\n${r.output}`).toBe(1);
    expect(r.stdout).toContain(`${file}:${line}:${column} - Unknown word (recieve)`);
    expect(issues(r.stdout, file)).toEqual([`${line}:${column} recieve`]);
  });
});

test('a correct English page passes, quietly, in place and as a copy', async () => {
  const page = readFileSync(join(root, SAMPLE), 'utf8');
  expect(page).toMatch(/^```\w+/m);
  expect(page).toMatch(/\{#[\w-]+\}/);
  const inPlace = await spelling([SAMPLE]);
  expect(inPlace.status, inPlace.output).toBe(0);
  expect(inPlace.stdout).toBe('');
  expect(inPlace.files, 'the page was read').toBe(1);
  // Read as plain text, without the Markdown rules, its code is reported: the page passes because code is set aside.
  const asPlainText = await spelling([SAMPLE], {languageId: 'plaintext'});
  expect(asPlainText.status, `${SAMPLE} read as plain text: its code is not reported, so the page's passing proves nothing`).toBe(1);
  await withTempTree(async (write, lintSpelling) => {
    // The copy is outside the configured folders: the config's rules still apply to a file named on the command line.
    const r = await lintSpelling([write('copies/page.md', page)]);
    expect(r.status, r.output).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.files, 'the copy was read').toBe(1);
  });
});

test('prose readers see is checked; code, URLs, paths, ids and Japanese or Chinese text are not', async () => {
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
  await withTempTree(async (write, lintSpelling) => {
    const file = write('docs/probe.md', page);
    const r = await lintSpelling([file]);
    expect(r.status, `the spelling check passes ${file}, which has a misspelling in each place readers see:\n${r.output}`).toBe(1);
    expect(issues(r.stdout, file)).toEqual(expected);
  });
});

test('the words of tools/spelling/words.txt pass, and only because of the list', async () => {
  expect(words.length).toBeGreaterThan(10);
  const sample = ['Qbic', 'STARTTLS', 'Crestron', 'Memurai'];
  for (const w of sample) expect(words, `${w} is in the word list`).toContain(w);
  const page = `---\ntitle: Words\n---\n\nThe ${sample.join(', ')} words, and every word of the list:\n\n${words.join('\n\n')}\n`;
  await withTempTree(async (write, lintSpelling) => {
    const file = write('docs/words.md', page);
    const withList = await lintSpelling([file]);
    expect(withList.status, withList.output).toBe(0);
    expect(withList.stdout).toBe('');
    const withoutList = await lintSpelling([file], {disableDictionary: ['project-words']});
    expect(withoutList.status, `without tools/spelling/words.txt, ${file} still passes: the list is not what lets its words through`).toBe(1);
    for (const w of sample) expect(withoutList.stdout).toContain(`Unknown word (${w})`);
  });
});

test('the word list is sorted, has no duplicates, no word cspell already knows and no known misspelling', async () => {
  const key = (w: string) => w.toLowerCase();
  expect(words, 'sorted case-insensitively').toEqual([...words].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
  expect(new Set(words.map(key)).size, 'no duplicates').toBe(words.length);
  for (const w of words) expect(w, 'one word per line').toMatch(/^[A-Za-z][A-Za-z0-9'-]*$/);
  // Without the list, cspell must report something on every line (else the word is redundant), and never a known
  // misspelling with its correction ("fix: (...)"): such a word is fixed in the page, not listed.
  await withTempTree(async (write, lintSpelling) => {
    const r = await lintSpelling([write('docs/word-list.md', words.join('\n') + '\n')], {disableDictionary: ['project-words']});
    const reported = new Set(issues(r.stdout, 'docs/word-list.md').map((i) => Number(i.split(':')[0])));
    const redundant = words.filter((_, i) => !reported.has(i + 1));
    expect(redundant, 'words the bundled dictionaries already know').toEqual([]);
    expect(r.stdout, 'known misspellings in the word list').not.toContain('fix:');
  });
});

test('a Japanese or Chinese page passed as an argument is skipped, not flagged', async () => {
  const jaPage = `${contentDir('docs', 'ja')}/management-console/settings/api-auth.md`;
  const zhPage = `${contentDir('docs', 'zh-Hant')}/management-console/settings/api-auth.md`;
  const r = await spelling([jaPage, zhPage]);
  expect(r.status, r.output).toBe(0);
  expect(r.stdout).toBe('');
  expect(r.files, 'Japanese and Chinese pages read').toBe(0);
  // Skipped, not merely clean: the same Japanese page with a planted misspelling passes under its own path and is
  // reported under an English one (where its Japanese text is not flagged).
  const planted = `${readFileSync(join(root, jaPage), 'utf8')}\nrecieve\n`;
  await withTempTree(async (write, lintSpelling) => {
    const asJapanese = await lintSpelling([write(jaPage, planted)]);
    expect(asJapanese.status, asJapanese.output).toBe(0);
    expect(asJapanese.stdout).toBe('');
    expect(asJapanese.files, 'the Japanese copy was read').toBe(0);
    const asEnglish = await lintSpelling([write('docs/ja-copy.md', planted)]);
    expect(asEnglish.status, `the Japanese page with "recieve", as the English page docs/ja-copy.md, passes the spelling check`).toBe(1);
    expect(issues(asEnglish.stdout, 'docs/ja-copy.md')).toEqual([`${planted.split('\n').length - 1}:1 recieve`]);
  });
});
