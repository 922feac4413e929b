/**
 * Every file the built pages point to is in the build: images (the diagrams among them), scripts, stylesheets and
 * downloads named in the pages' HTML, and the diagram files the page scripts load when a reader moves between pages.
 * A rewritten reference (plugins/exact-asset-references: the bundler once changed 8 characters of a diagram's file
 * name in one page) or a file the build forgot fails here, with the page and the reference named.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

const build = path.resolve(__dirname, '../../build');
// The pages are minified: attribute values are quoted only where they need it.
const FILE_REFERENCE = /\b(?:src|href)=["']?(\/help\/[^"'\s#?>]+\.(?:svg|png|jpe?g|webp|gif|ico|js|css|json|ya?ml|txt|md|woff2?))(?=["'\s>])/g;
const DIAGRAM_IN_SCRIPT = /assets\/diagrams\/([0-9a-f]{20})\.svg/g;

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith(extension)).map((f) => path.join(folder, f));
}

/** The build's file for a site URL: /help/jp/assets/x.svg → build/jp/assets/x.svg. */
function fileFor(url: string): string {
  return path.join(build, decodeURIComponent(url.replace(/^\/help\//, '')));
}

test('every file a built page names is in the build', () => {
  test.skip(!existsSync(build), 'run npm run build first');
  const pages = filesUnder(build, '.html');
  expect(pages.length, 'built pages').toBeGreaterThan(900);
  const missing = new Map<string, string>();
  let references = 0;
  for (const page of pages) {
    for (const [, url] of readFileSync(page, 'utf8').matchAll(FILE_REFERENCE)) {
      references++;
      if (!missing.has(url) && !existsSync(fileFor(url))) missing.set(url, path.relative(build, page));
    }
  }
  expect(references, 'file references in the built pages').toBeGreaterThan(5000);
  expect([...missing].map(([url, page]) => `${page}: ${url}`), 'references to files that are not in the build').toEqual([]);
});

test('every diagram a page script loads is in the build', () => {
  test.skip(!existsSync(build), 'run npm run build first');
  const missing: string[] = [];
  let diagrams = 0;
  for (const script of filesUnder(build, '.js').filter((f) => /[\\/]assets[\\/]js[\\/]/.test(f))) {
    const assets = path.dirname(path.dirname(script));
    for (const [reference, key] of readFileSync(script, 'utf8').matchAll(DIAGRAM_IN_SCRIPT)) {
      diagrams++;
      if (!existsSync(path.join(assets, 'diagrams', `${key}.svg`))) missing.push(`${path.relative(build, script)}: ${reference}`);
    }
  }
  expect(diagrams, 'diagram references in the page scripts').toBeGreaterThan(150);
  expect(missing, 'diagrams the page scripts load that are not in the build').toEqual([]);
});
