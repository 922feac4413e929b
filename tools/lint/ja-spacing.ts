#!/usr/bin/env node
// Japanese spacing around Latin text, numbers, inline code, links and bold (CONTRIBUTING.md, "Japanese style"):
//
//   One half-width space between a Japanese letter (kanji, kana, ー, 々) and a half-width letter or digit
//   (「Redis に 30 秒」). A link and inline code are spaced by the characters at their edges as if the markup were not
//   there (「詳しくは [IoT デバイス](…)を参照」: the link text starts with a Latin letter, so a space before it; it ends
//   with a Japanese letter, so none before を); no space between two Japanese letters at a link's edge. Inline code
//   and <ProductName /> count as Latin at both edges. Bold (a UI label) takes no space at its edges, whatever its
//   first and last letters (「ログに**Ready**と表示」): the bold sets the label apart, and on the pages 7,300
//   bold edges had no space against 245 with one (spacing bold by its edges would have changed 647). Punctuation
//   (、。「」（）) and signs (%, /, :) at an edge decide nothing, and a space between two Japanese words in plain text
//   is left as written (Microsoft's screens write アプリケーション アクセス ポリシー with spaces).
//
// Why our own: the textlint-ja spacing rules (ja-space-between-half-and-full-width, ja-space-around-link,
// ja-space-around-code) look inside one text node, or put a space around every link or code span whatever its first
// and last characters are; the rule here decides by the characters on both sides of the markup.
//
// Usage: node tools/lint/ja-spacing.ts [--root DIR] [--fix] [--stats] [files...]
// No files: every Japanese page. Prints `file:line:column  message` per place and exits 1 when there is one. `--fix`
// writes the spaces into the files instead (and checks that each page still parses to the same links, bold and
// code), `--stats` counts the places of each kind that follow the rule and that do not.
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import fg from 'fast-glob';
import type {Nodes, Root} from 'mdast';
import {TRANSLATED_LOCALES} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {readMarkdown} from '../content/markdown.ts';
import {languageOf, pageGlobs} from '../content/places.ts';

export type Problem = {file: string; line: number; column: number; message: string};
/** What lies between two characters: plain text, or the edge of a link, bold/italic or inline code. */
export type Boundary = 'text' | 'link' | 'bold' | 'code' | 'component';
/** A change: insert a space at `offset`, or delete the space at `offset`. */
export type Edit = {
  offset: number;
  insert: boolean;
  boundary: Boundary;
  /** The source around the place, before and after the change. */
  before: string;
  after: string;
  /** The text as the reader sees it there (markup left out, code as ` `), after the change. */
  reads: string;
};

const JA_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;
const HALF = /[A-Za-z0-9]/;
type Side = 'ja' | 'half' | 'other';
const sideOf = (ch: string): Side => (JA_LETTER.test(ch) ? 'ja' : HALF.test(ch) ? 'half' : 'other');

/** A rendered character: what it is, where it is in the source, and the inline nodes (outermost first) around it. */
type Glyph = {ch: string; offset: number; path: Nodes[]; atom?: Boundary};

const startOf = (node: Nodes): number => node.position?.start.offset ?? 0;
const endOf = (node: Nodes): number => node.position?.end.offset ?? 0;

/** The rendered characters of a block's inline content; null marks a break (image, line break, HTML) that ends a run. */
function glyphs(node: Nodes, source: string, path: Nodes[], out: (Glyph | null)[]): void {
  if (node.type === 'text') {
    // The text node's value and its source may differ (escapes, entities): walk the source and skip what is not text.
    const raw = source.slice(startOf(node), endOf(node));
    if (raw === node.value) {
      for (let i = 0; i < raw.length; i++) out.push({ch: raw[i], offset: startOf(node) + i, path});
    } else {
      out.push(null);
    }
    return;
  }
  if (node.type === 'inlineCode') {
    // Code is Latin at both edges; what is inside is not prose.
    out.push({ch: 'a', offset: startOf(node), path: [...path, node], atom: 'code'});
    return;
  }
  if (node.type === 'mdxJsxTextElement') {
    if (node.name === 'ProductName') out.push({ch: 'a', offset: startOf(node), path: [...path, node], atom: 'component'});
    else out.push(null);
    return;
  }
  if (node.type === 'strong' || node.type === 'emphasis' || node.type === 'link' || node.type === 'delete') {
    for (const child of node.children) glyphs(child, source, [...path, node], out);
    return;
  }
  out.push(null);
}

/** The kind of markup between two glyphs, by the inline nodes one is in and the other is not. */
function boundaryOf(a: Glyph, b: Glyph): Boundary | null {
  if (a.atom) return a.atom;
  if (b.atom) return b.atom;
  const differ = [...a.path.filter((n) => !b.path.includes(n)), ...b.path.filter((n) => !a.path.includes(n))];
  if (!differ.length) return 'text';
  return differ.some((n) => n.type === 'link') ? 'link' : 'bold';
}

