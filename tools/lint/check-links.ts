#!/usr/bin/env node
// Writers' link check, without a build: every Markdown link in the docs, release notes and API overview of every
// locale (and docs version) must reach a page that exists, and every #anchor a heading id (or <a id>) on that page.
// Why our own: link checkers either need the built site (the build already fails on broken links, but takes
// minutes) or resolve plain file paths and GitHub-style heading slugs, and know nothing of this site's routes:
// explicit `{#heading-id}` anchors, relative `.md` links resolved inside each locale's copy, absolute `/docs/...`
// routes, date-based release-note URLs and the API reference routes generated from openapi/external-api.yaml.
// Pages are read by tools/content/markdown.ts (the tree MDX reads; heading ids as Docusaurus makes them).
//
// Usage: node tools/lint/check-links.ts [--root DIR] [files...]   (no files: the whole tree)
// Prints `file:line: problem` for each broken link and exits 1 when there is one.
// In a program (the unit tests): checkLinks({root, files, texts}), below.
import {readFileSync, existsSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, dirname, relative, resolve, posix} from 'node:path';
import yaml from 'js-yaml';
import {API_REFERENCE_DIR, API_ROUTE, DOCS_ROUTE, RELEASE_NOTES_ROUTE, apiReferenceDir, contentDir, type DocsVersion} from '../../site/content.ts';
import {BASE_URL, LOCALES, localeOfPath, type SiteLocale} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {FrontMatterError, readFrontMatter, type FrontMatter} from '../content/front-matter.ts';
import {anchors, links, readMarkdown, type MarkdownPage} from '../content/markdown.ts';
import {PAGE_FILE, docsVersionsOnDisk} from '../content/places.ts';

/** The OpenAPI description the API reference pages are generated from. */
const OPENAPI_SPEC = 'openapi/external-api.yaml';
/** Routes with no Markdown source: the blog's lists, the home page, search, the MDX example page. */
const OTHER_ROUTES = [`/${RELEASE_NOTES_ROUTE}`, `/${RELEASE_NOTES_ROUTE}/archive`, `/${RELEASE_NOTES_ROUTE}/tags`, '/', '/search', '/markdown-page'];

/**
 * lodash's kebabCase, the very function the OpenAPI plugin names its pages with (getVisitorBadgeStatisticsV1 →
 * get-visitor-badge-statistics-v-1), loaded from the plugin's own dependencies.
 */
const pluginRequire = createRequire(createRequire(import.meta.url).resolve('docusaurus-plugin-openapi-docs'));
const kebabCase: (text: string) => string = pluginRequire('lodash/kebabCase');

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : PAGE_FILE.test(name) ? [p] : [];
  });
}

/** The OpenAPI description, as far as page names go. */
type OpenApiOperation = {operationId?: string; summary?: string};
type OpenApiDescription = {
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  'x-webhooks'?: Record<string, Record<string, unknown>>;
  tags?: {name: string}[];
};
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The generated API reference pages (not in git): operation pages named after their operationId (or summary), tag
 * pages after the tag, as the OpenAPI plugin names them. Page names and file names.
 */
export function apiReferencePages(specFile: string): {pages: Set<string>; files: Set<string>} {
  const pages = new Set<string>();
  const files = new Set<string>();
  if (!existsSync(specFile)) return {pages, files};
  const spec = (yaml.load(readFileSync(specFile, 'utf8')) ?? {}) as OpenApiDescription;
  const operations = (paths: Record<string, Record<string, unknown>> | undefined, event: boolean) =>
    Object.entries(paths ?? {}).flatMap(([name, item]) =>
      Object.entries(item)
        .filter(([method]) => event || HTTP_METHODS.has(method.toLowerCase()))
        .map(([, op]) => ({op: (op ?? {}) as OpenApiOperation, name})),
    );
  for (const {op, name} of [...operations(spec.paths, false), ...operations(spec['x-webhooks'] ?? spec.webhooks, true)]) {
    const id = op.operationId ?? op.summary ?? name;
    if (typeof id !== 'string' || !id) continue;
    pages.add(kebabCase(id));
    files.add(`${kebabCase(id)}.api.mdx`);
  }
  for (const tag of spec.tags ?? []) {
    pages.add(kebabCase(tag.name));
    files.add(`${kebabCase(tag.name)}.tag.mdx`);
  }
  return {pages, files};
}

