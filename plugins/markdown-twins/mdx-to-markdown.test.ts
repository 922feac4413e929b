/**
 * The MDX-to-Markdown step of the pages as Markdown (./mdx-to-markdown.ts), on small pages that
 * use each construct the site's pages use, nested the way a writer may nest them. The twins of every real page, as built
 * and served, are checked in tests/site/markdown-twins.test.ts.
 */
import {test, expect} from 'vitest';
import {join} from 'node:path';
import {root} from '../../tests/support/content';
import {pageUrl} from '../../site/locales.ts';
import {mdxToMarkdown, literal, type TwinContext} from './mdx-to-markdown.ts';

/** The Japanese site's address, whose page the made-up pages below are. */
const SITE = `https://help.example.com${pageUrl('ja')}`;

const SOURCE = join(root, 'docs/section/page.md');
const ctx = (over: Partial<TwinContext> = {}): TwinContext => ({
  sourcePath: SOURCE,
  pageUrl: `${SITE}docs/section/page`,
  productName: 'Smart Office',
  roleName: (key) => ({globalAdministrator: 'グローバル管理者', resourceManager: 'リソースマネージャー'})[key] ?? `?${key}`,
  label: (id, fallback) =>
    ({'component.requiredRoles.label': '必要なロール', 'theme.admonition.note': '注記', 'component.menuPath.app.console': '管理コンソール'})[id] ?? fallback,
  cjk: true,
  pageUrlOfFile: (file) => (file === join(root, 'docs/other/target.md') ? `${SITE}docs/other/target` : undefined),
  siteUrl: (path) => `${SITE.replace(/\/$/, '')}${path}`,
  imageUrl: () => undefined,
  ...over,
});

const page = (body: string) => `---\ntitle: ページ\ndescription: 説明。\n---\n\n${body}\n`;

test('front matter and heading ids go; the title comes first as # heading', () => {
  const md = mdxToMarkdown(page('本文です。\n\n## 見出し {#heading}\n\n段落です。'), 'ページ', ctx());
  expect(md).toBe('# ページ\n\n本文です。\n\n## 見出し\n\n段落です。\n');
});

test('components become text in the page language: product name, required roles, menu path', () => {
  const md = mdxToMarkdown(
    page(
      "<ProductName /> で予約します。\n\n<RequiredRoles roles={['globalAdministrator', 'resourceManager']} />\n\n" +
        '<MenuPath items={[`リソース`, "会議室"]} />',
    ),
    'ページ',
    ctx(),
  );
  expect(md).toContain('Smart Office で予約します。');
  expect(md).toContain('**必要なロール：** グローバル管理者、リソースマネージャー');
  expect(md).toContain('**Where to find it：** 管理コンソール › リソース › 会議室');
  expect(md).not.toMatch(/<|\{/);
});

test('tabs become a bold label before each panel; admonitions a block quote; nested in a list keeps its indentation', () => {
  const source = page(
    [
      '1. 手順です。',
      '',
      '   :::note',
      '',
      '   注意です。',
      '',
      '   ```yaml',
      '   key:',
      '     nested: 1',
      '   ```',
      '',
      '   :::',
      '',
      '2. 次の手順です。',
      '',
      '<Tabs groupId="os">',
      '  <TabItem value="win" label="Windows">',
      '',
      '1. Windows の手順です。',
      '',
      '| 列 | 値 |',
      '|---|---|',
      '| a | <ProductName /> |',
      '',
      '  </TabItem>',
      '  <TabItem value="mac" label="macOS">',
      '',
      'macOS です。',
      '',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n'),
  );
  const md = mdxToMarkdown(source, 'ページ', ctx());
  expect(md).toContain(
    [
      '1. 手順です。',
      '',
      '   > **注記**',
      '   >',
      '   > 注意です。',
      '   >',
      '   > ```yaml',
      '   > key:',
      '   >   nested: 1',
      '   > ```',
      '',
      '2. 次の手順です。',
    ].join('\n'),
  );
  expect(md).toContain(
    ['**Windows**', '', '1. Windows の手順です。', '', '| 列 | 値 |', '|---|---|', '| a | Smart Office |', '', '**macOS**', '', 'macOS です。'].join('\n'),
  );
  expect(md).not.toMatch(/Tab|:::/);
});

test('links to other pages, to site routes, to site files (pathname://) and to anchors become absolute URLs; external links stay', () => {
  const md = mdxToMarkdown(
    page(
      '[対象](../other/target.md#part)、[API](/external-api/reference/get-building)、[上](#top)、[外部](https://example.org/a)、[YAML](pathname:///external-api/openapi.yaml)',
    ),
    'ページ',
    ctx(),
  );
  expect(md).toContain(
    `[対象](${SITE}docs/other/target#part)、[API](${SITE}external-api/reference/get-building)、` +
      `[上](${SITE}docs/section/page#top)、[外部](https://example.org/a)、` +
      `[YAML](${SITE}external-api/openapi.yaml)`,
  );
});

test('import lines and comments go; what has no Markdown form fails the build with the page and line', () => {
  expect(mdxToMarkdown(page("import X from '@site/x';\n\n本文{/* メモ */}です。"), 'ページ', ctx())).toBe('# ページ\n\n本文です。\n');
  expect(() => mdxToMarkdown(page('<Unknown />'), 'ページ', ctx())).toThrow(/page\.md:6: <Unknown> has no Markdown form/); // line 6 of the file, front matter counted
  expect(() => mdxToMarkdown(page('値は {value} です。'), 'ページ', ctx())).toThrow(/\{value\} cannot be written as Markdown/);
  expect(() => mdxToMarkdown(page('[壊れた](../nowhere.md)'), 'ページ', ctx())).toThrow(/link \.\.\/nowhere\.md: no page/);
  expect(() => mdxToMarkdown(page('<MenuPath items={names} />'), 'ページ', ctx())).toThrow(/only literal values/);
});

test('component attributes: literals in any quotes, nothing else', () => {
  expect(literal("['a', \"b\", `c`, 'it\\'s']")).toEqual(['a', 'b', 'c', "it's"]);
  expect(() => literal('[`${x}`]')).toThrow();
  expect(() => literal('names')).toThrow();
});

test('<details> keeps its HTML form: the summary as HTML text, the body as Markdown, also inside a list item', () => {
  const md = mdxToMarkdown(
    page(
      '1. 手順です。\n\n   <details>\n   <summary><code>db</code> サービスの全体例</summary>\n\n   <ProductName /> の設定です。\n\n   ```yaml\n   a: 1\n   ```\n\n   </details>',
    ),
    'ページ',
    ctx(),
  );
  expect(md).toContain(
    '   <details>\n   <summary><code>db</code> サービスの全体例</summary>\n\n   Smart Office の設定です。\n\n   ```yaml\n   a: 1\n   ```\n\n   </details>',
  );
});
