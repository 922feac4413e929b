#!/usr/bin/env node
// Writers' link check, without a build: every Markdown link in the docs, release notes and API overview of every
// locale (and docs version) must reach a page that exists, and every #anchor a heading id (or <a id>) on that page.
// Why our own: link checkers either need the built site (the build already fails on broken links, but takes
// minutes) or resolve plain file paths and GitHub-style heading slugs, and know nothing of this site's routes:
// explicit `{#heading-id}` anchors, relative `.md` links resolved inside each locale's copy, absolute `/docs/...`
// routes, date-based release-note URLs and the API reference routes generated from openapi/external-api.yaml.
//
// Usage: node tools/lint/check-links.ts [--root DIR] [files...]   (no files: the whole tree)
// Prints `file:line: problem` for each broken link and exits 1 when there is one.
// In a program (the unit tests): checkLinks({root, files, texts}), below.
import {readFileSync, existsSync, readdirSync, statSync} from 'node:fs';
import {join, dirname, relative, resolve, posix} from 'node:path';

const LOCALES = [
  {name: 'en', i18n: null},
  {name: 'jp', i18n: 'i18n/jp'},
  {name: 'zh', i18n: 'i18n/zh'},
];

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.mdx?$/.test(name) ? [p] : [];
  });
}

/** Heading ids of a Markdown text: explicit `{#id}`, Docusaurus's slug of headings without one, and `<a id>`. */
function anchorsOf(text) {
  const ids = new Set();
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const h = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (h) {
      const explicit = /\{#([^}\s]+)\}$/.exec(h[1]);
      ids.add(
        explicit
          ? explicit[1]
          : h[1]
              .toLowerCase()
              .trim()
              .replace(/[^\p{L}\p{N}\s_-]/gu, '')
              .replace(/\s/g, '-'),
      );
    }
    for (const a of line.matchAll(/<a\s[^>]*\bid=["']([^"']+)["']/g)) ids.add(a[1]);
  }
  return ids;
}

function frontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  const data = {};
  if (m)
    for (const line of m[1].split('\n')) {
      const kv = /^(\w+):\s*(.*)$/.exec(line);
      if (kv) data[kv[1]] = kv[2].replace(/^['"]|['"]$/g, '');
    }
  return data;
}

/** lodash's kebabCase, as the OpenAPI plugin names operation pages (getVisitorBadgeStatisticsV1 → …-v-1). */
const kebab = (s) =>
  s
    .match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g)
    .map((w) => w.toLowerCase())
    .join('-');

/**
 * The link check of `root` (a work tree): every page of every locale and version, or only `files` (paths, absolute or
 * relative to `root`), each link resolved against the pages on disk. `texts` (path → text) stands in for what is on
 * disk for those files, so that a caller can check a page as it would be without writing it. Returns the number of
 * pages it knows and each broken link as `file:line: problem`, the file relative to `root`.
 * @param {{root?: string, files?: string[], texts?: Record<string, string>}} [options]
 * @returns {{pages: number, problems: string[]}}
 */
