import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {processPlan} from '../../config/build-plan.ts';
import {API_DOCS_ID, OPENAPI_FILES} from '../../site/content.ts';
import {DEFAULT_LOCALE, siteLocale, type LocaleCode} from '../../site/locales.ts';
import {PRODUCT_NAME} from '../../site/product.ts';
import {hasMarkdownTwin, isApiOperationPage, markdownTwinUrl} from '../../src/markdown-twins/twin.ts';
import {decodeApiFrontMatter} from '../../internals/openapi-api-front-matter-decode.ts';
import {builtImages, imageAsset} from '../../internals/docusaurus-image-assets.ts';
import roles from '../../data/roles.json';
import sectionsData from '../../data/sections.json';
import {openapiI18n} from '../openapi-download/index.ts';
import {mdxToMarkdown, type TwinContext} from './mdx-to-markdown.ts';
import {OPERATION_LABELS, operationToMarkdown, operationsOf} from './openapi-to-markdown.ts';

/**
 * Pages as Markdown for people who work with AI assistants. After each locale's build this plugin writes:
 * - next to every doc page its Markdown twin, at the page's URL plus `.md` (build/jp/docs/x/y.md), made from the
 *   page's MDX source by ./mdx-to-markdown.ts (why our own converter: see the top of that file); next to every
 *   generated API operation page its twin made from the locale's API description by ./openapi-to-markdown.ts (schema
 *   and tag pages have none: the operations' twins hold their fields);
 * - `llms.txt` (llmstxt.org): every doc of the current release, grouped by section in sidebar order, then the API
 *   section: the overview, the OpenAPI description (plugins/openapi-download/) and every operation in sidebar order;
 *   title, description and the URL of its twin. The archived 2.12 docs (they have twins, for their copy button, but
 *   an assistant should read the current release) are named in its notes, not listed;
 * - `llms-full.txt`: the twins of the listed pages in the same order, each with its page URL.
 * nginx serves them as text/markdown and text/plain (deploy/nginx/help-server.conf).
 */

const NOTES: Record<LocaleCode, (api: string) => string> = {
  en: (api) =>
    'Each page below is the Markdown version of a help page (the page URL plus `.md`); `llms-full.txt` next to ' +
    'this file holds all of them in one file. Listed: the documentation of the current release, the API overview, ' +
    'the OpenAPI description of the API and every API operation. Not listed: the archived documentation of older ' +
    `releases. For the API, start from the overview: ${api}`,
  ja: (api) =>
    '以下の各リンクはヘルプページの Markdown 版です（ページの URL に `.md` を付けたもの）。同じフォルダーの ' +
    '`llms-full.txt` にはすべてのページが 1 つのファイルにまとまっています。現在のリリースのドキュメント、API の概要、' +
    'API の OpenAPI 定義、API の各操作を掲載しています。以前のリリースのドキュメントは掲載していません。' +
    `API は概要から始めてください：${api}`,
  'zh-Hant': (api) =>
    '以下每個連結都是說明頁面的 Markdown 版本（頁面 URL 加上 `.md`）；同一資料夾的 `llms-full.txt` 將所有頁面收在' +
    '一個檔案中。收錄目前版本的文件、API 概觀、API 的 OpenAPI 定義與每個 API 操作。未收錄舊版本的封存文件。' +
    `API 請從概觀開始：${api}`,
};

const API_SECTION: Record<LocaleCode, string> = {en: 'External API', ja: '外部 API', 'zh-Hant': '外部 API'};

/** The llms.txt entry of the OpenAPI files: title and description (with the JSON file's URL). */
const OPENAPI_ENTRY: Record<LocaleCode, {title: string; description: (json: string) => string}> = {
  en: {title: 'OpenAPI description (YAML)', description: (json) => `the whole API in one OpenAPI 3.1 file; as JSON: ${json}`},
  ja: {title: 'OpenAPI 定義（YAML）', description: (json) => `API 全体の OpenAPI 3.1 定義です（説明は日本語）。JSON 版：${json}`},
  'zh-Hant': {title: 'OpenAPI 定義（YAML）', description: (json) => `整個 API 的 OpenAPI 3.1 定義（說明為繁體中文）。JSON 版：${json}`},
};

