/**
 * The API operation pages in the search index (issue 25): found by their title, summary, method and path, and the
 * page's name (`get-e-paper-controller`), without the response boilerplate every operation repeats ("要求が正しく
 * ありません…"), which would make every operation match every question about errors.
 * The method and path are read from the built page: the OpenAPI theme renders them in a <pre> (the search plugin
 * skips <pre>, for code blocks) with the classes `openapi__method-endpoint` and `openapi__method-endpoint-path`
 * (docusaurus-theme-openapi-docs 5). A page without them keeps its title and summary only.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {SearchDocument} from '../../src/search/index-format';

export const API_OPERATION_PAGE = /\/external-api\/reference\/(?!schemas\/)[^/]+$/;

/** Method and path of an operation page as built, or undefined. */
export function endpointOf(outDir: string, baseUrl: string, url: string): string | undefined {
  const file = join(outDir, url.slice(baseUrl.length), 'index.html');
  if (!url.startsWith(baseUrl) || !existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const method = /openapi__method-endpoint[^>]*>\s*<span[^>]*>([A-Z]+)<\/span>/.exec(html)?.[1];
  const path = /openapi__method-endpoint-path[^>]*>([^<]+)</.exec(html)?.[1];
  return method && path ? `${method} ${path.trim()}` : undefined;
}

/**
 * The plugin's documents with the operation pages reduced to title, summary and introduction, the summary document
 * also holding the method, path and page name.
 */
export function refineApiPages(parts: SearchDocument[][], endpoint: (url: string) => string | undefined): SearchDocument[][] {
  const apiPages = new Map<number, string>();
  for (const doc of parts[0] ?? []) if (doc.u && API_OPERATION_PAGE.test(doc.u)) apiPages.set(doc.i, doc.u);
  if (apiPages.size === 0) return parts;
  const described = new Set<number>();
  const refined = parts.map((docs, type) =>
    docs.flatMap((doc) => {
      const url = type === 0 ? undefined : apiPages.get(doc.p as number);
      if (url === undefined) return [doc];
      if (type === 2) {
        described.add(doc.p as number);
        return [{...doc, t: `${doc.t} ${endpoint(url) ?? ''} ${url.split('/').pop()}`.trim()}];
      }
      // The introduction (the section before the first heading) stays; "Request" and "Responses" go.
      return type === 4 && !doc.h ? [doc] : [];
    }),
  );
  // An operation without a summary still gets its method, path and name.
  for (const [i, url] of apiPages) {
    if (!described.has(i)) refined[2].push({i, t: `${endpoint(url) ?? ''} ${url.split('/').pop()}`.trim(), s: refined[0].find((d) => d.i === i)?.t, p: i, u: url});
  }
  return refined;
}
