/**
 * The one Markdown reader of the writers' checks and the static tests: a page parsed to a syntax tree (mdast) the
 * way Docusaurus's MDX compiler reads it (remark-parse with MDX, GFM and directives, docusaurus.config.ts's
 * `markdown.format: 'mdx'`), and what the checks read from that tree: headings and their ids, the anchors a link can
 * point at, links, images and code blocks. Positions (line, column, offset) are the page file's own.
 */
import type {Nodes, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {unified, type Pluggable} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import GithubSlugger from 'github-slugger';
import {blankFrontMatter} from './front-matter.ts';

/** The Markdown syntax the pages use on top of MDX: GFM (tables, autolinks) and directives (`:::note` admonitions). */
export const REMARK_SYNTAX: Pluggable[] = [remarkGfm, remarkDirective];

const mdx = unified().use(remarkParse).use(remarkMdx).use(REMARK_SYNTAX);
const commonMark = unified().use(remarkParse).use(REMARK_SYNTAX);

/**
 * An explicit heading id at the end of an ATX heading line, `## Title {#title-id}`: Docusaurus takes it out of the
 * heading before MDX reads the line (MDX would read `{#…}` as a JavaScript expression).
 */
const HEADING_ID_AT_END = /^(#{1,6}(?!#)[^\n]*?)([ \t]*\{#[^{}\n]+\})[ \t]*$/gm;
/** Docusaurus's own pattern of the id in a heading's text (@docusaurus/utils, parseMarkdownHeadingId). */
const HEADING_ID = /\s*\{#(?<id>(?:.(?!\{#|\}))*.)\}$/;

/**
 * The text as Docusaurus hands it to MDX, every place kept: the front matter block and the explicit heading ids
 * blanked to spaces (line ends stay), so that lines, columns and offsets of the tree are the file's.
 */
export function asMdxReadsIt(source: string): string {
  return blankFrontMatter(source).replace(HEADING_ID_AT_END, (_, head: string, id: string) => head + ' '.repeat(id.length));
}

/** Where and why a page is not valid MDX (the MDX parser's own message). */
export type MdxError = {line: number; column: number; reason: string};

export type MarkdownPage = {
  /** The page's text. */
  source: string;
  /** Its syntax tree, positions in `source`. */
  tree: Root;
  /** Set when the page is not valid MDX: `tree` is then its reading as CommonMark (with GFM and directives). */
  mdxError?: MdxError;
};

/** The parser's message as a place and its reason. */
export function mdxErrorOf(error: unknown): MdxError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    line?: number | null;
    column?: number | null;
    reason?: string;
    message?: string;
    place?: {line?: number; column?: number; start?: {line: number; column: number}} | null;
  };
  const reason = String(e.reason ?? e.message ?? error);
  const start = e.place && 'start' in e.place ? e.place.start : e.place;
  // Some messages carry their place only in the text ("Expected a closing tag for `<details>` (106:1-106:10)").
  const inText = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason.split('\n')[0]);
  return {
    line: e.line ?? start?.line ?? (inText ? Number(inText[1]) : 1),
    column: e.column ?? start?.column ?? (inText ? Number(inText[2]) : 1),
    reason,
  };
}

const gfm = unified().use(remarkParse).use(remarkGfm);

/** Plain Markdown (CommonMark and GFM, no MDX, no directives) as a syntax tree: the site's Markdown twins, for one. */
export function parseGfm(text: string): Root {
  return gfm.parse(text);
}

/** A page's syntax tree as MDX reads it; throws the parser's message (a VFileMessage, with its place) on invalid MDX. */
export function parseMdx(source: string): Root {
  return mdx.parse(asMdxReadsIt(source));
}

/**
 * A page read as MDX, or, when it is not valid MDX, as CommonMark with the reason kept (`mdxError`): a check that
 * reads links or headings still sees them in a page that the pages check reports as broken.
 */
export function readMarkdown(source: string): MarkdownPage {
  try {
    return {source, tree: parseMdx(source)};
  } catch (error) {
    return {source, tree: commonMark.parse(asMdxReadsIt(source)), mdxError: mdxErrorOf(error)};
  }
}

/** 1-based line and column of an offset. */
export function placeAt(source: string, offset: number): {line: number; column: number} {
  const before = source.slice(0, offset);
  return {line: before.split('\n').length, column: offset - before.lastIndexOf('\n')};
}

// ---------------------------------------------------------------------------------------------------------------
// Headings and anchors
// ---------------------------------------------------------------------------------------------------------------

export type HeadingInfo = {
  /** 1 for `#`, 2 for `##`, … */
  depth: number;
  /** The heading's text, without its explicit id (what the reader sees). */
  text: string;
  /** Its id: the explicit `{#id}`, or Docusaurus's slug of the text (github-slugger, unique within the page). */
  id: string;
  /** Whether the id is written in the page (`{#id}`). */
  explicit: boolean;
  /** The heading's first source line, as written (with its `#` marks and id). */
  raw: string;
  line: number;
  column: number;
};

