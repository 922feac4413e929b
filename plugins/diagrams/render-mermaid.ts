/**
 * Draws Mermaid diagrams at build time, in headless Chromium, into standalone SVG files.
 *
 * Why our own: drawn in the reader's browser, Mermaid costs every page with a diagram about 225 KB gzip of JavaScript
 * and seconds of layout on a phone. The npm renderers that draw at build time (rehype-mermaid,
 * mermaid-isomorphic, @mermaid-js/mermaid-cli) install their own browser through Playwright's download, which this
 * machine and CI cannot do, and follow the system colour scheme rather than the site's light/dark switch. This file
 * drives the Chromium the tests already use (playwright-core, CHROMIUM_PATH in site/environment.ts) with the Mermaid package Docusaurus
 * brought before.
 *
 * A diagram is drawn once per source text: the SVG and its size and labels are cached on disk under a key of the
 * source, the Mermaid version and the drawing settings, so a rebuild or `npm start` draws only new or changed
 * diagrams. Two pages draw at once, each one diagram at a time (Mermaid's render is not re-entrant); the browser
 * closes when idle.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {chromiumPath, count, variable} from '../../site/environment.ts';

const requireHere = createRequire(import.meta.url);

/** Chromium that draws the diagrams: Debian's, as for the browser tests, unless CHROMIUM_PATH names another. */
const CHROMIUM = chromiumPath();

/** The site's own font stack (src/css/custom.css), so a diagram's labels match the text around it. */
const FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', " +
  "'Noto Sans CJK JP', 'Noto Sans JP', 'Microsoft JhengHei', 'Meiryo', sans-serif";

/**
 * Mermaid's settings for every diagram. One light drawing; dark mode inverts it (src/components/Diagram), which suits
 * the grey `neutral` theme. Labels keep a little room: a reader's font may be wider than the one measured here.
 */
const MERMAID_CONFIG = {
  startOnLoad: false,
  theme: 'neutral',
  securityLevel: 'strict',
  fontFamily: FONT_FAMILY,
  themeVariables: {fontFamily: FONT_FAMILY},
  flowchart: {padding: 18},
};

/** Bump when the drawing or the post-processing below changes, so cached files are drawn again. */
const FORMAT = 3;

const mermaidScript = requireHere.resolve('mermaid/dist/mermaid.min.js');
const mermaidVersion: string = JSON.parse(readFileSync(path.join(path.dirname(mermaidScript), '..', 'package.json'), 'utf8')).version;

export const DIAGRAM_CACHE_DIR = path.resolve(variable('DIAGRAM_CACHE_DIR') ?? path.join(process.cwd(), 'node_modules', '.cache', 'smart-office-diagrams'));

/** A drawn diagram: the file the site serves, its size in CSS pixels and its labels in reading order. */
export interface DrawnDiagram {
  file: string;
  width: number;
  height: number;
  title: string;
  labels: string[];
}

/** Thrown for a diagram Mermaid cannot parse: the build names the page and the error. */
export class DiagramSyntaxError extends Error {}

/** The diagram's cache key, also its file name in the built site (assets/diagrams/<key>.svg). */
export function diagramKey(source: string): string {
  return createHash('sha256').update(JSON.stringify({FORMAT, mermaidVersion, MERMAID_CONFIG, source})).digest('hex').slice(0, 20);
}

/** Pages drawing at the same time: two use both cores of a small build machine (95 diagrams: 7.2 s with one, 4.5 s). */
const PAGES = count('DIAGRAM_PAGES', 2);

let browser: Promise<Browser> | undefined;
/** Each page with the chain of drawings given to it (Mermaid's render is not re-entrant within a page). */
let pool: Array<{page: Promise<Page>; queue: Promise<unknown>; queued: number}> = [];
let pending = 0;
let idleTimer: NodeJS.Timeout | undefined;
const inFlight = new Map<string, Promise<DrawnDiagram>>();

