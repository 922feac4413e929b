/**
 * Diagrams drawn ahead of the build (plugins/diagrams/predraw.ts): `npm run build` draws the later locales' diagrams
 * while it builds the first, and a build finds them in the cache only if the predraw found the same sources. Here:
 * every diagram the built site shows is one the predraw finds for that locale (a new docs folder, or a Markdown form
 * the predraw reads differently, fails with the page's name), and `docusaurus draw-diagrams` draws what a cache lacks.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {diagramSources} from '../../plugins/diagrams/predraw.ts';
import {DIAGRAM_CACHE_DIR, diagramKey} from '../../plugins/diagrams/render-mermaid.ts';
import {childEnvironment} from '../../site/environment.ts';
import {outputDir, ROOT} from '../../site/paths.ts';
import {BUILT_LOCALES, builtFiles, localeOfFile, textOf, type BuiltLocale} from './built-site';

/** The docusaurus CLI, run as `npm run build` runs it. */
const DOCUSAURUS = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/** Each diagram key the built pages of a locale show, with a page that shows it. */
function builtDiagrams(l: BuiltLocale): Map<string, string> {
  const found = new Map<string, string>();
  for (const rel of builtFiles().filter((f) => f.endsWith('.html') && localeOfFile(f) === l)) {
    for (const [, key] of textOf(rel).matchAll(/assets\/diagrams\/([0-9a-f]{20})\.svg/g)) {
      if (!found.has(key)) found.set(key, `build/${rel}`);
    }
  }
  return found;
}

for (const l of BUILT_LOCALES) {
  const locale = l.code;
  const folder = outputDir(locale);
  test(`${locale}: the predraw finds every diagram the built pages show`, () => {
    const built = builtDiagrams(l);
    expect(built.size, `${folder}: diagrams in the built pages`).toBeGreaterThan(50);
    const predrawn = new Set(diagramSources(ROOT, locale).map(diagramKey));
    const missed = [...built].filter(([key]) => !predrawn.has(key)).map(([key, page]) => `${page} (${key})`);
    expect(missed, `${locale}: diagrams the predraw does not find, so the build draws them itself`).toEqual([]);
  });
}

// A cache as the build leaves it, less a few entries (all of them when this machine has none: the predraw of a clean
// clone): the command draws what is missing, in Chromium, and leaves every entry whole. Drawing only a few keeps the
// test from drawing again the hundred diagrams the build drew moments before.
const MISSING = 4;
test('`docusaurus draw-diagrams` draws what the cache lacks, each entry whole', () => {
  const cache = mkdtempSync(path.join(tmpdir(), 'diagram-cache-'));
  try {
    const keys = new Set(diagramSources(ROOT, 'zh-Hant').map(diagramKey));
    const kept = [...keys].slice(MISSING).filter((key) => ['diagram', 'json'].every((ext) => existsSync(path.join(DIAGRAM_CACHE_DIR, `${key}.${ext}`))));
    for (const key of kept)
      for (const ext of ['diagram', 'json']) copyFileSync(path.join(DIAGRAM_CACHE_DIR, `${key}.${ext}`), path.join(cache, `${key}.${ext}`));
    const run = spawnSync(process.execPath, [DOCUSAURUS, 'draw-diagrams', 'zh-Hant'], {
      cwd: ROOT,
      env: childEnvironment({DIAGRAM_CACHE_DIR: cache}),
      encoding: 'utf8',
    });
    expect(run.status, `draw-diagrams zh-Hant failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout, 'its summary line').toContain(`zh-Hant: ${keys.size} diagrams in the cache`);
    expect(kept.length, 'entries the command had to draw').toBeLessThan(keys.size);
    for (const key of kept)
      expect(
        readFileSync(path.join(cache, `${key}.diagram`)).equals(readFileSync(path.join(DIAGRAM_CACHE_DIR, `${key}.diagram`))),
        `diagram ${key}, already drawn, was changed`,
      ).toBe(true);
    const files = readdirSync(cache);
    expect(
      files.filter((f) => f.endsWith('.tmp')),
      'half-written files left behind',
    ).toEqual([]);
    for (const key of keys) {
      expect(files, `the drawing and the metadata of diagram ${key}`).toEqual(expect.arrayContaining([`${key}.diagram`, `${key}.json`]));
      expect(readFileSync(path.join(cache, `${key}.diagram`), 'utf8'), `diagram ${key}`).toMatch(/^<\?xml[^]*<\/svg>\s*$/);
    }
    const unknown = spawnSync(process.execPath, [DOCUSAURUS, 'draw-diagrams', 'fr'], {
      cwd: ROOT,
      env: childEnvironment({DIAGRAM_CACHE_DIR: cache}),
      encoding: 'utf8',
    });
    expect(unknown.status, 'an unknown locale fails').not.toBe(0);
    expect(unknown.stderr + unknown.stdout).toContain('unknown locale fr');
  } finally {
    rmSync(cache, {recursive: true, force: true});
  }
}, 120_000);
