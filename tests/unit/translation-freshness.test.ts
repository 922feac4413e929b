/**
 * The freshness a translated page shows (tools/i18n/translations.ts, freshness; the build hands it to the page in
 * config/front-matter.ts): on a throwaway git repository laid out like this project (the site model's content
 * folders), with commits at set dates:
 *   - a translation committed after its English page is current, dated by the English page;
 *   - an English page changed after its translation leaves the translation behind, with the English date and the
 *     date of the English text the translation follows; a pending mark dates that text by its blob; a review
 *     against the new English text makes it current again;
 *   - a shallow clone and a copy without .git date nothing: every translation is 'unknown', with one warning.
 * The same rule as `npm run i18n:status`: every translation it lists behind is behind here, and only those.
 */
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {parseMarkdownFile} from '@docusaurus/utils';
import {contentDir, type ContentKind} from '../../site/content.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES, localeOfFolder} from '../../site/locales.ts';
import {TRANSLATION_FRESHNESS_KEY, withDateTexts, type TranslationFreshness} from '../../site/translation-freshness.ts';
import {STATUS_FILE, behind, freshness, writeStatus, type Status} from '../../tools/i18n/translations.ts';
import {strictFrontMatter, translationFreshness} from '../../config/front-matter.ts';

const PAGE = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page of the freshness test.\n---\n\n${body}\n`;
const NOTE = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A release note of the freshness test.\ntags: [fixes]\n---\n\n${body}\n`;

/** A page of the fixture: its kind and its path inside the kind's folder. */
type Page = {kind: ContentKind; rel: string};
const page = (kind: ContentKind, rel: string): Page => ({kind, rel});
const CURRENT = page('docs', 'rooms/current.md');
const CHANGED = page('docs', 'rooms/changed.md');
const PENDING = page('docs', 'rooms/pending.md');
const REVIEWED = page('docs', 'rooms/reviewed.md');
const TOGETHER = page('docs', 'rooms/together.md');
const NOTE_CURRENT = page('release-notes', '2026-11-01-release-note.md');

const english = (p: Page) => `${contentDir(p.kind, DEFAULT_LOCALE)}/${p.rel}`;
const translations = (p: Page) => TRANSLATED_LOCALES.map((l) => `${contentDir(p.kind, l.code)}/${p.rel}`);
const text = (p: Page, version: string) => (p.kind === 'release-notes' ? NOTE : PAGE)(`${p.rel} ${version}`, `Text ${version}.`);

let base: string;
let repo: string;

function git(cwd: string, args: string[], date?: string): string {
  const dates = date ? {GIT_AUTHOR_DATE: `${date}T10:00:00+09:00`, GIT_COMMITTER_DATE: `${date}T10:00:00+09:00`} : {};
  return execFileSync('git', ['-c', 'user.name=freshness', '-c', 'user.email=freshness@test', ...args], {
    cwd,
    encoding: 'utf8',
    env: {...process.env, ...dates},
  }).trim();
}

function write(file: string, content: string): void {
  mkdirSync(dirname(join(repo, file)), {recursive: true});
  writeFileSync(join(repo, file), content);
}

/** Writes the files and commits them on `date` (committer and author date, 10:00 in Tokyo: 01:00 UTC that day). */
function commit(date: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) write(file, content);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', `changes of ${date}`], date);
}

const englishOnly = (p: Page, version: string): Record<string, string> => ({[english(p)]: text(p, version)});
const withTranslations = (p: Page, version: string): Record<string, string> =>
  Object.fromEntries([english(p), ...translations(p)].map((f) => [f, text(p, version)]));
const translationsOnly = (p: Page, version: string): Record<string, string> => Object.fromEntries(translations(p).map((f) => [f, text(p, version)]));
const blobOf = (p: Page) => git(repo, ['rev-parse', `HEAD:${english(p)}`]);

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'translation-freshness-'));
  repo = join(base, 'repo');
  mkdirSync(repo);
  git(repo, ['init', '-q']);
  // Written in English on 1 November (one page with its translations), translated on 2 November.
  commit('2026-11-01', {
    ...[CURRENT, CHANGED, PENDING, REVIEWED, NOTE_CURRENT].reduce((all, p) => ({...all, ...englishOnly(p, 'v1')}), {}),
    ...withTranslations(TOGETHER, 'v1'),
  });
  commit('2026-11-02', {...[CHANGED, PENDING, REVIEWED].reduce((all, p) => ({...all, ...translationsOnly(p, 'v1')}), {})});
  // The current page and the release note are translated later: after their English text.
  commit('2026-11-03', {...translationsOnly(CURRENT, 'v1'), ...translationsOnly(NOTE_CURRENT, 'v1')});
  // The pending page's English text changes twice; its translations are marked pending at the first change.
  commit('2026-11-04', englishOnly(PENDING, 'v2'));
  const pendingSince = blobOf(PENDING).slice(0, 12);
  commit('2026-11-05', englishOnly(CHANGED, 'v2'));
  commit('2026-11-06', englishOnly(PENDING, 'v3'));
  // A typo fix in English, reviewed: the translations need no change.
  commit('2026-11-07', englishOnly(REVIEWED, 'v2'));
  const status: Status = {
    pending: Object.fromEntries(translations(PENDING).map((t) => [t, {since: pendingSince, note: 'new step'}])),
    reviewed: Object.fromEntries(translations(REVIEWED).map((t) => [t, {source: blobOf(REVIEWED).slice(0, 12)}])),
  };
  writeStatus(repo, status);
  git(repo, ['add', STATUS_FILE]);
  git(repo, ['commit', '-q', '-m', 'translation status'], '2026-11-08');
});

