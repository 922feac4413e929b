/**
 * WCAG 2.2 success criteria that axe's score does not see (tests/support/wcag.ts), on the representative page of each
 * page kind: visible focus that the sticky navbar never hides (2.4.7, 2.4.11), target size (2.5.8), reflow at 320 CSS
 * px (1.4.10), text spacing (1.4.12), text alternatives of images and diagrams (1.1.1), language of parts (3.1.2).
 * Each check also meets a planted defect, so that a check that can no longer fail is seen.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {test, expect, open} from '../support/fixtures';
import {focusProblems, languageOfPartsProblems, reflowProblems, targetSizeProblems, textAlternativeProblems, textSpacingProblems} from '../support/wcag';
import {pageUrl} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';

/** One page of each kind (WAIC's representative pages), Japanese. */
const KINDS: Record<string, string> = {
  home: pageUrl('ja'),
  'doc page with a diagram': pageUrl('ja', 'docs/management-console/introduction'),
  'doc page with code': pageUrl('ja', 'docs/installation/server-installation/linux-server/basic'),
  'doc page with English device labels': pageUrl('ja', 'docs/installation/player-installation/philip-room-display'),
  'release notes': pageUrl('ja', 'release-notes'),
  'release note': pageUrl('ja', 'release-notes/2024/05/31/release-note'),
  'API overview': pageUrl('ja', 'external-api/'),
  'API operation': pageUrl('ja', 'external-api/reference/get-building'),
  search: pageUrl('ja', 'search?q=%E4%BC%9A%E8%AD%B0%E5%AE%A4'),
};

/** The glossary's proper names (kind: name) and the product's: English words that need no lang="en". */
const NAMES: string[] = (() => {
  const glossary = parse(readFileSync(join(ROOT, 'data/glossary.yml'), 'utf8')) as {terms: {kind?: string; en: string}[]};
  return ['Smart Office', ...glossary.terms.filter((t) => t.kind === 'name').map((t) => t.en)];
})();

const report = (where: string, problems: string[]) => (problems.length ? `${where}:\n  ${problems.join('\n  ')}` : '');

for (const [kind, path] of Object.entries(KINDS)) {
  test(`${kind} (${path}): focus visible and never under the navbar; targets of 24 px or spaced; English labels marked`, async ({page}) => {
    await open(page, path);
    // Target size first: the focus walk scrolls the page (and the navbar hides on scroll).
    const targets = report('target size', await targetSizeProblems(page));
    const problems = [
      targets,
      report('focus', await focusProblems(page)),
      report('text alternatives', await textAlternativeProblems(page)),
      report('language of parts', await languageOfPartsProblems(page, NAMES)),
    ].filter(Boolean);
    expect(problems, `${path}`).toEqual([]);
  });

  test(`${kind} (${path}): reflows at 320 px and keeps its text with a reader's text spacing`, async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await open(page, path);
    const problems = [report('reflow at 320 px', await reflowProblems(page)), report('text spacing', await textSpacingProblems(page))].filter(Boolean);
    expect(problems, `${path}`).toEqual([]);
  });
}

// Planted defects: each check reports what it is there to find.
test('planted defects: a focus under the navbar, a 16 px target, an English label without lang, a diagram without a name', async ({page}) => {
  const path = KINDS['doc page with a diagram'];
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
    // A 16 px button next to another.
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
  const path = KINDS['doc page with a diagram'];
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
