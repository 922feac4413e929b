#!/usr/bin/env node
// `npm run lint`: the writers' checks, no build. Each check runs in its own process, side by side, and its result is
// printed the moment it finishes (the Japanese prose check, with its morphological analysis, is the long pole).
//
//   npm run lint                      every page of every locale and version
//   npm run lint -- <files>           only these files (pages, README/CONTRIBUTING): each check takes the ones it reads
//   npm run lint -- --changed         the files changed in the working tree against HEAD, untracked ones included
//   npm run lint -- --changed --base origin/main
//                                     against another revision (a branch's whole change)
//   npm run lint -- --no-cache        without the cache of files that passed (below)
//
// An archived docs page whose text is its current twin's (apart from the front matter's keywords; 99 of the 134
// pages of 2.12 in each locale) is left out of the prose checks (marked `prose` below): they read the current page,
// and the archived-twins check keeps the two the same. The checks of what depends on a page's place (links, images,
// MDX) read every page.
//
// The checks (each also runs alone: npm run check:pages | lint:md | lint:ja | lint:zh | lint:en | lint:spelling |
// lint:ui-labels | lint:ja-spacing | lint:ja-typography | lint:zh-typography | lint:table-punctuation | lint:diagram-questions |
// lint:ja-openers | lint:numbers | lint:links | lint:identifiers | lint:archived-twins |
// i18n:status -- --check):
//   pages         front matter schema, MDX compile, YAML/JSON examples, images, FAQ shape, emphasis left open (check-pages.ts)
//   markdown      markdownlint, every locale
//   ja, zh        Japanese and Chinese prose and terms (textlint)
//   en            English terms (textlint)
//   spelling      English spelling (cspell, tools/spelling/words.txt)
//   ui-labels     an English UI label of the glossary on a Japanese or Chinese page (check-terms.ts)
//   ja-spacing    Japanese spaces around Latin text, numbers, links, code and bold (ja-spacing.ts)
//   ja-typography Japanese ranges (〜, not ～) and spaces after 。、 and around bold and 〜 (check-terms.ts)
//   zh-typography Chinese ranges (至 with spaces, not ～ or –) and spaces after 。，、；： (check-terms.ts)
//   table-punctuation  a table column of a Japanese or Chinese page where some cells end with 。 and some do not
//                 (sentences all end with 。, phrases none; check-punctuation.ts)
//   diagram-questions  a question in a Mermaid node of a Japanese page that does not end with ？ (check-punctuation.ts)
//   ja-openers    Japanese sentences that open with あなた or そして (textlint, tools/textlint/ja-openers.cjs)
//   numbers       a number that contradicts facts/numbers.yml (check-terms.ts)
//   links         links, images and anchors in every locale (check-links.ts; reads the whole tree for targets)
//   identifiers   the inline code of each English page in its translations (check-identifiers.ts)
//   archived-twins an archived translation whose English page is the current one's must be the current translation
//                 (check-archived-twins.ts; --fix copies it)
//   translations  an English page changed without its translations changed or marked pending (tools/i18n/)
//
// Outside a git clone (a copy of the files without .git) the translations check, which reads git's history, is
// skipped with one line saying so, and `--changed` is refused; every other check runs. A cache folder that cannot be
// written (a read-only tree) means a run without the cache, said in one line.
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import fg from 'fast-glob';
import {dirname, join, relative, resolve} from 'node:path';
import {childEnvironment, variable} from '../../site/environment.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES, i18nDir, type LocaleCode} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {GitError, NotAGitClone, changedFiles as gitChangedFiles, gitCloneProblem} from '../i18n/translations.ts';
import {contentDir} from '../../site/content.ts';
import {PAGE_FILE, allPageGlobs, archivedDocsParent, languageOf, localeOfFile, placeOf} from '../content/places.ts';
import {withoutKeywords} from './check-archived-twins.ts';

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A sentence for the writer, and the exit status 2: a mistake in the command line or where it runs. */
function refuse(message: string): never {
  console.error(`lint: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const take = (name: string, withValue: boolean): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  if (withValue && (!args[i + 1] || args[i + 1].startsWith('--'))) refuse(`${name} needs a value, e.g. ${name} origin/main`);
  return args.splice(i, withValue ? 2 : 1)[withValue ? 1 : 0];
};
const changedMode = take('--changed', false) !== undefined;
// textlint and cspell remember the files that passed (keyed by content and configuration) in node_modules/.cache/lint/:
// a second run over the whole tree checks only what changed. `--no-cache` checks everything again.
let cache = take('--no-cache', false) === undefined;
const base = take('--base', true) ?? 'HEAD';
// `--only ja,zh`: these checks alone (npm run lint:ja and the like), by the ids listed above.
const only = take('--only', true)?.split(',');
const unknown = args.filter((a) => a.startsWith('--'));
if (unknown.length) refuse(`unknown option ${unknown.join(' ')} (options: --changed, --base <revision>, --no-cache, --only <check,...>; or name files)`);

const configuredCache = variable('LINT_CACHE_DIR');
const CACHE_DIR = configuredCache ? resolve(configuredCache) : join(ROOT, 'node_modules/.cache/lint');
if (cache) {
  try {
    mkdirSync(CACHE_DIR, {recursive: true});
    accessSync(CACHE_DIR, constants.W_OK);
  } catch {
    console.log(
      `lint: the cache folder ${relative(ROOT, CACHE_DIR) || CACHE_DIR} cannot be written: every file is checked (set LINT_CACHE_DIR to a writable folder to keep a cache)`,
    );
    cache = false;
  }
}
const cacheArgs = (name: string) => (cache ? ['--cache', '--cache-location', join(CACHE_DIR, name)] : []);

// The translations check and --changed read git's history: outside a git clone, say so once.
const notAClone = gitCloneProblem(ROOT);
if (changedMode && notAClone) refuse(`--changed asks git what changed, but ${notAClone.reason}: name the files instead: npm run lint -- <files>`);

function changedFiles(): string[] {
  try {
    return [...gitChangedFiles(ROOT, base)];
  } catch (error) {
    if (error instanceof GitError) refuse(`--base ${base} is not a revision of this clone (${error.message})`);
    if (error instanceof NotAGitClone) refuse(error.message);
    throw error;
  }
}

// null: the whole tree; otherwise repository-relative paths that exist.
const named = args.map((f) => relative(ROOT, resolve(f)).replace(/\\/g, '/'));
const missing = named.filter((f) => !existsSync(join(ROOT, f)));
if (missing.length) {
  if (missing.length === named.length && !changedMode) refuse(`no such file: ${missing.join(', ')} (name files that exist, or none for every page)`);
  console.log(`lint: no such file: ${missing.join(', ')} (left out)`);
}
const targets = changedMode || args.length ? [...new Set([...(changedMode ? changedFiles() : []), ...named])].filter((f) => existsSync(join(ROOT, f))) : null;

/** A page the site compiles from Markdown (the generated API reference aside). */
const isPage = (f: string) => PAGE_FILE.test(f) && !/(^|\/)reference\//.test(f) && placeOf(f) !== undefined;
const inLocale = (locale: LocaleCode) => (f: string) => localeOfFile(f) === locale;
const isEnglish = inLocale(DEFAULT_LOCALE);
const isTranslated = (f: string) => !isEnglish(f);
/** A page of the current docs, in any locale. */
const isCurrentDocs = (f: string) => {
  const place = placeOf(f);
  return PAGE_FILE.test(f) && place?.kind === 'docs' && place.version === 'current';
};
/**
 * An archived docs page with the text of the current page of its locale (the keywords aside): what a check of the
 * page's own text finds there, it finds on the current page.
 */
const isArchivedTwin = (f: string): boolean => {
  const place = placeOf(f);
  if (place?.kind !== 'docs' || place.version === 'current') return false;
  const current = join(contentDir('docs', place.locale), place.rel);
  if (!existsSync(join(ROOT, current))) return false;
  const text = (file: string) => withoutKeywords(readFileSync(join(ROOT, file), 'utf8'));
  return text(f) === text(current);
};
/** The textlint globs of a locale's pages, and of the English pages textlint reads (not src/pages). */
const localeGlob = (locale: LocaleCode) => `${i18nDir(locale)}/**/*.md`;
const ENGLISH_GLOBS = [
  ...[contentDir('docs', DEFAULT_LOCALE), archivedDocsParent(DEFAULT_LOCALE), contentDir('release-notes', DEFAULT_LOCALE)].map((dir) => `${dir}/**/*.md`),
  `${contentDir('api', DEFAULT_LOCALE)}/index.md`,
];
const pages = targets?.filter(isPage);

// The pages and markdown checks have no cache of their own: this one remembers each file that passed, keyed by its
// content and the check's own code and configuration (`inputs`), in node_modules/.cache/lint/passed.json. The pages
// check always reads pages with images (the image files can change without the page).
const PASS_CACHE = join(CACHE_DIR, 'passed.json');
const passed = new Set<string>(cache && existsSync(PASS_CACHE) ? (JSON.parse(readFileSync(PASS_CACHE, 'utf8')) as string[]) : []);
const sha = (text: string) => createHash('sha1').update(text).digest('hex');
function passKey(check: Check, file: string): string | null {
  check.inputsHash ??= sha((check.passCache?.inputs ?? []).map((f) => (existsSync(join(ROOT, f)) ? readFileSync(join(ROOT, f), 'utf8') : '')).join('\0'));
  const text = readFileSync(join(ROOT, file), 'utf8');
  return check.id === 'pages' && /!\[|<img\b/.test(text) ? null : `${check.id}:${check.inputsHash}:${sha(text)}`;
}
const PAGE_FILES = () => fg.sync(allPageGlobs(), {cwd: ROOT, ignore: ['**/reference/**']});
const MARKDOWN_FILES = () => {
  const config = JSON.parse(readFileSync(join(ROOT, '.markdownlint-cli2.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {globs: string[]; ignores?: string[]};
  return fg.sync(config.globs, {cwd: ROOT, ignore: config.ignores});
};
/** The code and data of the site model and the content reader, which every check of pages reads. */
const READER_INPUTS = ['site/locales.ts', 'site/content.ts', 'tools/content/markdown.ts', 'tools/content/front-matter.ts', 'tools/content/places.ts'];

/** Each check: the files it takes from the targets, and its command for those files (or for the whole tree). */
type Check = {
  id: string;
  label: string;
  pick: (file: string) => boolean;
  /** The command and its arguments, for `files` or (null) the whole tree. */
  run: (files: string[] | null) => [string, string[]];
  /** Runs even when it picks none of the targets. */
  always?: boolean;
  /** Why it cannot run here (it is then skipped with this reason). */
  cannot?: string | null;
  /** The files it reads in a whole-tree run, and its own code and configuration. */
  passCache?: {all: () => string[]; inputs: string[]};
  /** Set by passKey(). */
  inputsHash?: string;
  /**
   * A check of the page's own text only (prose, terms, typography, markdown style): the files it reads in a
   * whole-tree run, of which the archived pages identical to their current twins are left out (isArchivedTwin).
   */
  prose?: {all: () => string[]};
  /**
   * The long pole of a whole-tree run (Japanese textlint, half of the lint's CPU time) runs as this many processes
   * over its files, each with its own cache, so that it ends with the others.
   */
  shards?: {count: number; run: (files: string[], shard: number) => [string, string[]]};
};

const ALL_CHECKS: Check[] = [
  {
    id: 'pages',
    label: 'pages: front matter, MDX, code examples, images, FAQ shape, emphasis left open',
    pick: isPage,
    run: (f) => ['node', ['tools/lint/check-pages.ts', ...(f ?? [])]],
    passCache: {
      all: PAGE_FILES,
      inputs: ['tools/lint/check-pages.ts', 'tools/lint/code-blocks.ts', 'config/front-matter.ts', 'release-notes/tags.yml', ...READER_INPUTS],
    },
  },
  {
    id: 'markdown',
    label: 'markdown style (markdownlint, every locale)',
    pick: (f) => isPage(f) || /^(README|CONTRIBUTING)\.md$/.test(f),
    run: (f) => [bin('markdownlint-cli2'), f ? ['--no-globs', ...f] : []],
    prose: {all: MARKDOWN_FILES},
    passCache: {all: MARKDOWN_FILES, inputs: ['.markdownlint-cli2.jsonc']},
  },
  // The prose steps are named after their language (ja, zh, en).
  {
    id: languageOf('ja'),
    label: 'Japanese prose and terms (textlint)',
    pick: (f) => isPage(f) && inLocale('ja')(f),
    run: (f) => [bin('textlint'), [...cacheArgs('textlint-ja'), ...(f ?? [localeGlob('ja')])]],
    prose: {all: () => fg.sync(localeGlob('ja'), {cwd: ROOT}).sort()},
    shards: {
      count: 2,
      run: (files, shard) => [bin('textlint'), [...cacheArgs(`textlint-ja-${shard}`), ...files]],
    },
  },
  {
    id: languageOf('zh-Hant'),
    label: 'Chinese prose and terms (textlint)',
    pick: (f) => isPage(f) && inLocale('zh-Hant')(f),
    run: (f) => [bin('textlint'), ['--config', 'tools/textlint/zh.cjs', ...cacheArgs('textlint-zh'), ...(f ?? [localeGlob('zh-Hant')])]],
    prose: {all: () => fg.sync(localeGlob('zh-Hant'), {cwd: ROOT}).sort()},
  },
  {
    id: languageOf('en'),
    label: 'English terms (textlint)',
    pick: (f) => isPage(f) && isEnglish(f),
    run: (f) => [bin('textlint'), ['--config', 'tools/textlint/en.cjs', ...cacheArgs('textlint-en'), ...(f ?? ENGLISH_GLOBS)]],
  },
  {
    id: 'spelling',
    label: 'English spelling (cspell)',
    pick: (f) => (isPage(f) && isEnglish(f)) || /^(README|CONTRIBUTING)\.md$|^facts\/.*\.md$|^data\/[^/]+\.(json|ya?ml)$/.test(f),
    run: (f) => [bin('cspell'), ['--no-progress', '--no-summary', '--no-must-find-files', ...cacheArgs('cspell'), ...(f ?? [])]],
  },
  // Terms, typography and numbers: one step each, so that each kind's count shows on its own.
  {
    id: 'ui-labels',
    label: `UI labels in the page language (glossary, ${TRANSLATED_LOCALES.map((l) => l.i18nFolder).join(' and ')})`,
    pick: (f) => isPage(f) && isTranslated(f),
    run: (f) => ['node', ['tools/lint/check-terms.ts', '--kind', 'ui-labels', ...(f ?? [])]],
    prose: {all: () => PAGE_FILES().filter(isTranslated)},
    passCache: {all: () => PAGE_FILES().filter(isTranslated), inputs: ['tools/lint/check-terms.ts', 'data/glossary.yml', ...READER_INPUTS]},
  },
  {
    id: 'ja-typography',
    label: 'Japanese ranges and spacing (〜, 。、 and bold)',
    pick: (f) => isPage(f) && inLocale('ja')(f),
    run: (f) => ['node', ['tools/lint/check-terms.ts', '--kind', 'ja-typography', ...(f ?? [])]],
    prose: {all: () => PAGE_FILES().filter(inLocale('ja'))},
    passCache: {all: () => PAGE_FILES().filter(inLocale('ja')), inputs: ['tools/lint/check-terms.ts', ...READER_INPUTS]},
  },
  {
    id: 'ja-spacing',
    label: 'Japanese spacing around Latin text, numbers, code, links and bold',
    pick: (f) => isPage(f) && inLocale('ja')(f),
    run: (f) => ['node', ['tools/lint/ja-spacing.ts', ...(f ?? [])]],
    prose: {all: () => PAGE_FILES().filter(inLocale('ja'))},
    passCache: {all: () => PAGE_FILES().filter(inLocale('ja')), inputs: ['tools/lint/ja-spacing.ts', ...READER_INPUTS]},
  },
  {
    id: 'zh-typography',
    label: 'Chinese ranges and spacing (至, 。，、；：)',
    pick: (f) => isPage(f) && inLocale('zh-Hant')(f),
    run: (f) => ['node', ['tools/lint/check-terms.ts', '--kind', 'zh-typography', ...(f ?? [])]],
    prose: {all: () => PAGE_FILES().filter(inLocale('zh-Hant'))},
    passCache: {all: () => PAGE_FILES().filter(inLocale('zh-Hant')), inputs: ['tools/lint/check-terms.ts', ...READER_INPUTS]},
  },
  {
    id: 'table-punctuation',
    label: 'Japanese and Chinese table columns: every cell ends with 。 or none does',
    pick: (f) => isPage(f) && isTranslated(f),
    run: (f) => ['node', ['tools/lint/check-punctuation.ts', '--kind', 'table-punctuation', ...(f ?? [])]],
    prose: {all: () => PAGE_FILES().filter(isTranslated)},
    passCache: {all: () => PAGE_FILES().filter(isTranslated), inputs: ['tools/lint/check-punctuation.ts', ...READER_INPUTS]},
  },
  {
    id: 'diagram-questions',
    label: 'Japanese diagram questions end with ？',
    pick: (f) => isPage(f) && inLocale('ja')(f),
    run: (f) => ['node', ['tools/lint/check-punctuation.ts', '--kind', 'diagram-questions', ...(f ?? [])]],
    prose: {all: () => PAGE_FILES().filter(inLocale('ja'))},
    passCache: {all: () => PAGE_FILES().filter(inLocale('ja')), inputs: ['tools/lint/check-punctuation.ts', ...READER_INPUTS]},
  },
  {
    id: 'ja-openers',
    label: 'Japanese sentence openers (あなた, そして)',
    pick: (f) => isPage(f) && inLocale('ja')(f),
    run: (f) => [bin('textlint'), ['--config', 'tools/textlint/ja-openers.cjs', ...cacheArgs('textlint-ja-openers'), ...(f ?? [localeGlob('ja')])]],
    prose: {all: () => fg.sync(localeGlob('ja'), {cwd: ROOT}).sort()},
  },
  {
    id: 'numbers',
    label: 'numbers agree with facts/numbers.yml (current docs)',
    pick: isCurrentDocs,
    run: (f) => ['node', ['tools/lint/check-terms.ts', '--kind', 'numbers', ...(f ?? [])]],
    passCache: {all: () => PAGE_FILES().filter(isCurrentDocs), inputs: ['tools/lint/check-terms.ts', 'facts/numbers.yml', ...READER_INPUTS]},
  },
  {id: 'links', label: 'links, images and anchors (every locale)', pick: isPage, run: (f) => ['node', ['tools/lint/check-links.ts', ...(f ?? [])]]},
  // No pass cache: a page's result depends on its English page (or its translations) too.
  {
    id: 'identifiers',
    label: 'inline code of the English page kept in its translations',
    pick: isPage,
    run: (f) => ['node', ['tools/lint/check-identifiers.ts', ...(f ?? [])]],
  },
  // No pass cache either: an archived page's result depends on its current twin and both English pages.
  {
    id: 'archived-twins',
    label: 'archived translations match their current twins',
    pick: (f) => isPage(f) && placeOf(f)?.kind === 'docs',
    run: (f) => ['node', ['tools/lint/check-archived-twins.ts', ...(f ?? [])]],
  },
  {
    id: 'translations',
    label: 'translations follow their English pages',
    pick: () => true,
    always: true,
    cannot: notAClone && `${notAClone.reason}, and this check reads when each page changed from git's history`,
    run: () => ['node', ['tools/i18n/status.ts', '--check', '--base', base]],
  },
];

