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
// The checks (each also runs alone: npm run check:pages | lint:md | lint:ja | lint:zh | lint:en | lint:spelling |
// lint:ui-labels | lint:ja-typography | lint:zh-typography | lint:ja-openers | lint:numbers | lint:links | i18n:status -- --check):
//   pages         front matter schema, MDX compile, YAML/JSON examples, images, FAQ shape (check-pages.ts)
//   markdown      markdownlint, every locale
//   ja, zh        Japanese and Chinese prose and terms (textlint)
//   en            English terms (textlint)
//   spelling      English spelling (cspell, tools/spelling/words.txt)
//   ui-labels     an English UI label of the glossary on a Japanese or Chinese page (check-terms.ts)
//   ja-typography Japanese ranges (〜, not ～) and spaces after 。、 and around bold and 〜 (check-terms.ts)
//   zh-typography Chinese ranges (至 with spaces, not ～ or –) and spaces after 。，、；： (check-terms.ts)
//   ja-openers    Japanese sentences that open with あなた or そして (textlint, tools/textlint/ja-openers.cjs)
//   numbers       a number that contradicts facts/numbers.yml (check-terms.ts)
//   links         links, images and anchors in every locale (check-links.ts; reads the whole tree for targets)
//   translations  an English page changed without its translations changed or marked pending (tools/i18n/)
import {spawn, execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import fg from 'fast-glob';
import {dirname, join, relative, resolve} from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const bin = (name) => join(ROOT, 'node_modules/.bin', name);

const args = process.argv.slice(2);
const take = (name, withValue) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  return args.splice(i, withValue ? 2 : 1)[withValue ? 1 : 0];
};
const changedMode = take('--changed') !== undefined;
// textlint and cspell remember the files that passed (keyed by content and configuration) in node_modules/.cache/lint/:
// a second run over the whole tree checks only what changed. `--no-cache` checks everything again.
const cache = take('--no-cache') === undefined;
const CACHE_DIR = process.env.LINT_CACHE_DIR ? resolve(process.env.LINT_CACHE_DIR) : join(ROOT, 'node_modules/.cache/lint');
const cacheArgs = (name) => (cache ? ['--cache', '--cache-location', join(CACHE_DIR, name)] : []);
const base = take('--base', true) ?? 'HEAD';

function changedFiles() {
  const git = (a) => execFileSync('git', a, {cwd: ROOT, encoding: 'utf8'}).split('\n').filter(Boolean);
  return [...new Set([...git(['diff', '--name-only', '--no-renames', base, '--']), ...git(['ls-files', '--others', '--exclude-standard'])])];
}

// null: the whole tree; otherwise repository-relative paths that exist.
const targets =
  changedMode || args.length
    ? [...new Set([...(changedMode ? changedFiles() : []), ...args.map((f) => relative(ROOT, resolve(f)).replace(/\\/g, '/'))])].filter((f) =>
        existsSync(join(ROOT, f)),
      )
    : null;

const isPage = (f) => /\.mdx?$/.test(f) && !/(^|\/)reference\//.test(f) && /^(docs|versioned_docs|release-notes|external-api|src\/pages|i18n)\//.test(f);
const isEnglish = (f) => !f.startsWith('i18n/');
const pages = targets?.filter(isPage);