/** The changes the rule asks for in one page. */
export function spacingEdits(source: string, tree: Root): {edits: Edit[]; kept: Map<string, number>} {
  const edits: Edit[] = [];
  // How many places of each boundary and pair already follow the rule (for --stats).
  const kept = new Map<string, number>();
  const blocks: Nodes[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') blocks.push(node);
    else if ('children' in node) for (const child of node.children) collect(child as Nodes);
  };
  collect(tree);
  for (const block of blocks) {
    const seq: (Glyph | null)[] = [];
    if (!('children' in block)) continue;
    for (const child of block.children) glyphs(child as Nodes, source, [], seq);
    for (let i = 0; i + 1 < seq.length; i++) {
      const a = seq[i];
      if (!a || a.ch === ' ') continue;
      // The next glyph, past at most one half-width space.
      let j = i + 1;
      let space: Glyph | null = null;
      if (seq[j]?.ch === ' ') {
        space = seq[j];
        j++;
      }
      const b = seq[j];
      if (!b || b.ch === ' ' || /\s/.test(b.ch) || /\s/.test(a.ch)) continue;
      const sa = sideOf(a.ch);
      const sb = sideOf(b.ch);
      if (sa === 'other' || sb === 'other' || (sa === 'half' && sb === 'half')) continue;
      const boundary = (boundaryOf(a, space ?? b) === 'text' && space ? boundaryOf(space, b) : boundaryOf(a, space ?? b)) ?? 'text';
      // Two Japanese words with a space between them in plain text are left as written: Microsoft's and Google's
      // Japanese screens write compound katakana labels with spaces (アプリケーション アクセス ポリシー).
      if (sa === 'ja' && sb === 'ja' && boundary === 'text') continue;
      // Bold sets a UI label apart by itself: no space at its edges, whatever its first and last characters.
      const want = boundary === 'bold' ? false : sa !== sb;
      const kind = `${boundary}:${want ? 'space' : 'none'}`;
      const aEnd = a.atom ? a.offset + (endOf(a.path[a.path.length - 1]) - startOf(a.path[a.path.length - 1])) : a.offset + 1;
      // A few characters of the line on each side of the place.
      const context = (from: number, to: number) => {
        const lineStart = source.lastIndexOf('\n', a.offset) + 1;
        const lineEnd = source.indexOf('\n', a.offset);
        return source.slice(Math.max(lineStart, from), Math.min(lineEnd < 0 ? source.length : lineEnd, to));
      };
      // The rendered text around the place (its line only), after the change.
      const shown = (from: number, step: 1 | -1, count: number) => {
        const out: string[] = [];
        for (let k = from; k >= 0 && k < seq.length && out.length < count; k += step) {
          const g = seq[k];
          if (!g || g.ch === '\n') break;
          out.push(g.atom === 'code' ? '`…`' : g.atom ? '…' : g.ch);
        }
        return (step < 0 ? out.reverse() : out).join('');
      };
      const reads = `${shown(i, -1, 8)}${want ? ' ' : ''}${shown(j, 1, 6)}`;
      if (want && !space) {
        // Outside the markup: before an opening one (b is deeper than a), after a closing one.
        const bDeeper = b.path.length > a.path.length && a.path.every((n) => b.path.includes(n));
        const at = bDeeper ? aEnd : b.offset;
        if (source.slice(aEnd, b.offset).includes('\n')) continue;
        edits.push({offset: at, insert: true, boundary, before: context(at - 12, at + 12), after: context(at - 12, at) + ' ' + context(at, at + 12), reads});
      } else if (!want && space) {
        const at = space.offset;
        edits.push({offset: at, insert: false, boundary, before: context(at - 12, at + 13), after: context(at - 12, at) + context(at + 1, at + 13), reads});
      } else {
        kept.set(kind, (kept.get(kind) ?? 0) + 1);
      }
    }
  }
  return {edits, kept};
}

/** The source with the edits applied. */
export function applyEdits(source: string, edits: Edit[]): string {
  let out = source;
  for (const e of [...edits].sort((x, y) => y.offset - x.offset)) {
    out = e.insert ? out.slice(0, e.offset) + ' ' + out.slice(e.offset) : out.slice(0, e.offset) + out.slice(e.offset + 1);
  }
  return out;
}