const unknownChecks = only?.filter((id) => !ALL_CHECKS.some((c) => c.id === id)) ?? [];
if (unknownChecks.length) refuse(`--only ${unknownChecks.join(',')}: no such check (the checks: ${ALL_CHECKS.map((c) => c.id).join(', ')})`);
const CHECKS = only ? ALL_CHECKS.filter((c) => only.includes(c.id)) : ALL_CHECKS;

const started = Date.now();
const scope = targets ? `${plural(targets.length, 'file')} (${plural(pages?.length ?? 0, 'page')})` : 'every page';
console.log(`lint: ${CHECKS.length} checks on ${scope}; each result shows as it finishes`);

const clean = (text: string) =>
  text
    .split('\n')
    .filter((l) => !/Unknown (user|env) config "nodedir"|^npm warn/.test(l))
    .join('\n')
    .trim();

type Result = {check: Check; skipped?: 'no files' | 'cannot'; code?: number | null};

/** One process of a check: its exit code and its output (standard output and error together). */
function runCommand(cmd: string, cmdArgs: string[]): Promise<{code: number | null; out: string}> {
  return new Promise((done) => {
    const child = spawn(cmd, cmdArgs, {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: childEnvironment({}, {FORCE_COLOR: '0'})});
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => (out += String(e)));
    child.on('close', (code) => done({code, out}));
  });
}

