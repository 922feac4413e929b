/**
 * Pages as Markdown (issue 19), as an AI assistant and a reader get them from nginx:
 * - llms.txt of each locale lists every doc of the current release, no other, under its section's heading in the
 *   sections' order, with the page's title and description, then the API section (the overview first; its OpenAPI
 *   file and operation twins are checked in tests/browser/api-download.spec.ts), and every URL answers;
 * - every doc of every locale and docs version has a Markdown twin at its URL plus `.md`: text/markdown with utf-8,
 *   the title first, no MDX left, every list item, table row and code block of the source still there, and the
 *   required roles, menu paths and product name written out in the page's language;
 * - llms-full.txt holds every listed page with its URL;
 * - the copy button puts the page's Markdown on the clipboard, the link points at the twin, both in the page's
 *   language; the API operation pages have them too (their twin is written from the API description), the generated
 *   schema pages have neither.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, open} from '../support/fixtures';
import {listPages, dirOf, root, ARCHIVED_VERSIONS, type Kind, type LocaleDir} from '../support/content';
import {PRODUCT_NAME} from '../../src/constants/product';
import sectionsData from '../../data/sections.json';
import roles from '../../data/roles.json';
import matter from 'gray-matter';

type Node = {
  type: string;
  name?: string;
  value?: string;
  ordered?: boolean | null;
  lang?: string | null;
  attributes?: {name: string; value?: unknown}[];
  children?: Node[];
};

const PREFIX: Record<LocaleDir, string> = {en: '/help/', jp: '/help/jp/', zh: '/help/zh/'};
const ROLE_LOCALE: Record<LocaleDir, string> = {en: 'en', jp: 'ja', zh: 'zh-Hant'};
const LOCALE_DIRS: LocaleDir[] = ['en', 'jp', 'zh'];

/** UI strings of a locale (code.json), English from the components' defaults. */
function uiString(locale: LocaleDir, id: string, english: string): string {
  if (locale === 'en') return english;
  const code = JSON.parse(readFileSync(join(root, `i18n/${locale}/code.json`), 'utf8')) as Record<string, {message: string}>;
  return code[id]?.message ?? english;
}

function sectionLabel(locale: LocaleDir, english: string): string {
  if (locale === 'en') return english;
  const navbar = JSON.parse(readFileSync(join(root, `i18n/${locale}/docusaurus-theme-classic/navbar.json`), 'utf8')) as Record<string, {message: string}>;
  return navbar[`item.label.${english}`]?.message ?? english;
}

let parsers: {mdx: (s: string) => Node; md: (s: string) => Node} | undefined;
async function getParsers() {
  if (!parsers) {
    const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkGfm}, {default: remarkDirective}] =
      await Promise.all([import('unified'), import('remark-parse'), import('remark-mdx'), import('remark-gfm'), import('remark-directive')]);
    const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
    const md = unified().use(remarkParse).use(remarkGfm);
    parsers = {mdx: (s) => mdx.parse(s) as unknown as Node, md: (s) => md.parse(s) as unknown as Node};
  }
  return parsers;
}

/** The page body as MDX sees it: no front matter, no heading ids (Docusaurus removes both first). */
const mdxBody = (source: string) =>
  matter(source).content.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#[^}\s]+\}[ \t]*$/gm, '$1');

function walk(node: Node, visit: (n: Node, parent?: Node) => void, parent?: Node) {
  visit(node, parent);
  for (const c of node.children ?? []) walk(c, visit, node);
}

/** What no step, row or example may lose between a page and its twin. */
function counts(tree: Node) {
  const c = {orderedItems: 0, listItems: 0, tableRows: 0, codeBlocks: 0, mermaid: 0};
  walk(tree, (n, parent) => {
    if (n.type === 'listItem') {
      c.listItems++;
      if (parent?.ordered) c.orderedItems++;
    }
    if (n.type === 'tableRow') c.tableRows++;
    if (n.type === 'code') {
      c.codeBlocks++;
      if (n.lang === 'mermaid') c.mermaid++;
    }
  });
  return c;
}

const jsxAttr = (n: Node, name: string): unknown => {
  const v = n.attributes?.find((a) => a.name === name)?.value;
  if (v === undefined || typeof v === 'string') return v;
  // The page's own literal (`{['a', `b`]}`), evaluated as JavaScript: independent of the converter's reading of it.
  return new Function(`return (${(v as {value: string}).value});`)() as unknown;
};

/** Text of the prose of a Markdown tree: no code, so `{...}` or `<Tag>` inside examples is not MDX left over. */
function proseOf(tree: Node): string {
  const out: string[] = [];
  walk(tree, (n) => {
    if (n.type === 'text' || n.type === 'html') out.push(n.value ?? '');
  });
  return out.join('\n');
}

