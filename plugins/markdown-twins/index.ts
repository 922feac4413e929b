import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {dirname, join, parse as parsePath, relative, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {PRODUCT_NAME} from '../../src/constants/product';
import {hasMarkdownTwin, markdownTwinUrl} from '../../src/markdown-twins/twin';
import roles from '../../data/roles.json';
import sectionsData from '../../data/sections.json';
import {mdxToMarkdown, type TwinContext} from './mdx-to-markdown';

/**
 * Pages as Markdown for people who work with AI assistants (issue 19). After each locale's build this plugin writes:
 * - next to every doc page its Markdown twin, at the page's URL plus `.md` (build/jp/docs/x/y.md), made from the
 *   page's MDX source by ./mdx-to-markdown.ts (why our own converter: see the top of that file);
 * - `llms.txt` (llmstxt.org): every doc of the current release, grouped by section in sidebar order, with the API
 *   overview; title, description and the URL of its twin. The archived 2.12 docs (they have twins, for their copy
 *   button, but an assistant should read the current release) and the generated API operation pages (no Markdown
 *   source; the API description is not published as a file) are named in its notes, not listed;
 * - `llms-full.txt`: the twins of the listed docs in the same order, each with its page URL.
 * nginx serves them as text/markdown and text/plain (deploy/nginx/help-server.conf).
 */

type Locale = 'en' | 'ja' | 'zh-Hant';

const NOTES: Record<Locale, (api: string) => string> = {
  en: (api) =>
    'Each page below is the Markdown version of a help page (the page URL plus `.md`); `llms-full.txt` next to ' +
    'this file holds all of them in one file. Listed: the documentation of the current release and the API ' +
    `overview. Not listed: the archived documentation of older releases, and the API operation pages, which are ` +
    `generated from the API description (not published as a file); start from the API overview: ${api}`,
  ja: (api) =>
    '以下の各リンクはヘルプページの Markdown 版です（ページの URL に `.md` を付けたもの）。同じフォルダーの ' +
    '`llms-full.txt` にはすべてのページが 1 つのファイルにまとまっています。現在のリリースのドキュメントと API の概要を' +
    '掲載しています。以前のリリースのドキュメント、および API の説明から生成される API の各操作のページ（API の説明は' +
    `ファイルとして公開していません）は掲載していません。API は概要から始めてください：${api}`,
  'zh-Hant': (api) =>
    '以下每個連結都是說明頁面的 Markdown 版本（頁面 URL 加上 `.md`）；同一資料夾的 `llms-full.txt` 將所有頁面收在' +
    '一個檔案中。收錄目前版本的文件與 API 概觀。未收錄舊版本的封存文件，以及由 API 描述產生的各 API 操作頁面（API ' +
    `描述未以檔案公開）；API 請從概觀開始：${api}`,
};

const API_SECTION: Record<Locale, string> = {en: 'External API', ja: '外部 API', 'zh-Hant': '外部 API'};

type JsonMessages = Record<string, {message: string}>;
const readMessages = (file: string): Record<string, string> =>
  existsSync(file)
    ? Object.fromEntries(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as JsonMessages).map(([k, v]) => [k, v.message]))
    : {};

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

/** One line of llms.txt: `- [Title](url.md): description` (a title's brackets would end the link text). */
const entry = (origin: string, doc: DocMetadata) =>
  `- [${doc.title.replace(/([[\]])/g, '\\$1')}](${origin}${markdownTwinUrl(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`;

