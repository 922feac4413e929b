/**
 * No English UI string in /help/jp or /help/zh: the chrome of every page template (navbar, sidebar, breadcrumbs,
 * table of contents, pagination, footer, search, blog, 404) is checked for leftover English words.
 */
import {pageUrl, TRANSLATED_LOCALES} from '../../site/locales.ts';
import {test, expect, open} from '../support/fixtures';

// Words that are the same in every locale: names, abbreviations, the version.
const ALLOWED =
  /Smart Office|Outlook|iOS|iPhone|API|RSS|REST|IoT|Ctrl|ctrl|Microsoft 365|Google Workspace|Linux|Windows|Server|Docker|AWS|Azure|Minew|Qbic|Zoom|SMS|FAQ|QR|English|日本語|繁體中文|\b[A-Z]\b/g;

const TEMPLATES = [
  ['home', ''],
  ['doc page', 'docs/management-console/introduction'],
  ['release notes list', 'release-notes'],
  ['release notes archive', 'release-notes/archive'],
  ['markdown page', 'markdown-page'],
  ['search page', 'search?q=%E8%A8%AD%E5%AE%9A'],
] as const;

// One test per locale walks its templates in one page (a browser context per template costs more than its check); a
// failure names each page with the English words left on it.
for (const {code, urlFolder} of TRANSLATED_LOCALES) {
  test(`${urlFolder}: ${TEMPLATES.map(([name]) => name).join(', ')}: no English UI text`, async ({page}) => {
    const found: Record<string, string[]> = {};
    for (const [name, path] of TEMPLATES) {
      await open(page, pageUrl(code, path));
      const chrome = await page.evaluate(() => {
        const parts: string[] = [];
        const selectors = [
          'nav.navbar',
          'footer',
          '.theme-doc-sidebar-container',
          '.theme-doc-breadcrumbs',
          '.theme-doc-toc-desktop',
          '.pagination-nav',
          '.theme-announcement-bar',
          '.blog-sidebar',
          'main time',
          '.navbar-sidebar',
          '.theme-doc-footer',
          '[class*="searchPage"]',
        ];
        for (const sel of selectors) document.querySelectorAll(sel).forEach((el) => parts.push((el as HTMLElement).innerText));
        document.body.querySelectorAll('[aria-label], [placeholder], [title]').forEach((el) => {
          for (const attr of ['aria-label', 'placeholder', 'title']) {
            const v = el.getAttribute(attr);
            if (v) parts.push(v);
          }
        });
        return parts.join('\n');
      });
      const leftovers = (chrome.replace(ALLOWED, ' ').match(/[A-Za-z]{3,}(?:\s+[A-Za-z]{2,})*/g) ?? []).filter((w) => !/^(?:http|www)/.test(w));
      if (leftovers.length) found[`${name} (${pageUrl(code, path)})`] = leftovers;
    }
    expect(found, `${urlFolder}: English UI text, by page`).toEqual({});
  });
}
