/**
 * Each doc page shows when it was last updated (issue 28): Docusaurus's last-update date from git history
 * (docusaurus.config.ts, showLastUpdateTime with future.experimental_vcs), in the page's locale. A translated page
 * shows the date of its own file's last commit, not its English page's: the pages chosen here are those whose
 * translation changed at another time than the English file (a translation changed alone, or left behind).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import {test, expect, open} from '../support/fixtures';
import {root} from '../support/content';

const git = (...args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8'}).trim();
const shallow = (() => {
  try {
    return git('rev-parse', '--is-shallow-repository') === 'true';
  } catch {
    return true;
  }
})();
const lastCommit = (file: string) => Number(git('log', '-1', '--format=%ct', '--', file)) * 1000;

type Sample = {locale: 'jp' | 'zh'; lang: string; rel: string; route: string; at: number; enAt: number};

function samples(locale: 'jp' | 'zh', count: number): Sample[] {
  if (shallow) return [];
  const dir = `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  const out: Sample[] = [];
  for (const rel of fg.sync('**/*.md', {cwd: join(root, dir)}).sort()) {
    if (/(^|\/)index\.md$/.test(rel) || /^slug:/m.test(readFileSync(join(root, dir, rel), 'utf8'))) continue;
    const at = lastCommit(`${dir}/${rel}`);
    const enAt = lastCommit(`docs/${rel}`);
    if (!at || !enAt || at === enAt) continue;
    out.push({locale, lang: locale === 'jp' ? 'ja' : 'zh-Hant', rel, route: `/help/${locale}/docs/${rel.replace(/\.md$/, '')}`, at, enAt});
    if (out.length === count) break;
  }
  return out;
}

const SAMPLES = [...samples('jp', 3), ...samples('zh', 1)];

test("the pages to check exist: translations whose last commit is not their English page's", () => {
  test.skip(shallow, 'a shallow clone has no history to date the pages by');
  expect(SAMPLES.filter((s) => s.locale === 'jp').length, 'no Japanese page was changed apart from its English page').toBeGreaterThan(0);
});

for (const s of SAMPLES) {
  test(`${s.route} shows the date of its own file's last commit, in its locale`, async ({page}) => {
    await open(page, s.route);
    const time = page.locator('.theme-last-updated time');
    await expect(time).toHaveCount(1);
    const shown = await time.getAttribute('datetime');
    expect(shown, `${s.route} shows the English page's date`).not.toBe(new Date(s.enAt).toISOString());
    expect(shown).toBe(new Date(s.at).toISOString());
    const date = new Intl.DateTimeFormat(s.lang, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(s.at));
    await expect(time).toHaveText(date);
    await expect(page.locator('.theme-last-updated')).toContainText(s.locale === 'jp' ? '最終更新' : '更新');
  });
}
