/**
 * The archived-twins check (tools/lint/check-archived-twins.ts): an archived translation whose English page is the
 * current one's (keywords aside) must be the current translation; where the English differs, the archived text is
 * its own. Planted on a throwaway tree (its root argument) with one archived version.
 */
import {afterEach, beforeEach, test, expect} from 'vitest';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {contentDir} from '../../site/content.ts';
import {VERSIONS_FILE} from '../../site/versions.ts';
import {checkArchivedTwins, withoutKeywords} from '../../tools/lint/check-archived-twins.ts';

const V = '2.12';
let root = '';
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), {recursive: true});
  writeFileSync(join(root, file), text);
};
const page = (title: string, body: string, keywords?: string) => `---\ntitle: ${title}\n${keywords ? `keywords: [${keywords}]\n` : ''}---\n\n${body}\n`;
const at = (kind: 'current' | 'archived', locale: 'en' | 'ja' | 'zh-Hant', path: string) =>
  join(contentDir('docs', locale, kind === 'current' ? 'current' : V), path);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'twins-'));
  writeFileSync(join(root, VERSIONS_FILE), JSON.stringify([V]));
  // same.md: the English is the same apart from keywords; changed.md: the product changed after 2.12.
  write(at('current', 'en', 'same.md'), page('Rooms', 'Book a room.', 'room, meeting room'));
  write(at('archived', 'en', 'same.md'), page('Rooms', 'Book a room.'));
  write(at('current', 'en', 'changed.md'), page('Desks', 'Book a desk for up to 7 days.'));
  write(at('archived', 'en', 'changed.md'), page('Desks', 'Book a desk for up to 3 days.'));
  write(at('current', 'ja', 'same.md'), page('会議室', '会議室を予約します。', '会議室'));
  write(at('current', 'zh-Hant', 'same.md'), page('會議室', '預約會議室。'));
  write(at('archived', 'zh-Hant', 'same.md'), page('會議室', '預約會議室。'));
  write(at('current', 'ja', 'changed.md'), page('デスク', 'デスクは最大 7 日間予約できます。'));
  write(at('archived', 'ja', 'changed.md'), page('デスク', '最大 3 日間のデスク予約ができます。'));
  write(at('current', 'zh-Hant', 'changed.md'), page('座位', '座位最多可預約 7 天。'));
  write(at('archived', 'zh-Hant', 'changed.md'), page('座位', '座位最多可預約 3 天。'));
});
afterEach(() => rmSync(root, {recursive: true, force: true}));

test('keywords are left out of the comparison, in a flow list or a block list', () => {
  expect(withoutKeywords('---\ntitle: A\nkeywords: [a, b]\n---\n\nx\n')).toBe('---\ntitle: A\n---\n\nx\n');
  expect(withoutKeywords('---\ntitle: A\nkeywords:\n  - a\n  - b\ndescription: D\n---\nx\n')).toBe('---\ntitle: A\ndescription: D\n---\nx\n');
});

test('an archived twin that reads as the current translation did before its rewrite is reported, with its line and the fix', () => {
  write(at('archived', 'ja', 'same.md'), page('会議室', '会議室の予約をします。'));
  const {problems} = checkArchivedTwins(root);
  expect(problems).toEqual([
    {
      file: at('archived', 'ja', 'same.md'),
      line: 5,
      message: expect.stringContaining(
        `must be the current translation's (${at('current', 'ja', 'same.md')}); run node tools/lint/check-archived-twins.ts --fix`,
      ),
    },
  ]);
});

test('a page whose English changed after the archived release is not compared', () => {
  write(at('archived', 'ja', 'same.md'), page('会議室', '会議室を予約します。'));
  expect(checkArchivedTwins(root).problems).toEqual([]);
});

test('--fix copies the current translation without its keywords; naming a translation selects its locale only', () => {
  write(at('archived', 'ja', 'same.md'), page('会議室', '会議室の予約をします。'));
  write(at('archived', 'zh-Hant', 'same.md'), page('會議室', '會議室的預約。'));
  const {fixed} = checkArchivedTwins(root, {fix: true, only: [at('current', 'ja', 'same.md')]});
  expect(fixed).toEqual([at('archived', 'ja', 'same.md')]);
  expect(readFileSync(join(root, at('archived', 'ja', 'same.md')), 'utf8')).toBe(page('会議室', '会議室を予約します。'));
  // The Chinese twin was not named: still reported, not rewritten.
  expect(checkArchivedTwins(root).problems.map((p) => p.file)).toEqual([at('archived', 'zh-Hant', 'same.md')]);
});
