/**
 * The docs MCP server's tools and resources over a loaded build (./site.ts), on the official MCP SDK's McpServer.
 * Every input is checked twice with zod: the SDK checks the types the tool advertises, then each tool checks the values
 * with its own schema, so that a wrong value (an unknown locale, an empty or overlong query, a path outside the site)
 * comes back as an MCP tool error (isError) of one sentence, before any file is read.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {OPENAPI_FILES} from '../site/content.ts';
import {BASE_URL, LOCALE_CODES, pageUrl} from '../site/locales.ts';
import {apiOperation, searchApi, type OperationSummary} from './api.ts';
import type {SidebarItem} from './manifest.ts';
import {fetchPage} from './pages.ts';
import {releaseNotesAfter} from './release-notes.ts';
import {SEARCH_INPUT_MAX_LENGTH, searchDocs} from './search.ts';
import {Refusal} from './site-files.ts';
import {LOCALE_NAMES, builtLocale, docsVersion, inLocale, siteUrl, versionList, type BuiltSite} from './site.ts';

/** The longest query taken at all: longer ones are refused, not cut (a pasted page is not a question). */
export const QUERY_REFUSED_OVER = 2000;
const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 20;
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

// What the tools advertise: the types and what each value may be, for the assistant that calls them.
const localeInput = z
  .string()
  .describe(
    `The site's language: ${LOCALE_CODES.join(', ')} (the URL folders ${LOCALE_NAMES.filter((n) => !LOCALE_CODES.includes(n as never)).join(', ')} are accepted too).`,
  );
const versionInput = z.string().optional().describe('The docs version: the current release (the default, also "current") or an archived one such as 2.12.');

// What the tools accept: each value checked, with the sentence that says what is wrong.
const query = z
  .string()
  .transform((q) => q.trim())
  .refine((q) => q.length > 0, {message: 'The query is empty: give the words or question to search for.'})
  .refine((q) => q.length <= QUERY_REFUSED_OVER, {
    message: `The query is too long: at most ${QUERY_REFUSED_OVER} characters are taken (the site's search reads the first ${SEARCH_INPUT_MAX_LENGTH}).`,
  });
const limit = z
  .number()
  .int({message: 'limit must be a whole number.'})
  .min(1, {message: `limit must be 1 to ${MAX_LIMIT}.`})
  .max(MAX_LIMIT, {message: `limit must be 1 to ${MAX_LIMIT}.`})
  .default(DEFAULT_LIMIT);
const sinceVersion = z.string().regex(/^\d+(\.\d+){0,2}$/, {message: 'since_version must be a version number such as 2.12 or 2.11.2.'});
const pageText = z.string().max(2048, {message: 'The URL or path is too long to be a page of this site.'});
const pageRef = z
  .object({url: pageText.optional(), path: pageText.optional(), locale: z.string().optional()})
  .refine((p) => (p.url === undefined) !== (p.path === undefined), {message: 'Give either url or path (one of them) of the page to fetch.'});
const operationRef = z
  .object({operationId: z.string().min(1).optional(), method: z.string().optional(), path: z.string().optional(), locale: z.string()})
  .refine((o) => (o.operationId !== undefined) !== (o.method !== undefined || o.path !== undefined), {
    message: 'Give either operationId, or method and path, of the operation.',
  })
  .refine((o) => o.operationId !== undefined || (o.method !== undefined && METHODS.includes(o.method.toUpperCase()) && o.path?.startsWith('/')), {
    message: `Give the method (${METHODS.join(', ')}) and the path as the API description writes it (e.g. /building/{id}).`,
  });

/** A value checked by its schema; its first problem as a Refusal. */
function check<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Refusal(result.error.issues[0]?.message ?? 'Invalid input.');
  return result.data;
}

const quoted = (text: string): string => (text.length > 80 ? `"${text.slice(0, 80)}…"` : `"${text}"`);

/** A tool's answer: text for the assistant to read, the same as structured content for a program. */
const answer = (text: string, structured: Record<string, unknown>): CallToolResult => ({content: [{type: 'text', text}], structuredContent: structured});

/** A sidebar as an indented Markdown list: pages as links, categories as labels (linked when they have a page). */
function sidebarText(site: BuiltSite, items: SidebarItem[], depth = 0): string[] {
  const pad = '  '.repeat(depth);
  return items.flatMap((item) =>
    item.type === 'page'
      ? [`${pad}- [${item.title}](${siteUrl(site, item.path)})`]
      : [`${pad}- ${item.path ? `[${item.label}](${siteUrl(site, item.path)})` : item.label}`, ...sidebarText(site, item.items, depth + 1)],
  );
}