async function openPage(): Promise<Page> {
  // One browser for the pool: set before any await, or two pages opening at once would each launch one.
  browser ??= import('playwright-core').then(({chromium}) => chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']}));
  const p = await (await browser).newPage();
  await p.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await p.addScriptTag({path: mermaidScript});
  await p.evaluate((config) => (window as unknown as {mermaid: {initialize(c: unknown): void}}).mermaid.initialize(config), MERMAID_CONFIG);
  return p;
}

/** The page with the fewest drawings waiting, opened on first use. */
function leastBusy() {
  if (pool.length < PAGES) {
    const slot = {page: openPage(), queue: Promise.resolve() as Promise<unknown>, queued: 0};
    pool.push(slot);
    return slot;
  }
  return pool.reduce((a, b) => (b.queued < a.queued ? b : a));
}

/** Closes the browser; the next diagram opens it again. */
export async function closeDiagramBrowser(): Promise<void> {
  clearTimeout(idleTimer);
  const b = browser;
  browser = undefined;
  pool = [];
  if (b) await (await b).close().catch(() => undefined);
}

interface PageResult {
  svg?: string;
  error?: string;
  width: number;
  height: number;
  title: string;
  labels: string[];
}

/** Runs in the page: draws one diagram and returns it as standalone, well-formed SVG (XML, not HTML). */
async function drawInPage(source: string): Promise<PageResult> {
  const mermaid = (window as unknown as {mermaid: {render(id: string, text: string): Promise<{svg: string}>}}).mermaid;
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  let svgText: string;
  try {
    svgText = (await mermaid.render('diagram', source)).svg;
  } catch (error) {
    document.body.replaceChildren();
    return {error: String((error as Error)?.message ?? error), width: 0, height: 0, title: '', labels: []};
  }
  host.innerHTML = svgText;
  const svg = host.querySelector('svg')!;
  const box = svg.viewBox.baseVal;
  const width = Math.ceil(box.width);
  const height = Math.ceil(box.height);
  // A file of its own: a fixed size instead of "100%" and Mermaid's max-width, which only make sense inline.
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.removeAttribute('style');
  // A reader's font may be wider than the one measured here: a label then spills over its box instead of being cut.
  const extra = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  extra.textContent = 'foreignObject{overflow:visible}';
  svg.insertBefore(extra, svg.firstChild);
  const title = [svg.querySelector(':scope > title'), svg.querySelector(':scope > desc')]
    .map((e) => e?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  // Labels in reading order: boxes and groups first (Mermaid writes group titles and arrow labels before them), then
  // the labels on arrows; a sequence diagram's participants, which appear twice, once.
  const labels: string[] = [];
  const add = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text && !labels.includes(text)) labels.push(text);
  };
  const leaves = Array.from(svg.querySelectorAll('foreignObject, text')).filter((e) => !e.parentElement?.closest('foreignObject, text'));
  const onArrow = (e: Element) => Boolean(e.closest('.edgeLabel, .edgeLabels, .messageText'));
  leaves.filter((e) => !onArrow(e)).forEach(add);
  leaves.filter(onArrow).forEach(add);
  const xml = new XMLSerializer().serializeToString(svg);
  document.body.replaceChildren();
  return {svg: `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`, width, height, title, labels};
}

async function draw(source: string, file: string, metaFile: string): Promise<DrawnDiagram> {
  pending++;
  clearTimeout(idleTimer);
  try {
    const slot = leastBusy();
    slot.queued++;
    const run = slot.queue.then(async () => (await slot.page).evaluate(drawInPage, source));
    slot.queue = run.catch(() => undefined).finally(() => slot.queued--);
    const result = await run;
    if (result.error || !result.svg) throw new DiagramSyntaxError(result.error ?? 'Mermaid drew nothing');
    const drawn: DrawnDiagram = {file, width: result.width, height: result.height, title: result.title, labels: result.labels};
    // Another process may read the cache meanwhile (the build beside `draw-diagrams`, predraw.ts): each file appears
    // whole, by rename, and the drawing before its metadata, which is what marks an entry complete.
    writeAtomically(file, result.svg);
    writeAtomically(metaFile, JSON.stringify(drawn));
    return drawn;
  } finally {
    pending--;
    // Idle for a moment: close Chromium, or the build's process would wait for it.
    if (pending === 0) idleTimer = setTimeout(() => void closeDiagramBrowser(), 1500);
  }
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** The drawn diagram for a Mermaid source: from the cache, or drawn now. */
export function drawMermaid(source: string): Promise<DrawnDiagram> {
  const key = diagramKey(source);
  const file = path.join(DIAGRAM_CACHE_DIR, `${key}.diagram`);
  const metaFile = path.join(DIAGRAM_CACHE_DIR, `${key}.json`);
  const known = inFlight.get(key);
  if (known) return known;
  let result: Promise<DrawnDiagram>;
  if (existsSync(file) && existsSync(metaFile)) {
    result = Promise.resolve({...(JSON.parse(readFileSync(metaFile, 'utf8')) as DrawnDiagram), file});
  } else {
    mkdirSync(DIAGRAM_CACHE_DIR, {recursive: true});
    result = draw(source, file, metaFile);
  }
  inFlight.set(key, result);
  result.catch(() => inFlight.delete(key));
  return result;
}
