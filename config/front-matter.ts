import {readFileSync, existsSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
// Joi: the schema library Docusaurus validates its own options and front matter with.
import Joi from 'joi';
import type {ParseFrontMatter} from '@docusaurus/types';
import jsYaml from 'js-yaml';
import {TRANSLATION_FRESHNESS_KEY, withDateTexts, type TranslationFreshness} from '../site/translation-freshness.ts';
import {localeOfFolder} from '../site/locales.ts';
import {freshness, sourceOf, type FreshnessReport} from '../tools/i18n/translations.ts';

/**
 * The front matter this site's pages may carry, one schema per kind of page, checked in two places with the same
 * code: by the build and the dev server (`markdown.parseFrontMatter` in docusaurus.config.ts: the page does not
 * compile) and by the writers' lint (`npm run lint`, tools/lint/check-pages.ts), each problem with file, line and
 * column and what to do.
 *
 * Why: Docusaurus validates the keys it knows and lets any other key through, so a misspelt `titel:` shipped a page
 * titled with its file name. Here an unknown key is an error. To add a key, add it to the kind's schema below (and
 * say in CONTRIBUTING.md what it is for).
 */

export type PageKind = 'docs' | 'release-note' | 'page';

const text = (what: string) =>
  Joi.string()
    .trim()
    .min(1)
    .messages({'string.empty': `${what} is empty`, 'string.base': `${what} must be text`});

/** Release-note tags: the keys of release-notes/tags.yml (read once). */
function releaseTags(siteDir: string): string[] {
  const file = join(siteDir, 'release-notes/tags.yml');
  if (!existsSync(file)) return [];
  return Object.keys((jsYaml.load(readFileSync(file, 'utf8')) as Record<string, unknown>) ?? {});
}

function schemas(siteDir: string): Record<PageKind, ReturnType<typeof Joi.object>> {
  const tags = releaseTags(siteDir);
  return {
    docs: Joi.object({
      title: text('title').required(),
      description: text('description').required(),
      sidebar_position: Joi.number().messages({'number.base': 'sidebar_position must be a number'}),
      sidebar_label: text('sidebar_label'),
      keywords: Joi.array().items(text('a keyword')).messages({'array.base': 'keywords must be a list: [word, word]'}),
      slug: text('slug'),
    }),
    'release-note': Joi.object({
      title: text('title').required(),
      description: text('description').required(),
      tags: Joi.array()
        .items(tags.length ? Joi.string().valid(...tags) : Joi.string())
        .required()
        .messages({
          'any.only': `unknown tag "{#value}": use one of ${tags.join(', ')} (release-notes/tags.yml)`,
          'array.base': 'tags must be a list: [new-features, fixes]',
        }),
      slug: text('slug'),
    }),
    // Standalone Markdown pages (src/pages): the title comes from their `#` heading.
    page: Joi.object({title: text('title'), description: text('description').required()}),
  };
}

let cached: {siteDir: string; value: ReturnType<typeof schemas>} | undefined;
function schemaFor(kind: PageKind, siteDir: string) {
  if (cached?.siteDir !== siteDir) cached = {siteDir, value: schemas(siteDir)};
  return cached.value[kind];
}

/** The kind of a page from its path, or null for files this schema does not govern (generated, partials). */
export function pageKind(filePath: string): PageKind | null {
  const p = filePath.replace(/\\/g, '/');
  const name = p.split('/').pop() ?? '';
  // The API reference pages are generated from openapi/ with the OpenAPI plugin's own keys; partials (_name.mdx)
  // have no front matter of their own.
  if (name.startsWith('_') || /(^|\/)(external-api|docusaurus-plugin-content-docs-external-api\/current)\/reference\//.test(p)) return null;
  if (/(^|\/)(release-notes|docusaurus-plugin-content-blog-release-notes)\//.test(p)) return 'release-note';
  if (/(^|\/)(src\/pages|docusaurus-plugin-content-pages)\//.test(p)) return 'page';
  if (/(^|\/)(docs|versioned_docs|external-api|docusaurus-plugin-content-docs[\w-]*)\//.test(p)) return 'docs';
  return null;
}

export type FrontMatterProblem = {line: number; column: number; message: string};

const KNOWN_KEYS = ['title', 'description', 'sidebar_position', 'sidebar_label', 'keywords', 'slug', 'tags'];

/** Levenshtein distance, for "did you mean" on a misspelt key. */
function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j];
      row[j] = next;
    }
  }
  return row[b.length];
}

/**
 * Problems of a page's front matter: YAML that does not parse, a missing block, unknown keys, missing or empty
 * title and description, values of the wrong type. Lines and columns are the file's own (1-based).
 */
export function frontMatterProblems(filePath: string, fileContent: string, siteDir: string): FrontMatterProblem[] {
  const kind = pageKind(filePath);
  if (!kind) return [];
  const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(fileContent);
  if (!block) {
    return [{line: 1, column: 1, message: 'no front matter: start the page with ---, title:, description: and ---'}];
  }
  let data: unknown;
  try {
    data = jsYaml.load(block[1]) ?? {};
  } catch (e) {
    const mark = (e as {mark?: {line: number; column: number}}).mark;
    const reason = (e as {reason?: string}).reason ?? String(e);
    return [
      {
        line: (mark?.line ?? 0) + 2,
        column: (mark?.column ?? 0) + 1,
        message: `front matter is not valid YAML (${reason}); quote a value that contains a colon: title: "A: B"`,
      },
    ];
  }
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    return [{line: 2, column: 1, message: 'front matter must be key: value lines'}];
  }
  // Where each top-level key is written: line 1 is the opening ---.
  const lines = block[1].split(/\r?\n/);
  const where = (key: string) => {
    const i = lines.findIndex((l) => l.startsWith(`${key}:`));
    return i < 0 ? {line: 1, column: 1} : {line: i + 2, column: 1};
  };
  const {error} = schemaFor(kind, siteDir).validate(data, {abortEarly: false, allowUnknown: false});
  const problems: FrontMatterProblem[] = [];
  for (const detail of error?.details ?? []) {
    const key = String(detail.path[0] ?? '');
    const at = where(key);
    let message: string;
    if (detail.type === 'object.unknown') {
      const near = KNOWN_KEYS.filter((k) => distance(k, key) <= 2).sort((a, b) => distance(a, key) - distance(b, key))[0];
      message = near
        ? `unknown front matter key "${key}": did you mean "${near}"?`
        : `unknown front matter key "${key}": ${kind === 'docs' ? 'a page' : kind === 'release-note' ? 'a release note' : 'a page'} takes ${Object.keys(schemaFor(kind, siteDir).describe().keys ?? {}).join(', ')} (config/front-matter.ts)`;
    } else if (detail.type === 'any.required') {
      message = `add "${key}:" to the front matter${key === 'description' ? ' (one sentence: what the reader can do with the page)' : ''}`;
    } else {
      message = `${detail.message.replace(/^"([^"]+)"/, '$1')}`;
    }
    problems.push({...at, message});
  }
  return problems;
}

