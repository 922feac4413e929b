/**
 * Pages as Markdown, as an AI assistant gets them: the files the build wrote (read through built-site.ts)
 * and what nginx answers for them (one request per URL, status and headers):
 * - llms.txt of each locale lists every doc of the current release, no other, under its section's heading in the
 *   sections' order, with the page's title and description, then the API section (the overview first; its OpenAPI
 *   file and operation twins are checked in tests/site/api-download.test.ts), and every URL answers;
 * - every doc of every locale and docs version has a Markdown twin at its URL plus `.md`: text/markdown with utf-8,
 *   the title first, no MDX left, every list item, table row and code block of the source still there, and the
 *   required roles, menu paths and product name written out in the page's language;
 * - llms-full.txt holds every listed page with its URL;
 * - nginx answers an unknown `.md` with the locale's not-found page, refuses dotted names, compresses and revalidates
 *   the twins.
 * The copy button and the link to the twin (a browser's clipboard and layout) are tests/browser/markdown-twins.spec.ts.
 */
import {readFrontMatter} from '../../tools/content/front-matter.ts';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {contentDir, type DocsVersion} from '../../site/content.ts';
import {pageUrl} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {PRODUCT_NAME} from '../../site/product.ts';
import {docPages, docsName, docsRoute, DOCS_VERSIONS, readDocPage} from '../support/doc-pages';
import {navbarLabel, uiString} from '../support/translations';
import sectionsData from '../../data/sections.json';
import roles from '../../data/roles.json';
import {BUILT_LOCALES, fileForPath, isBuilt, textOf, type BuiltLocale} from './built-site';
import {get, inParallel, type Answer} from './served';

type Node = {
  type: string;
  name?: string;
  value?: string;
  ordered?: boolean | null;
  lang?: string | null;
  attributes?: {name: string; value?: unknown}[];
  children?: Node[];
};

/** The page's source as MDX reads it, and a twin as plain Markdown: the checks' one Markdown reader (tools/content/). */
async function getParsers(): Promise<{mdx: (s: string) => Node; md: (s: string) => Node}> {
  const {parseMdx, parseGfm} = await import('../../tools/content/markdown.ts');
  return {mdx: (s) => parseMdx(s) as unknown as Node, md: (s) => parseGfm(s) as unknown as Node};
}

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

type Doc = {version: DocsVersion; locale: BuiltLocale; rel: string; source: string; title: string; description: string; path: string};

function docsOf(version: DocsVersion, l: BuiltLocale): Doc[] {
  return docPages(l.code, version).map((rel) => {
    const source = readDocPage(l.code, version, rel);
    const {data} = readFrontMatter(source, rel);
    return {
      version,
      locale: l,
      rel,
      source,
      title: String(data.title),
      description: String(data.description ?? ''),
      path: `${l.baseUrl}${docsRoute(version)}${rel.replace(/\.mdx?$/, '')}`,
    };
  });
}

function apiOverview(l: BuiltLocale): Doc {
  const file = `${contentDir('api', l.code)}/index.md`;
  const source = readFileSync(join(ROOT, file), 'utf8');
  const {data} = readFrontMatter(source, file);
  return {
    version: 'current',
    locale: l,
    rel: file,
    source,
    title: String(data.title),
    description: String(data.description ?? ''),
    path: `${l.baseUrl}external-api/`,
  };
}

const twinPath = (path: string): string => (path.endsWith('/') ? `${path}index.md` : `${path}.md`);

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

/** A file of the build by its site path: its text, or undefined when no file of the build serves the path. */
function builtText(path: string): string | undefined {
  const rel = fileForPath(path);
  return rel === undefined ? undefined : textOf(rel);
}

