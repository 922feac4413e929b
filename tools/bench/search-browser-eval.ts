#!/usr/bin/env node
// The question sets (tests/search-eval/) typed into the search page of a served build, as a reader sees the
// results: the pages it lists, compared with the answers. Slower than search-quality.ts (about 1 s a question)
// but independent of the engine: it measures any build, one made with another search engine included, for a
// before/after.
// `node tools/bench/search-browser-eval.ts [--build DIR] [--set heldout]`
import {chromium} from 'playwright-core';
import {join, resolve} from 'node:path';
import {loadSet, pageId, type EvalQuestion} from '../../tests/search-eval/evaluate.ts';
import {pageUrl, siteLocale, type SearchLanguage} from '../../site/locales.ts';
import {BUILD_DIR, ROOT} from '../../site/paths.ts';
import {checkBuild, preflight, requireChromium, requireNginx, SetupError, startNginx} from '../nginx-harness.ts';
import {BENCH_LOCALES} from './search-quality.ts';

const args = process.argv.slice(2);
const opt = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const {buildDir, only, executablePath} = preflight('search-browser-eval', () => {
  for (const name of ['--build', '--set']) {
    if (args.includes(name) && !opt(name)) throw new SetupError(`${name} takes a value: node tools/bench/search-browser-eval.ts [--build DIR] [--set heldout]`);
  }
  const dir = resolve(opt('--build') ?? join(ROOT, BUILD_DIR));
  checkBuild(dir, {locales: BENCH_LOCALES});
  const executablePath = requireChromium();
  requireNginx();
  return {buildDir: dir, only: opt('--set'), executablePath};
});

const server = await startNginx({buildDir});
const browser = await chromium.launch({executablePath, args: ['--no-sandbox']});
const page = await browser.newPage();
async function pagesFor(searchPage: string, q: string): Promise<string[]> {
  await page.goto(`${server.baseUrl}${searchPage}?q=${encodeURIComponent(q)}`);
  const links = page.locator('article[class*="searchResultItem"] h2 a');
  await links
    .first()
    .waitFor({timeout: 8000})
    .catch(() => undefined);
  const paths = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  return [...new Set(paths.map(pageId))].slice(0, 8);
}
// regression.json: the questions of each search language, {"ja": [...], "zh": [...]}.
const regression = loadSet('regression.json') as unknown as Record<SearchLanguage, EvalQuestion[]>;
for (const code of BENCH_LOCALES) {
  const {urlFolder: label, searchLanguages} = siteLocale(code);
  const language = searchLanguages[0];
  const groups: Record<string, EvalQuestion[]> = {};
  for (const q of loadSet(`${language}.json`)) (groups[`${label} ${q.set === 'heldout' ? 'HELD-OUT' : 'tune'} ${q.kind}s`] ??= []).push(q);
  groups[`${label} regression`] = regression[language];
  if (code === 'ja') groups[`${label} issue examples`] = loadSet('issue.json');
  for (const [name, questions] of Object.entries(groups)) {
    if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
    let r8 = 0,
      t3 = 0,
      rr = 0,
      none = 0;
    for (const q of questions) {
      const pages = await pagesFor(pageUrl(code, 'search'), q.q);
      const at = pages.findIndex((p) => q.answers.includes(p));
      if (pages.length === 0) none += 1;
      if (at >= 0) {
        r8 += 1;
        rr += 1 / (at + 1);
        if (at < 3) t3 += 1;
      }
    }
    const n = questions.length;
    console.log(
      `${name.padEnd(28)} n=${n}  recall@8 ${((100 * r8) / n).toFixed(1)} %  top-3 ${((100 * t3) / n).toFixed(1)} %  MRR ${(rr / n).toFixed(3)}  no results ${none}`,
    );
  }
}
await browser.close();
await server.stop();
