#!/usr/bin/env node
// Writers' checks of punctuation that must agree across one structure of a Japanese or Chinese page, each a step of
// its own in `npm run lint`:
//
//   table-punctuation   the text cells of one column of a Markdown table (header row aside) either all end with 。
//                       (full sentences) or none does (phrases). A cell reads as a sentence when it ends with 。 or, on
//                       a Japanese page, with a polite predicate (〜ます, 〜です, 〜ません, 〜ください, 〜ました, 〜でした),
//                       its 。 missing. A column is a sentence column when at least half of its text cells read as
//                       sentences, and then every text cell ends with 。; otherwise it is a phrase column and none does.
//                       A 。 inside a cell (「…以降。メーカーのドライバー」) separates phrases and decides nothing. Each
//                       cell that breaks its column's rule is reported with what to do: add the 。 at its end, or remove
//                       it. Cells without Japanese or Chinese text (code, numbers, —) and cells ending in ？ ！ ： 、 are
//                       neither, and are left alone.
//   diagram-questions   a question in a Mermaid node ({…} decisions, and […] boxes) of a Japanese page ends with ？:
//                       not the half-width ?, and not a bare か (「承認が必要か」 → 「承認が必要か？」).
//
// Usage: node tools/lint/check-punctuation.ts --kind <table-punctuation|diagram-questions> [--fix] [--root DIR] [files...]
// No files: every page the kind reads. `--fix` writes each named page with what the check asks (one 。 or ？ added or
// removed per problem, nothing else) and then checks again; name the pages you mean to change.
// Prints `file:line:column  message` per problem and exits 1 when there is one.
// Pages are read by tools/content/markdown.ts (the syntax tree MDX reads, positions the file's own).
import {readFileSync, existsSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import fg from 'fast-glob';
import type {Nodes, Root, Table} from 'mdast';
import {TRANSLATED_LOCALES, type LocaleCode} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {placeAt, readMarkdown} from '../content/markdown.ts';
import {languageOf, localeOfFile, pageGlobs} from '../content/places.ts';

export const KINDS = ['table-punctuation', 'diagram-questions'] as const;
export type Kind = (typeof KINDS)[number];
const isKind = (value: unknown): value is Kind => (KINDS as readonly unknown[]).includes(value);
/** A problem: the page (relative to the root), its 1-based place, what to do. */
export type Problem = {file: string; line: number; column: number; message: string; fix?: Fix};
/** The edit that settles a problem: at an offset of the page, `remove` characters replaced by `insert`. */
export type Fix = {offset: number; remove: number; insert: string};

/** The locales whose pages a kind reads: every translation's tables, the Japanese diagrams. */
const LOCALES_READ: Record<Kind, () => readonly LocaleCode[]> = {
  'table-punctuation': () => TRANSLATED_LOCALES.map((l) => l.code),
  'diagram-questions': () => ['ja'],
};
/** The language of a page (repository-relative path), as the locales name it for search: ja, zh, en. */
export const languageOfFile = (file: string) => languageOf(localeOfFile(file));
const IGNORE = ['**/reference/**', '**/node_modules/**'];

/** The pages a kind reads (every version, release notes included): `files` (repository-relative) among them, or all. */
export function pagesFor(kind: Kind, root: string, files: string[] | null): string[] {
  const globs = LOCALES_READ[kind]().flatMap((code) => pageGlobs(code));
  const all = new Set(fg.sync(globs, {cwd: root, ignore: IGNORE}));
  return files ? files.filter((f) => all.has(f)) : [...all].sort();
}

const textOf = (node: Nodes): string =>
  node.type === 'text' || node.type === 'inlineCode' ? node.value : 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
function tables(node: Nodes, out: Table[] = []): Table[] {
  if (node.type === 'table') out.push(node);
  else if ('children' in node) for (const child of node.children) tables(child, out);
  return out;
}

/** Japanese or Chinese text (kana or Han): a cell without it is code, a number or a mark, neither sentence nor phrase. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A cell's text ends with 。, closing brackets after it allowed (「…を参照してください。」). */
const ENDS_WITH_MARU = /。[）」』)]*$/;

/** A Japanese cell that ends with a polite predicate is a sentence, with or without its 。 (「…を使います」). */
const PREDICATE_END = /(?:ます|です|ません|ください|ました|でした)[）」』)]*$/;

type Cell = {text: string; start: number; end: number};

/** The text cells of each column of a table, header row aside. */
function columns(table: Table): Cell[][] {
  const cols: Cell[][] = [];
  for (const row of table.children.slice(1)) {
    row.children.forEach((cell, i) => {
      const text = textOf(cell).trim();
      // A cell that ends in a question, an exclamation, a colon or a comma is neither a sentence nor a phrase.
      if (!CJK.test(text) || /[？！?!：:、，,]$/.test(text)) return;
      (cols[i] ??= []).push({text, start: cell.children[0]?.position?.start.offset ?? 0, end: cell.children.at(-1)?.position?.end.offset ?? 0});
    });
  }
  return cols;
}