/** The operationId of a generated operation page, from its `api` front matter (internals/openapi-api-front-matter.ts). */
async function operationIdOf(doc: DocMetadata): Promise<string> {
  const operation = await decodeApiFrontMatter<{operationId?: string}>(String(doc.frontMatter.api));
  if (!operation.operationId) throw new Error(`markdown-twins: ${doc.permalink}: no operationId in its api front matter`);
  return operation.operationId;
}

/** The curl sample of each operation, made by the API build step (tools/api-docs.ts), when it made them. */
function curlSamples(file: string): Record<string, string> | undefined {
  if (!existsSync(file)) return undefined;
  const samples = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {samples: {curl?: string}}>;
  return Object.fromEntries(Object.entries(samples).map(([id, s]) => [id, s.samples.curl ?? '']));
}

type JsonMessages = Record<string, {message: string}>;
const readMessages = (file: string): Record<string, string> =>
  existsSync(file) ? Object.fromEntries(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as JsonMessages).map(([k, v]) => [k, v.message])) : {};

/** The docs of a sidebar in reading order (categories' own pages first). */
function sidebarDocIds(items: unknown[]): string[] {
  const ids: string[] = [];
  for (const item of items as {type: string; id?: string; items?: unknown[]; link?: {type: string; id?: string}}[]) {
    if (item.type === 'doc' || item.type === 'ref') ids.push(item.id!);
    if (item.type === 'category') {
      if (item.link?.type === 'doc') ids.push(item.link.id!);
      ids.push(...sidebarDocIds(item.items ?? []));
    }
  }
  return ids;
}

/** One line of llms.txt: `- [Title](url): description` (a title's brackets would end the link text). */
const entry = (title: string, url: string, description: string) => `- [${title.replace(/([[\]])/g, '\\$1')}](${url})${description ? `: ${description}` : ''}`;

