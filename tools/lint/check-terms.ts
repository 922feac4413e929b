#!/usr/bin/env node
// Writers' checks of terms, typography and numbers, each a step of its own in `npm run lint`:
//
//   ui-labels      an English UI label of data/glossary.yml (`kind: ui`) on a Japanese or Chinese page where the
//                  glossary gives that locale another form: bold (**Show unavailable rooms**), quoted
//                  (「Online」), in a <MenuPath items> or in a Mermaid diagram's labels.
//   ja-typography  Japanese range and spacing rules: ～ (U+FF5E) where the rule is 〜 (U+301C); a space around 〜; a
//                  half-width space after 。 or 、; a half-width space between Japanese text and bold that CommonMark
//                  does not need (decided by parsing the line with and without it, see boldSpaceNeeded); bold that
//                  CommonMark leaves open (raw ** in the rendered text).
//   zh-typography  Chinese range and spacing rules (data/glossary.yml, "range of numbers or times"): a range written
//                  with ～ 〜 ~ – — between numbers instead of 至 with spaces (09:00 至 17:00); 至 between numbers
//                  without its spaces; a half-width space after 。，、；：; bold that CommonMark leaves open
//   numbers        a number that contradicts facts/numbers.yml: each registered fact's rejected phrasings (「5 分以上」
//                  where the fact is "more than 5 minutes") and values that are not the fact's, in sentences that
//                  hold the fact's keywords.
//
// The avoid lists of the glossary (jaAvoid, zhAvoid, enAvoid) are checked by the prose linters (prh; steps ja, zh, en).
//
// Usage: node tools/lint/check-terms.ts --kind <ui-labels|ja-typography|zh-typography|numbers> [--root DIR] [files...]
// No files: every page the kind reads. Prints `file:line:column  message` per problem and exits 1 when there is one.
// Pages are read by tools/content/markdown.ts (the syntax tree MDX reads, positions the file's own).
import {readFileSync, existsSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import fg from 'fast-glob';
import yaml from 'js-yaml';
import type {Nodes, Parents, Root} from 'mdast';
import {micromark} from 'micromark';
import {gfm} from 'micromark-extension-gfm';
import {LOCALES, TRANSLATED_LOCALES, type SearchLanguage} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {frontMatterBlock} from '../content/front-matter.ts';
import {readMarkdown} from '../content/markdown.ts';
import {languageOf, localeOfFile, pageGlobs} from '../content/places.ts';

export const KINDS = ['ui-labels', 'ja-typography', 'zh-typography', 'numbers'] as const;
export type Kind = (typeof KINDS)[number];
const isKind = (value: unknown): value is Kind => (KINDS as readonly unknown[]).includes(value);
/** A page's language, as data/glossary.yml and facts/numbers.yml key their forms. */
type Language = SearchLanguage;
/** A problem: the page (relative to the root), its 1-based place, what to do. */
export type Problem = {file: string; line: number; column: number; message: string};

// ---------------------------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------------------------

/** Which pages each kind reads (repository-relative globs). */
const SCOPE: Record<Kind, () => string[]> = {
  // Every translated page: docs of every version, release notes, the API overview, the pages.
  'ui-labels': () => TRANSLATED_LOCALES.flatMap((l) => pageGlobs(l.code)),
  'ja-typography': () => pageGlobs('ja'),
  'zh-typography': () => pageGlobs('zh-Hant'),
  // Facts are today's: the current docs only (the archived versions and the release notes are history).
  numbers: () => LOCALES.flatMap((l) => pageGlobs(l.code, {kinds: ['docs'], archived: false})),
};
const IGNORE = ['**/reference/**', '**/node_modules/**'];

/** The language of a page (repository-relative path): `ja` and `zh` for the translations, `en` for the rest. */
export function languageOfFile(file: string): Language {
  return languageOf(localeOfFile(file));
}

/** The pages a kind reads: `files` (repository-relative) among them, or all of them (null). */
export function pagesFor(kind: Kind, root: string, files: string[] | null): string[] {
  const all = new Set(fg.sync(SCOPE[kind](), {cwd: root, ignore: IGNORE}));
  return files ? files.filter((f) => all.has(f)) : [...all].sort();
}

type Visit = (node: Nodes, parent: Parents | null) => void;
function walk(node: Nodes, visit: Visit, parent: Parents | null = null): void {
  visit(node, parent);
  if ('children' in node) for (const child of node.children) walk(child, visit, node);
}

/** 1-based line and column of an offset. */
function lineCol(source: string, offset: number): {line: number; column: number} {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}

/** The text of a node: its text and inline code, without image descriptions or expressions. */
const textOf = (node: Nodes): string =>
  node.type === 'text' || node.type === 'inlineCode' ? node.value : 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
/** Where a node starts and ends in the source. */
const startOf = (node: Nodes): number => node.position?.start.offset ?? 0;
const endOf = (node: Nodes): number => node.position?.end.offset ?? 0;

// ---------------------------------------------------------------------------------------------------------------
// ui-labels
// ---------------------------------------------------------------------------------------------------------------

/** data/glossary.yml, as read: the fields this check uses (its header explains them all). */
type GlossaryTerm = {kind?: string; en: string; ja?: string | null; zh?: string | null; thirdParty?: string};
export type Glossary = {terms: GlossaryTerm[]};
/** A translated language: the glossary gives each of them its forms. */
type TranslatedLanguage = Exclude<Language, 'en'>;
/** An English UI label: its localized forms, and the third-party systems that show it in English in this language. */
export type UiLabel = {forms: Set<string>; keptFor: RegExp[]; thirdParty?: string};

/**
 * For one language ('ja' or 'zh'): English label → {forms: localized forms, keptFor: thirdParty regexes under which the
 * English form is that language's label}. A label kept in English by a product entry (ja: OK) is left out entirely.
 */
export function uiLabels(glossary: Glossary, locale: TranslatedLanguage): Map<string, UiLabel> {
  const labels = new Map<string, UiLabel>();
  const keptEverywhere = new Set<string>();
  for (const t of glossary.terms.filter((t) => t.kind === 'ui')) {
    // An entry without this language's form has no opinion on it.
    const localized = t[locale];
    if (localized === undefined || localized === null) continue;
    const locs = String(localized)
      .split(' / ')
      .map((s) => s.trim());
    // A note in brackets after the English label ("Book now (option)") is not part of it, unless the localized label
    // has brackets too ("Active Directory (with LDAP user synchronization)": Active Directory（LDAP ユーザー同期あり）).
    const strip = (s: string) =>
      /[（(]/.test(String(localized))
        ? String(s).trim()
        : String(s)
            .replace(/ \([^)]*\)$/, '')
            .trim();
    const ens = String(t.en).split(' / ').map(strip);
    ens.forEach((en, i) => {
      const form = locs.length === ens.length ? locs[i] : locs.join(' / ');
      if (!en) return;
      if (form === en) {
        if (t.thirdParty) {
          const entry = labels.get(en) ?? {forms: new Set(), keptFor: []};
          entry.keptFor.push(
            new RegExp(
              String(t.thirdParty)
                .split(' / ')
                .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
                .join('|'),
            ),
          );
          labels.set(en, entry);
        } else keptEverywhere.add(en);
        return;
      }
      const entry = labels.get(en) ?? {forms: new Set(), keptFor: []};
      entry.forms.add(form);
      if (t.thirdParty) entry.thirdParty = t.thirdParty;
      labels.set(en, entry);
    });
  }
  for (const en of keptEverywhere) labels.delete(en);
  return labels;
}

/** The label texts of a Mermaid diagram: node shapes, quoted strings, edge labels, messages and state descriptions. */
export function mermaidLabels(code: string): {text: string; line: number; column: number}[] {
  const out: {text: string; line: number; column: number}[] = [];
  const lines = code.split('\n');
  lines.forEach((line, i) => {
    const push = (text: string, index: number) => {
      const t = text
        .replace(/<br\s*\/?>/g, ' ')
        .replace(/^["'`\s]+|["'`\s]+$/g, '')
        .trim();
      if (t) out.push({text: t, line: i, column: index});
    };
    if (/^\s*(%%|accTitle|accDescr|classDef|class |style |linkStyle|click )/.test(line)) return;
    for (const m of line.matchAll(/"([^"\n]+)"/g)) push(m[1], m.index + 1);
    const bare = line.replace(/"[^"\n]*"/g, (s) => ' '.repeat(s.length));
    for (const m of bare.matchAll(/\[\[?\(?\/?([^\][()"]+?)\/?\)?\]?\]|\(\(?\[?([^()[\]"]+?)\]?\)?\)|\{\{?([^{}"]+?)\}?\}|\|([^|"]+)\|/g)) {
      const text = m[1] ?? m[2] ?? m[3] ?? m[4];
      push(text, m.index + m[0].indexOf(text));
    }
    // Sequence messages (A->>B: text), state and transition descriptions (A --> B: text, state : text), notes.
    const colon = /^\s*(?:[^:"]*?(?:-{1,2}>>?|-->|--x|-\)|->)[^:"]*|state\s+\S+|\S+|note\s+(?:left|right|over)\s+[^:]+):\s*(.+?)\s*$/.exec(bare);
    if (colon && !/^\s*(title|section|dateFormat)/.test(line)) push(colon[1], line.lastIndexOf(colon[1]));
  });
  return out;
}

function checkUiLabels(file: string, source: string, tree: Root, glossary: Glossary): Problem[] {
  const language = languageOfFile(file);
  if (language === 'en') return [];
  const labels = uiLabels(glossary, language);
  const problems: Problem[] = [];
  const mentions = (entry: UiLabel) => entry.keptFor.some((re) => re.test(source));
  const suggest = (entry: UiLabel) => [...entry.forms].map((f) => `**${f}**`).join(' / ');
  const report = (offset: number, how: string, en: string, entry: UiLabel) => {
    const {line, column} = lineCol(source, offset);
    const third = entry.thirdParty ? ` (${entry.thirdParty}'s own label, as it shows in ${language === 'ja' ? 'Japanese' : 'Traditional Chinese'})` : '';
    problems.push({file, line, column, message: `English UI label ${how} "${en}": write ${suggest(entry)}${third} (data/glossary.yml)`});
  };
  const exact = (text: string): UiLabel | null => {
    const entry = labels.get(text.trim());
    return entry && entry.forms.size && !mentions(entry) ? entry : null;
  };
  // A menu path of bold labels (**Settings** → **Security** → **Unknown sources**) with an English label that the
  // glossary does not know is a third-party screen (Android, Fire OS, Crestron...): its labels are that system's, not
  // ours, and the glossary's thirdParty entries decide them.
  const thirdPartyPath = new Set<Nodes>();
  walk(tree, (node) => {
    const kids: Nodes[] = 'children' in node ? node.children : [];
    let chain: Nodes[] = [];
    const flush = () => {
      if (
        chain.length > 1 &&
        chain.some((c) => /^[\x20-\x7e]+$/.test(textOf(c).trim()) && !labels.has(textOf(c).trim()) && !/^[\d\W]+$/.test(textOf(c).trim()))
      )
        chain.forEach((c) => thirdPartyPath.add(c));
      chain = [];
    };
    kids.forEach((k, i) => {
      if (k.type === 'strong') chain.push(k);
      else if (!(k.type === 'text' && /^\s*(→|>)\s*$/.test(k.value) && kids[i - 1]?.type === 'strong')) flush();
    });
    flush();
  });
  walk(tree, (node) => {
    if (node.type === 'strong') {
      const text = textOf(node).trim();
      const entry = exact(text);
      // The mass set-up template's sheet and column names (**Rooms** シート, **Name** 列) stay as the file has them.
      const after = source.slice(endOf(node), endOf(node) + 80);
      if (entry && !thirdPartyPath.has(node) && !/^(?:[\s、，,和與及と]*\*\*[^*\n]+\*\*)*[\s、，,和與及と]*の?(シート|列|工作表|欄)/.test(after))
        report(startOf(node), 'in bold', text, entry);
    } else if (node.type === 'tableCell' && node.children.length === 1 && node.children[0].type === 'text') {
      // A field name in a settings table (| Show unavailable rooms | ... |).
      const cell = node.children[0];
      const text = cell.value.trim();
      const entry = exact(text);
      if (entry) report(startOf(cell), 'in a table', text, entry);
    }
    if (node.type === 'text') {
      const raw = source.slice(startOf(node), endOf(node));
      for (const m of raw.matchAll(/[「『]([A-Za-z][^」』\n]*?)[」』]/g)) {
        const entry = exact(m[1]);
        if (entry) report(startOf(node) + m.index + 1, 'in quotes', m[1].trim(), entry);
      }
    } else if (node.type === 'code' && node.lang === 'mermaid') {
      const codeStart = source.indexOf('\n', startOf(node)) + 1;
      const codeLines = node.value.split('\n');
      for (const label of mermaidLabels(node.value)) {
        const lineOffset = codeStart + codeLines.slice(0, label.line).reduce((n, l) => n + l.length + 1, 0);
        const entry = exact(label.text);
        if (entry) {
          report(lineOffset + Math.max(0, label.column), 'in a diagram', label.text, entry);
          continue;
        }
        // A label between Japanese or Chinese punctuation inside a longer diagram label (「プレーヤー画面、Online」).
        const parts = label.text.split(/\s*[、，。：；（）()／]\s*/).filter((p) => p && p !== label.text);
        const part = parts.find((p) => exact(p));
        const partEntry = part === undefined ? null : exact(part);
        if (part !== undefined && partEntry) {
          report(lineOffset + Math.max(0, label.column), 'in a diagram', part, partEntry);
          continue;
        }
        // A label of several words inside a longer diagram label ("Launch at start-up on").
        for (const [en, e] of labels) {
          if (!e.forms.size || !/\s/.test(en) || mentions(e)) continue;
          const re = new RegExp(`(^|[^A-Za-z])${en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`);
          if (label.text !== en && re.test(label.text)) report(lineOffset + Math.max(0, label.column), 'in a diagram', en, e);
        }
      }
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'MenuPath') {
      const items = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'items');
      const value = items && typeof items.value === 'object' ? items.value?.value : undefined;
      if (value) {
        for (const m of value.matchAll(/(['"])(.*?)\1/g)) {
          const entry = exact(m[2]);
          if (entry) report(startOf(node), 'in <MenuPath>', m[2], entry);
        }
      }
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// ja-typography
// ---------------------------------------------------------------------------------------------------------------

const JA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆、。「」『』（）・：；！？…〜]/u;
const HIRAGANA = /[\u3041-\u3096]/;

// The bold texts of a line as rendered (the same bold, not only as many: `**⋮**をクリックして**設定**を` still
// has one <strong>, around the wrong words).
const strongTexts = (md: string): string => JSON.stringify([...micromark(md, {extensions: [gfm()]}).matchAll(/<strong>(.*?)<\/strong>/g)].map((m) => m[1]));

/**
 * Whether the space at `at` (an offset in `source`) is needed for the bold next to it to render. CommonMark closes
 * `**` after punctuation only when whitespace or punctuation follows (and opens it before punctuation only after
 * whitespace or punctuation), so `**「設定」**を` is not bold while `**設定**を` is. Decided by rendering the line with
 * and without the space (micromark, the parser under Docusaurus's MDX), not by a rule of thumb.
 */
export function boldSpaceNeeded(source: string, at: number): boolean {
  const start = source.lastIndexOf('\n', at - 1) + 1;
  const endNl = source.indexOf('\n', at);
  const end = endNl < 0 ? source.length : endNl;
  // Inline only: the line's container markers (list, table pipe, heading) do not change emphasis.
  const line = source.slice(start, end).replace(/^\s*(?:[-*+]|\d+[.)]|#{1,6}|>)\s+/, '');
  const shift = source.slice(start, end).length - line.length;
  const i = at - start - shift;
  const without = line.slice(0, i) + line.slice(i + 1);
  return strongTexts(without) !== strongTexts(line);
}

type Report = (offset: number, message: string) => void;

/** A half-width space after full-width punctuation (`marks`: the punctuation, then the spaces) in a text node. */
function reportSpaceAfter(marks: RegExp, language: string, source: string, raw: string, s: number, report: Report): void {
  for (const m of raw.matchAll(marks)) {
    const after = m.index + m[0].length;
    // The end of a line is not a space in the text (a trailing space; markdownlint reports those).
    if (after >= raw.length && /^\s*(\n|$)/.test(source.slice(s + after))) continue;
    report(s + m.index + 1, `no half-width space after ${m[1]} in ${language} text`);
  }
}

/**
 * A percentage is one word, spaced like the number it is: no space between the number and %, and (Japanese) one
 * half-width space between it and Japanese text, as Microsoft's Japanese docs write it (「80% を超えた」).
 * Before the Japanese review the pages had 「80 %」 in 14 places against 33 for 「80%」, and 29 「80% を」 against none
 * without the space.
 */
function reportPercentSpace(raw: string, s: number, japanese: boolean, report: Report): void {
  for (const m of raw.matchAll(/([\d.,]*\d)[ \u3000]+(?=[%％])/g))
    report(s + m.index + m[1].length, `no space between a number and %: 「${m[1]} %」 → 「${m[1]}%」`);
  if (!japanese) return;
  for (const m of raw.matchAll(/([\d.,]*\d[%％])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu)) {
    const at = m.index + m[1].length;
    report(s + at, `a half-width space between a percentage and Japanese text: 「${m[1]}${raw[at]}」 → 「${m[1]} ${raw[at]}」 (「80% を超えた」)`);
  }
}

function checkJaTypography(file: string, source: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (offset, message) => problems.push({file, ...lineCol(source, offset), message});
  // Front matter: title and description are prose too (～ only; spacing rules need the inline parser).
  const fm = frontMatterBlock(source);
  for (const m of fm.yaml.matchAll(/～/g)) report(fm.yamlOffset + m.index, 'write 〜 (U+301C, wave dash) for a range, not ～ (U+FF5E, full-width tilde)');
  walk(tree, (node, parent) => {
    if (node.type === 'text') {
      const s = startOf(node);
      const raw = source.slice(s, endOf(node));
      for (const m of raw.matchAll(/～/g)) report(s + m.index, 'write 〜 (U+301C, wave dash) for a range, not ～ (U+FF5E, full-width tilde)');
      for (const m of raw.matchAll(/[ \u3000]+(?=[〜～])|(?<=[〜～])[ \u3000]+(?=\S)/g))
        report(
          s + m.index,
          `no space around 〜 in a range: 「${raw.slice(Math.max(0, m.index - 4), m.index + m[0].length + 4).trim()}」 → 9:00〜18:00, 1〜100 件`,
        );
      reportSpaceAfter(/([。、])([ \t]+)/g, 'Japanese', source, raw, s, report);
      reportPercentSpace(raw, s, true, report);
      if (/\*\*|__/.test(node.value))
        report(
          s,
          'bold is not rendered here (raw ** shows): CommonMark does not close ** after punctuation before a letter; write **設定**を or keep a space after the closing **',
        );
    }
    if (node.type === 'strong' && parent) {
      const so = startOf(node);
      const eo = endOf(node);
      const inner = textOf(node);
      // Japanese text, a space, then the bold.
      // A bold that starts (or ends) with a Latin letter or digit is left to the ja-spacing check
      // (tools/lint/ja-spacing.ts), which asks for no space at a bold's edges at all.
      // (After 。 or 、 the rule above already names the space.)
      if (
        /[ \t]/.test(source[so - 1] ?? '') &&
        JA.test(source[so - 2] ?? '') &&
        !/[。、]/.test(source[so - 2]) &&
        !/^[A-Za-z0-9]/.test(inner) &&
        !boldSpaceNeeded(source, so - 1)
      ) {
        report(
          so - 1,
          `no half-width space between Japanese text and bold: 「${source.slice(so - 3, so - 1)} **${inner}**」 → 「${source.slice(so - 3, so - 1)}**${inner}**」 (it renders bold without the space)`,
        );
      }
      // The bold, a space, then Japanese text. A bold label then a space then a particle is the prose linter's
      // ja-bold-label-particle rule (step ja) when the label does not end in punctuation; the rest is reported here.
      const next = source[eo + 1] ?? '';
      if (/[ \t]/.test(source[eo] ?? '') && JA.test(next) && !/[A-Za-z0-9]$/.test(inner)) {
        const particleRule = HIRAGANA.test(next) && !/[\p{P}\p{S}]$/u.test(inner);
        if (!particleRule && !boldSpaceNeeded(source, eo)) {
          report(
            eo,
            `no half-width space between bold and Japanese text: 「**${inner}** ${next}」 → 「**${inner}**${next}」 (it renders bold without the space)`,
          );
        }
      }
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// zh-typography
// ---------------------------------------------------------------------------------------------------------------

// A number or a time on both sides of a range sign. The ASCII hyphen is left out: dates (2024-05-31), phone numbers
// and model names use it, and a hyphen range in Chinese prose is rare enough for a reader to catch.
const ZH_RANGE_SIGN = /(\d(?:[:.]\d+)?)([ \u3000]*)([～〜~–—])([ \u3000]*)(?=\d)/g;
const ZH_TIGHT_ZHI = /\d至|至(?=\d)/g;

function checkZhTypography(file: string, source: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (offset, message) => problems.push({file, ...lineCol(source, offset), message});
  const check = (raw: string, s: number) => {
    for (const m of raw.matchAll(ZH_RANGE_SIGN)) {
      const at = m.index + m[1].length + m[2].length;
      const example = raw.slice(Math.max(0, m.index - 3), at + m[3].length + m[4].length + 5).trim();
      report(s + at, `write a range in Chinese with 至 and spaces, not ${m[3]}: 「${example}」 → 09:00 至 17:00, 5 至 60 分鐘 (data/glossary.yml)`);
    }
    for (const m of raw.matchAll(ZH_TIGHT_ZHI)) {
      const at = m[0].startsWith('至') ? m.index : m.index + 1;
      report(s + at, `spaces around 至 between numbers: 「${raw.slice(Math.max(0, at - 3), at + 4).trim()}」 → 5 至 60 (data/glossary.yml)`);
    }
  };
  const fm = frontMatterBlock(source);
  if (fm.present) check(fm.yaml, fm.yamlOffset);
  walk(tree, (node) => {
    if (node.type !== 'text') return;
    const s = startOf(node);
    const raw = source.slice(s, endOf(node));
    check(raw, s);
    reportPercentSpace(raw, s, false, report);
    if (/\*\*|__/.test(node.value))
      report(
        s,
        'bold is not rendered here (raw ** shows): CommonMark does not close ** after punctuation before a letter; write **是否收到**？請 (the punctuation outside) or keep a space after the closing **',
      );
    reportSpaceAfter(/([。，、；：])([ \t]+)/g, 'Chinese', source, raw, s, report);
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// numbers
// ---------------------------------------------------------------------------------------------------------------

/**
 * The prose of a page as sentences with their offsets: each paragraph, heading and table row, inline code blanked
 * (a number in `code` is not prose), split after 。！？ and after an English sentence end.
 */
export function sentences(source: string, tree: Root): {text: string; offset: number}[] {
  const out: {text: string; offset: number}[] = [];
  const units: Nodes[] = [];
  walk(tree, (node, parent) => {
    if (node.type === 'paragraph' && parent?.type !== 'tableCell') units.push(node);
    else if (node.type === 'heading' || node.type === 'tableRow') units.push(node);
  });
  for (const u of units) {
    const s = startOf(u);
    let text = source.slice(s, endOf(u));
    walk(u, (n) => {
      if (n.type === 'inlineCode' || n.type === 'code' || (n.type === 'mdxJsxTextElement' && n.name !== 'ProductName')) {
        const a = startOf(n) - s;
        const b = endOf(n) - s;
        text = text.slice(0, a) + text.slice(a, b).replace(/[^\n]/g, ' ') + text.slice(b);
      }
    });
    let from = 0;
    for (const m of text.matchAll(/[。！？]|[.!?](?=\s|$)|\n(?!\|)/g)) {
      const end = m.index + m[0].length;
      out.push({text: text.slice(from, end), offset: s + from});
      from = end;
    }
    if (from < text.length) out.push({text: text.slice(from), offset: s + from});
  }
  return out;
}

/** One language's statement of a fact in facts/numbers.yml, as read (its header explains each field). */
type FactStatement = {say?: string | string[]; near: string; reject?: string | string[]; number?: string; allow?: number | number[]};
/** A fact of facts/numbers.yml, as read. */
type FactEntry = {id: string; value: number; unit: string; compare: string; source: string; range?: number[]} & Partial<Record<Language, FactStatement>>;
/** A fact's statement, compiled: what to ask for, when it applies, what contradicts it. */
type FactCheck = {say: string[]; near: RegExp; reject: RegExp[]; number: RegExp | null; allow: number[]; range: number[] | null};
export type Fact = FactEntry & {loc: Partial<Record<Language, FactCheck>>};

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** facts/numbers.yml of a root, each fact's statements compiled. */
export function loadFacts(root: string): Fact[] {
  const doc = yaml.load(readFileSync(join(root, 'facts/numbers.yml'), 'utf8')) as {numbers: FactEntry[]};
  return doc.numbers.map((f) => {
    const loc: Partial<Record<Language, FactCheck>> = {};
    for (const l of LOCALES.map((locale) => languageOf(locale.code))) {
      const spec = f[l];
      if (!spec) continue;
      loc[l] = {
        say: list(spec.say),
        near: new RegExp(spec.near, l === 'en' ? 'i' : ''),
        reject: list(spec.reject).map((r) => new RegExp(r, l === 'en' ? 'gi' : 'g')),
        number: spec.number ? new RegExp(spec.number, l === 'en' ? 'gi' : 'g') : null,
        allow: list(spec.allow ?? f.value).map(Number),
        // A setting with a range: any number inside it is a valid example (a Vacancy time of 45 minutes).
        range: f.range ? f.range.map(Number) : null,
      };
    }
    return {...f, loc};
  });
}

function checkNumbers(file: string, source: string, tree: Root, facts: Fact[]): Problem[] {
  const language = languageOfFile(file);
  const problems: Problem[] = [];
  for (const sentence of sentences(source, tree)) {
    for (const fact of facts) {
      const spec = fact.loc[language];
      if (!spec || !spec.near.test(sentence.text)) continue;
      const where = (i: number) => lineCol(source, sentence.offset + i);
      const say = spec.say.length ? ` (write ${spec.say.map((s) => (language === 'en' ? `"${s}"` : `「${s}」`)).join(' or ')})` : '';
      const seen = new Set<number>();
      for (const re of spec.reject) {
        re.lastIndex = 0;
        for (const m of sentence.text.matchAll(re)) {
          if (seen.has(m.index)) continue;
          seen.add(m.index);
          problems.push({
            file,
            ...where(m.index),
            message: `"${m[0].trim()}" contradicts the fact ${fact.id}: ${fact.compare} ${fact.value} ${fact.unit}${say} (facts/numbers.yml)`,
          });
        }
      }
      if (spec.number) {
        spec.number.lastIndex = 0;
        for (const m of sentence.text.matchAll(spec.number)) {
          const n = Number(String(m.slice(1).find((g) => g !== undefined)).replace(/[,，]/g, ''));
          if (Number.isNaN(n) || spec.allow.includes(n) || (spec.range && n >= spec.range[0] && n <= spec.range[1]) || seen.has(m.index)) continue;
          seen.add(m.index);
          problems.push({
            file,
            ...where(m.index),
            message: `"${m[0].trim()}" contradicts the fact ${fact.id}: ${fact.compare} ${fact.value} ${fact.unit}${say} (facts/numbers.yml)`,
          });
        }
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------

/** The data file a kind reads besides the pages, if any. */
const DATA_FILE: Partial<Record<Kind, string>> = {'ui-labels': 'data/glossary.yml', numbers: 'facts/numbers.yml'};

/** The check of a kind, its data read from `root`. */
function checkerOf(kind: Kind, root: string): (file: string, source: string, tree: Root) => Problem[] {
  switch (kind) {
    case 'ui-labels': {
      const glossary = yaml.load(readFileSync(join(root, 'data/glossary.yml'), 'utf8')) as Glossary;
      return (file, source, tree) => checkUiLabels(file, source, tree, glossary);
    }
    case 'ja-typography':
      return checkJaTypography;
    case 'zh-typography':
      return checkZhTypography;
    case 'numbers': {
      const facts = loadFacts(root);
      return (file, source, tree) => checkNumbers(file, source, tree, facts);
    }
  }
}

/** The problems of a kind in `root`'s pages, or only in `files` (repository-relative; null: every page). */
export function check(kind: Kind, root: string, files: string[] | null): Problem[] {
  const checkPage = checkerOf(kind, root);
  const problems: Problem[] = [];
  for (const file of pagesFor(kind, root, files)) {
    const source = readFileSync(join(root, file), 'utf8');
    const {tree, mdxError} = readMarkdown(source);
    if (mdxError) {
      problems.push({file, line: mdxError.line, column: mdxError.column, message: `does not parse as MDX (the pages check says why): ${mdxError.reason}`});
      continue;
    }
    problems.push(...checkPage(file, source, tree));
  }
  problems.sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
  return problems;
}

export const format = (p: Problem): string => `${p.file}:${p.line}:${p.column}  ${p.message}`;

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('check-terms.ts')) {
  const args = process.argv.slice(2);
  const take = (name: string) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, 2)[1];
  };
  const kind = take('--kind');
  const root = resolve(take('--root') ?? ROOT);
  if (!isKind(kind)) {
    console.error(`check-terms: --kind ${KINDS.join(' | ')}`);
    process.exit(2);
  }
  const data = DATA_FILE[kind];
  if (!existsSync(root) || !statSync(root).isDirectory() || (data && !existsSync(join(root, data)))) {
    console.error(`check-terms: ${root} is not a work tree of the site${data ? ` (no ${data})` : ''}: give --root the folder of package.json`);
    process.exit(2);
  }
  const missing = args.filter((f) => !existsSync(resolve(f)));
  if (missing.length) {
    console.error(`check-terms: no such file: ${missing.join(', ')} (name pages that exist, or none for every page)`);
    process.exit(2);
  }
  const files = args.length ? args.map((f) => relative(root, resolve(f)).replace(/\\/g, '/')) : null;
  const problems = check(kind, root, files);
  for (const p of problems) console.log(format(p));
  if (problems.length)
    console.log(`\n${kind}: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s)`);
  process.exit(problems.length ? 1 : 0);
}