type Routes = Map<string, string | null>;
type Source = {file: string; routes: Routes; tree: string};
/** A page as far as it has been read: its text and front matter first, its syntax tree and anchors when needed. */
type Loaded = {text: string; frontMatter: FrontMatter; frontMatterError?: FrontMatterError; page?: MarkdownPage; anchors?: Set<string>};

export type CheckLinksOptions = {
  /** The work tree (default: this project). */
  root?: string;
  /** Only these pages (absolute, or relative to `root`); none: every page. */
  files?: string[];
  /** Page texts (path → text) in place of what is on disk: a page checked as it would be, without writing it. */
  texts?: Record<string, string>;
};

/**
 * The link check of `root` (a work tree): every page of every locale and version, or only `files` (paths, absolute or
 * relative to `root`), each link resolved against the pages on disk. `texts` (path → text) stands in for what is on
 * disk for those files, so that a caller can check a page as it would be without writing it. Returns the number of
 * pages it knows and each broken link as `file:line: problem`, the file relative to `root`.
 */
export function checkLinks({root, files = [], texts = {}}: CheckLinksOptions = {}): {pages: number; problems: string[]} {
  const base = resolve(root ?? ROOT);
  const at = (path: string) => join(base, path);
  const onlyFiles = files.map((f) => resolve(base, f));
  const override = new Map(Object.entries(texts).map(([f, text]) => [resolve(base, f), text]));
  const archived = docsVersionsOnDisk(base);

  // ---- what exists: a route table per locale, each route pointing at its source file (for anchors) or at nothing.
  const loaded = new Map<string, Loaded>();
  function load(p: string): Loaded {
    let entry = loaded.get(p);
    if (!entry) {
      const text = override.get(p) ?? readFileSync(p, 'utf8');
      try {
        entry = {text, frontMatter: readFrontMatter(text, relative(base, p)).data};
      } catch (error) {
        if (!(error instanceof FrontMatterError)) throw error;
        entry = {text, frontMatter: {}, frontMatterError: error};
      }
      loaded.set(p, entry);
    }
    return entry;
  }
  const pageOf = (p: string): MarkdownPage => {
    const entry = load(p);
    return (entry.page ??= readMarkdown(entry.text));
  };
  const anchorsOf = (p: string): Set<string> => {
    const entry = load(p);
    return (entry.anchors ??= anchors(pageOf(p)));
  };
  const slugOf = (p: string): string | undefined => {
    const slug = load(p).frontMatter.slug;
    return slug === undefined || slug === null ? undefined : String(slug);
  };

  function docsTrees(locale: SiteLocale): {version: DocsVersion; dir: string}[] {
    return [
      {version: 'current', dir: at(contentDir('docs', locale.code))},
      ...archived.map((version) => ({version, dir: at(contentDir('docs', locale.code, version))})),
    ];
  }

  function routesFor(locale: SiteLocale): Routes {
    const routes: Routes = new Map();
    for (const tree of docsTrees(locale)) {
      const prefix = tree.version === 'current' ? `/${DOCS_ROUTE}` : `/${DOCS_ROUTE}/${tree.version}`;
      for (const f of walk(tree.dir)) {
        const id = relative(tree.dir, f).replace(/\\/g, '/').replace(PAGE_FILE, '');
        const slug = slugOf(f);
        const route = slug
          ? slug.startsWith('/')
            ? `${prefix}${slug}`
            : `${prefix}/${posix.join(posix.dirname(id), slug)}`
          : `${prefix}/${id.replace(/(^|\/)index$/, '')}`;
        routes.set(route.replace(/\/$/, '') || '/', f);
      }
      routes.set(prefix, null);
    }
    for (const f of walk(at(contentDir('release-notes', locale.code)))) {
      const m = /(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(f);
      if (m) routes.set(`/${RELEASE_NOTES_ROUTE}/${m[1]}/${m[2]}/${m[3]}/${slugOf(f) ?? m[4]}`, f);
    }
    for (const r of OTHER_ROUTES) routes.set(r, null);
    const apiIndex = at(`${contentDir('api', locale.code)}/index.md`);
    routes.set(`/${API_ROUTE}`, existsSync(apiIndex) ? apiIndex : null);
    for (const page of api.pages) routes.set(`/${API_ROUTE}/${API_REFERENCE_DIR}/${page}`, null);
    return routes;
  }

  // The API reference pages are generated at build time (not in git): their names come from the OpenAPI description.
  const api = apiReferencePages(at(OPENAPI_SPEC));
  const referenceDirs = LOCALES.map((l) => `${at(apiReferenceDir(l.code))}/`);

  // ---- the sources to check: every page of every locale and version.
  const sources: Source[] = [];
  for (const locale of LOCALES) {
    const routes = routesFor(locale);
    for (const tree of docsTrees(locale)) for (const f of walk(tree.dir)) sources.push({file: f, routes, tree: tree.dir});
    const blogDir = at(contentDir('release-notes', locale.code));
    for (const f of walk(blogDir)) sources.push({file: f, routes, tree: blogDir});
    const apiDir = at(contentDir('api', locale.code));
    const apiIndex = join(apiDir, 'index.md');
    if (existsSync(apiIndex)) sources.push({file: apiIndex, routes, tree: apiDir});
  }

  function check(target: string, file: string, tree: string, routes: Routes): string | null {
    if (/^(https?:|mailto:|tel:|pathname:)/.test(target)) return null;
    const [path, anchor] = target.split('#');
    if (!path) return anchor && !anchorsOf(file).has(anchor) ? `#${anchor}: no heading with this id on the page` : null;
    let targetFile: string | null | undefined;
    if (path.startsWith('/')) {
      // A site path: under the base URL, in a locale's folder (/help/jp/docs/x) or the default one; or the route alone.
      const route = (path.startsWith(BASE_URL) ? `/${path.slice(localeOfPath(path).baseUrl.length)}` : path).replace(/\/$/, '') || '/';
      if (/^\/(img|assets)\//.test(route)) return existsSync(join(base, 'static', route)) ? null : `${path}: no such file in static/`;
      if (new RegExp(`^/${RELEASE_NOTES_ROUTE}/(page/\\d+|tags/[\\w-]+)$`).test(route)) return null;
      if (!routes.has(route)) return `${path}: no page at this address`;
      targetFile = routes.get(route);
    } else {
      // A file beside the page (an image in ./img/, a download): it must exist where the page's locale copy is.
      if (/\.\w{2,5}$/.test(path) && !PAGE_FILE.test(path)) {
        const asset = resolve(dirname(file), decodeURI(path));
        return existsSync(asset) ? null : `${path}: no such file beside the page (${relative(base, asset)}); each locale's copy of a page needs its own`;
      }
      if (!PAGE_FILE.test(path)) return `${path}: link to another page as its file (${path}.md), so that the build can check it`;
      const resolved = resolve(dirname(file), decodeURI(path));
      if (referenceDirs.some((dir) => resolved.startsWith(dir))) {
        return api.files.has(resolved.split(/[\\/]/).pop() ?? '') ? null : `${path}: no such page in the generated API reference (${OPENAPI_SPEC})`;
      }
      targetFile = resolved;
      if (!existsSync(targetFile)) return `${path}: no such page in this locale (${relative(base, targetFile)})`;
      if (!targetFile.startsWith(tree)) return `${path}: points outside this locale's pages`;
    }
    if (anchor && targetFile && !anchorsOf(targetFile).has(anchor)) return `${target}: ${relative(base, targetFile)} has no heading with the id "${anchor}"`;
    return null;
  }

  const problems: string[] = [];
  for (const {file, routes, tree} of sources) {
    if (onlyFiles.length && !onlyFiles.includes(file)) continue;
    const {frontMatterError} = load(file);
    if (frontMatterError) problems.push(`${relative(base, file)}:${frontMatterError.line}: ${frontMatterError.problem}`);
    for (const link of links(pageOf(file))) {
      const problem = check(link.url, file, tree, routes);
      if (problem) problems.push(`${relative(base, file)}:${link.line}: ${problem}`);
    }
  }
  return {pages: sources.length, problems};
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('check-links.ts')) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  if (rootArg >= 0 && !args[rootArg + 1]) {
    console.error('check-links: --root needs a folder: node tools/lint/check-links.ts --root <work tree> [files...]');
    process.exit(2);
  }
  const root = resolve(rootArg >= 0 ? args.splice(rootArg, 2)[1] : ROOT);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`check-links: ${root} is not a folder: give --root the work tree to check`);
    process.exit(2);
  }
  const missing = args.filter((f) => !existsSync(resolve(f)));
  if (missing.length) {
    console.error(`check-links: no such file: ${missing.join(', ')} (name pages that exist, or none for every page)`);
    process.exit(2);
  }
  const {pages, problems} = checkLinks({root, files: args.map((f) => resolve(f))});
  for (const p of problems) console.log(p);
  console.log(`check-links: ${pages} pages, ${problems.length} broken link${problems.length === 1 ? '' : 's'}`);
  process.exit(problems.length ? 1 : 0);
}
