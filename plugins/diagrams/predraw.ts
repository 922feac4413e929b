/**
 * Draws a locale's diagrams into the cache ahead of its build: `docusaurus draw-diagrams <locale…>`.
 *
 * Why: the build draws a diagram when the bundler compiles its page, and the bundler waits for the drawing. From a
 * cold cache that added about 8 s to each locale of the three-locale build. tools/build-all.ts starts this
 * command first: it draws the first locale's diagrams at full speed while the API pages are generated, then goes to
 * the lowest CPU priority and draws the other locales' with the CPU time the first build leaves idle. Every build
 * then finds its diagrams drawn.
 *
 * The pages are read as plain Markdown, without MDX: a fence MDX would read differently (inside a JSX element with no
 * blank line) is merely missed here, and then drawn by the build as before. A diagram that does not parse is skipped
 * here; the build reports it with its file and line.
 */
import {readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {API_REFERENCE_DIR, contentDir} from '../../site/content.ts';
import type {LocaleCode} from '../../site/locales.ts';
import {readArchivedVersions} from '../../site/versions.ts';
import {closeDiagramBrowser, drawMermaid} from './render-mermaid.ts';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
}

/**
 * The folders of a locale's pages in the two docs instances that draw diagrams (the docs, current and archived, and
 * the API reference's own pages): where the remark plugin meets its diagrams.
 */
function docsFolders(siteDir: string, locale: LocaleCode): string[] {
  const versions = readArchivedVersions(siteDir).map((version) => contentDir('docs', locale, version));
  return [contentDir('docs', locale), ...versions, contentDir('api', locale)].map((f) => path.join(siteDir, f));
}

/**
 * The Markdown pages under a folder, without the API reference's generated pages: they come from openapi/ with no
 * diagram, and `npm run api:gen` deletes and writes them again, also while the predraw runs beside it.
 */
const GENERATED = new RegExp(`(^|[\\\\/])${API_REFERENCE_DIR}[\\\\/]`);
function markdownFiles(folder: string): string[] {
  try {
    return readdirSync(folder, {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.mdx?$/.test(f) && !GENERATED.test(f))
      .map((f) => path.join(folder, f));
  } catch {
    return [];
  }
}

function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The Mermaid sources of a locale's docs, each once, in file order. */
export function diagramSources(siteDir: string, locale: LocaleCode): string[] {
  const parser = unified().use(remarkParse);
  const sources = new Set<string>();
  const walk = (node: Node) => {
    if (node.type === 'code' && node.lang === 'mermaid') sources.add(node.value ?? '');
    node.children?.forEach(walk);
  };
  for (const file of docsFolders(siteDir, locale).flatMap(markdownFiles).sort()) {
    const text = readIfThere(file);
    if (text.includes('```mermaid')) walk(parser.parse(text) as Node);
  }
  return [...sources];
}

/** What the predraw did for one locale. */
export interface PredrawnLocale {
  locale: LocaleCode;
  diagrams: number;
  failed: number;
  seconds: number;
}

/**
 * Draws what is not in the cache yet, one locale after the other, and reports each locale as it is done.
 * `lowerPriorityAfterFirst`: once the first locale is drawn, this process and its browser go to the lowest CPU
 * priority (the browser is started again, since its processes only inherit the priority when they start), so the
 * first locale is ready quickly and the others use only CPU time the build leaves idle.
 */
export async function predrawDiagrams(
  siteDir: string,
  locales: readonly LocaleCode[],
  {lowerPriorityAfterFirst = false, onLocale}: {lowerPriorityAfterFirst?: boolean; onLocale?: (done: PredrawnLocale) => void} = {},
): Promise<void> {
  try {
    for (const [index, locale] of locales.entries()) {
      if (index === 1 && lowerPriorityAfterFirst) {
        await closeDiagramBrowser();
        os.setPriority(19);
      }
      const started = Date.now();
      const sources = diagramSources(siteDir, locale);
      const results = await Promise.allSettled(sources.map((source) => drawMermaid(source)));
      onLocale?.({
        locale,
        diagrams: sources.length,
        failed: results.filter((r) => r.status === 'rejected').length,
        seconds: (Date.now() - started) / 1000,
      });
    }
  } finally {
    await closeDiagramBrowser();
  }
}
