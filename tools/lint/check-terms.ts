#!/usr/bin/env node
// Writers' checks of terms, typography and numbers (issue 28), each a step of its own in `npm run lint`:
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
import {readFileSync, existsSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import fg from 'fast-glob';
import yaml from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {micromark} from 'micromark';
import {gfm} from 'micromark-extension-gfm';

const KINDS = ['ui-labels', 'ja-typography', 'zh-typography', 'numbers'];

// ---------------------------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------------------------

/** Which pages each kind reads (repository-relative globs). */
const SCOPE = {
  // Every Japanese and Chinese page: docs of every version, release notes, the API overview.
  'ui-labels': ['i18n/{jp,zh}/docusaurus-plugin-content-*/**/*.{md,mdx}'],
  'ja-typography': ['i18n/jp/docusaurus-plugin-content-*/**/*.{md,mdx}'],
  'zh-typography': ['i18n/zh/docusaurus-plugin-content-*/**/*.{md,mdx}'],
  // Facts are today's: the current docs only (the 2.12 archive and release notes are history).
  numbers: ['docs/**/*.{md,mdx}', 'i18n/{jp,zh}/docusaurus-plugin-content-docs/current/**/*.{md,mdx}'],
};
const IGNORE = ['**/reference/**', '**/node_modules/**'];

export function localeOf(file) {
  if (file.startsWith('i18n/jp/')) return 'ja';
  if (file.startsWith('i18n/zh/')) return 'zh';
  return 'en';
}

export function pagesFor(kind, root, files) {
  const all = new Set(fg.sync(SCOPE[kind], {cwd: root, ignore: IGNORE}));
  return files ? files.filter((f) => all.has(f)) : [...all].sort();
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/**
 * The source as Docusaurus hands it to MDX, with line numbers and offsets kept: front matter blanked (its lines stay,
 * empty), explicit heading ids `{#id}` replaced by spaces.
 */
export function prepare(source) {
  const fm = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  const body = fm ? fm[0].replace(/[^\n]/g, ' ') + source.slice(fm[0].length) : source;
  return body.replace(/^(#{1,6}[^\n]*?)(\s*\{#[\w-]+\})[ \t]*$/gm, (_, head, id) => head + ' '.repeat(id.length));
}

function parse(source) {
  return processor.parse(prepare(source));
}

function walk(node, visit, parent = null) {
  visit(node, parent);
  for (const child of node.children ?? []) walk(child, visit, node);
}

/** 1-based line and column of an offset. */
function lineCol(source, offset) {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}

const textOf = (node) => (node.type === 'text' || node.type === 'inlineCode' ? node.value : (node.children ?? []).map(textOf).join(''));

// ---------------------------------------------------------------------------------------------------------------
// ui-labels
// ---------------------------------------------------------------------------------------------------------------

/**
 * For one locale ('ja' or 'zh'): English label → {forms: localized forms, keptFor: thirdParty regexes under which the
 * English form is that locale's label}. A label kept in English by a product entry (ja: OK) is left out entirely.
 */
export function uiLabels(glossary, locale) {
  const labels = new Map();
  const keptEverywhere = new Set();
  for (const t of glossary.terms.filter((t) => t.kind === 'ui')) {
    // An entry without this locale's form has no opinion on it.
    if (t[locale] === undefined || t[locale] === null) continue;
    const locs = String(t[locale])
      .split(' / ')
      .map((s) => s.trim());
    // A note in brackets after the English label ("Book now (option)") is not part of it, unless the localized label
    // has brackets too ("Active Directory (with LDAP user synchronization)": Active Directory（LDAP ユーザー同期あり）).
    const strip = (s) =>
      /[（(]/.test(String(t[locale]))
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
export function mermaidLabels(code) {
  const out = [];
  const lines = code.split('\n');
  lines.forEach((line, i) => {
    const push = (text, index) => {
      const t = text
        .replace(/<br\s*\/?>/g, ' ')
        .replace(/^["'`\s]+|["'`\s]+$/g, '')
        .trim();
      if (t) out.push({text: t, line: i, column: index});
    };
    if (/^\s*(%%|accTitle|accDescr|classDef|class |style |linkStyle|click )/.test(line)) return;
    for (const m of line.matchAll(/"([^"\n]+)"/g)) push(m[1], m.index + 1);
    const bare = line.replace(/"[^"\n]*"/g, (s) => ' '.repeat(s.length));
    for (const m of bare.matchAll(/\[\[?\(?\/?([^\]\[()"]+?)\/?\)?\]?\]|\(\(?\[?([^()\[\]"]+?)\]?\)?\)|\{\{?([^{}"]+?)\}?\}|\|([^|"]+)\|/g)) {
      const text = m[1] ?? m[2] ?? m[3] ?? m[4];
      push(text, m.index + m[0].indexOf(text));
    }
    // Sequence messages (A->>B: text), state and transition descriptions (A --> B: text, state : text), notes.
    const colon = /^\s*(?:[^:"]*?(?:-{1,2}>>?|-->|--x|-\)|->)[^:"]*|state\s+\S+|\S+|note\s+(?:left|right|over)\s+[^:]+):\s*(.+?)\s*$/.exec(bare);
    if (colon && !/^\s*(title|section|dateFormat)/.test(line)) push(colon[1], line.lastIndexOf(colon[1]));
  });
  return out;
}

function checkUiLabels(file, source, tree, glossary) {
  const locale = localeOf(file);
  if (locale === 'en') return [];
  const labels = uiLabels(glossary, locale);
  const problems = [];
  const mentions = (entry) => entry.keptFor.some((re) => re.test(source));
  const suggest = (en, entry) => [...entry.forms].map((f) => (locale === 'ja' ? `**${f}**` : `**${f}**`)).join(' / ');
  const report = (offset, how, en, entry) => {
    const {line, column} = lineCol(source, offset);
    const third = entry.thirdParty ? ` (${entry.thirdParty}'s own label, as it shows in ${locale === 'ja' ? 'Japanese' : 'Traditional Chinese'})` : '';
    problems.push({file, line, column, message: `English UI label ${how} "${en}": write ${suggest(en, entry)}${third} (data/glossary.yml)`});
  };
  const exact = (text) => {
    const entry = labels.get(text.trim());
    return entry && entry.forms.size && !mentions(entry) ? entry : null;
  };
  // A menu path of bold labels (**Settings** → **Security** → **Unknown sources**) with an English label that the
  // glossary does not know is a third-party screen (Android, Fire OS, Crestron...): its labels are that system's, not
  // ours, and the glossary's thirdParty entries decide them.
  const thirdPartyPath = new Set();
  walk(tree, (node) => {
    const kids = node.children ?? [];
    let chain = [];
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
      const after = source.slice(node.position.end.offset, node.position.end.offset + 80);
      if (entry && !thirdPartyPath.has(node) && !/^(?:[\s、，,和與及と]*\*\*[^*\n]+\*\*)*[\s、，,和與及と]*の?(シート|列|工作表|欄)/.test(after))
        report(node.position.start.offset, 'in bold', text, entry);
    } else if (node.type === 'tableCell' && node.children.length === 1 && node.children[0].type === 'text') {
      // A field name in a settings table (| Show unavailable rooms | ... |).
      const text = node.children[0].value.trim();
      const entry = exact(text);
      if (entry) report(node.children[0].position.start.offset, 'in a table', text, entry);
    }
    if (node.type === 'text') {
      const raw = source.slice(node.position.start.offset, node.position.end.offset);
      for (const m of raw.matchAll(/[「『]([A-Za-z][^」』\n]*?)[」』]/g)) {
        const entry = exact(m[1]);
        if (entry) report(node.position.start.offset + m.index + 1, 'in quotes', m[1].trim(), entry);
      }
    } else if (node.type === 'code' && node.lang === 'mermaid') {
      const codeStart = source.indexOf('\n', node.position.start.offset) + 1;
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
        if (part) {
          report(lineOffset + Math.max(0, label.column), 'in a diagram', part, exact(part));
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
      const items = node.attributes?.find((a) => a.name === 'items');
      const value = typeof items?.value === 'object' ? items.value?.value : undefined;
      if (value) {
        for (const m of value.matchAll(/(['"])(.*?)\1/g)) {
          const entry = exact(m[2]);
          if (entry) report(node.position.start.offset, 'in <MenuPath>', m[2], entry);
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
const strongTexts = (md) => JSON.stringify([...micromark(md, {extensions: [gfm()]}).matchAll(/<strong>(.*?)<\/strong>/g)].map((m) => m[1]));

/**
 * Whether the space at `at` (an offset in `source`) is needed for the bold next to it to render. CommonMark closes
 * `**` after punctuation only when whitespace or punctuation follows (and opens it before punctuation only after
 * whitespace or punctuation), so `**「設定」**を` is not bold while `**設定**を` is. Decided by rendering the line with
 * and without the space (micromark, the parser under Docusaurus's MDX), not by a rule of thumb.
 */
export function boldSpaceNeeded(source, at) {
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

/** A half-width space after full-width punctuation (`marks`: the punctuation, then the spaces) in a text node. */
function reportSpaceAfter(marks, language, source, raw, s, report) {
  for (const m of raw.matchAll(marks)) {
    const after = m.index + m[0].length;
    // The end of a line is not a space in the text (a trailing space; markdownlint reports those).
    if (after >= raw.length && /^\s*(\n|$)/.test(source.slice(s + after))) continue;
    report(s + m.index + 1, `no half-width space after ${m[1]} in ${language} text`);
  }
}

function checkJaTypography(file, source, tree) {
  const problems = [];
  const report = (offset, message) => problems.push({file, ...lineCol(source, offset), message});
  // Front matter: title and description are prose too (～ only; spacing rules need the inline parser).
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (fm) for (const m of fm[1].matchAll(/～/g)) report(4 + m.index, 'write 〜 (U+301C, wave dash) for a range, not ～ (U+FF5E, full-width tilde)');
  walk(tree, (node, parent) => {
    if (node.type === 'text') {
      const s = node.position.start.offset;
      const raw = source.slice(s, node.position.end.offset);
      for (const m of raw.matchAll(/～/g)) report(s + m.index, 'write 〜 (U+301C, wave dash) for a range, not ～ (U+FF5E, full-width tilde)');
      for (const m of raw.matchAll(/[ \u3000]+(?=[〜～])|(?<=[〜～])[ \u3000]+(?=\S)/g))
        report(
          s + m.index,
          `no space around 〜 in a range: 「${raw.slice(Math.max(0, m.index - 4), m.index + m[0].length + 4).trim()}」 → 9:00〜18:00, 1〜100 件`,
        );
      reportSpaceAfter(/([。、])([ \t]+)/g, 'Japanese', source, raw, s, report);
      if (/\*\*|__/.test(node.value))
        report(
          s,
          'bold is not rendered here (raw ** shows): CommonMark does not close ** after punctuation before a letter; write **設定**を or keep a space after the closing **',
        );
    }
    if (node.type === 'strong' && parent) {
      const so = node.position.start.offset;
      const eo = node.position.end.offset;
      const inner = textOf(node);
      // Japanese text, a space, then the bold.
      // A bold that starts (or ends) with a Latin letter or digit keeps its space: the glossary writes a half-width
      // space between Japanese and Latin words (API アクセストークン, 前に **Google でサインイン**).
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

function checkZhTypography(file, source, tree) {
  const problems = [];
  const report = (offset, message) => problems.push({file, ...lineCol(source, offset), message});
  const check = (raw, s) => {
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
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (fm) check(fm[1], 4);
  walk(tree, (node) => {
    if (node.type !== 'text') return;
    const s = node.position.start.offset;
    const raw = source.slice(s, node.position.end.offset);
    check(raw, s);
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
export function sentences(source, tree) {
  const out = [];
  const units = [];
  walk(tree, (node, parent) => {
    if (node.type === 'paragraph' && parent?.type !== 'tableCell') units.push(node);
    else if (node.type === 'heading' || node.type === 'tableRow') units.push(node);
  });
  for (const u of units) {
    const s = u.position.start.offset;
    let text = source.slice(s, u.position.end.offset);
    walk(u, (n) => {
      if (n.type === 'inlineCode' || n.type === 'code' || (n.type === 'mdxJsxTextElement' && n.name !== 'ProductName')) {
        const a = n.position.start.offset - s;
        const b = n.position.end.offset - s;
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

/**
 * facts/numbers.yml, as read (its header explains each field).
 * @typedef {{say?: string | string[], near: string, reject?: string | string[], number?: string, allow?: number | number[]}} FactStatement
 * @typedef {{id: string, value: number, unit: string, compare: string, source: string, range?: number[], en?: FactStatement, ja?: FactStatement, zh?: FactStatement}} Fact
 */

export function loadFacts(root) {
  const doc = /** @type {{numbers: Fact[]}} */ (yaml.load(readFileSync(join(root, 'facts/numbers.yml'), 'utf8')));
  return doc.numbers.map((f) => {
    const loc = {};
    for (const l of ['en', 'ja', 'zh']) {
      const spec = f[l];
      if (!spec) continue;
      loc[l] = {
        say: [].concat(spec.say ?? []),
        near: new RegExp(spec.near, l === 'en' ? 'i' : ''),
        reject: [].concat(spec.reject ?? []).map((r) => new RegExp(r, l === 'en' ? 'gi' : 'g')),
        number: spec.number ? new RegExp(spec.number, l === 'en' ? 'gi' : 'g') : null,
        allow: [].concat(spec.allow ?? f.value).map(Number),
        // A setting with a range: any number inside it is a valid example (a Vacancy time of 45 minutes).
        range: f.range ? f.range.map(Number) : null,
      };
    }
    return {...f, loc};
  });
}

function checkNumbers(file, source, tree, facts) {
  const locale = localeOf(file);
  const problems = [];
  for (const sentence of sentences(source, tree)) {
    for (const fact of facts) {
      const spec = fact.loc[locale];
      if (!spec || !spec.near.test(sentence.text)) continue;
      const where = (i) => lineCol(source, sentence.offset + i);
      const say = spec.say.length ? ` (write ${spec.say.map((s) => (locale === 'en' ? `"${s}"` : `「${s}」`)).join(' or ')})` : '';
      const seen = new Set();
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

export function check(kind, root, files) {
  const glossary = kind === 'ui-labels' ? yaml.load(readFileSync(join(root, 'data/glossary.yml'), 'utf8')) : null;
  const facts = kind === 'numbers' ? loadFacts(root) : null;
  const problems = [];
  for (const file of pagesFor(kind, root, files)) {
    const source = readFileSync(join(root, file), 'utf8');
    let tree;
    try {
      tree = parse(source);
    } catch (error) {
      problems.push({
        file,
        line: error.line ?? 1,
        column: error.column ?? 1,
        message: `does not parse as MDX (the pages check says why): ${error.reason ?? error.message}`,
      });
      continue;
    }
    if (kind === 'ui-labels') problems.push(...checkUiLabels(file, source, tree, glossary));
    else if (kind === 'ja-typography') problems.push(...checkJaTypography(file, source, tree));
    else if (kind === 'zh-typography') problems.push(...checkZhTypography(file, source, tree));
    else problems.push(...checkNumbers(file, source, tree, facts));
  }
  problems.sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
  return problems;
}

export const format = (p) => `${p.file}:${p.line}:${p.column}  ${p.message}`;

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('check-terms.ts')) {
  const args = process.argv.slice(2);
  const take = (name) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, 2)[1];
  };
  const kind = take('--kind');
  const root = resolve(take('--root') ?? join(import.meta.dirname, '..', '..'));
  if (!KINDS.includes(kind)) {
    console.error(`check-terms: --kind ${KINDS.join(' | ')}`);
    process.exit(2);
  }
  const files = args.length ? args.map((f) => relative(root, resolve(f)).replace(/\\/g, '/')).filter((f) => existsSync(join(root, f))) : null;
  const problems = check(kind, root, files);
  for (const p of problems) console.log(format(p));
  if (problems.length)
    console.log(`\n${kind}: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s)`);
  process.exit(problems.length ? 1 : 0);
}
