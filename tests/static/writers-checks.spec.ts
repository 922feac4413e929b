/**
 * The writers' checks catch the mistakes they exist for. Each mistake is planted in its own page of a throwaway copy
 * of the content, and the check must fail naming that page (and the line); the untouched pages of the copy must not
 * be named. The checks are the ones `npm run lint` runs: textlint with the Japanese and Chinese configs, and the link
 * checker.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, dirname} from 'node:path';
import {root} from '../support/content';

const JP = 'i18n/jp/docusaurus-plugin-content-docs/current';
const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

type Plant = {what: string; page: string; add: string; check: 'ja' | 'zh' | 'links'; expect: RegExp};
const PLANTS: Plant[] = [
  {what: 'Japanese plain form in a です・ます page', page: `${JP}/management-console/resource/room.md`, add: '設定を保存する。画面が表示される。', check: 'ja', expect: /普通体/},
  {what: 'half-width comma, period and brackets in Japanese prose', page: `${JP}/management-console/resource/desk.md`, add: '保存します, 次に(任意)の項目を入力します.', check: 'ja', expect: /全角|句読点|かっこ/},
  {what: 'a hard line break inside a Japanese paragraph', page: `${JP}/management-console/resource/equipment.md`, add: 'この段落は途中で\n改行しています。', check: 'ja', expect: /改行/},
  {what: 'a space between a bold label and its particle', page: `${JP}/management-console/resource/amenity.md`, add: '**プロフィール** を開きます。', check: 'ja', expect: /太字/},
  {what: 'half-width punctuation in Traditional Chinese prose', page: `${ZH}/management-console/resource/room.md`, add: '設定完成後, 請關閉視窗(選用).', check: 'zh', expect: /全形標點/},
  {what: 'a link to a page that does not exist (Japanese)', page: `${JP}/management-console/resource/policy.md`, add: '[存在しないページ](no-such-page.md)を参照してください。', check: 'links', expect: /no-such-page\.md: no such page/},
  {what: 'a link to a heading that does not exist (Chinese)', page: `${ZH}/management-console/resource/desk.md`, add: '請參閱[會議室](room.md#no-such-heading)。', check: 'links', expect: /has no heading with the id "no-such-heading"/},
  {what: 'an absolute link to a page that does not exist (English)', page: 'docs/management-console/resource/room.md', add: 'See [the old page](/docs/management-console/no-such-page).', check: 'links', expect: /no page at this address/},
];

let copy: string;

test.beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'writers-checks-'));
  for (const dir of ['docs', 'i18n', 'release-notes', 'external-api/index.md', 'openapi/external-api.yaml', 'static/img']) {
    cpSync(join(root, dir), join(copy, dir), {recursive: true, filter: (src) => !src.includes('/reference')});
  }
  for (const p of PLANTS) {
    const file = join(copy, p.page);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${p.add}\n`);
  }
});

test.afterAll(() => rmSync(copy, {recursive: true, force: true}));

function runCheck(check: Plant['check'], files: string[]) {
  const [cmd, args] =
    check === 'links'
      ? [process.execPath, ['tools/lint/check-links.mjs', '--root', copy]]
      : [join(root, 'node_modules/.bin/textlint'), [...(check === 'zh' ? ['--config', 'tools/textlint/zh.cjs'] : []), ...files.map((f) => join(copy, f))]];
  const r = spawnSync(cmd, args, {cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024});
  return {status: r.status, output: `${r.stdout}\n${r.stderr}`};
}

for (const p of PLANTS) {
  test(`lint catches ${p.what}, naming the page`, () => {
    const r = runCheck(p.check, [p.page]);
    expect(r.status, `${p.check} check passed although ${p.page} has ${p.what}`).not.toBe(0);
    const lines = r.output.split('\n');
    const named = lines.some((l, i) => (l.includes(p.page) || (lines.slice(Math.max(0, i - 40), i).some((h) => h.includes(p.page)) && /error/.test(l))) && p.expect.test(l + lines[i + 1]));
    expect(named, `${p.check} output does not name ${p.page} with ${p.expect}:\n${r.output.slice(0, 4000)}`).toBe(true);
  });
}

test('the link check names only the planted pages', () => {
  const r = runCheck('links', []);
  const named = new Set([...r.output.matchAll(/^(\S+\.md):\d+:/gm)].map((m) => m[1]));
  const planted = PLANTS.filter((p) => p.check === 'links').map((p) => p.page);
  expect([...named].sort(), r.output.slice(0, 4000)).toEqual([...planted].sort());
});