export default function markdownTwins(context: LoadContext): Plugin {
  const {siteDir, siteConfig, i18n, localizationDir} = context;
  const locale = i18n.currentLocale as Locale;
  const origin = siteConfig.url.replace(/\/$/, '');
  const baseUrl = context.baseUrl; // the locale's, e.g. /help/jp/
  let docsByPlugin: Record<string, LoadedContent> = {};

  const messages = readMessages(join(localizationDir, 'code.json'));
  const navbar = readMessages(join(localizationDir, 'docusaurus-theme-classic', 'navbar.json'));

  return {
    name: 'markdown-twins',

    allContentLoaded({allContent}) {
      docsByPlugin = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
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
      const pages = allDocs.filter((p) => hasMarkdownTwin(p.pluginId, p.doc.id));
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

      const assetImages = existsSync(join(outDir, 'assets/images')) ? readdirSync(join(outDir, 'assets/images')) : [];
      const twins = new Map<string, string>();
      for (const {pluginId, version, doc, file} of pages) {
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
          cjk: locale !== 'en',
          pageUrlOfFile: (path) => urlOfFile.get(`${pluginId}/${version.versionName}`)?.get(path),
          siteUrl: (path) => origin + baseUrl.replace(/\/$/, '') + path,
          // Docusaurus copies a page's image to assets/images/<name>-<hash>.<ext>: the file with the same bytes (two
          // pages may each have a screen.png). An image of 10 KB or less it inlines into the page as a data: URL
          // instead; the twin then gets its own copy, under the same kind of name.
          imageUrl: (path) => {
            const {name, ext} = parsePath(path);
            const bytes = readFileSync(path);
            const built = assetImages.find((f) => f.startsWith(`${name}-`) && f.endsWith(ext) && readFileSync(join(outDir, 'assets/images', f)).equals(bytes));
            if (built) return `${origin}${baseUrl}assets/images/${built}`;
            const own = `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${ext}`;
            mkdirSync(join(outDir, 'assets/images'), {recursive: true});
            writeFileSync(join(outDir, 'assets/images', own), bytes);
            return `${origin}${baseUrl}assets/images/${own}`;
          },
        };
        const markdown = mdxToMarkdown(readFileSync(file, 'utf8'), doc.title, ctx);
        const out = join(outDir, relative(baseUrl, markdownTwinUrl(doc.permalink)));
        mkdirSync(dirname(out), {recursive: true});
        writeFileSync(out, markdown);
        twins.set(`${pluginId}:${doc.permalink}`, markdown);
      }

      // llms.txt and llms-full.txt: the current release by section, then the API overview.
      const current = docsByPlugin.default?.loadedVersions.find((v) => v.versionName === 'current');
      if (!current) throw new Error('markdown-twins: the docs have no current version');
      const byId = new Map(current.docs.map((d) => [d.id, d]));
      const groups: {label: string; docs: DocMetadata[]}[] = [];
      const listed = new Set<string>();
      for (const section of sectionsData.sections) {
        const sidebar = current.sidebars[section.sidebarId];
        if (!sidebar) continue;
        const docs = sidebarDocIds(sidebar).map((id) => byId.get(id)!).filter((d) => d && !listed.has(d.id));
        docs.forEach((d) => listed.add(d.id));
        groups.push({label: navbar[`item.label.${section.label}`] ?? section.label, docs});
      }
      const unlisted = current.docs.filter((d) => !listed.has(d.id) && !d.unlisted);
      if (unlisted.length) throw new Error(`markdown-twins: docs in no section's sidebar: ${unlisted.map((d) => d.id).join(', ')}`);
      const apiDocs = (docsByPlugin['external-api']?.loadedVersions[0]?.docs ?? []).filter((d) => hasMarkdownTwin('external-api', d.id));
      const apiOverview = apiDocs.find((d) => d.permalink.endsWith('/')) ?? apiDocs[0];
      if (apiDocs.length) groups.push({label: API_SECTION[locale], docs: apiDocs});

      const pluginOf = (doc: DocMetadata) => (apiDocs.includes(doc) ? 'external-api' : 'default');
      const header = [`# ${siteConfig.title}`, '', `> ${siteConfig.tagline}`, '', NOTES[locale](apiOverview ? origin + apiOverview.permalink : origin + baseUrl)];
      const index = [...header];
      const full = [...header];
      for (const group of groups) {
        index.push('', `## ${group.label}`, '', ...group.docs.map((d) => entry(origin, d)));
        for (const doc of group.docs) {
          // Each page keeps its own `# title`; its URL follows, so an answer can cite the page.
          const twin = twins.get(`${pluginOf(doc)}:${doc.permalink}`)!;
          full.push('', '---', '', twin.replace(/^(# .*\n)/, `$1\nURL: ${origin}${doc.permalink}\n`).trimEnd());
        }
      }
      writeFileSync(join(outDir, 'llms.txt'), `${index.join('\n')}\n`);
      writeFileSync(join(outDir, 'llms-full.txt'), `${full.join('\n')}\n`);
    },
  };
}
