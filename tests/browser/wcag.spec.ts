/**
 * WCAG 2.2 success criteria that axe's score does not see (tests/support/wcag.ts), on the report's sample
 * (accessibility/sample.ts: one page of each kind, and pages drawn from the sitemap per release): visible focus that
 * the sticky navbar never hides (2.4.7, 2.4.11), target size (2.5.8), reflow at 320 CSS px (1.4.10), text spacing
 * (1.4.12), text alternatives (1.1.1), language of parts (3.1.2), contrast where axe cannot look (code tokens, method
 * badges, diagram labels in both colour modes), the accessibility tree (landmarks, headings, control names in the
 * page's language), consistent navigation and help (3.2.3, 3.2.4, 3.2.6, 2.4.5) and status messages (4.1.3).
 * Each test carries the tags of the criteria it verifies (`@wcag-<check>`, accessibility/criteria.yml): the report
 * (tools/accessibility/report.ts) reads their results. Each check also meets a planted defect.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import yaml from 'js-yaml';
import {test, expect, open, settled} from '../support/fixtures';
import {
  contrastProblems,
  diagramContrastProblems,
  focusProblems,
  languageOfPartsProblems,
  reflowProblems,
  targetSizeProblems,
  textAlternativeProblems,
  textSpacingProblems,
} from '../support/wcag';
import {PAGE_KINDS, randomSample} from '../../accessibility/sample.ts';
import {LOCALE_CODES, pageUrl} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';

const RELEASE = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string}).version;
const tags = (...checks: string[]) => ({tag: checks.map((c) => `@wcag-${c}`)});

/** The glossary's proper names (kind: name) and the product's: English words that need no lang="en". */
const NAMES: string[] = (() => {
  const glossary = yaml.load(readFileSync(join(ROOT, 'data/glossary.yml'), 'utf8')) as {terms: {kind?: string; en: string}[]};
  return ['Smart Office', ...glossary.terms.filter((t) => t.kind === 'name').map((t) => t.en)];
})();

const report = (where: string, problems: string[]) => (problems.length ? `${where}:\n  ${problems.join('\n  ')}` : '');

/** Every check that reads the page at desktop width. */
async function desktopProblems(page: Page): Promise<string[]> {
  // Target size first: the focus walk scrolls the page (and the navbar hides on scroll).
  const targets = report('target size', await targetSizeProblems(page));
  return [
    targets,
    report('focus', await focusProblems(page)),
    report('text alternatives', await textAlternativeProblems(page)),
    report('language of parts', await languageOfPartsProblems(page, NAMES)),
    report('contrast', await contrastProblems(page)),
  ].filter(Boolean);
}

/** Every check that reads the page at 320 CSS px. */
async function narrowProblems(page: Page): Promise<string[]> {
  return [report('reflow at 320 px', await reflowProblems(page)), report('text spacing', await textSpacingProblems(page))].filter(Boolean);
}

const DESKTOP = tags('focus', 'target-size', 'text-alternatives', 'language-of-parts', 'contrast');
const NARROW = tags('reflow', 'text-spacing');

/** What stays the same from page to page in a walk over the page kinds: the first page's navbar and footer. */
type Reference = {path: string; navbar: string[]; footer: string[]};

/**
 * The accessibility tree of a page (landmarks, one h1, no skipped heading level, controls named in the page's
 * language) and what stays the same from page to page (navbar, search, footer, in the same order: 3.2.3, 3.2.4, 3.2.6,
 * 2.4.5), against the walk's first page. Read right after the page opens, before the checks that scroll and focus.
 */