/** The page's headings in order, each with the id Docusaurus gives it (its remark `headings` plugin). */
export function headings(page: MarkdownPage): HeadingInfo[] {
  const lines = page.source.split('\n');
  const slugger = new GithubSlugger();
  const found: HeadingInfo[] = [];
  visit(page.tree, 'heading', (node) => {
    const line = node.position?.start.line ?? 1;
    const raw = lines[line - 1] ?? '';
    // The id is written at the end of an ATX heading line; Docusaurus reads it from the heading's text.
    const written = /^#{1,6}(?!#)/.test(raw) ? HEADING_ID.exec(raw.trimEnd())?.groups?.id?.trim() : undefined;
    const text = toString(node.children.filter((child) => child.type !== 'html'));
    found.push({
      depth: node.depth,
      text,
      id: written ?? slugger.slug(text),
      explicit: written !== undefined,
      raw,
      line,
      column: node.position?.start.column ?? 1,
    });
  });
  return found;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
const isJsxElement = (node: Nodes): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** A JSX element's attribute written as a string (`alt="…"`); undefined when absent or an expression. */
export function jsxAttribute(node: JsxElement, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') return attribute.value;
  }
  return undefined;
}

/** An HTML element's attribute in raw HTML (the CommonMark reading of a page). */
const htmlAttribute = (tag: string, name: string): string | undefined => new RegExp(`\\b${name}=["']([^"']*)["']`).exec(tag)?.[1];

/**
 * Every id a link's `#anchor` can name on the page: its headings' ids and the `id` of HTML elements written in it
 * (`<a id="…">`; components, capitalised, are left out: their `id` is a property, not an element's).
 */
export function anchors(page: MarkdownPage): Set<string> {
  const ids = new Set(headings(page).map((h) => h.id));
  visit(page.tree, (node) => {
    if (isJsxElement(node) && node.name && /^[a-z]/.test(node.name)) {
      const id = jsxAttribute(node, 'id');
      if (id) ids.add(id);
    } else if (node.type === 'html') {
      for (const tag of node.value.matchAll(/<[a-z][\w-]*\s[^>]*>/g)) {
        const id = htmlAttribute(tag[0], 'id');
        if (id) ids.add(id);
      }
    }
  });
  return ids;
}

// ---------------------------------------------------------------------------------------------------------------
// Links, images, code
// ---------------------------------------------------------------------------------------------------------------

export type LinkTarget = {
  /** The destination as written (`../x.md#id`, `/docs/x`, `https://…`). */
  url: string;
  kind: 'link' | 'image' | 'definition';
  /** Where the destination is written (for `[text](url)`, the line of `](`). */
  line: number;
  column: number;
};

/** Every Markdown link, image and link definition of the page, outside code. */
export function links(page: MarkdownPage): LinkTarget[] {
  const found: LinkTarget[] = [];
  visit(page.tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    // `[text](url)`: the destination follows the last `](` of the node; an autolink (`<https://…>`) has none.
    const opener = node.type === 'definition' ? -1 : page.source.lastIndexOf('](', end);
    const at = opener >= start ? opener : start;
    found.push({url: node.url, kind: node.type, ...placeAt(page.source, at)});
  });
  return found;
}

export type ImageRef = {src: string; alt: string; line: number; column: number};

/** Every image of the page: Markdown images (`![alt](src)`) and `<img>` elements, outside code. */
export function images(page: MarkdownPage): ImageRef[] {
  const found: ImageRef[] = [];
  visit(page.tree, (node) => {
    const at = {line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1};
    if (node.type === 'image') found.push({src: node.url, alt: node.alt ?? '', ...at});
    else if (isJsxElement(node) && node.name === 'img') found.push({src: jsxAttribute(node, 'src') ?? '', alt: jsxAttribute(node, 'alt') ?? '', ...at});
    else if (node.type === 'html') {
      const offset = node.position?.start.offset ?? 0;
      for (const tag of node.value.matchAll(/<img\b[^>]*>/g)) {
        found.push({src: htmlAttribute(tag[0], 'src') ?? '', alt: htmlAttribute(tag[0], 'alt') ?? '', ...placeAt(page.source, offset + (tag.index ?? 0))});
      }
    }
  });
  return found;
}

export type CodeBlock = {
  /** The language after the opening fence, lower case ('' without one). */
  lang: string;
  /** The rest of the fence line (`title="…"`). */
  meta: string;
  /** The code, each line ending in a line end, the indentation of the fence taken off. */
  body: string;
  /** The line of the opening fence. */
  line: number;
};

/** Every code block of the page. */
export function codeBlocks(page: MarkdownPage): CodeBlock[] {
  const found: CodeBlock[] = [];
  visit(page.tree, 'code', (node) => {
    found.push({
      lang: (node.lang ?? '').toLowerCase(),
      meta: (node.meta ?? '').trim(),
      body: node.value ? `${node.value}\n` : '',
      line: node.position?.start.line ?? 1,
    });
  });
  return found;
}