const CACHE = Symbol.for('smart-office-help.translation-freshness');

/**
 * Every translation's freshness under `siteDir`, computed on the first translated page this process parses.
 * Kept on globalThis, not in this module: Docusaurus loads the configuration afresh several times in one process
 * (jiti, without the module cache), and each load would otherwise read the history again. One warning per process
 * when the history cannot date the pages. The dev server keeps the dates it started with.
 */
function freshnessReport(siteDir: string): FreshnessReport {
  const store = globalThis as {[CACHE]?: Map<string, FreshnessReport>};
  const reports = (store[CACHE] ??= new Map());
  let report = reports.get(siteDir);
  if (!report) {
    report = freshness(siteDir);
    reports.set(siteDir, report);
    if (report.problem) {
      console.warn(`[translation-freshness] ${report.problem}: translated pages link to their English page without dates`);
    }
  }
  return report;
}

/** The freshness a translated page shows, or null for a page that is no translation (or whose English page is gone). */
export function translationFreshness(siteDir: string, filePath: string): TranslationFreshness | null {
  const rel = relative(siteDir, filePath).split(sep).join('/');
  if (!pageKind(rel)) return null;
  const source = sourceOf(rel);
  if (!source || !existsSync(join(siteDir, source))) return null;
  const fresh = freshnessReport(siteDir).pages.get(rel) ?? {state: 'unknown'};
  // The dates as the page's locale writes them (i18n/<folder>/...): the page shows them as they are.
  const locale = localeOfFolder(rel.split('/')[1] ?? '');
  if (!locale) return fresh;
  return withDateTexts(fresh, locale.code);
}

/**
 * The `markdown.parseFrontMatter` hook: Docusaurus's own parsing, then this schema. A problem stops the page from
 * compiling (dev server and build), with the file, the line and what to do.
 * A translated page then gets its freshness under TRANSLATION_FRESHNESS_KEY, after the check (so a file cannot set
 * it): Docusaurus lets unknown keys through its own validation into the page's metadata (useDoc().metadata.frontMatter),
 * which is made anew in every build, unlike the compiled MDX, which the bundler may take from its cache.
 */
export function strictFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const problems = frontMatterProblems(params.filePath, params.fileContent, siteDir);
    if (problems.length) {
      const where = params.filePath.startsWith(siteDir) ? params.filePath.slice(siteDir.length + 1) : params.filePath;
      throw new Error(`Front matter of ${where}:\n${problems.map((p) => `  ${where}:${p.line}:${p.column} ${p.message}`).join('\n')}`);
    }
    const fresh = translationFreshness(siteDir, params.filePath);
    return fresh ? {...result, frontMatter: {...result.frontMatter, [TRANSLATION_FRESHNESS_KEY]: fresh}} : result;
  };
}