type Doc = {kind: Kind; locale: LocaleDir; rel: string; source: string; title: string; description: string; path: string};

function docsOf(kind: Kind, locale: LocaleDir): Doc[] {
  const version = kind === 'docs' ? '' : `${kind.slice('docs@'.length)}/`;
  return listPages(kind, locale).map((rel) => {
    const source = readFileSync(join(root, dirOf(kind, locale), rel), 'utf8');
    const {data} = matter(source);
    return {
      kind,
      locale,
      rel,
      source,
      title: String(data.title),
      description: String(data.description ?? ''),
      path: `${PREFIX[locale]}docs/${version}${rel.replace(/\.mdx?$/, '')}`,
    };
  });
}

function apiOverview(locale: LocaleDir): Doc {
  const file = locale === 'en' ? 'external-api/index.md' : `i18n/${locale}/docusaurus-plugin-content-docs-external-api/current/index.md`;
  const source = readFileSync(join(root, file), 'utf8');
  const {data} = matter(source);
  return {kind: 'docs', locale, rel: file, source, title: String(data.title), description: String(data.description ?? ''), path: `${PREFIX[locale]}external-api/`};
}

const twinPath = (path: string) => (path.endsWith('/') ? `${path}index.md` : `${path}.md`);

/** `- [Title](url): description` lines of llms.txt under their `## Section` heading. */
function parseLlmsTxt(text: string) {
  const sections: {label: string; entries: {title: string; path: string; description: string}[]}[] = [];
  const stray: string[] = [];
  for (const line of text.split('\n')) {
    const h = /^## (.+)$/.exec(line);
    if (h) sections.push({label: h[1], entries: []});
    const e = /^- \[((?:[^\]\\]|\\.)*)\]\(([^)\s]+)\)(?:: (.*))?$/.exec(line);
    if (e) {
      const entry = {title: e[1].replace(/\\([[\]])/g, '$1'), path: new URL(e[2]).pathname, description: e[3] ?? ''};
      if (sections.length) sections[sections.length - 1].entries.push(entry);
      else stray.push(line);
    }
  }
  return {sections, stray};
}