const results = await Promise.all(
  CHECKS.map(
    (check) =>
      new Promise<Result>((done) => {
        const t0 = Date.now();
        let files = targets ? targets.filter(check.pick) : null;
        if (files && !files.length && !check.always) {
          done({check, skipped: 'no files'});
          return;
        }
        if (check.cannot) {
          console.log(`skip   ${check.label} (${check.id}: ${check.cannot})`);
          done({check, skipped: 'cannot'});
          return;
        }
        let twins = 0;
        if (check.prose) {
          const all = files ?? check.prose.all();
          files = all.filter((f) => !isArchivedTwin(f));
          twins = all.length - files.length;
          if (!files.length) {
            console.log(`ok     ${check.label} (${check.id}: ${plural(twins, 'archived page')} with the text of the current page, read there, 0.0 s)`);
            done({check, code: 0});
            return;
          }
        }
        // Files that passed before, unchanged, are left out; their keys are recorded again when the check passes.
        let keys: string[] = [];
        if (cache && check.passCache) {
          const all = files ?? check.passCache.all();
          const entries = all.map((f) => [f, passKey(check, f)] as const);
          files = entries.filter(([, k]) => !k || !passed.has(k)).map(([f]) => f);
          keys = entries.map(([, k]) => k).filter((k): k is string => k !== null);
          if (!files.length) {
            console.log(`ok     ${check.label} (${check.id}: ${all.length} files unchanged since they passed, 0.0 s)`);
            done({check, code: 0});
            return;
          }
        }
        // A whole-tree run of a sharded check: every n-th file to each process (neighbouring pages cost alike).
        const commands =
          files !== null && targets === null && check.shards
            ? Array.from({length: check.shards.count}, (_, i) => i).map((i) =>
                check.shards!.run(
                  files!.filter((_, j) => j % check.shards!.count === i),
                  i + 1,
                ),
              )
            : [check.run(files)];
        void Promise.all(commands.map(([cmd, cmdArgs]) => runCommand(cmd, cmdArgs))).then((runs) => {
          const code = runs.every((r) => r.code === 0) ? 0 : (runs.find((r) => r.code !== 0)?.code ?? 1);
          if (code === 0) for (const k of keys) passed.add(k);
          const seconds = ((Date.now() - t0) / 1000).toFixed(1);
          const what =
            (files ? ` ${plural(files.length, 'file')}${commands.length > 1 ? ` in ${commands.length} processes` : ''},` : '') +
            (twins ? ` ${plural(twins, 'archived page')} read on the current one,` : '');
          console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${check.label} (${check.id}:${what} ${seconds} s)`);
          const text = clean(runs.map((r) => r.out).join('\n'));
          if (code !== 0 && text) console.log(`${text.replace(/^/gm, '       ')}\n`);
          done({check, code});
        });
      }),
  ),
);

if (cache) {
  try {
    mkdirSync(dirname(PASS_CACHE), {recursive: true});
    writeFileSync(PASS_CACHE, JSON.stringify([...passed]));
  } catch (error) {
    console.log(`lint: the cache ${relative(ROOT, PASS_CACHE)} could not be written (${(error as Error).message}); the next run checks every file`);
  }
}
const ran = results.filter((r) => !r.skipped);
const failed = ran.filter((r) => r.code !== 0);
const noFiles = results.filter((r) => r.skipped === 'no files').map((r) => r.check.id);
console.log(
  `\nlint: ${ran.length - failed.length} of ${ran.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (noFiles.length ? ` (no files for: ${noFiles.join(', ')})` : '') +
    (failed.length ? `; failed: ${failed.map((r) => r.check.id).join(', ')}` : ''),
);
process.exit(failed.length ? 1 : 0);
