/**
 * The writers' checks catch the mistakes they exist for. Each mistake is planted in a page's text, in memory: the
 * check runs in this process on the page as it would be with the mistake (the other pages as they are on disk), and
 * must report that page and the line; pages not planted must not be named. The checks are the ones `npm run lint`
 * runs: textlint with the Japanese and Chinese configs (textlint's API), and the link check (check-links.ts'
 * checkLinks, which its command line calls).
 */
import {test, expect} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {dirOf, listPages, root, LOCALES, type LocaleDir} from '../support/content';
import {contentDir} from '../../site/content.ts';
import {checkLinks} from '../../tools/lint/check-links.ts';
import {textlint} from './lint-support';

const JP = contentDir('docs', 'ja');
const ZH = contentDir('docs', 'zh-Hant');

type Plant = {what: string; page: string; add: string; check: 'ja' | 'zh-Hant' | 'links'; expect: RegExp};
const PLANTS: Plant[] = [
  {
    what: 'Japanese plain form in a です・ます page',
    page: `${JP}/management-console/resource/room.md`,
    add: '設定を保存する。画面が表示される。',
    check: 'ja',
    expect: /普通体/,
  },
  {
    what: 'half-width comma, period and brackets in Japanese prose',
    page: `${JP}/management-console/resource/desk.md`,
    add: '保存します, 次に(任意)の項目を入力します.',
    check: 'ja',
    expect: /全角|句読点|かっこ/,
  },
  {
    what: 'a hard line break inside a Japanese paragraph',
    page: `${JP}/management-console/resource/equipment.md`,
    add: 'この段落は途中で\n改行しています。',
    check: 'ja',
    expect: /改行/,
  },
  {
    what: 'a space between a bold label and its particle',
    page: `${JP}/management-console/resource/amenity.md`,
    add: '**プロフィール** を開きます。',
    check: 'ja',
    expect: /太字/,
  },
  {
    what: 'half-width punctuation in Traditional Chinese prose',
    page: `${ZH}/management-console/resource/room.md`,
    add: '設定完成後, 請關閉視窗(選用).',
    check: 'zh-Hant',
    expect: /全形標點/,
  },
  {
    what: 'a link to a page that does not exist (Japanese)',
    page: `${JP}/management-console/resource/policy.md`,
    add: '[存在しないページ](no-such-page.md)を参照してください。',
    check: 'links',
    expect: /no-such-page\.md: no such page/,
  },
  {
    what: 'a link to a heading that does not exist (Chinese)',
    page: `${ZH}/management-console/resource/desk.md`,
    add: '請參閱[會議室](room.md#no-such-heading)。',
    check: 'links',
    expect: /has no heading with the id "no-such-heading"/,
  },
  {
    what: 'an absolute link to a page that does not exist (English)',
    page: 'docs/management-console/resource/room.md',
    add: 'See [the old page](/docs/management-console/no-such-page).',
    check: 'links',
    expect: /no page at this address/,
  },
];

/** The page's text with the mistake added at its end, as a new paragraph. */
const planted = (p: Plant) => `${readFileSync(join(root, p.page), 'utf8').trimEnd()}\n\n${p.add}\n`;

// The planted pages and the pages beside them, in every locale: one link check for all the tests (it reads the whole
// tree for what exists), the planted pages' texts in place of what is on disk.
const RESOURCE_PAGES = (Object.keys(LOCALES) as LocaleDir[]).flatMap((loc) =>
  listPages('docs', loc)
    .filter((rel) => rel.startsWith('management-console/resource/'))
    .map((rel) => `${dirOf('docs', loc)}/${rel}`),
);
let links: {problems: string[]} | undefined;
const linkCheck = () =>
  (links ??= checkLinks({root, files: RESOURCE_PAGES, texts: Object.fromEntries(PLANTS.filter((p) => p.check === 'links').map((p) => [p.page, planted(p)]))}));

async function runCheck(p: Plant): Promise<{failed: boolean; lines: string[]; output: string}> {
  if (p.check === 'links') {
    const problems = linkCheck().problems.filter((l) => l.startsWith(`${p.page}:`));
    return {failed: problems.length > 0, lines: problems, output: problems.join('\n')};
  }
  return textlint(p.check, planted(p), p.page);
}

for (const p of PLANTS) {
  test(`lint catches ${p.what}, naming the page`, async () => {
    const r = await runCheck(p);
    expect(r.failed, `${p.check} check passed although ${p.page} has ${p.what}`).toBe(true);
    // The planted text starts after the page's own last line: the problem is reported at its line or below.
    const firstPlantedLine = planted(p).split('\n').length - p.add.split('\n').length;
    const named = r.lines.filter((l) => l.startsWith(`${p.page}:`) && Number(l.split(':')[1]) >= firstPlantedLine);
    expect(
      named.some((l) => p.expect.test(l)),
      `${p.check} output does not name ${p.page} (line ${firstPlantedLine} or below) with ${p.expect}:\n${r.output.slice(0, 4000)}`,
    ).toBe(true);
  });
}

test('the link check names only the planted pages', () => {
  expect(RESOURCE_PAGES.length, 'the resource pages of the three locales').toBeGreaterThan(20);
  for (const p of PLANTS) expect(RESOURCE_PAGES, 'a planted page is among those checked').toContain(p.page);
  const {problems} = linkCheck();
  const named = new Set(problems.map((l) => /^(\S+\.md):\d+:/.exec(l)?.[1]));
  const plantedPages = PLANTS.filter((p) => p.check === 'links').map((p) => p.page);
  expect(
    [...named].sort(),
    `the link check of the resource pages names these pages (the planted ones are expected):\n${problems.join('\n').slice(0, 4000)}`,
  ).toEqual([...plantedPages].sort());
});
