/**
 * The one front-matter reader of the writers' checks and the static tests: a page's YAML block and the text after
 * it, found as Docusaurus finds them (gray-matter's delimiters) and parsed with js-yaml 4, the YAML parser of
 * Docusaurus's own front-matter reader. The schema of the values is config/front-matter.ts's.
 */
import matter from 'gray-matter';
import yaml from 'js-yaml';

/** A page's front matter values: {} for a page without a block. */
export type FrontMatter = Record<string, unknown>;

/** Where a page's front matter block and body are in its text. */
export type FrontMatterBlock = {
  /** Whether the page opens with a front matter block. */
  present: boolean;
  /** The YAML between the delimiters ('' without a block). */
  yaml: string;
  /** Where `yaml` starts in the text (an offset). */
  yamlOffset: number;
  /** Where the body starts in the text (an offset; 0 without a block). */
  bodyOffset: number;
};

export type FrontMatterPage = FrontMatterBlock & {
  data: FrontMatter;
  /** The text after the front matter block (the whole text without one). */
  body: string;
};

/** Front matter that is not YAML key: value lines, with the place in the file (1-based). */
export class FrontMatterError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** What is wrong, without the place. */
  readonly problem: string;
  constructor(file: string, line: number, column: number, problem: string) {
    super(`${file}:${line}:${column}: ${problem}`);
    this.name = 'FrontMatterError';
    this.file = file;
    this.line = line;
    this.column = column;
    this.problem = problem;
  }
}

const BOM = '\uFEFF';
/** An engine that leaves the YAML unread: the block's place only (the values are read by readFrontMatter). */
const UNREAD = {yaml: {parse: () => ({})}};

/** The front matter block of a page's text, without reading its YAML (no error on bad YAML). */
export function frontMatterBlock(source: string): FrontMatterBlock {
  const start = source.startsWith(BOM) ? BOM.length : 0;
  // Options given: gray-matter's cache (shared results, keyed by text) stays out of it.
  const file = matter(source, {engines: UNREAD});
  const bodyOffset = source.length - file.content.length;
  if (bodyOffset === start) return {present: false, yaml: '', yamlOffset: 0, bodyOffset: 0};
  return {present: true, yaml: file.matter, yamlOffset: source.indexOf(file.matter, start + '---'.length), bodyOffset};
}

/** 1-based line of an offset. */
const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

/**
 * A page's front matter values and body. `file` names the page in the error thrown on YAML that does not parse, or
 * on a block that is not key: value lines (`file:line:column: what is wrong`).
 */
export function readFrontMatter(source: string, file = '(text)'): FrontMatterPage {
  const block = frontMatterBlock(source);
  const body = source.slice(block.bodyOffset);
  if (!block.present) return {...block, data: {}, body};
  let data: unknown;
  try {
    data = yaml.load(block.yaml);
  } catch (error) {
    const mark = error instanceof yaml.YAMLException ? error.mark : undefined;
    const reason = error instanceof yaml.YAMLException ? error.reason : String(error);
    throw new FrontMatterError(
      file,
      lineAt(source, block.yamlOffset) + (mark?.line ?? 0),
      (mark?.column ?? 0) + 1,
      `front matter is not valid YAML (${reason}); quote a value that contains a colon: title: "A: B"`,
    );
  }
  if (data === null || data === undefined) return {...block, data: {}, body};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontMatterError(file, lineAt(source, block.yamlOffset) + 1, 1, 'front matter must be key: value lines');
  }
  return {...block, data: data as FrontMatter, body};
}

/**
 * The text with its front matter block blanked, every character but line ends a space: lines, columns and offsets
 * stay those of the file (what a Markdown parser reports is the file's own place).
 */
export function blankFrontMatter(source: string): string {
  const {bodyOffset} = frontMatterBlock(source);
  return source.slice(0, bodyOffset).replace(/[^\n]/g, ' ') + source.slice(bodyOffset);
}