async function structureProblems(page: Page, locale: string, path: string, walk: {reference?: Reference}): Promise<string[]> {
  const problems: string[] = [];
  // The search page renders its heading once its script has read the query: give it a moment.
  await page
    .locator('main h1')
    .first()
    .waitFor({state: 'attached', timeout: 5_000})
    .catch(() => undefined);
  const tree = await page.locator('body').ariaSnapshot();
  for (const landmark of ['banner', 'main', 'contentinfo', 'navigation']) {
    if (!new RegExp(`^\\s*- ${landmark}\\b`, 'm').test(tree)) problems.push(`${path}: no ${landmark} landmark`);
  }
  const levels = [...tree.matchAll(/- heading "(?:[^"\\]|\\.)*" \[level=(\d)\]/g)].map((m) => Number(m[1]));
  if (levels.filter((l) => l === 1).length !== 1) problems.push(`${path}: ${levels.filter((l) => l === 1).length} h1 headings (one expected)`);
  levels.forEach((l, i) => i > 0 && l > levels[i - 1] + 1 && problems.push(`${path}: heading level ${levels[i - 1]} is followed by ${l}`));
  if (locale !== 'en') {
    // Buttons and the shell's links are named in the page's language: no English word but names and capitals.
    const english = (name: string) =>
      /[a-z]{3}/.test(name) &&
      /^[\p{ASCII}]+$/u.test(name) &&
      !name
        .split(/[\s/]+/)
        .every((w) => NAMES.some((n) => n.toLowerCase().split(' ').includes(w.toLowerCase())) || /^[A-Z0-9.:⌘+-]+$/.test(w) || /^\d/.test(w));
    const shell = await page.locator('nav.navbar, footer.footer').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    for (const m of tree.matchAll(/- button "((?:[^"\\]|\\.)+)"/g)) if (english(m[1])) problems.push(`${path}: button "${m[1]}" is named in English`);
    for (const text of shell)
      for (const word of text.split(/\s{2,}|\n/)) if (english(word.trim())) problems.push(`${path}: "${word.trim()}" in the navbar or footer is English`);
  }
  const navbar = (await page.locator('nav.navbar .navbar__items > :is(a, div.dropdown > a)').allTextContents()).map((t) => t.trim());
  const footer = (await page.locator('footer.footer a').allTextContents()).map((t) => t.trim());
  if (!(await page.locator('nav.navbar input[type="search"], nav.navbar .navbar__search-input').count()))
    problems.push(`${path}: no search box in the navbar (2.4.5)`);
  const reference = (walk.reference ??= {path, navbar, footer});
  if (navbar.join('|') !== reference.navbar.join('|')) problems.push(`${path}: the navbar differs from ${reference.path}'s (3.2.3)`);
  if (footer.join('|') !== reference.footer.join('|')) problems.push(`${path}: the footer's links differ from ${reference.path}'s (3.2.6)`);
  return problems;
}

const STRUCTURE = tags('aria-structure', 'consistent-help');

// Every page kind in Japanese, both ways: one page walks the kinds at desktop width, another opens each at 320 px (a
// browser context per kind costs more than most checks); a failure names each page with what is wrong on it.
const JA_KINDS = PAGE_KINDS.map(({kind, path}) => ({kind, path: pageUrl('ja', path)}));
test(
  `ja, each page kind (${JA_KINDS.map((k) => k.kind).join(', ')}): the accessibility tree, and navigation and help the same from page to page; focus visible and never under the navbar; targets of 24 px or spaced; English labels marked; contrast`,
  {tag: [...STRUCTURE.tag, ...DESKTOP.tag]},
  async ({page}) => {
    test.setTimeout(30_000 + JA_KINDS.length * 25_000);
    const problems: string[] = [];
    const walk: {reference?: Reference} = {};
    for (const {kind, path} of JA_KINDS) {
      await test.step(kind, async () => {
        await open(page, path);
        problems.push(...(await structureProblems(page, 'ja', path, walk)));
        problems.push(...(await desktopProblems(page)).map((p) => `${kind} (${path}): ${p}`));
      });
    }
    expect(problems).toEqual([]);
  },
);
test(
  `ja, each page kind (${JA_KINDS.map((k) => k.kind).join(', ')}): reflows at 320 px and keeps its text with a reader's text spacing`,
  NARROW,
  async ({page}) => {
    test.setTimeout(30_000 + JA_KINDS.length * 10_000);
    await page.setViewportSize({width: 320, height: 640});
    const problems: string[] = [];
    for (const {kind, path} of JA_KINDS) {
      await test.step(kind, async () => {
        await open(page, path);
        problems.push(...(await narrowProblems(page)).map((p) => `${kind} (${path}): ${p}`));
      });
    }
    expect(problems).toEqual([]);
  },
);