for (const locale of LOCALE_DIRS) {
  const prefix = PREFIX[locale];

  test(`${prefix}llms.txt lists every current doc of ${locale}, by section, then the API overview, and its URLs answer`, async ({request}) => {
    const res = await request.get(`${prefix}llms.txt`);
    expect(res.status(), `${prefix}llms.txt`).toBe(200);
    expect(res.headers()['content-type'], `${prefix}llms.txt content type`).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('# '), `${prefix}llms.txt starts with the site's title`).toBe(true);
    const {sections, stray} = parseLlmsTxt(text);
    expect(stray, `${prefix}llms.txt: entries before any section`).toEqual([]);

    const docs = docsOf('docs', locale);
    const expected = sectionsData.sections
      .map((s) => ({label: sectionLabel(locale, s.label), docs: docs.filter((d) => d.rel.startsWith(`${s.dir}/`))}))
      .filter((s) => s.docs.length);
    const api = apiOverview(locale);
    expect(sections.map((s) => s.label), `${prefix}llms.txt: section headings in the sections' order, then the API`).toEqual([
      ...expected.map((s) => s.label),
      expect.any(String),
    ]);
    const problems: string[] = [];
    for (const [i, section] of expected.entries()) {
      const got = new Map(sections[i].entries.map((e) => [e.path, e]));
      for (const doc of section.docs) {
        const e = got.get(twinPath(doc.path));
        if (!e) problems.push(`${doc.path}: missing from "## ${section.label}"`);
        else {
          if (e.title !== doc.title) problems.push(`${doc.path}: title "${e.title}", the page says "${doc.title}"`);
          if (e.description !== doc.description) problems.push(`${doc.path}: description "${e.description}", the page says "${doc.description}"`);
        }
        got.delete(twinPath(doc.path));
      }
      for (const extra of got.keys()) problems.push(`${extra}: listed under "## ${section.label}" but not a doc of that section`);
    }
    const apiEntries = sections[sections.length - 1].entries;
    if (apiEntries[0]?.path !== twinPath(api.path) || apiEntries[0]?.title !== api.title) {
      problems.push(`the API section should start with the overview ${twinPath(api.path)} "${api.title}": ${JSON.stringify(apiEntries[0])}`);
    }
    const all = sections.flatMap((s) => s.entries);
    for (const e of all) {
      if (/\/docs\/\d+\.\d+\//.test(e.path)) problems.push(`${e.path}: an archived version's page is listed`);
      const r = await request.get(e.path);
      if (r.status() !== 200) problems.push(`${e.path}: answers ${r.status()}`);
      // Pages are Markdown; the API section also lists the OpenAPI description, a YAML file.
      else if (!r.headers()['content-type']?.startsWith(e.path.endsWith('.md') ? 'text/markdown' : 'application/yaml')) problems.push(`${e.path}: ${r.headers()['content-type']}`);
    }
    expect(problems, `${prefix}llms.txt`).toEqual([]);
    expect(sections.slice(0, -1).flatMap((s) => s.entries).length, `${prefix}llms.txt: number of doc entries`).toBe(docs.length);
  });

  test(`${prefix}llms-full.txt holds every page of ${prefix}llms.txt with its URL`, async ({request}) => {
    const [index, full] = await Promise.all([request.get(`${prefix}llms.txt`), request.get(`${prefix}llms-full.txt`)]);
    expect(full.status(), `${prefix}llms-full.txt`).toBe(200);
    expect(full.headers()['content-type'], `${prefix}llms-full.txt content type`).toBe('text/plain; charset=utf-8');
    const text = await full.text();
    // Every listed page; the OpenAPI description listed beside them is a file, not a page.
    const entries = parseLlmsTxt(await index.text()).sections.flatMap((s) => s.entries).filter((e) => e.path.endsWith('.md'));
    const parts = text.split(/\n---\n\n/).slice(1);
    expect(parts.length, `${prefix}llms-full.txt: one part per listed page`).toBe(entries.length);
    const problems: string[] = [];
    for (const [i, e] of entries.entries()) {
      const pagePath = e.path.replace(/index\.md$/, '').replace(/\.md$/, '');
      if (!parts[i].startsWith(`# ${e.title}\n\nURL: `)) problems.push(`part ${i + 1}: does not start with "# ${e.title}" and its URL`);
      else if (new URL(/^URL: (\S+)/m.exec(parts[i])![1]).pathname !== pagePath) problems.push(`part ${i + 1}: URL is not ${pagePath}`);
    }
    expect(problems, `${prefix}llms-full.txt`).toEqual([]);
  });

  for (const kind of ['docs', ...ARCHIVED_VERSIONS.map((v) => `docs@${v}`)] as Kind[]) {
    test(`every ${kind} page of ${locale} has a Markdown twin with its title, steps, rows and components as text`, async ({request}) => {
      test.setTimeout(120_000);
      const {mdx, md} = await getParsers();
      const docs = [...docsOf(kind, locale), ...(kind === 'docs' ? [apiOverview(locale)] : [])];
      expect(docs.length, `${kind} pages of ${locale}`).toBeGreaterThan(0);
      const rolesLabel = uiString(locale, 'component.requiredRoles.label', 'Required roles');
      const menuLabel = uiString(locale, 'component.menuPath.label', 'Where to find it');
      const problems: string[] = [];
      for (const doc of docs) {
        const url = twinPath(doc.path);
        const res = await request.get(url);
        if (res.status() !== 200) {
          problems.push(`${url}: answers ${res.status()}`);
          continue;
        }
        const type = res.headers()['content-type'];
        if (type !== 'text/markdown; charset=utf-8') problems.push(`${url}: content type ${type}`);
        const twin = await res.text();
        if (!twin.startsWith(`# ${doc.title}\n`)) problems.push(`${url}: does not start with "# ${doc.title}"`);
        const source = mdx(mdxBody(doc.source));
        const tree = md(twin);
        const want = counts(source);
        const got = counts(tree);
        for (const key of Object.keys(want) as (keyof typeof want)[]) {
          if (got[key] !== want[key]) problems.push(`${url}: ${got[key]} ${key}, the page has ${want[key]}`);
        }
        // No MDX left: no import/export lines, none of our components' tags, no {expressions}, no ::: directives.
        const text = proseOf(tree);
        if (/^(import|export)\s/m.test(text)) problems.push(`${url}: an import or export line`);
        const tag = /<\/?(ProductName|RequiredRoles|MenuPath|Tabs|TabItem)\b/.exec(text);
        if (tag) problems.push(`${url}: JSX ${tag[0]}`);
        const expr = /\{[^}\n]*\}/.exec(text);
        if (expr) problems.push(`${url}: expression ${expr[0]}`);
        if (/^:::/m.test(text)) problems.push(`${url}: an admonition left as :::`);
        // The components as readable text in the page's language.
        let productNames = 0;
        walk(source, (n) => {
          if (n.type !== 'mdxJsxFlowElement' && n.type !== 'mdxJsxTextElement') return;
          if (n.name === 'ProductName') productNames++;
          if (n.name === 'RequiredRoles') {
            const names = (jsxAttr(n, 'roles') as string[]).map((k) => (roles as unknown as Record<string, Record<string, string>>)[k][ROLE_LOCALE[locale]]);
            const line = twin.split('\n').find((l) => l.startsWith(`**${rolesLabel}`) && names.every((name) => l.includes(name)));
            if (!line) problems.push(`${url}: no "${rolesLabel}" line naming ${names.join(', ')}`);
          }
          if (n.name === 'MenuPath') {
            const items = jsxAttr(n, 'items') as string[];
            const line = twin.split('\n').find((l) => l.includes(`**${menuLabel}`) && l.includes(items.join(' › ')));
            if (!line) problems.push(`${url}: no "${menuLabel}" line with ${items.join(' › ')}`);
          }
        });
        const named = twin.split(PRODUCT_NAME).length - 1;
        if (named < productNames) problems.push(`${url}: names ${PRODUCT_NAME} ${named} times, the page ${productNames} times`);
      }
      expect(problems, `Markdown twins of ${kind} (${locale})`).toEqual([]);
    });
  }

  test(`${prefix}: the copy button puts the page's Markdown on the clipboard; the link opens the twin`, async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = `${prefix}docs/management-console/introduction`;
    await open(page, path);
    const button = page.locator('[data-markdown-copy]');
    const link = page.locator('a[data-markdown-link]');
    await expect(button, `${path}: the copy button`).toHaveText(uiString(locale, 'markdownActions.copy', 'Copy as Markdown'));
    await expect(link, `${path}: the link to the twin`).toHaveText(uiString(locale, 'markdownActions.view', 'View as Markdown'));
    await expect(link, `${path}: the link to the twin`).toHaveAttribute('href', `${path}.md`);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]'), `${path}: <link rel="alternate">`).toHaveAttribute('href', `${path}.md`);
    // Beside the title: on the title's line, in the page's main column.
    const [b, h1] = await Promise.all([button.boundingBox(), page.locator('article h1').first().boundingBox()]);
    expect(b && h1 && b.y < h1.y + h1.height && b.y + b.height > h1.y, `${path}: the button is beside the title`).toBe(true);

    const twin = await (await request.get(`${path}.md`)).text();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await button.click();
    await expect(page.getByRole('status').filter({hasText: uiString(locale, 'markdownActions.copied', 'Copied')})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied, `${path}: the clipboard holds the page's Markdown`).toBe(twin);
  });
}

