/**
 * MDX page source -> plain Markdown (the page's "Markdown twin").
 *
 * Why our own code: the maintained plugins do not render this site's components. docusaurus-plugin-llms 0.6 and
 * docusaurus-plugin-llms-txt 0.1 clean the raw source with regular expressions and drop `<ProductName />`,
 * `<RequiredRoles>` and `<MenuPath>` (the product name, the roles and the menu path are lost); the SignalWire plugin
 * converts the built HTML, where tab labels sit apart from their panels and diagrams are not in the HTML at all.
 * Here the source is parsed as MDX (remark-mdx, GFM, directives: what Docusaurus parses) and only the MDX parts are
 * replaced, by slicing the source at their positions: everything else stays exactly as the writer wrote it.
 *
 * Replaced: the site's components (src/theme/MDXComponents.tsx) by readable text in the page's language; Tabs by a
 * bold label before each panel; admonitions (:::note) by a block quote with their label; import/export lines and
 * `{...}` expressions (none are used today; an unknown one fails the build so it cannot leak); links to other pages,
 * to site files (`pathname:///...`) and images by absolute URLs. Mermaid code blocks stay ```mermaid fences. Heading ids `{#id}` are dropped.
 */
import {dirname, resolve} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

/** What a page needs from its surroundings: names in its language and how to turn links into URLs. */
export type TwinContext = {
  /** Absolute path of the page's source file (relative links resolve from its folder). */
  sourcePath: string;
  /** Absolute URL of the page itself (for `#anchor` links). */
  pageUrl: string;
  productName: string;
  /** Role key -> name in the page's language (data/roles.json). */
  roleName: (key: string) => string;
  /** UI strings in the page's language: component labels, app names, admonition labels. */
  label: (id: string, fallback: string) => string;
  /** `en` uses ", " and ": ", ja and zh-Hant "、" and "：". */
  cjk: boolean;
  /** Absolute path of a linked source file -> absolute URL of its page, or undefined. */
  pageUrlOfFile: (absolutePath: string) => string | undefined;
  /** Site path starting with `/` (as written in a page, without the locale's base URL) -> absolute URL. */
  siteUrl: (path: string) => string;
  /** Image source relative to the page -> absolute URL of the built file. */
  imageUrl: (absolutePath: string) => string | undefined;
};

type Point = {offset?: number; line: number; column: number};
type Node = {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  label?: string | null;
  identifier?: string;
  depth?: number;
  attributes?: {type: string; name: string; value?: unknown}[];
  children?: Node[];
  position?: {start: Point; end: Point};
};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

