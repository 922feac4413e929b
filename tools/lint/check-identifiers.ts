#!/usr/bin/env node
// Identifiers survive translation: every inline code span (`worker`, `smartoffice.conf`, `X-Api-Key`) of an English
// page (current docs, release notes, archived docs, the API overview) must appear as inline code in each of its
// translations. A translation may say it with other words around it, once or many times, or show it as a line of a
// code block of its own; it may not leave it out (a list of Linux images condensed to 「など」 drops one).
// Count-insensitive: the set of spans is compared.
//
// Some inline code is translatable by nature (a UI label written as code, an English example value the translation
// localizes): those are listed, each with its reason, in tools/lint/identifier-exceptions.yml, for every page or one.
//
// Usage: node tools/lint/check-identifiers.ts [--root DIR] [files...]   (no files: the whole tree)
// A named English page is checked against its translations; a named translation against its English page.
// Prints `file:line: problem` (the translation's file) and exits 1 when there is one.
// In a program (the unit tests): checkIdentifiers({root, files, texts, exceptions}), below.
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import fg from 'fast-glob';
import yaml from 'js-yaml';
import {contentDir, type ContentKind} from '../../site/content.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES, isLocaleCode, type LocaleCode} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {codeBlocks, readMarkdown} from '../content/markdown.ts';
import {PAGE_FILE, pageGlobs, placeOf} from '../content/places.ts';
import {visit} from 'unist-util-visit';

/** The exceptions file, relative to the root. */
export const EXCEPTIONS_FILE = 'tools/lint/identifier-exceptions.yml';
/** The kinds of pages whose inline code is checked (the generated API reference and src/pages aside). */
const KINDS: readonly ContentKind[] = ['docs', 'release-notes'];
/** The API overview, the one hand-written page of the API docs. */
const API_OVERVIEW = `${contentDir('api', DEFAULT_LOCALE)}/index.md`;

/** One exception: inline code a translation may leave out or localize, on every page or on some. */
export type IdentifierException = {
  /** The inline code, as written in the English page. */
  code: string;
  /** Why a translation may leave it out. */
  reason: string;
  /** English pages (relative to the root) it applies to; none: every page. */
  pages?: string[];
  /** Locale codes (`ja`, `zh-Hant`) it applies to; none: every translated locale. */
  locales?: string[];
};

/** The exceptions file read and checked: each entry has code and reason; pages and locales, when set, are lists. */
export function readExceptions(text: string, file = EXCEPTIONS_FILE): IdentifierException[] {
  const doc = (yaml.load(text) ?? {}) as {exceptions?: unknown};
  const list = doc.exceptions ?? [];
  if (!Array.isArray(list)) throw new Error(`${file}: \`exceptions\` must be a list`);
  return list.map((raw: unknown, i) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    const where = `${file}: exception ${i + 1}`;
    if (typeof e.code !== 'string' || !e.code) throw new Error(`${where}: needs \`code\` (the inline code as the English page writes it)`);
    if (typeof e.reason !== 'string' || !e.reason.trim()) throw new Error(`${where} (\`${e.code}\`): needs \`reason\` (why a translation may leave it out)`);
    for (const key of ['pages', 'locales'] as const) {
      if (e[key] !== undefined && (!Array.isArray(e[key]) || (e[key] as unknown[]).some((v) => typeof v !== 'string'))) {
        throw new Error(`${where} (\`${e.code}\`): \`${key}\` must be a list of strings`);
      }
    }
    const bad = ((e.locales as string[] | undefined) ?? []).filter((l) => !isLocaleCode(l) || l === DEFAULT_LOCALE);
    if (bad.length) throw new Error(`${where} (\`${e.code}\`): unknown translated locale ${bad.join(', ')}`);
    return e as IdentifierException;
  });
}

/** Every inline code span of a page, with the line of its first appearance; with `blockLines`, each code block line too. */
export function inlineCode(text: string, {blockLines = false} = {}): Map<string, number> {
  const found = new Map<string, number>();
  const page = readMarkdown(text);
  visit(page.tree, 'inlineCode', (node) => {
    if (!found.has(node.value)) found.set(node.value, node.position?.start.line ?? 1);
  });
  if (blockLines) {
    for (const block of codeBlocks(page)) {
      block.body.split('\n').forEach((line, i) => {
        if (line.trim() && !found.has(line.trim())) found.set(line.trim(), block.line + 1 + i);
      });
    }
  }
  return found;
}

/** An English page and the path of its translation in a locale, relative to the root; undefined for other files. */
function translationOf(english: string, locale: LocaleCode): string | undefined {
  if (english === API_OVERVIEW) return `${contentDir('api', locale)}/index.md`;
  const place = placeOf(english);
  if (!place || place.locale !== DEFAULT_LOCALE || !KINDS.includes(place.kind)) return undefined;
  return `${contentDir(place.kind, locale, place.version)}/${place.rel}`;
}