// The other locales' pages of each kind (the shell and the content differ by language), and every locale's random
// sample of this release, drawn from its sitemap.
const SAMPLE = randomSample(RELEASE);
for (const locale of LOCALE_CODES) {
  const kinds = locale === 'ja' ? [] : PAGE_KINDS.map((k) => k.path);
  const paths = [...kinds, ...SAMPLE[locale]].map((p) => pageUrl(locale, p));
  test(
    `${locale}: the pages of each kind${locale === 'ja' ? '' : ' (their accessibility tree, and navigation and help the same from page to page)'} and the random sample of ${RELEASE} (${SAMPLE[locale].join(', ') || 'no build'})`,
    {
      tag: [...(locale === 'ja' ? [] : STRUCTURE.tag), ...DESKTOP.tag, ...NARROW.tag],
    },
    async ({page}) => {
      test.setTimeout(30_000 + paths.length * 10_000);
      expect(SAMPLE[locale].length, `${locale}: the random sample (run npm run build first)`).toBeGreaterThan(0);
      const problems: string[] = [];
      const walk: {reference?: Reference} = {};
      for (const [n, path] of paths.entries()) {
        await page.setViewportSize({width: 1280, height: 900});
        await open(page, path);
        // The kinds' walk (the Japanese one is above): the tree of each, and the shell the same on each.
        if (n < kinds.length) problems.push(...(await structureProblems(page, locale, path, walk)));
        // The focus walk is the slow check: a shorter walk per page here, the full one on the Japanese kinds above.
        const desktop = [report('target size', await targetSizeProblems(page)), report('focus', await focusProblems(page, 15))];
        desktop.push(report('text alternatives', await textAlternativeProblems(page)), report('language of parts', await languageOfPartsProblems(page, NAMES)));
        await page.setViewportSize({width: 320, height: 640});
        problems.push(...[...desktop, ...(await narrowProblems(page))].filter(Boolean).map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
    },
  );
}

test('dark mode: code tokens, method badges and admonitions keep their contrast', tags('contrast'), async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const problems: string[] = [];
  for (const kind of ['doc page with code', 'API operation', 'doc page with a diagram']) {
    const path = pageUrl('ja', PAGE_KINDS.find((k) => k.kind === kind)!.path);
    await open(page, path);
    await settled(page);
    problems.push(...(await contrastProblems(page)).map((p) => `${path}: ${p}`));
  }
  expect(problems).toEqual([]);
});

/** The diagram images of a page (their SVG files). */
async function diagramUrls(page: Page, path: string): Promise<string[]> {
  await open(page, path);
  return page.locator('.so-diagram img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
}

test('diagram labels keep their contrast in light mode and in dark mode (the site inverts the drawing)', tags('contrast'), async ({page}) => {
  const path = pageUrl('ja', PAGE_KINDS.find((k) => k.kind === 'doc page with a diagram')!.path);
  const urls = await diagramUrls(page, path);
  expect(urls.length, `${path}: diagrams`).toBeGreaterThan(0);
  // The dark-mode filter, read from the page (src/components/Diagram/styles.module.css).
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  const filter = await page
    .locator('.so-diagram img')
    .first()
    .evaluate((img) => getComputedStyle(img).filter);
  const invert = Number(/invert\(([\d.]+)\)/.exec(filter)?.[1] ?? 0);
  const hueRotate = Number(/hue-rotate\(([\d.]+)deg\)/.exec(filter)?.[1] ?? 0);
  expect(invert, `${path}: the dark-mode filter of diagrams (${filter})`).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    problems.push(...(await diagramContrastProblems(page, null)).map((p) => `${url} (light): ${p}`));
    problems.push(...(await diagramContrastProblems(page, {invert, hueRotate})).map((p) => `${url} (dark): ${p}`));
  }
  expect(problems).toEqual([]);
});

test('the search page announces its count of results (a status region, there before the results)', tags('status-messages'), async ({page}) => {
  const path = pageUrl('ja', 'search?q=%E4%BC%9A%E8%AD%B0%E5%AE%A4');
  await open(page, path);
  const status = page.locator('main [role="status"]');
  await expect(status, `${path}: the count of results is in a status region`).toContainText(/\d/, {timeout: 15_000});
  const input = page.locator('main input[type="search"]');
  await input.fill('来訪者');
  await expect(status, `${path}: the status region holds the new count`).toContainText(/\d/);
});

// Planted defects: each check reports what it is there to find.
test('planted defects: a focus under the navbar, a 16 px target, an English label without lang, a diagram without a name', async ({page}) => {
  const path = pageUrl('ja', PAGE_KINDS[1].path);
  await open(page, path);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    // A control that stays under the sticky navbar however the page scrolls.
    const hidden = document.createElement('a');
    hidden.href = '#planted';
    hidden.textContent = 'planted';
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
    hidden.style.cssText = `position: fixed; top: ${navbar.top + 10}px; left: 50%; z-index: 1; outline: 2px solid red`;
    document.body.prepend(hidden);
    // Two 16 px buttons side by side.
    const box = document.createElement('div');
    box.style.display = 'flex';
    box.innerHTML = '<button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button>';
    main.prepend(box);
    const label = document.createElement('p');
    label.innerHTML = '<strong>Boot on source</strong>を選びます。';
    main.prepend(label);
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('width', '200');
    svg.setAttribute('height', '100');
    main.prepend(svg);
  });
  expect((await focusProblems(page, 3)).join('\n'), 'focus check').toMatch(/planted.*hidden under the sticky navbar/);
  expect((await targetSizeProblems(page)).join('\n'), 'target size check').toMatch(/button "a" at [\d,-]+ is 16 x 16 px/);
  expect((await languageOfPartsProblems(page, NAMES)).join('\n'), 'language check').toMatch(/Boot on source.*without lang="en"/);
  expect((await textAlternativeProblems(page)).join('\n'), 'text alternative check').toMatch(/svg: a diagram with no text alternative/);
});

