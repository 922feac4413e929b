#!/usr/bin/env node
// The question sets (tests/search-eval/) typed into the search page of a served build, as a reader sees the
// results: the pages it lists, compared with the answers. Slower than search-quality.ts (about 1 s a question)
// but engine-independent: it measured the search before issue 25 for the closing note's "before" figures.
// `node tools/bench/search-browser-eval.ts [--build DIR] [--set heldout]`
import {chromium} from 'playwright-core';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from '../jiti.ts';
import {startNginx} from '../nginx-harness.ts';

// The answer ids the question sets use, as the Node measurements derive them.
const {pageId} = createJiti(fileURLToPath(import.meta.url))('../../tests/search-eval/evaluate.ts');

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const opt = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const buildDir = opt('--build');
const only = opt('--set');
const load = (f) => JSON.parse(readFileSync(join(here, '../../tests/search-eval', f), 'utf8'));

const server = await startNginx(buildDir ? {buildDir} : {});
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await browser.newPage();
async function pagesFor(locale, q) {
  await page.goto(`${server.baseUrl}/help/${locale}/search?q=${encodeURIComponent(q)}`);
  const links = page.locator('article[class*="searchResultItem"] h2 a');
  await links
    .first()
    .waitFor({timeout: 8000})
    .catch(() => undefined);
  const paths = await links.evaluateAll((/** @type {HTMLAnchorElement[]} */ as) => as.map((a) => a.pathname));
  return [...new Set(paths.map(pageId))].slice(0, 8);
}
const sets = [
  ['jp', 'ja.json'],
  ['zh', 'zh.json'],
];
const regression = load('regression.json');
for (const [locale, file] of sets) {
  const groups = {};
  for (const q of load(file)) (groups[`${locale} ${q.set === 'heldout' ? 'HELD-OUT' : 'tune'} ${q.kind}s`] ??= []).push(q);
  groups[`${locale} regression`] = regression[locale === 'jp' ? 'ja' : 'zh'];
  if (locale === 'jp') groups['jp issue examples'] = load('issue.json');
  for (const [name, questions] of Object.entries(groups)) {
    if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
    let r8 = 0,
      t3 = 0,
      rr = 0,
      none = 0;
    for (const q of questions) {
      const pages = await pagesFor(locale, q.q);
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