// The pages and markdown checks have no cache of their own: this one remembers each file that passed, keyed by its
// content and the check's own code and configuration (`inputs`), in node_modules/.cache/lint/passed.json. The pages
// check always reads pages with images (the image files can change without the page).
const PASS_CACHE = join(CACHE_DIR, 'passed.json');
const passed = cache && existsSync(PASS_CACHE) ? new Set(JSON.parse(readFileSync(PASS_CACHE, 'utf8'))) : new Set();
const sha = (text) => createHash('sha1').update(text).digest('hex');
function passKey(check, file) {
  check.inputsHash ??= sha(check.passCache.inputs.map((f) => (existsSync(join(ROOT, f)) ? readFileSync(join(ROOT, f), 'utf8') : '')).join('\0'));
  const text = readFileSync(join(ROOT, file), 'utf8');
  return check.id === 'pages' && /!\[|<img\b/.test(text) ? null : `${check.id}:${check.inputsHash}:${sha(text)}`;
}
const PAGE_FILES = () =>
  fg.sync(['{docs,versioned_docs,release-notes,external-api,src/pages}/**/*.{md,mdx}', 'i18n/*/docusaurus-plugin-content-*/**/*.{md,mdx}'], {
    cwd: ROOT,
    ignore: ['**/reference/**'],
  });
const MARKDOWN_FILES = () => {
  const config = JSON.parse(readFileSync(join(ROOT, '.markdownlint-cli2.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
  return fg.sync(config.globs, {cwd: ROOT, ignore: config.ignores});
};

/**
 * Each check: the files it takes from the targets, and its command for those files (or for the whole tree).
 * @typedef {object} Check
 * @property {string} id
 * @property {string} label
 * @property {(file: string) => boolean} pick
 * @property {(files: string[] | null) => [string, string[]]} run the command and its arguments, for `files` or (null) the whole tree
 * @property {boolean} [always] runs even when it picks none of the targets
 * @property {{all: () => string[], inputs: string[]}} [passCache] the files it reads in a whole-tree run, and its own code and configuration
 * @property {string} [inputsHash] set by passKey()
 */
/** @type {Check[]} */
const CHECKS = [
  {
    id: 'pages',
    label: 'pages: front matter, MDX, code examples, images, FAQ shape',
    pick: isPage,
    run: (f) => ['node', ['tools/lint/check-pages.ts', ...(f ?? [])]],
    passCache: {all: PAGE_FILES, inputs: ['tools/lint/check-pages.ts', 'tools/lint/code-blocks.ts', 'config/front-matter.ts', 'release-notes/tags.yml']},
  },
  {
    id: 'markdown',
    label: 'markdown style (markdownlint, every locale)',
    pick: (f) => isPage(f) || /^(README|CONTRIBUTING)\.md$/.test(f),
    run: (f) => [bin('markdownlint-cli2'), f ? ['--no-globs', ...f] : []],
    passCache: {all: MARKDOWN_FILES, inputs: ['.markdownlint-cli2.jsonc']},
  },
  {
    id: 'ja',
    label: 'Japanese prose and terms (textlint)',
    pick: (f) => isPage(f) && f.startsWith('i18n/jp/'),
    run: (f) => [bin('textlint'), [...cacheArgs('textlint-ja'), ...(f ?? ['i18n/jp/**/*.md'])]],
  },
  {
    id: 'zh',
    label: 'Chinese prose and terms (textlint)',
    pick: (f) => isPage(f) && f.startsWith('i18n/zh/'),
    run: (f) => [bin('textlint'), ['--config', 'tools/textlint/zh.cjs', ...cacheArgs('textlint-zh'), ...(f ?? ['i18n/zh/**/*.md'])]],
  },
  {
    id: 'en',
    label: 'English terms (textlint)',
    pick: (f) => isPage(f) && isEnglish(f),
    run: (f) => [
      bin('textlint'),
      [
        '--config',
        'tools/textlint/en.cjs',
        ...cacheArgs('textlint-en'),
        ...(f ?? ['docs/**/*.md', 'versioned_docs/**/*.md', 'release-notes/**/*.md', 'external-api/index.md']),
      ],
    ],
  },
  {
    id: 'spelling',
    label: 'English spelling (cspell)',
    pick: (f) => (isPage(f) && isEnglish(f)) || /^(README|CONTRIBUTING)\.md$|^facts\/.*\.md$|^data\/[^/]+\.(json|ya?ml)$/.test(f),
    run: (f) => [bin('cspell'), ['--no-progress', '--no-summary', '--no-must-find-files', ...cacheArgs('cspell'), ...(f ?? [])]],
  },
  // Issue 28: terms, typography and numbers, one step each so that each kind's count shows on its own.
  {
    id: 'ui-labels',
    label: 'UI labels in the page language (glossary, jp and zh)',
    pick: (f) => isPage(f) && /^i18n\/(jp|zh)\//.test(f),
    run: (f) => ['node', ['tools/lint/check-terms.ts', '--kind', 'ui-labels', ...(f ?? [])]],
    passCache: {all: () => PAGE_FILES().filter((f) => /^i18n\/(jp|zh)\//.test(f)), inputs: ['tools/lint/check-terms.ts', 'data/glossary.yml']},
  },
  {
    id: 'ja-typography',
    label: 'Japanese ranges and spacing (〜, 。、 and bold)',
    pick: (f) => isPage(f) && f.startsWith('i18n/jp/'),
    run: (f) => ['node', ['tools/lint/check-terms.ts', '--kind', 'ja-typography', ...(f ?? [])]],
    passCache: {all: () => PAGE_FILES().filter((f) => f.startsWith('i18n/jp/')), inputs: ['tools/lint/check-terms.ts']},
  },
  {
    id: 'zh-typography',
    label: 'Chinese ranges and spacing (至, 。，、；：)',
    pick: (f) => isPage(f) && f.startsWith('i18n/zh/'),
    run: (f) => ['node', ['tools/lint/check-terms.ts', '--kind', 'zh-typography', ...(f ?? [])]],
    passCache: {all: () => PAGE_FILES().filter((f) => f.startsWith('i18n/zh/')), inputs: ['tools/lint/check-terms.ts']},
  },
  {
    id: 'ja-openers',
    label: 'Japanese sentence openers (あなた, そして)',
    pick: (f) => isPage(f) && f.startsWith('i18n/jp/'),
    run: (f) => [bin('textlint'), ['--config', 'tools/textlint/ja-openers.cjs', ...cacheArgs('textlint-ja-openers'), ...(f ?? ['i18n/jp/**/*.md'])]],
  },
  {
    id: 'numbers',
    label: 'numbers agree with facts/numbers.yml (current docs)',
    pick: (f) => /\.mdx?$/.test(f) && /^(docs\/|i18n\/(jp|zh)\/docusaurus-plugin-content-docs\/current\/)/.test(f),
    run: (f) => ['node', ['tools/lint/check-terms.ts', '--kind', 'numbers', ...(f ?? [])]],
    passCache: {
      all: () => PAGE_FILES().filter((f) => /^(docs\/|i18n\/(jp|zh)\/docusaurus-plugin-content-docs\/current\/)/.test(f)),
      inputs: ['tools/lint/check-terms.ts', 'facts/numbers.yml'],
    },
  },
  {id: 'links', label: 'links, images and anchors (every locale)', pick: isPage, run: (f) => ['node', ['tools/lint/check-links.ts', ...(f ?? [])]]},
  {
    id: 'translations',
    label: 'translations follow their English pages',
    pick: () => true,
    always: true,
    run: () => ['node', ['tools/i18n/status.ts', '--check', '--base', base]],
  },
];

const started = Date.now();
const scope = targets ? `${targets.length} file${targets.length === 1 ? '' : 's'} (${pages.length} page${pages.length === 1 ? '' : 's'})` : 'every page';
console.log(`lint: ${CHECKS.length} checks on ${scope}; each result shows as it finishes`);

const clean = (text) =>
  text
    .split('\n')
    .filter((l) => !/Unknown (user|env) config "nodedir"|^npm warn/.test(l))
    .join('\n')
    .trim();

const results = await Promise.all(
  CHECKS.map(
    (check) =>
      new Promise((done) => {
        const t0 = Date.now();
        let files = targets ? targets.filter(check.pick) : null;
        if (files && !files.length && !check.always) {
          done({check, skipped: true});
          return;
        }
        // Files that passed before, unchanged, are left out; their keys are recorded again when the check passes.
        let keys = [];
        if (cache && check.passCache) {
          const all = files ?? check.passCache.all();
          const entries = all.map((f) => [f, passKey(check, f)]);
          files = entries.filter(([, k]) => !k || !passed.has(k)).map(([f]) => f);
          keys = entries.map(([, k]) => k).filter(Boolean);
          if (!files.length) {
            console.log(`ok     ${check.label} (${check.id}: ${all.length} files unchanged since they passed, 0.0 s)`);
            done({check, code: 0});
            return;
          }
        }
        const [cmd, cmdArgs] = check.run(files);
        const child = spawn(cmd, cmdArgs, {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, FORCE_COLOR: '0'}});
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('error', (e) => (out += String(e)));
        child.on('close', (code) => {
          if (code === 0) for (const k of keys) passed.add(k);
          const seconds = ((Date.now() - t0) / 1000).toFixed(1);
          const what = files ? ` ${files.length} file${files.length === 1 ? '' : 's'},` : '';
          console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${check.label} (${check.id}:${what} ${seconds} s)`);
          const text = clean(out);
          if (code !== 0 && text) console.log(`${text.replace(/^/gm, '       ')}\n`);
          done({check, code});
        });
      }),
  ),
);

if (cache) {
  mkdirSync(dirname(PASS_CACHE), {recursive: true});
  writeFileSync(PASS_CACHE, JSON.stringify([...passed]));
}
const ran = results.filter((r) => !r.skipped);
const failed = ran.filter((r) => r.code !== 0);
const skipped = results.filter((r) => r.skipped).map((r) => r.check.id);
console.log(
  `\nlint: ${ran.length - failed.length} of ${ran.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (skipped.length ? ` (no files for: ${skipped.join(', ')})` : '') +
    (failed.length ? `; failed: ${failed.map((r) => r.check.id).join(', ')}` : ''),
);
process.exit(failed.length ? 1 : 0);