export default function markdownTwins(context: LoadContext): Plugin {
  const {siteDir, siteConfig, i18n, localizationDir} = context;
  const locale = siteLocale(i18n.currentLocale).code;
  const origin = siteConfig.url.replace(/\/$/, '');
  const baseUrl = context.baseUrl; // the locale's, e.g. /help/jp/
  let docsByPlugin: Record<string, LoadedContent> = {};
  let apiSpec: Record<string, unknown> | undefined;
  const samplesFile = join(siteDir, '.openapi', 'code-samples.json');

  const messages = readMessages(join(localizationDir, 'code.json'));
  const navbar = readMessages(join(localizationDir, 'docusaurus-theme-classic', 'navbar.json'));

  return {
    name: 'markdown-twins',

    async allContentLoaded({allContent}) {
      docsByPlugin = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      // The locale's API description, for the operations' twins; read here so that postBuild writes without waiting.
      apiSpec = (await openapiI18n()).localizedSpec(locale);
    },

    async postBuild({outDir}) {
      // Every doc, for the links; the twins are written for those that have one.
      const allDocs: {pluginId: string; version: LoadedVersion; doc: DocMetadata; file: string}[] = [];
      for (const [pluginId, content] of Object.entries(docsByPlugin)) {
        for (const version of content.loadedVersions) {
          for (const doc of version.docs) {
            allDocs.push({pluginId, version, doc, file: resolve(siteDir, doc.source.replace(/^@site\//, ''))});
          }
        }
      }
      const pages = allDocs.filter((p) => hasMarkdownTwin(p.pluginId, p.doc.id, p.doc.frontMatter));
      const urlOfFile = new Map<string, Map<string, string>>();
      for (const p of allDocs) {
        // Links resolve within the page's own docs version, as Docusaurus resolves them.
        const key = `${p.pluginId}/${p.version.versionName}`;
        if (!urlOfFile.has(key)) urlOfFile.set(key, new Map());
        urlOfFile.get(key)!.set(p.file, origin + p.doc.permalink);
        // A translated page's file stands for its English original too (a link may name either).
        const localized = p.version.contentPathLocalized;
        if (localized && p.file.startsWith(localized + '/')) {
          urlOfFile.get(key)!.set(join(p.version.contentPath, relative(localized, p.file)), origin + p.doc.permalink);
        }
      }

      // The API operation pages: each from the locale's API description, all of its operations and no other.
      const operationPages = pages.filter((p) => isApiOperationPage(p.doc.frontMatter));
      const spec = operationPages.length ? apiSpec : undefined;
      const operationOfPage = new Map(await Promise.all(operationPages.map(async (p) => [p.doc, await operationIdOf(p.doc)] as const)));
      if (spec) {
        const ids = operationsOf(spec).map((o) => o.operationId);
        const paged = new Set(operationOfPage.values());
        const problems = [
          ...ids.filter((id) => !paged.has(id)).map((id) => `${id}: no page`),
          ...[...paged].filter((id) => !ids.includes(id)).map((id) => `${id}: a page, not in the description`),
        ];
        if (problems.length) throw new Error(`markdown-twins: API pages and description differ (run npm run api:gen): ${problems.join('; ')}`);
      }
      const curls = spec ? curlSamples(samplesFile) : undefined;
      if (spec && !curls) console.warn(`[markdown-twins] ${locale}: no ${samplesFile}; the API operation twins have no example request`);

      const assetImages = builtImages(outDir);
      const twins = new Map<string, string>();
      const writeTwin = (pluginId: string, doc: DocMetadata, markdown: string) => {
        const out = join(outDir, relative(baseUrl, markdownTwinUrl(doc.permalink)));
        mkdirSync(dirname(out), {recursive: true});
        writeFileSync(out, markdown);
        twins.set(`${pluginId}:${doc.permalink}`, markdown);
      };
      for (const {pluginId, version, doc, file} of pages) {
        const operationId = operationOfPage.get(doc);
        if (operationId) {
          const curl = curls?.[operationId];
          if (curls && !curl) throw new Error(`markdown-twins: no curl sample for ${operationId} in ${samplesFile} (run npm run api:gen)`);
          writeTwin(pluginId, doc, operationToMarkdown({spec: spec!, operationId, labels: OPERATION_LABELS[locale], curl}));
          continue;
        }
        const ctx: TwinContext = {
          sourcePath: file,
          pageUrl: origin + doc.permalink,
          productName: PRODUCT_NAME,
          roleName: (key) => {
            const role = key === '$comment' ? undefined : (roles as unknown as Record<string, Record<string, string>>)[key];
            if (!role) throw new Error(`${file}: unknown role "${key}" (data/roles.json)`);
            return role[locale] ?? role.en;
          },
          label: (id, fallback) => messages[id] ?? fallback,
          cjk: locale !== DEFAULT_LOCALE,
          pageUrlOfFile: (path) => urlOfFile.get(`${pluginId}/${version.versionName}`)?.get(path),
          siteUrl: (path) => origin + baseUrl.replace(/\/$/, '') + path,
          // The built copy of the image (internals/docusaurus-image-assets.ts), or a copy of its own for an image
          // Docusaurus inlined into the page.
          imageUrl: (path) => `${origin}${baseUrl}${imageAsset(outDir, assetImages, path)}`,
        };
        writeTwin(pluginId, doc, mdxToMarkdown(readFileSync(file, 'utf8'), doc.title, ctx));
      }

      // llms.txt and llms-full.txt: the current release by section, then the API; an archived version's own build
      // (plugins/versions-apart/) writes only its twins, and the current build's llms.txt says where they are.
      if (processPlan().archiveBuild) return;
      const current = docsByPlugin.default?.loadedVersions.find((v) => v.versionName === 'current');
      if (!current) throw new Error('markdown-twins: the docs have no current version');
      type Entry = {title: string; url: string; description: string; page?: {pluginId: string; doc: DocMetadata}};
      const docEntry = (pluginId: string, doc: DocMetadata, description = doc.description): Entry => ({
        title: doc.title,
        url: origin + markdownTwinUrl(doc.permalink),
        description,
        page: {pluginId, doc},
      });
      const byId = new Map(current.docs.map((d) => [d.id, d]));
      const groups: {label: string; entries: Entry[]}[] = [];
      const listed = new Set<string>();
      for (const section of sectionsData.sections) {
        const sidebar = current.sidebars[section.sidebarId];
        if (!sidebar) continue;
        const docs = sidebarDocIds(sidebar)
          .map((id) => byId.get(id)!)
          .filter((d) => d && !listed.has(d.id));
        docs.forEach((d) => listed.add(d.id));
        groups.push({label: navbar[`item.label.${section.label}`] ?? section.label, entries: docs.map((d) => docEntry('default', d))});
      }
      const unlisted = current.docs.filter((d) => !listed.has(d.id) && !d.unlisted);
      if (unlisted.length) throw new Error(`markdown-twins: docs in no section's sidebar: ${unlisted.map((d) => d.id).join(', ')}`);

      // The API: the overview, the OpenAPI files, then the operations in the sidebar's order.
      const apiVersion = docsByPlugin[API_DOCS_ID]?.loadedVersions[0];
      const apiById = new Map((apiVersion?.docs ?? []).map((d) => [d.id, d]));
      const apiSidebar = Object.values(apiVersion?.sidebars ?? {})[0];
      const apiDocs = (apiSidebar ? sidebarDocIds(apiSidebar).map((id) => apiById.get(id)!) : [...apiById.values()]).filter(
        (d) => d && hasMarkdownTwin(API_DOCS_ID, d.id, d.frontMatter),
      );
      const apiOverview = apiDocs.find((d) => !isApiOperationPage(d.frontMatter));
      if (apiDocs.length) {
        const openapi = OPENAPI_ENTRY[locale];
        const fileUrl = (file: string) => `${origin}${baseUrl}${file}`;
        groups.push({
          label: API_SECTION[locale],
          entries: [
            ...(apiOverview ? [docEntry(API_DOCS_ID, apiOverview)] : []),
            {title: openapi.title, url: fileUrl(OPENAPI_FILES.yaml), description: openapi.description(fileUrl(OPENAPI_FILES.json))},
            ...apiDocs
              .filter((d) => d !== apiOverview)
              .map((d) => {
                const op = operationsOf(spec!).find((o) => o.operationId === operationOfPage.get(d))!;
                return docEntry(API_DOCS_ID, d, `\`${op.method.toUpperCase()} ${op.path}\`${d.description ? ` ${d.description}` : ''}`);
              }),
          ],
        });
      }

      const header = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}`,
        '',
        NOTES[locale](apiOverview ? origin + apiOverview.permalink : origin + baseUrl),
      ];
      const index = [...header];
      const full = [...header];
      for (const group of groups) {
        index.push('', `## ${group.label}`, '', ...group.entries.map((e) => entry(e.title, e.url, e.description)));
        for (const {page} of group.entries) {
          if (!page) continue; // the OpenAPI files are not Markdown
          // Each page keeps its own `# title`; its URL follows, so an answer can cite the page.
          const twin = twins.get(`${page.pluginId}:${page.doc.permalink}`)!;
          full.push('', '---', '', twin.replace(/^(# .*\n)/, `$1\nURL: ${origin}${page.doc.permalink}\n`).trimEnd());
        }
      }
      writeFileSync(join(outDir, 'llms.txt'), `${index.join('\n')}\n`);
      writeFileSync(join(outDir, 'llms-full.txt'), `${full.join('\n')}\n`);
    },
  };
}