/** The English page of a translation, relative to the root; undefined for other files. */
function englishOf(translation: string): {english: string; locale: LocaleCode} | undefined {
  for (const {code} of TRANSLATED_LOCALES) {
    if (translation === `${contentDir('api', code)}/index.md`) return {english: API_OVERVIEW, locale: code};
  }
  const place = placeOf(translation);
  if (!place || place.locale === DEFAULT_LOCALE || !KINDS.includes(place.kind)) return undefined;
  return {english: `${contentDir(place.kind, DEFAULT_LOCALE, place.version)}/${place.rel}`, locale: place.locale};
}

export type CheckIdentifiersOptions = {
  /** The work tree (default: this project). */
  root?: string;
  /** Only these pages, English or translated (absolute, or relative to `root`); undefined: every page. */
  files?: string[];
  /** Page texts (path relative to `root` → text) in place of what is on disk. */
  texts?: Record<string, string>;
  /** The exceptions file's text in place of the file on disk. */
  exceptions?: string;
};

/**
 * The identifier check of `root`: each pair (English page, translation) that exists, every English inline code span
 * looked for among the translation's. Returns the number of pairs checked and each missing span as
 * `file:line: problem`, the translation's file relative to `root`.
 */
export function checkIdentifiers({root, files, texts = {}, exceptions}: CheckIdentifiersOptions = {}): {pairs: number; problems: string[]} {
  const base = resolve(root ?? ROOT);
  const override = new Map(Object.entries(texts).map(([f, text]) => [relative(base, resolve(base, f)), text]));
  const exists = (f: string) => override.has(f) || existsSync(join(base, f));
  const read = (f: string) => override.get(f) ?? readFileSync(join(base, f), 'utf8');
  const exceptionsText = exceptions ?? (existsSync(join(base, EXCEPTIONS_FILE)) ? readFileSync(join(base, EXCEPTIONS_FILE), 'utf8') : '');
  const allowed = readExceptions(exceptionsText);
  const excused = (code: string, english: string, locale: LocaleCode) =>
    allowed.some((e) => e.code === code && (!e.pages || e.pages.includes(english)) && (!e.locales || e.locales.includes(locale)));

  // The pairs to check: every English page with each translation, or those the named files belong to.
  const pairs = new Map<string, {english: string; locale: LocaleCode; translation: string}>();
  const add = (english: string, locale: LocaleCode) => {
    const translation = translationOf(english, locale);
    if (translation && exists(english) && exists(translation)) pairs.set(translation, {english, locale, translation});
  };
  const named = (files ?? []).map((f) => relative(base, resolve(base, f)).replace(/\\/g, '/'));
  const englishPages = files
    ? []
    : [...fg.sync(pageGlobs(DEFAULT_LOCALE, {kinds: KINDS}), {cwd: base, ignore: ['**/reference/**']}), ...(exists(API_OVERVIEW) ? [API_OVERVIEW] : [])];
  for (const f of named) {
    const of = englishOf(f);
    if (of) add(of.english, of.locale);
    else for (const {code} of TRANSLATED_LOCALES) add(f, code);
  }
  for (const english of englishPages) for (const {code} of TRANSLATED_LOCALES) add(english, code);

  const codeOf = new Map<string, Map<string, number>>();
  const spans = (f: string, blockLines = false) => {
    let found = codeOf.get(`${blockLines}:${f}`);
    if (!found) codeOf.set(`${blockLines}:${f}`, (found = inlineCode(read(f), {blockLines})));
    return found;
  };
  const problems: string[] = [];
  for (const {english, locale, translation} of [...pairs.values()].sort((a, b) => a.translation.localeCompare(b.translation))) {
    const theirs = spans(translation, true);
    const lines = read(translation).split('\n');
    for (const [code, line] of spans(english)) {
      if (theirs.has(code) || excused(code, english, locale)) continue;
      // The best place: the first line that writes it without backticks, else line 1.
      const at = lines.findIndex((l) => l.includes(code)) + 1 || 1;
      problems.push(`${translation}:${at}: the English page has \`${code}\` (line ${line}); write it here too`);
    }
  }
  return {pairs: pairs.size, problems};
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('check-identifiers.ts')) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  if (rootArg >= 0 && !args[rootArg + 1]) {
    console.error('check-identifiers: --root needs a folder: node tools/lint/check-identifiers.ts --root <work tree> [files...]');
    process.exit(2);
  }
  const root = resolve(rootArg >= 0 ? args.splice(rootArg, 2)[1] : ROOT);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`check-identifiers: ${root} is not a folder: give --root the work tree to check`);
    process.exit(2);
  }
  const missing = args.filter((f) => !existsSync(resolve(f)));
  if (missing.length) {
    console.error(`check-identifiers: no such file: ${missing.join(', ')} (name pages that exist, or none for every page)`);
    process.exit(2);
  }
  let result: {pairs: number; problems: string[]};
  try {
    result = checkIdentifiers({root, files: args.length ? args.filter((f) => PAGE_FILE.test(f)).map((f) => resolve(f)) : undefined});
  } catch (error) {
    console.error(`check-identifiers: ${(error as Error).message}`);
    process.exit(2);
  }
  for (const p of result.problems) console.log(p);
  console.log(`check-identifiers: ${result.pairs} translations, ${result.problems.length} missing identifier${result.problems.length === 1 ? '' : 's'}`);
  process.exit(result.problems.length ? 1 : 0);
}