afterAll(() => {
  if (base) rmSync(base, {recursive: true, force: true});
});

/** Each translation's freshness in `root`, with the page's name in the failure message. */
function expectFreshness(root: string, p: Page, expected: TranslationFreshness): void {
  const report = freshness(root);
  for (const file of translations(p)) {
    expect(report.pages.get(file), `${file} (the translation of ${english(p)}): wrong freshness`).toEqual(expected);
  }
}

describe('in a full clone', () => {
  test('a translation committed after its English page (or with it) is current, dated by the English page', () => {
    expect(freshness(repo).problem, 'the fixture repository is a full clone: its history must be readable').toBeNull();
    expectFreshness(repo, CURRENT, {state: 'current', englishDate: '2026-11-01', followedDate: '2026-11-01', translationDate: '2026-11-03'});
    expectFreshness(repo, NOTE_CURRENT, {state: 'current', englishDate: '2026-11-01', followedDate: '2026-11-01', translationDate: '2026-11-03'});
    // Committed together with its English page.
    expectFreshness(repo, TOGETHER, {state: 'current', englishDate: '2026-11-01', followedDate: '2026-11-01', translationDate: '2026-11-01'});
  });

  test("an English page changed after its translation: behind, with the English page's date and the date of the text translated", () => {
    expectFreshness(repo, CHANGED, {state: 'behind', englishDate: '2026-11-05', followedDate: '2026-11-01', translationDate: '2026-11-02'});
  });

  test("a translation marked pending: behind, following the English text of its `since` blob (that text's commit's date)", () => {
    expectFreshness(repo, PENDING, {state: 'behind', englishDate: '2026-11-06', followedDate: '2026-11-04', translationDate: '2026-11-02'});
  });

  test('a translation reviewed against the current English text is current', () => {
    expectFreshness(repo, REVIEWED, {state: 'current', englishDate: '2026-11-07', followedDate: '2026-11-07', translationDate: '2026-11-02'});
  });

  test('behind is exactly what npm run i18n:status lists', () => {
    const listed = behind(repo)
      .items.map((i) => i.translation)
      .sort();
    const shown = [...freshness(repo).pages]
      .filter(([, f]) => f.state === 'behind')
      .map(([file]) => file)
      .sort();
    expect(shown, 'the pages say "behind" for other translations than i18n:status lists').toEqual(listed);
    expect(listed).toEqual([...translations(CHANGED), ...translations(PENDING)].sort());
  });

  test('the build adds the freshness to a translated page after the front-matter check, and to no English page', async () => {
    // As the docs, blog and pages plugins read a page: Docusaurus's parser with the site's hook.
    const parseFrontMatter = strictFrontMatter(repo);
    const parse = async (file: string, fileContent = readFileSync(join(repo, file), 'utf8')) =>
      (await parseMarkdownFile({filePath: join(repo, file), fileContent, parseFrontMatter})).frontMatter;
    for (const file of translations(CHANGED)) {
      // With its dates written as the page's locale writes them (2026年11月25日), so that the page formats nothing.
      const locale = localeOfFolder(file.split('/')[1])!.code;
      expect((await parse(file))[TRANSLATION_FRESHNESS_KEY], `${file}: no freshness in its front matter`).toEqual(
        withDateTexts(freshness(repo).pages.get(file)!, locale),
      );
    }
    expect((await parse(english(CHANGED)))[TRANSLATION_FRESHNESS_KEY], `${english(CHANGED)}, an English page, has a freshness`).toBeUndefined();
    // A writer cannot set it: the schema rejects the key in a file.
    const [planted] = translations(CURRENT);
    await expect(
      parse(planted, readFileSync(join(repo, planted), 'utf8').replace('---\n\n', `${TRANSLATION_FRESHNESS_KEY}: {state: current}\n---\n\n`)),
      `${planted}: a freshness written in the file was accepted`,
    ).rejects.toThrow(/unknown front matter key "translation_freshness"/);
  });
});

describe('without the history, every translation is unknown and the build says why once', () => {
  test('a shallow clone', () => {
    const shallow = join(base, 'shallow');
    git(base, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    const report = freshness(shallow);
    expect(report.problem, 'a shallow clone is not reported as such').toMatch(/shallow/);
    expect(report.pages.size, 'a shallow clone dates pages').toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const file of [...translations(CHANGED), ...translations(CURRENT)]) {
        expect(translationFreshness(shallow, join(shallow, file)), `${file} in a shallow clone`).toEqual({state: 'unknown'});
      }
      expect(
        warn.mock.calls.map((c) => c.join(' ')),
        'one warning line for the whole build',
      ).toEqual([expect.stringMatching(/shallow.*without dates/)]);
    } finally {
      warn.mockRestore();
    }
  });

  test('a copy without .git', () => {
    const copy = join(base, 'copy');
    cpSync(repo, copy, {recursive: true, filter: (src) => src !== join(repo, '.git')});
    const report = freshness(copy);
    expect(report.problem, 'a copy without .git is not reported').toMatch(/not (a|the top of its) git clone/);
    expect(report.pages.size).toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const file of translations(CHANGED)) {
        expect(translationFreshness(copy, join(copy, file)), `${file} in a copy without .git`).toEqual({state: 'unknown'});
      }
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