// What nginx answers for a URL: one request per URL in the whole file (the llms.txt entries are the twins).
const answers = new Map<string, Promise<Answer>>();
function served(path: string): Promise<Answer> {
  let answer = answers.get(path);
  if (!answer) {
    answer = get(path);
    answers.set(path, answer);
  }
  return answer;
}
const header = (a: Answer, name: string) => {
  const v = a.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

for (const l of BUILT_LOCALES) {
  const prefix = l.baseUrl;
  // Named by the locale's folder (en, jp, zh), as the sources are.
  const name = l.i18nFolder;

  describe(`${prefix} (${name})`, () => {
    test(`${prefix}llms.txt lists every current doc of ${name}, by section, then the API overview, and its URLs answer`, async () => {
      const res = await served(`${prefix}llms.txt`);
      expect(res.status, `${prefix}llms.txt`).toBe(200);
      expect(header(res, 'content-type'), `${prefix}llms.txt content type`).toBe('text/plain; charset=utf-8');
      expect(isBuilt(`${l.folder}llms.txt`), `build/${l.folder}llms.txt`).toBe(true);
      const text = textOf(`${l.folder}llms.txt`);
      expect(text.startsWith('# '), `${prefix}llms.txt starts with the site's title`).toBe(true);
      const {sections, stray} = parseLlmsTxt(text);
      expect(stray, `${prefix}llms.txt: entries before any section`).toEqual([]);

      const docs = docsOf('current', l);
      const expected = sectionsData.sections
        .map((s) => ({label: navbarLabel(l.code, s.label), docs: docs.filter((d) => d.rel.startsWith(`${s.dir}/`))}))
        .filter((s) => s.docs.length);
      const api = apiOverview(l);
      expect(
        sections.map((s) => s.label),
        `${prefix}llms.txt: section headings in the sections' order, then the API`,
      ).toEqual([...expected.map((s) => s.label), expect.any(String)]);
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
      for (const e of all) if (/\/docs\/\d+\.\d+\//.test(e.path)) problems.push(`${e.path}: an archived version's page is listed`);
      const answered = await inParallel(all, 8, (e) => served(e.path));
      for (const [i, e] of all.entries()) {
        const r = answered[i];
        if (r.status !== 200) problems.push(`${e.path}: answers ${r.status}`);
        // Pages are Markdown; the API section also lists the OpenAPI description, a YAML file.
        else if (!header(r, 'content-type')?.startsWith(e.path.endsWith('.md') ? 'text/markdown' : 'application/yaml'))
          problems.push(`${e.path}: ${header(r, 'content-type')}`);
      }
      expect(problems, `${prefix}llms.txt`).toEqual([]);
      expect(sections.slice(0, -1).flatMap((s) => s.entries).length, `${prefix}llms.txt: number of doc entries`).toBe(docs.length);
    });

    test(`${prefix}llms-full.txt holds every page of ${prefix}llms.txt with its URL`, async () => {
      const full = await served(`${prefix}llms-full.txt`);
      expect(full.status, `${prefix}llms-full.txt`).toBe(200);
      expect(header(full, 'content-type'), `${prefix}llms-full.txt content type`).toBe('text/plain; charset=utf-8');
      expect(isBuilt(`${l.folder}llms-full.txt`), `build/${l.folder}llms-full.txt`).toBe(true);
      const text = textOf(`${l.folder}llms-full.txt`);
      // Every listed page; the OpenAPI description listed beside them is a file, not a page.
      const entries = parseLlmsTxt(textOf(`${l.folder}llms.txt`))
        .sections.flatMap((s) => s.entries)
        .filter((e) => e.path.endsWith('.md'));
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

    for (const version of DOCS_VERSIONS) {
      const kind = docsName(version);
      test(`every ${kind} page of ${name} has a Markdown twin with its title, steps, rows and components as text`, async () => {
        const {mdx, md} = await getParsers();
        const docs = [...docsOf(version, l), ...(version === 'current' ? [apiOverview(l)] : [])];
        expect(docs.length, `${kind} pages of ${name}`).toBeGreaterThan(0);
        const rolesLabel = uiString(l.code, 'component.requiredRoles.label', 'Required roles');
        const menuLabel = uiString(l.code, 'component.menuPath.label', 'Where to find it');
        const problems: string[] = [];
        const answered = await inParallel(docs, 8, (doc) => served(twinPath(doc.path)));
        for (const [i, doc] of docs.entries()) {
          const url = twinPath(doc.path);
          const res = answered[i];
          if (res.status !== 200) {
            problems.push(`${url}: answers ${res.status}`);
            continue;
          }
          const type = header(res, 'content-type');
          if (type !== 'text/markdown; charset=utf-8') problems.push(`${url}: content type ${type}`);
          const twin = builtText(url);
          if (twin === undefined) {
            problems.push(`${url}: answers 200, but no file of the build serves it`);
            continue;
          }
          if (!twin.startsWith(`# ${doc.title}\n`)) problems.push(`${url}: does not start with "# ${doc.title}"`);
          const source = mdx(doc.source);
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
              const names = (jsxAttr(n, 'roles') as string[]).map((k) => (roles as unknown as Record<string, Record<string, string>>)[k][l.code]);
              const line = twin.split('\n').find((ln) => ln.startsWith(`**${rolesLabel}`) && names.every((name) => ln.includes(name)));
              if (!line) problems.push(`${url}: no "${rolesLabel}" line naming ${names.join(', ')}`);
            }
            if (n.name === 'MenuPath') {
              const items = jsxAttr(n, 'items') as string[];
              const line = twin.split('\n').find((ln) => ln.includes(`**${menuLabel}`) && ln.includes(items.join(' › ')));
              if (!line) problems.push(`${url}: no "${menuLabel}" line with ${items.join(' › ')}`);
            }
          });
          const named = twin.split(PRODUCT_NAME).length - 1;
          if (named < productNames) problems.push(`${url}: names ${PRODUCT_NAME} ${named} times, the page ${productNames} times`);
        }
        expect(problems, `Markdown twins of ${kind} (${name})`).toEqual([]);
      }, 120_000);
    }
  });
}

test('nginx: an unknown .md answers the locale 404, dotted names stay refused, twins are compressed and revalidated', async () => {
  for (const l of BUILT_LOCALES) {
    const prefix = l.baseUrl;
    const res = await get(`${prefix}docs/no-such-page.md`);
    expect(res.status, `${prefix}docs/no-such-page.md`).toBe(404);
    expect(header(res, 'content-type'), `${prefix}docs/no-such-page.md`).toContain('text/html');
    expect(res.body.toString('utf8'), `${prefix}docs/no-such-page.md: the locale's not-found page`).toMatch(
      new RegExp(`<html[^>]*\\blang="?${l.htmlLang}"?[\\s>]`),
    );
    for (const refused of [`${prefix}docs/.hidden.md`, `${prefix}.git/x.md`, `${prefix}docs/management-console/introduction.md~`]) {
      expect((await get(refused)).status, refused).toBe(404);
    }
  }
  for (const path of [pageUrl('ja', 'docs/management-console/introduction.md'), pageUrl('zh-Hant', 'llms.txt'), pageUrl('en', 'llms-full.txt')]) {
    const res = await get(path, {'Accept-Encoding': 'gzip'});
    expect(res.status, path).toBe(200);
    expect(header(res, 'content-encoding'), `${path}: gzip`).toBe('gzip');
    expect(header(res, 'cache-control'), `${path}: revalidated like a page`).toBe('no-cache');
    expect(header(res, 'x-content-type-options'), `${path}: nosniff`).toBe('nosniff');
  }
});
