import {API_DOCS_ID, API_REFERENCE_DIR} from '../../site/content.ts';
import {isApiOperationPage} from '../../internals/openapi-api-front-matter.ts';

/**
 * Which doc pages have a Markdown twin, and where it is: shared by the build plugin (plugins/markdown-twins/) and the
 * "copy page as Markdown" button (src/theme/DocItem/Content), so the button never points at a file the build did
 * not write.
 */

/**
 * A generated operation page of the API reference: its front matter holds the operation (`api`, written by
 * docusaurus-plugin-openapi-docs: internals/openapi-api-front-matter.ts); schema pages hold `schema`, tag pages neither.
 */
export {isApiOperationPage};

/**
 * Every page of the main docs instance (all versions) has a twin; of the API reference the hand-written overview and
 * the operation pages (written from the API description, plugins/markdown-twins/openapi-to-markdown.ts), not the
 * generated schema and tag pages.
 */
export function hasMarkdownTwin(pluginId: string, docId: string, frontMatter?: Record<string, unknown>): boolean {
  if (pluginId === 'default') return true;
  if (pluginId !== API_DOCS_ID) return false;
  return !docId.startsWith(`${API_REFERENCE_DIR}/`) || isApiOperationPage(frontMatter);
}

/** `/help/jp/docs/x/y` -> `/help/jp/docs/x/y.md`; a folder URL `/help/external-api/` -> `/help/external-api/index.md`. */
export function markdownTwinUrl(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