const ADMONITIONS: Record<string, string> = {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution'};

const APPS: Record<string, [string, string]> = {
  console: ['component.menuPath.app.console', 'Management console'],
  userApp: ['component.menuPath.app.userApp', 'User app'],
  player: ['component.menuPath.app.player', 'Player'],
  outlook: ['component.menuPath.app.outlook', 'Outlook add-in'],
  ios: ['component.menuPath.app.ios', 'iOS app'],
};

/** Front matter and heading ids are not Markdown; Docusaurus removes them before MDX sees the page, so do we. */
export function preprocess(source: string): string {
  return (
    source
      // Blanked rather than cut, so that an error names the line of the file.
      .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''))
      .replace(/^(#{1,6}[ \t].*?)[ \t]*\{#[^}\s]+\}[ \t]*$/gm, '$1')
  );
}

export class TwinError extends Error {}

/**
 * The value of a component attribute written as a literal: `{['a', "b", `c`]}`, the only form our components take.
 * Strings in single quotes or backticks become JSON strings; anything else (a variable, `${...}`) is not a literal.
 */
export function literal(expression: string): unknown {
  const json = expression.replace(/(["'`])((?:[^\\]|\\.)*?)\1/g, (m, quote: string, text: string) => {
    if (quote === '"') return m;
    if (quote === '`' && text.includes('${')) throw new Error(`not a literal: ${m}`);
    return JSON.stringify(text.replace(/\\(.)/g, '$1'));
  });
  return JSON.parse(json);
}

/** The Markdown twin of one page: `# title` first, then the page body. */
export function mdxToMarkdown(source: string, title: string, ctx: TwinContext): string {
  const src = preprocess(source);
  const tree = parser.parse(src) as unknown as Node;
  const fail = (node: Node, what: string): never => {
    throw new TwinError(`${ctx.sourcePath}:${node.position?.start.line ?? '?'}: ${what}`);
  };
  const start = (n: Node) => n.position!.start.offset!;
  const end = (n: Node) => n.position!.end.offset!;

  /** Does this node, or anything in it, need replacing? */
  const needs = (n: Node): boolean => isTarget(n) || (n.children ?? []).some(needs);
  function isTarget(n: Node): boolean {
    if (n.type.startsWith('mdxJsx') || n.type === 'mdxjsEsm' || n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') return true;
    if (n.type === 'containerDirective' && n.name! in ADMONITIONS) return true;
    if (n.type === 'link' || n.type === 'definition') return rewriteUrl(n.url!, n) !== n.url;
    if (n.type === 'image') return true;
    return false;
  }

  /** The source between `from` and `to`, with the replaced nodes among `nodes` (in order) substituted. */
  function slice(from: number, to: number, nodes: Node[]): string {
    let out = '';
    let at = from;
    for (const n of nodes) {
      if (!needs(n)) continue;
      out += src.slice(at, start(n)) + (isTarget(n) ? render(n) : slice(start(n), end(n), n.children ?? []));
      at = end(n);
    }
    return out + src.slice(at, to);
  }

  /** A container's children as Markdown, moved left to the container's own indentation. */
  function body(n: Node): string {
    const kids = n.children ?? [];
    if (!kids.length) return '';
    const text = slice(start(kids[0]), end(kids[kids.length - 1]), kids);
    // The first child's column is the content's indentation (a code block inside keeps its own, deeper one).
    const strip = new RegExp(`^[ \\t]{0,${kids[0].position!.start.column - 1}}`);
    return text
      .split('\n')
      .map((line, i) => (i === 0 ? line : line.replace(strip, '')))
      .join('\n');
  }

  /** Replacement text placed where the node started: lines after the first get the node's indentation back. */
  const indented = (n: Node, text: string) =>
    text
      .split('\n')
      .map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(n.position!.start.column - 1) + line))
      .join('\n');

  const attr = (n: Node, name: string): unknown => {
    const a = n.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
    if (!a) return undefined;
    if (a.value === null || a.value === undefined || typeof a.value === 'string') return a.value ?? true;
    const expr = (a.value as {value: string}).value;
    try {
      return literal(expr);
    } catch {
      return fail(n, `<${n.name}> ${name}={${expr}}: only literal values can be written as Markdown`);
    }
  };

  const line = (labelId: string, fallback: string, value: string) =>
    ctx.cjk ? `**${ctx.label(labelId, fallback)}：** ${value}` : `**${ctx.label(labelId, fallback)}:** ${value}`;

  function render(n: Node): string {
    switch (n.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // A comment `{/* ... */}` is nothing; any other expression has no Markdown meaning.
        if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(n.value ?? '') || n.type === 'mdxjsEsm') return '';
        return fail(n, `{${n.value}} cannot be written as Markdown`);
      case 'mdxJsxTextElement':
      case 'mdxJsxFlowElement':
        return indented(n, renderComponent(n));
      case 'containerDirective': {
        const label = ctx.label(`theme.admonition.${n.name}`, ADMONITIONS[n.name!]);
        const inner = body(n)
          .split('\n')
          .map((l) => (l ? `> ${l}` : '>'));
        return indented(n, [`> **${label}**`, '>', ...inner].join('\n'));
      }
      case 'link': {
        const kids = n.children ?? [];
        const text = kids.length ? slice(start(kids[0]), end(kids[kids.length - 1]), kids) : '';
        return `[${text}](${rewriteUrl(n.url!, n)}${n.title ? ` "${n.title.replace(/"/g, '\\"')}"` : ''})`;
      }
      case 'definition':
        return `[${n.label ?? n.identifier}]: ${rewriteUrl(n.url!, n)}${n.title ? ` "${n.title.replace(/"/g, '\\"')}"` : ''}`;
      case 'image':
        return `![${n.alt ?? ''}](${rewriteUrl(n.url!, n, true)}${n.title ? ` "${n.title.replace(/"/g, '\\"')}"` : ''})`;
      default:
        return fail(n, `unexpected ${n.type}`);
    }
  }

  function renderComponent(n: Node): string {
    switch (n.name) {
      case 'ProductName':
        return ctx.productName;
      case 'RequiredRoles': {
        const keys = attr(n, 'roles');
        if (!Array.isArray(keys)) return fail(n, '<RequiredRoles> needs roles={[...]}');
        return line('component.requiredRoles.label', 'Required roles', keys.map((k) => ctx.roleName(String(k))).join(ctx.cjk ? '、' : ', '));
      }
      case 'MenuPath': {
        const items = attr(n, 'items');
        const app = String(attr(n, 'app') ?? 'console');
        if (!Array.isArray(items) || !APPS[app]) return fail(n, '<MenuPath> needs items={[...]} and a known app');
        const appName = ctx.label(...APPS[app]);
        return line('component.menuPath.label', 'Where to find it', [appName, ...items.map(String)].join(' › '));
      }
      case 'Tabs':
        // Only the panels carry content; the whitespace between them is not kept.
        return (n.children ?? [])
          .filter((c) => c.type === 'mdxJsxFlowElement' && c.name === 'TabItem')
          .map((c) => renderTabItem(c))
          .join('\n\n');
      case 'TabItem':
        return renderTabItem(n);
      case 'details': {
        // Markdown keeps <details> as HTML (as GitHub renders it): the summary as HTML text, the body as Markdown
        // between blank lines.
        const kids = n.children ?? [];
        // <summary> on a line of its own is a paragraph holding the element.
        const holdsSummary = (c: Node) => c.name === 'summary' || (c.type === 'paragraph' && (c.children ?? []).some((k) => k.name === 'summary'));
        const holder = kids.find(holdsSummary);
        const summary = holder?.name === 'summary' ? holder : holder?.children?.find((k) => k.name === 'summary');
        const rest = kids.filter((c) => c !== holder);
        const inner = rest.length ? body({...n, children: rest}) : '';
        return `<details>\n<summary>${summary ? summaryHtml(summary) : ''}</summary>\n\n${inner}\n\n</details>`;
      }
      default:
        return fail(n, `<${n.name}> has no Markdown form: add it to plugins/markdown-twins/mdx-to-markdown.ts`);
    }
  }

  /** A <summary>'s content as HTML: text, <code>, and the product name. */
  function summaryHtml(n: Node): string {
    const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return (n.children ?? [])
      .map((c): string => {
        if (c.type === 'text') return escape(c.value ?? '');
        if (c.type === 'paragraph') return summaryHtml(c);
        if (c.type === 'inlineCode') return `<code>${escape(c.value ?? '')}</code>`;
        if (c.name === 'code') return `<code>${summaryHtml(c)}</code>`;
        if (c.name === 'ProductName') return escape(ctx.productName);
        return fail(c, `<summary> holds ${c.name ?? c.type}, which has no Markdown form`);
      })
      .join('');
  }

  function renderTabItem(item: Node): string {
    const label = String(attr(item, 'label') ?? attr(item, 'value') ?? '');
    // The lines of the result get the Tabs' indentation back in render().
    return `**${label}**\n\n${body(item)}`;
  }

  function rewriteUrl(url: string, n: Node, image = false): string {
    // `pathname:///x`: a site file that is no page (Docusaurus neither routes nor checks it), as `/x`.
    if (url.startsWith('pathname:///')) return ctx.siteUrl(url.slice('pathname://'.length));
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('#')) return ctx.pageUrl + url;
    if (url.startsWith('/')) return ctx.siteUrl(url);
    const [path, hash = ''] = url.split(/(?=#)/);
    const file = resolve(dirname(ctx.sourcePath), decodeURI(path));
    const target = image ? ctx.imageUrl(file) : ctx.pageUrlOfFile(file);
    if (!target) return fail(n, `${image ? 'image' : 'link'} ${url}: no ${image ? 'built file' : 'page'} for it`);
    return target + hash;
  }

  const children = tree.children ?? [];
  const markdown = slice(0, src.length, children).replace(/^\s+/, '').trimEnd();
  const first = children.find((c) => c.type !== 'mdxjsEsm');
  const hasTitle = first?.type === 'heading' && first.depth === 1;
  return `${hasTitle ? '' : `# ${title}\n\n`}${markdown}\n`;
}