/** The inline structure a fix must keep: each link, bold, italic and code span with its text, in order. */
function structureOf(tree: Root): string {
  const parts: string[] = [];
  const visitNode = (node: Nodes) => {
    if (['link', 'strong', 'emphasis', 'inlineCode', 'mdxJsxTextElement', 'image', 'heading', 'tableCell', 'listItem'].includes(node.type)) {
      parts.push(node.type === 'link' ? `link:${node.url}` : node.type);
    }
    if ('children' in node) for (const child of node.children) visitNode(child as Nodes);
  };
  visitNode(tree);
  return parts.join('|');
}

const lineCol = (source: string, offset: number) => {
  const before = source.slice(0, offset);
  return {line: before.split('\n').length, column: offset - before.lastIndexOf('\n')};
};

const WHAT: Record<Boundary, string> = {
  text: 'Latin text or a number',
  link: 'a link',
  bold: 'bold',
  code: 'inline code',
  component: '<ProductName />',
};

/** The problems of one page. */
export function checkPage(file: string, source: string): Problem[] {
  const {tree, mdxError} = readMarkdown(source);
  if (mdxError) return [];
  return spacingEdits(source, tree).edits.map((e) => ({
    file,
    ...lineCol(source, e.offset),
    message: `${
      e.insert
        ? `half-width space between Japanese and ${WHAT[e.boundary]} (by the characters at its edges)`
        : e.boundary === 'bold'
          ? 'no space at the edges of bold (the bold sets the label apart)'
          : `no space between two Japanese characters, here at the edge of ${WHAT[e.boundary]}`
    }: 「${e.before.trim()}」 → 「${e.after.trim()}」 (reads 「${e.reads.trim()}」)`,
  }));
}

/** The Japanese pages of a root, or those of `files` among them. */
export function japanesePages(root: string, files: string[] | null): string[] {
  const globs = TRANSLATED_LOCALES.filter((l) => languageOf(l.code) === 'ja').flatMap((l) => pageGlobs(l.code));
  const all = new Set(fg.sync(globs, {cwd: root, ignore: ['**/reference/**', '**/node_modules/**']}));
  return files ? files.filter((f) => all.has(f)) : [...all].sort();
}

/** Fixes one page's text; throws when the fix would change its links, bold or code (a hand fix is then needed). */
export function fixSource(source: string): {text: string; count: number} {
  const {tree, mdxError} = readMarkdown(source);
  if (mdxError) return {text: source, count: 0};
  const {edits} = spacingEdits(source, tree);
  if (!edits.length) return {text: source, count: 0};
  const text = applyEdits(source, edits);
  const again = readMarkdown(text);
  if (again.mdxError || structureOf(again.tree) !== structureOf(tree)) throw new Error('the fix changes how the page parses');
  return {text, count: edits.length};
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('ja-spacing.ts')) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i >= 0) args.splice(i, 1);
    return i >= 0;
  };
  const rootAt = args.indexOf('--root');
  const root = resolve(rootAt >= 0 ? args.splice(rootAt, 2)[1] : ROOT);
  const fix = flag('--fix');
  const stats = flag('--stats');
  const missing = args.filter((f) => !existsSync(resolve(f)));
  if (missing.length) {
    console.error(`ja-spacing: no such file: ${missing.join(', ')}`);
    process.exit(2);
  }
  const files = japanesePages(root, args.length ? args.map((f) => relative(root, resolve(f)).replace(/\\/g, '/')) : null);
  if (stats) {
    const counts = new Map<string, number>();
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      const {tree, mdxError} = readMarkdown(source);
      if (mdxError) continue;
      const {edits, kept} = spacingEdits(source, tree);
      for (const [k, n] of kept) counts.set(`${k} (as written)`, (counts.get(`${k} (as written)`) ?? 0) + n);
      for (const e of edits) {
        const k = `${e.boundary}:${e.insert ? 'space' : 'none'} (to change)`;
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
    }
    for (const k of [...counts.keys()].sort()) console.log(`${k.padEnd(32)} ${counts.get(k)}`);
    process.exit(0);
  }
  if (fix) {
    let total = 0;
    let changed = 0;
    const failed: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      try {
        const {text, count} = fixSource(source);
        if (count) {
          writeFileSync(join(root, file), text);
          total += count;
          changed++;
        }
      } catch (e) {
        failed.push(`${file}: ${(e as Error).message}`);
      }
    }
    console.log(`ja-spacing --fix: ${total} place(s) in ${changed} file(s)`);
    for (const f of failed) console.log(`not fixed (fix by hand): ${f}`);
    process.exit(failed.length ? 1 : 0);
  }
  const problems = files.flatMap((file) => checkPage(file, readFileSync(join(root, file), 'utf8')));
  for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}  ${p.message}`);
  if (problems.length) console.log(`\nja-spacing: ${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s)`);
  process.exit(problems.length ? 1 : 0);
}