export function checkLinks({root, files = [], texts = {}} = {}) {
  const ROOT = resolve(root ?? join(import.meta.dirname, '..', '..'));
  const onlyFiles = files.map((f) => resolve(ROOT, f));
  const override = new Map(Object.entries(texts).map(([f, text]) => [resolve(ROOT, f), text]));

  // ---- what exists: a route table per locale, each route pointing at its source file (for anchors) or at nothing.
  const loaded = new Map(); // absolute path -> {text, anchors}
  function load(p) {
    if (!loaded.has(p)) {
      const text = override.get(p) ?? readFileSync(p, 'utf8');
      loaded.set(p, {text, anchors: anchorsOf(text)});
    }
    return loaded.get(p);
  }

  function docsTrees(locale) {
    const trees = [{version: null, dir: join(ROOT, locale.i18n ? `${locale.i18n}/docusaurus-plugin-content-docs/current` : 'docs')}];
    const versioned = join(ROOT, 'versioned_docs');
    if (existsSync(versioned)) {
      for (const v of readdirSync(versioned)) {
        const name = v.replace(/^version-/, '');
        const dir = locale.i18n ? join(ROOT, `${locale.i18n}/docusaurus-plugin-content-docs/version-${name}`) : join(versioned, v);
        trees.push({version: name, dir});
      }
    }
    return trees;
  }

  function routesFor(locale) {
    const routes = new Map();
    for (const tree of docsTrees(locale)) {
      const base = tree.version ? `/docs/${tree.version}` : '/docs';
      for (const f of walk(tree.dir)) {
        const id = relative(tree.dir, f)
          .replace(/\\/g, '/')
          .replace(/\.mdx?$/, '');
        const slug = frontMatter(load(f).text).slug;
        const route = slug
          ? slug.startsWith('/')
            ? `${base}${slug}`
            : `${base}/${posix.join(posix.dirname(id), slug)}`
          : `${base}/${id.replace(/(^|\/)index$/, '')}`;
        routes.set(route.replace(/\/$/, '') || '/', f);
      }
      routes.set(base, null);
    }
    const blogDir = join(ROOT, locale.i18n ? `${locale.i18n}/docusaurus-plugin-content-blog-release-notes` : 'release-notes');
    for (const f of walk(blogDir)) {
      const m = /(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(f);
      if (m) routes.set(`/release-notes/${m[1]}/${m[2]}/${m[3]}/${frontMatter(load(f).text).slug ?? m[4]}`, f);
    }
    for (const r of ['/release-notes', '/release-notes/archive', '/release-notes/tags', '/', '/search', '/markdown-page']) routes.set(r, null);
    const apiIndex = join(ROOT, locale.i18n ? `${locale.i18n}/docusaurus-plugin-content-docs-external-api/current/index.md` : 'external-api/index.md');
    routes.set('/external-api', existsSync(apiIndex) ? apiIndex : null);
    for (const page of API_PAGES) routes.set(`/external-api/reference/${page}`, null);
    return routes;
  }

  // The API reference pages are generated at build time (not in git): their names come from the OpenAPI description,
  // operation pages from operationId, tag pages from the tag name.
  const API_PAGES = new Set();
  const API_FILES = new Set();
  const spec = join(ROOT, 'openapi/external-api.yaml');
  if (existsSync(spec)) {
    const yamlText = readFileSync(spec, 'utf8');
    for (const m of yamlText.matchAll(/^\s+operationId:\s*(\w+)/gm)) {
      API_PAGES.add(kebab(m[1]));
      API_FILES.add(`${kebab(m[1])}.api.mdx`);
    }
    const tags = /^tags:\n((?:[ \t].*\n)*)/m.exec(yamlText)?.[1] ?? '';
    for (const m of tags.matchAll(/^\s+-\s+name:\s*([\w-]+)/gm)) {
      API_PAGES.add(m[1]);
      API_FILES.add(`${m[1]}.tag.mdx`);
    }
  }

  // ---- the sources to check: every page of every locale and version.
  const sources = [];
  for (const locale of LOCALES) {
    const routes = routesFor(locale);
    for (const tree of docsTrees(locale)) for (const f of walk(tree.dir)) sources.push({file: f, locale, routes, tree: tree.dir});
    const blogDir = join(ROOT, locale.i18n ? `${locale.i18n}/docusaurus-plugin-content-blog-release-notes` : 'release-notes');
    for (const f of walk(blogDir)) sources.push({file: f, locale, routes, tree: blogDir});
    const apiDir = join(ROOT, locale.i18n ? `${locale.i18n}/docusaurus-plugin-content-docs-external-api/current` : 'external-api');
    const apiIndex = join(apiDir, 'index.md');
    if (existsSync(apiIndex)) sources.push({file: apiIndex, locale, routes, tree: apiDir});
  }

  const problems = [];
  for (const {file, routes, tree} of sources) {
    if (onlyFiles.length && !onlyFiles.includes(file)) continue;
    const {text, anchors} = load(file);
    let fence = false;
    text.split('\n').forEach((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence) return;
      const code = line.replace(/`[^`]*`/g, '');
      for (const m of code.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) {
        const problem = check(m[1], file, tree, routes, anchors);
        if (problem) problems.push(`${relative(ROOT, file)}:${i + 1}: ${problem}`);
      }
    });
  }

  function check(target, file, tree, routes, ownAnchors) {
    if (/^(https?:|mailto:|tel:|pathname:)/.test(target)) return null;
    const [path, anchor] = target.split('#');
    if (!path) return anchor && !ownAnchors.has(anchor) ? `#${anchor}: no heading with this id on the page` : null;
    let targetFile;
    if (path.startsWith('/')) {
      const route = path.replace(/^\/help(\/(jp|zh))?(?=\/)/, '').replace(/\/$/, '') || '/';
      if (/^\/(img|assets)\//.test(route)) return existsSync(join(ROOT, 'static', route)) ? null : `${path}: no such file in static/`;
      if (/^\/release-notes\/(page\/\d+|tags\/[\w-]+)$/.test(route)) return null;
      if (!routes.has(route)) return `${path}: no page at this address`;
      targetFile = routes.get(route);
    } else {
      // A file beside the page (an image in ./img/, a download): it must exist where the page's locale copy is.
      if (/\.\w{2,5}$/.test(path) && !/\.mdx?$/.test(path)) {
        const asset = resolve(dirname(file), decodeURI(path));
        return existsSync(asset) ? null : `${path}: no such file beside the page (${relative(ROOT, asset)}); each locale's copy of a page needs its own`;
      }
      if (!/\.mdx?$/.test(path)) return `${path}: link to another page as its file (${path}.md), so that the build can check it`;
      targetFile = resolve(dirname(file), decodeURI(path));
      if (/\/external-api\/reference\/|docusaurus-plugin-content-docs-external-api\/current\/reference\//.test(targetFile.replace(/\\/g, '/'))) {
        return API_FILES.has(targetFile.split(/[\\/]/).pop()) ? null : `${path}: no such page in the generated API reference (openapi/external-api.yaml)`;
      }
      if (!existsSync(targetFile)) return `${path}: no such page in this locale (${relative(ROOT, targetFile)})`;
      if (!targetFile.startsWith(tree)) return `${path}: points outside this locale's pages`;
    }
    if (anchor && targetFile && !load(targetFile).anchors.has(anchor)) return `${target}: ${relative(ROOT, targetFile)} has no heading with the id "${anchor}"`;
    return null;
  }

  return {pages: sources.length, problems};
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('check-links.ts')) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const root = resolve(rootArg >= 0 ? args.splice(rootArg, 2)[1] : join(import.meta.dirname, '..', '..'));
  const {pages, problems} = checkLinks({root, files: args.map((f) => resolve(f))});
  for (const p of problems) console.log(p);
  console.log(`check-links: ${pages} pages, ${problems.length} broken link${problems.length === 1 ? '' : 's'}`);
  process.exit(problems.length ? 1 : 0);
}
