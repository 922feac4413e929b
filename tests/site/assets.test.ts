/**
 * Files the page scripts load that no HTML names: the diagram images a page's JavaScript shows when a reader moves
 * between pages (plugins/diagrams). The files the HTML names are checked in the per-page pass (pages.test.ts).
 */
import {expect, test} from 'vitest';
import {builtFiles, isBuilt, textOf} from './built-site';

const DIAGRAM_IN_SCRIPT = /assets\/diagrams\/([0-9a-f]{20})\.svg/g;

test('every diagram a page script loads is in the build', () => {
  const missing: string[] = [];
  let diagrams = 0;
  for (const script of builtFiles().filter((f) => /(^|\/)assets\/js\/[^/]+\.js$/.test(f))) {
    const assets = script.slice(0, script.indexOf('assets/js/') + 'assets/'.length);
    for (const [reference, key] of textOf(script).matchAll(DIAGRAM_IN_SCRIPT)) {
      diagrams++;
      if (!isBuilt(`${assets}diagrams/${key}.svg`)) missing.push(`build/${script}: ${reference}`);
    }
  }
  expect(diagrams, 'diagram references in the page scripts').toBeGreaterThan(150);
  expect(missing, 'diagrams the page scripts load that are not in the build').toEqual([]);
});