const withUrls = (site: BuiltSite, items: SidebarItem[]): unknown[] =>
  items.map((item) =>
    item.type === 'page'
      ? {type: 'page', title: item.title, url: siteUrl(site, item.path)}
      : {type: 'category', label: item.label, ...(item.path ? {url: siteUrl(site, item.path)} : {}), items: withUrls(site, item.items)},
  );

const operationLine = (o: OperationSummary): string => `- \`${o.method} ${o.path}\` ${o.operationId}: ${o.summary}${o.pageUrl ? ` (${o.pageUrl})` : ''}`;

/** The server with its tools and resources, on a loaded build. */
export function createDocsServer(site: BuiltSite): McpServer {
  const current = site.locales[0].manifest.versions.find((v) => v.current)?.name ?? '';
  const server = new McpServer(
    {name: 'smart-office-docs', version: current},
    {
      instructions:
        'The Smart Office help site (docs, external API, release notes) in English, Japanese and Traditional Chinese, read from a built copy of the site. ' +
        'Search with search_docs, read a page with fetch_page (its Markdown), browse with list_sections; the API with search_api and get_api_operation; ' +
        "what changed with whats_new. Give each tool the reader's locale. Cite the page URLs the tools return.",
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the help site',
      description:
        "Searches the help pages with the site's own search engine and index (the same pages, in the same order, as the site's search box). " +
        `Returns each page's title, URL and the text around the best match. A query longer than ${SEARCH_INPUT_MAX_LENGTH} characters is cut to its first ${SEARCH_INPUT_MAX_LENGTH}, as on the site.`,
      inputSchema: {
        query: z.string().describe('Words or a question, in the language of the locale (Japanese and Chinese questions work as typed).'),
        locale: localeInput,
        version: versionInput,
        limit: z.number().optional().describe(`How many pages: 1 to ${MAX_LIMIT}, default ${DEFAULT_LIMIT}.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => {
      const q = check(query, args.query);
      const n = check(limit, args.limit);
      const built = builtLocale(site, args.locale);
      const version = docsVersion(built, args.version);
      const cut = q.length > SEARCH_INPUT_MAX_LENGTH;
      const asked = cut ? q.slice(0, SEARCH_INPUT_MAX_LENGTH) : q;
      const hits = await searchDocs(site, built, version, asked, n);
      const notes = cut ? [`The query was cut to its first ${SEARCH_INPUT_MAX_LENGTH} characters (of ${q.length}), as the site's search does.`] : [];
      const lines = [
        ...notes,
        hits.length
          ? `${hits.length} pages for ${quoted(asked)} (${built.locale.code}, docs ${version.name}):`
          : `No page matches ${quoted(asked)} (${built.locale.code}, docs ${version.name}).`,
        ...hits.map((h, k) =>
          [
            `${k + 1}. [${h.title}](${h.url})`,
            h.section ? `   ${h.section}${h.sectionUrl ? ` (${h.sectionUrl})` : ''}` : '',
            h.excerpt ? `   ${h.excerpt}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        ),
      ];
      return answer(lines.join('\n'), {locale: built.locale.code, version: version.name, query: asked, queryCut: cut, notes, results: hits});
    },
  );

  server.registerTool(
    'fetch_page',
    {
      title: 'Read a help page',
      description:
        'A help page as Markdown (its Markdown version, the page URL plus .md, exactly as the site serves it), with its title, last-updated date and docs version. ' +
        `Give the page's URL or its path (${BASE_URL}…; a path without ${BASE_URL} is read in the given locale).`,
      inputSchema: {
        url: z.string().optional().describe('The page URL, as search_docs or list_sections return it.'),
        path: z
          .string()
          .optional()
          .describe(`Or the page path: ${pageUrl('ja', 'docs/…')}, or docs/… with locale.`),
        locale: localeInput.optional(),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => {
      const ref = check(pageRef, args);
      const page = fetchPage(site, (ref.url ?? ref.path)!, ref.locale);
      const about = `${page.title}: ${page.url} (${page.locale}, docs ${page.version}${page.lastUpdated ? `, last updated ${page.lastUpdated}` : ''})`;
      const {markdown, ...meta} = page;
      return {
        content: [
          {type: 'text', text: markdown},
          {type: 'text', text: about},
        ],
        structuredContent: {...meta, markdown},
      };
    },
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List the sections and their pages',
      description:
        "The site's sections in navbar order, each with its sidebar: pages (title, URL) and categories, for browsing. The current release lists the API reference too.",
      inputSchema: {locale: localeInput, version: versionInput},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => {
      const built = builtLocale(site, args.locale);
      const version = docsVersion(built, args.version);
      const text = version.sections.flatMap((s) => ['', `## [${s.label}](${siteUrl(site, s.path)})`, '', ...sidebarText(site, s.items)]);
      return answer(`Sections of the ${built.locale.code} help, docs ${version.name} (versions: ${versionList(built.manifest)}):\n${text.join('\n')}`, {
        locale: built.locale.code,
        version: version.name,
        versions: built.manifest.versions.map((v) => v.name),
        sections: version.sections.map((s) => ({label: s.label, url: siteUrl(site, s.path), items: withUrls(site, s.items)})),
      });
    },
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'One operation of the external API',
      description:
        "One operation of the external API from the locale's OpenAPI description: method, path, summary, parameters, request body, responses (schemas resolved), authentication, required roles and a curl sample. " +
        'Give its operationId, or method and path.',
      inputSchema: {
        operationId: z.string().optional().describe('e.g. listBuildings (search_api finds them).'),
        method: z
          .string()
          .optional()
          .describe(`${METHODS.join(', ')}, with path.`),
        path: z.string().optional().describe('The path as the description writes it, e.g. /building/{id}.'),
        locale: localeInput,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => {
      const ref = check(operationRef, args);
      const built = builtLocale(site, ref.locale);
      const operation = apiOperation(site, built, ref);
      return answer(JSON.stringify(operation, null, 2), {locale: built.locale.code, ...operation});
    },
  );

  server.registerTool(
    'search_api',
    {
      title: 'Find operations of the external API',
      description: 'Operations of the external API whose summary, path, operationId or tags hold the query’s words, the best matches first.',
      inputSchema: {query: z.string().describe('Words such as "list bookings" or "予約 一覧".'), locale: localeInput},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => {
      const q = check(query, args.query);
      const built = builtLocale(site, args.locale);
      const found = searchApi(site, built, q);
      const text = found.length ? [`${found.length} operations for ${quoted(q)}:`, ...found.map(operationLine)] : [`No operation matches ${quoted(q)}.`];
      return answer(text.join('\n'), {locale: built.locale.code, query: q, operations: found});
    },
  );

  server.registerTool(
    'whats_new',
    {
      title: 'Release notes after a version',
      description:
        'The release notes of every release after the given version (2.12 means after 2.12.0: 2.12.1 and later), newest first: version, title, date, URL and summary.',
      inputSchema: {since_version: z.string().describe('The version the reader has, e.g. 2.12 or 2.11.2.'), locale: localeInput},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => {
      const since = check(sinceVersion, args.since_version);
      const built = builtLocale(site, args.locale);
      const {notes, newest} = releaseNotesAfter(site, built, since);
      const text = notes.length
        ? [`${notes.length} releases after ${since}, newest first:`, ...notes.map((n) => `- ${n.title} (${n.date}): ${n.url}\n  ${n.summary}`)]
        : [`No release after ${since}${newest ? `: the newest is ${newest}` : ''}.`];
      return answer(text.join('\n'), {locale: built.locale.code, since, releases: notes});
    },
  );

  // Resources: each locale's llms.txt (the index of every page's Markdown) and its OpenAPI description. llms-full.txt
  // is left out: at 1 to 1.5 MB it is larger than an assistant reads at once, and fetch_page gives each of its pages.
  const resources = [
    {file: 'llms.txt', mimeType: 'text/markdown', what: 'every page of the current docs and the API, by section: title, description, URL of its Markdown'},
    {file: OPENAPI_FILES.json, mimeType: 'application/json', what: 'the external API as OpenAPI 3.1 (JSON)'},
    {file: OPENAPI_FILES.yaml, mimeType: 'application/yaml', what: 'the external API as OpenAPI 3.1 (YAML)'},
  ];
  for (const built of site.locales) {
    for (const resource of resources) {
      const rel = inLocale(built, resource.file);
      const uri = siteUrl(site, `${built.locale.baseUrl}${resource.file}`);
      server.registerResource(
        `${built.locale.code} ${resource.file}`,
        uri,
        {title: `${resource.file} (${built.locale.label})`, description: `${built.locale.label}: ${resource.what}.`, mimeType: resource.mimeType},
        async () => {
          const text = site.files.readText(rel);
          if (text === undefined) throw new Refusal(`The build has no ${rel}.`);
          return {contents: [{uri, mimeType: resource.mimeType, text}]};
        },
      );
    }
  }
  return server;
}
