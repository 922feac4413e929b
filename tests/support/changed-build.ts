/**
 * A "next build" of the site made from build/ in a few seconds, for the deploy tests (tests/browser/deploy.spec.ts):
 * building the site again takes many minutes. What a real rebuild after a content change does to the output, done
 * to a copy:
 * - every JS chunk (`assets/js/<id>.<content hash>.js`, plugins/page-weight/lean-route-tables/), main.js, every
 *   CSS file and every search index (`search-index-<hash>.json`) gets a new hash in its name, and every reference to
 *   it changes with it: the pages, the runtime (`runtime~main.js`, its name without a hash: its maps of the chunks'
 *   and CSS files' hashes), the chunk that names the search index, sw.js's precache list. That is a release in which
 *   every chunk changed (an upgrade of Docusaurus, say): the hardest case for a page left open; a release that
 *   changes one page renames only that page's chunk;
 * - one page's text changes, in its HTML and in its content chunk alike (so hydration sees the same text);
 * - precompressed siblings (`x.js.br`, `x.js.gz`) follow their file: renamed with it, compressed again when it changed.
 * Files that do not change (images, diagrams, most pages' bytes but their asset references) are hard links into
 * build/, never copies: the build is 135 MB.
 */
import {createHash} from 'node:crypto';
import {existsSync, linkSync, mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {LOCALES, pageUrl, siteLocale} from '../../site/locales.ts';
import {literal} from './patterns';

/**
 * The page whose text a changed build changes, and the sentence it changes (Japanese site). A page linked far below
 * the fold of the management console's introduction and from no menu: a page open there has not prefetched its
 * chunks (Docusaurus prefetches the links in view, and the navbar's dropdown links, at load).
 */
export const CHANGED_PAGE = pageUrl('ja', 'docs/management-console/location/floor-plan');
/** The folder of CHANGED_PAGE's locale in the build: `jp/`. */
const CHANGED_ROOT = `${siteLocale('ja').urlFolder}/`;
const SENTENCE = 'フロアプランはフロアのインタラクティブな地図です。';
/** What the changed build `label` writes in place of SENTENCE. */
export const changedSentence = (label: string): string => `フロアプランはフロアのインタラクティブな地図です（${label} の版）。`;
export const ORIGINAL_SENTENCE = SENTENCE;

// The JS chunks carry non-ASCII text as \uXXXX escapes (upper-case hex).
const jsEscaped = (s: string): string =>
  [...s].map((c) => (c.charCodeAt(0) < 128 ? c : `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)).join('');

// Files that may name a hashed file (the search indexes, 2 MB each, name none).
const TEXT = /\.(?:html|js|css|xml|webmanifest)$/;
const latin1 = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');
/** Each locale's folder in the build, with its slash (the default locale's is the build's root: ``). */
const LOCALE_ROOTS = LOCALES.map((l) => (l.urlFolder ? `${l.urlFolder}/` : ''));
/** A hashed script or style sheet of a locale: `jp/assets/js/<name>.<hash>.js`. */
const HASHED_ASSET = new RegExp(`^(?:${LOCALE_ROOTS.map(literal).join('|')})assets/(?:js|css)/[^/]+\\.([0-9a-f]{8})\\.(?:js|css)$`);

/** The hash in a hashed file name, or undefined. */
function hashOf(rel: string): string | undefined {
  const m = HASHED_ASSET.exec(rel) ?? /(?:^|\/)search-index-([0-9a-f]{8})\.json$/.exec(rel);
  return m?.[1];
}

export type ChangedBuild = {dir: string; renamed: Map<string, string>; rewritten: number; linked: number};

/** Writes the changed build `label` of `srcDir` into `destDir` (new); `label` also seeds the new hashes. */
export function makeChangedBuild(srcDir: string, destDir: string, label: string): ChangedBuild {
  const src = realpathSync(srcDir);
  const files = readdirSync(src, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => relative(src, join(e.parentPath, e.name)));
  const newHash = (old: string, n = 8) => createHash('sha256').update(`${label}:${old}`).digest('hex').slice(0, n);
  const tokens = new Map<string, string>();
  for (const rel of files) {
    const h = hashOf(rel);
    if (h) tokens.set(h, newHash(h));
  }
  // The build hash in each locale's runtime, if the runtime carries one (`i.h=()=>"<16 hex>"`): a new one too. The
  // runtime's own name has no hash (plugins/page-weight/lean-route-tables/); its map of chunk hashes changes below.
  for (const root of LOCALE_ROOTS) {
    const dir = join(src, root, 'assets/js');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => /^runtime~main(?:\.[0-9a-f]{8})?\.js$/.test(n))) {
      const full = /\(\)=>"([0-9a-f]{16})"/.exec(readFileSync(join(dir, f), 'utf8'))?.[1];
      if (full) tokens.set(full, newHash(full, 16));
    }
  }
  // Where the output names a hashed file: `.<hash>.js` / `.css` (pages, sw.js, chunks), `-<hash>.json` (the search
  // index's name), `"<hash>"` (the runtime's CSS map and build hash). Text is read as latin1: one character per byte,
  // hashes are ASCII, and decoding 100 MB as UTF-8 costs seconds.
  const replaceTokens = (text: string) =>
    text.replace(/([.\-"])([0-9a-f]{8}(?:[0-9a-f]{8}(?="))?)(?=[."])/g, (all, before: string, t: string) => (tokens.has(t) ? before + tokens.get(t) : all));
  const renamed = new Map<string, string>();
  const newName = (rel: string) => {
    const base = rel.replace(/\.(?:br|gz)$/, '');
    const h = hashOf(base);
    return h ? join(dirname(rel), basename(rel).replace(h, tokens.get(h)!)) : rel;
  };
  let rewritten = 0;
  let linked = 0;
  const contentChanged = new Set<string>();
  const textChanges = {html: 0, js: 0};
  const write = (rel: string, data: string | Buffer) => {
    const to = join(destDir, rel);
    mkdirSync(dirname(to), {recursive: true});
    writeFileSync(to, data, typeof data === 'string' ? 'latin1' : undefined);
    rewritten++;
  };
  // Files first, precompressed siblings after (they follow their file).
  const siblings = files.filter((f) => /\.(?:br|gz)$/.test(f) && files.includes(f.replace(/\.(?:br|gz)$/, '')));
  const siblingSet = new Set(siblings);
  for (const rel of files) {
    if (siblingSet.has(rel)) continue;
    const to = newName(rel);
    if (to !== rel) renamed.set(rel, to);
    let changed = false;
    let out: string | undefined;
    if (TEXT.test(rel)) {
      const text = readFileSync(join(src, rel), 'latin1');
      out = replaceTokens(text);
      if (rel.startsWith(CHANGED_ROOT) && rel.endsWith('.html') && out.includes(latin1(SENTENCE))) {
        out = out.replaceAll(latin1(SENTENCE), latin1(changedSentence(label)));
        textChanges.html++;
      }
      if (rel.startsWith(`${CHANGED_ROOT}assets/js/`) && out.includes(jsEscaped(SENTENCE))) {
        out = out.replaceAll(jsEscaped(SENTENCE), jsEscaped(changedSentence(label)));
        textChanges.js++;
      }
      changed = out !== text;
    }
    if (changed) {
      write(to, out!);
      contentChanged.add(rel);
    } else {
      mkdirSync(dirname(join(destDir, to)), {recursive: true});
      linkSync(join(src, rel), join(destDir, to));
      linked++;
    }
  }
  for (const rel of siblings) {
    const base = rel.replace(/\.(?:br|gz)$/, '');
    const to = newName(rel);
    if (!contentChanged.has(base)) {
      mkdirSync(dirname(join(destDir, to)), {recursive: true});
      linkSync(join(src, rel), join(destDir, to));
      linked++;
      continue;
    }
    // Quality 4, not the build's (tools/precompress/ writeSiblings): about 1,500 changed chunks per made-up build,
    // and the tests need the copies to hold the file's bytes, not to be small.
    const data = readFileSync(join(destDir, newName(base)));
    write(to, rel.endsWith('.br') ? brotliCompressSync(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 4}}) : gzipSync(data, {level: 4}));
  }
  if (textChanges.html === 0 || textChanges.js === 0) {
    throw new Error(
      `changed build ${label}: "${SENTENCE}" not found in ${CHANGED_PAGE}'s HTML (${textChanges.html}) or its chunk (${textChanges.js}); pick another sentence`,
    );
  }
  return {dir: destDir, renamed, rewritten, linked};
}