test('the API overview and operation pages have the copy button and the link to their twin; schema pages have none', async ({page}) => {
  await open(page, '/help/jp/external-api/');
  await expect(page.locator('a[data-markdown-link]')).toHaveAttribute('href', '/help/jp/external-api/index.md');
  await open(page, '/help/jp/external-api/reference/get-building');
  await expect(page.locator('a[data-markdown-link]'), 'an operation page links its twin').toHaveAttribute('href', '/help/jp/external-api/reference/get-building.md');
  await expect(page.locator('[data-markdown-copy]'), 'an operation page has the copy button').toHaveCount(1);
  await open(page, '/help/jp/external-api/reference/schemas/building');
  await expect(page.locator('article h1').first()).toBeVisible();
  await expect(page.locator('[data-markdown-copy]'), 'a schema page has no Markdown twin').toHaveCount(0);
});

test('nginx: an unknown .md answers the locale 404, dotted names stay refused, twins are compressed and revalidated', async ({request}) => {
  for (const prefix of Object.values(PREFIX)) {
    const res = await request.get(`${prefix}docs/no-such-page.md`);
    expect(res.status(), `${prefix}docs/no-such-page.md`).toBe(404);
    expect(res.headers()['content-type'], `${prefix}docs/no-such-page.md`).toContain('text/html');
    const lang = prefix === '/help/jp/' ? 'ja' : prefix === '/help/zh/' ? 'zh-Hant' : 'en';
    expect(await res.text(), `${prefix}docs/no-such-page.md: the locale's not-found page`).toMatch(new RegExp(`<html[^>]*\\blang="?${lang}"?[\\s>]`));
    for (const refused of [`${prefix}docs/.hidden.md`, `${prefix}.git/x.md`, `${prefix}docs/management-console/introduction.md~`]) {
      expect((await request.get(refused)).status(), refused).toBe(404);
    }
  }
  for (const path of ['/help/jp/docs/management-console/introduction.md', '/help/zh/llms.txt', '/help/llms-full.txt']) {
    const res = await request.get(path, {headers: {'Accept-Encoding': 'gzip'}});
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-encoding'], `${path}: gzip`).toBe('gzip');
    expect(res.headers()['cache-control'], `${path}: revalidated like a page`).toBe('no-cache');
    expect(res.headers()['x-content-type-options'], `${path}: nosniff`).toBe('nosniff');
  }
});