test('planted defects: a line too wide for 320 px, text cut off with wider spacing', async ({page}) => {
  await page.setViewportSize({width: 320, height: 640});
  const path = pageUrl('ja', PAGE_KINDS[1].path);
  await open(page, path);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const wide = document.createElement('div');
    wide.id = 'planted-wide';
    wide.style.cssText = 'width: 600px; flex: none';
    wide.textContent = 'wide';
    main.prepend(wide);
    const clip = document.createElement('div');
    clip.id = 'planted-clip';
    clip.style.cssText = 'flex: none; width: 280px; height: 16px; overflow: hidden; font-size: 14px; line-height: 16px';
    clip.textContent = '会議室を予約します。';
    main.prepend(clip);
  });
  expect((await reflowProblems(page)).join('\n'), 'reflow check').toMatch(/planted-wide/);
  expect((await textSpacingProblems(page)).join('\n'), 'text spacing check').toMatch(/planted-clip/);
});

test('planted defect: a low-contrast code token in dark mode', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const path = pageUrl('ja', PAGE_KINDS.find((k) => k.kind === 'doc page with code')!.path);
  await open(page, path);
  await page.addStyleTag({content: '[data-theme="dark"] pre code .token { color: #3a3a3a !important; }'});
  await settled(page);
  expect((await contrastProblems(page)).join('\n'), 'contrast check').toMatch(/code token .*contrast [\d.]+:1, needs 4.5:1/);
});
