/**
 * Each doc page shows when it was last updated: Docusaurus's last-update date from git history
 * (docusaurus.config.ts, showLastUpdateTime with future.experimental_vcs), in the page's locale. A translated page
 * shows the date of its own file's last commit, not its English page's: the pages chosen here are those whose
 * translation changed at another time than the English file (a translation changed alone, or left behind).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import {test, expect, open} from '../support/fixtures';
import {contentDir} from '../../site/content.ts';
import {DEFAULT_LOCALE, pageUrl, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';

const git = (...args: string[]): string => execFileSync('git', args, {cwd: ROOT, encoding: 'utf8'}).trim();
const shallow = (() => {
  try {
    return git('rev-parse', '--is-shallow-repository') === 'true';
  } catch {
    return true;
  }
})();
const lastCommit = (file: string): number => Number(git('log', '-1', '--format=%ct', '--', file)) * 1000;

type Sample = {locale: LocaleCode; lang: string; rel: string; route: string; at: number; enAt: number};

function samples(locale: LocaleCode, count: number): Sample[] {
  if (shallow) return [];
  const dir = contentDir('docs', locale);
  const englishDir = contentDir('docs', DEFAULT_LOCALE);
  const out: Sample[] = [];
  for (const rel of fg.sync('**/*.md', {cwd: join(ROOT, dir)}).sort()) {
    if (/(^|\/)index\.md$/.test(rel) || /^slug:/m.test(readFileSync(join(ROOT, dir, rel), 'utf8'))) continue;
    const at = lastCommit(`${dir}/${rel}`);
    const enAt = lastCommit(`${englishDir}/${rel}`);
    if (!at || !enAt || at === enAt) continue;
    out.push({locale, lang: siteLocale(locale).htmlLang, rel, route: pageUrl(locale, `docs/${rel.replace(/\.md$/, '')}`), at, enAt});
    if (out.length === count) break;
  }
  return out;
}

const SAMPLES = [...samples('ja', 3), ...samples('zh-Hant', 1)];

test("the pages to check exist: translations whose last commit is not their English page's", () => {
  test.skip(shallow, 'a shallow clone has no history to date the pages by');
  expect(SAMPLES.filter((s) => s.locale === 'ja').length, 'no Japanese page was changed apart from its English page').toBeGreaterThan(0);
});

// One page walks the samples (a browser context per page costs more than its checks).
test(`${SAMPLES.map((s) => s.route).join(', ')}: each shows the date of its own file's last commit, in its locale`, async ({page}) => {
  test.skip(shallow, 'a shallow clone has no history to date the pages by');
  for (const s of SAMPLES) {
    await test.step(s.route, async () => {
      await open(page, s.route);
      const time = page.locator('.theme-last-updated time');
      await expect(time).toHaveCount(1);
      const shown = await time.getAttribute('datetime');
      expect(shown, `${s.route} shows the English page's date`).not.toBe(new Date(s.enAt).toISOString());
      expect(shown).toBe(new Date(s.at).toISOString());
      const date = new Intl.DateTimeFormat(s.lang, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(s.at));
      await expect(time).toHaveText(date);
      await expect(page.locator('.theme-last-updated'), `${s.route}: the label`).toContainText(s.locale === 'ja' ? '最終更新' : '更新');
    });
  }
});