function checkTables(file: string, source: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  const ja = languageOfFile(file) === 'ja';
  for (const table of tables(tree)) {
    columns(table).forEach((cells, i) => {
      if (cells.length < 2) return;
      const ending = cells.filter((c) => ENDS_WITH_MARU.test(c.text)).length;
      const sentenceLike = cells.filter((c) => ENDS_WITH_MARU.test(c.text) || (ja && PREDICATE_END.test(c.text))).length;
      const sentences = sentenceLike * 2 >= cells.length;
      const why = `column ${i + 1} of this table is ${sentences ? 'sentences' : 'phrases'} (${sentenceLike} of ${cells.length} text cells read as sentences, ${ending} end with 。)`;
      for (const c of cells) {
        const has = ENDS_WITH_MARU.test(c.text);
        if (sentences && !has) {
          problems.push({
            file,
            ...placeAt(source, c.end),
            message: `${why}: end this cell with 。 (「…${c.text.slice(-12)}」)`,
            fix: {offset: c.end, remove: 0, insert: '。'},
          });
        } else if (!sentences && has) {
          const at = source.lastIndexOf('。', c.end);
          problems.push({
            file,
            ...placeAt(source, at),
            message: `${why}: remove the 。 at the end of this cell (「…${c.text.slice(-12)}」)`,
            fix: {offset: at, remove: 1, insert: ''},
          });
        }
      }
    });
  }
  return problems;
}

/** The node labels of a Mermaid flowchart (decisions {…}, boxes […], rounded (…)), each with its offset in the code. */
export function nodeLabels(code: string): {text: string; offset: number}[] {
  const out: {text: string; offset: number}[] = [];
  for (const m of code.matchAll(/[[({]{1,2}\s*("?)([^[\](){}"\n]+?)\1\s*[\])}]{1,2}/g)) out.push({text: m[2], offset: m.index + m[0].indexOf(m[2])});
  return out;
}

function checkDiagramQuestions(file: string, source: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code' && node.lang === 'mermaid') {
      // The code's first character: after the fence line.
      const start = source.indexOf('\n', node.position?.start.offset ?? 0) + 1;
      for (const {text, offset} of nodeLabels(node.value)) {
        const label = text.replace(/<br\s*\/?>/g, '').trim();
        if (!CJK.test(label)) continue;
        const last = start + offset + text.trimEnd().length - 1;
        const at = placeAt(source, last);
        if (label.endsWith('?'))
          problems.push({
            file,
            ...at,
            message: `a question in a diagram ends with the full-width ？: 「${label.slice(0, -1)}？」`,
            fix: {offset: last, remove: 1, insert: '？'},
          });
        else if (label.endsWith('か'))
          problems.push({file, ...at, message: `a question in a diagram ends with ？: 「${label}？」`, fix: {offset: last + 1, remove: 0, insert: '？'}});
      }
    } else if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return problems;
}

const CHECKS: Record<Kind, (file: string, source: string, tree: Root) => Problem[]> = {
  'table-punctuation': checkTables,
  'diagram-questions': checkDiagramQuestions,
};

/** The problems of a kind in `root`'s pages, or only in `files` (repository-relative; null: every page). */
export function check(kind: Kind, root: string, files: string[] | null): Problem[] {
  const problems: Problem[] = [];
  for (const file of pagesFor(kind, root, files)) {
    const source = readFileSync(join(root, file), 'utf8');
    const {tree, mdxError} = readMarkdown(source);
    // A page that is not valid MDX is the pages check's to report; its CommonMark reading is checked all the same.
    if (mdxError && kind === 'diagram-questions') continue;
    problems.push(...CHECKS[kind](file, source, tree));
  }
  problems.sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
  return problems;
}

export const format = (p: Problem): string => `${p.file}:${p.line}:${p.column}  ${p.message}`;

/** A page's text with the fixes of its problems applied (each adds, removes or replaces one mark; nothing else changes). */
export function applyFixes(source: string, problems: Problem[]): string {
  let text = source;
  const fixes = problems.flatMap((p) => (p.fix ? [p.fix] : [])).sort((a, b) => b.offset - a.offset);
  for (const fix of fixes) text = text.slice(0, fix.offset) + fix.insert + text.slice(fix.offset + fix.remove);
  return text;
}

/** `--fix`: each page read again and written with its fixes alone, one page at a time; the problems fixed. */
export function fix(kind: Kind, root: string, files: string[] | null): Problem[] {
  const fixed: Problem[] = [];
  for (const file of pagesFor(kind, root, files)) {
    // Read once and written at once: the offsets are those of the text read.
    const path = join(root, file);
    const source = readFileSync(path, 'utf8');
    const {tree, mdxError} = readMarkdown(source);
    if (mdxError) continue;
    const problems = CHECKS[kind](file, source, tree).filter((p) => p.fix);
    if (!problems.length) continue;
    writeFileSync(path, applyFixes(source, problems));
    fixed.push(...problems);
  }
  return fixed;
}

if (process.argv[1]?.endsWith('check-punctuation.ts')) {
  const args = process.argv.slice(2);
  const take = (name: string) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, 2)[1];
  };
  const fixing = args.includes('--fix');
  if (fixing) args.splice(args.indexOf('--fix'), 1);
  const kind = take('--kind');
  const root = resolve(take('--root') ?? ROOT);
  if (!isKind(kind)) {
    console.error(`check-punctuation: --kind ${KINDS.join(' | ')}`);
    process.exit(2);
  }
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`check-punctuation: ${root} is not a work tree of the site: give --root the folder of package.json`);
    process.exit(2);
  }
  const missing = args.filter((f) => !existsSync(resolve(f)));
  if (missing.length) {
    console.error(`check-punctuation: no such file: ${missing.join(', ')} (name pages that exist, or none for every page)`);
    process.exit(2);
  }
  const files = args.length ? args.map((f) => relative(root, resolve(f)).replace(/\\/g, '/')) : null;
  if (fixing) {
    const fixed = fix(kind, root, files);
    console.log(`${kind}: fixed ${fixed.length} problem${fixed.length === 1 ? '' : 's'} in ${new Set(fixed.map((p) => p.file)).size} file(s)`);
  }
  const problems = check(kind, root, files);
  for (const p of problems) console.log(format(p));
  if (problems.length)
    console.log(`\n${kind}: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s)`);
  process.exit(problems.length ? 1 : 0);
}
