import {API_DOCS_ID, API_REFERENCE_DIR} from '../../config/api-paths';

/**
 * Which doc pages have a Markdown twin, and where it is: shared by the build plugin (plugins/markdown-twins/) and the
 * "copy page as Markdown" button (src/theme/DocItem/Content), so the button never points at a file the build did
 * not write.
 */

/**
 * Every page of the main docs instance (all versions) has a twin; of the API reference only the hand-written
 * overview: the generated operation, schema and tag pages come from the API description, not from Markdown.
 */
export function hasMarkdownTwin(pluginId: string, docId: string): boolean {
  if (pluginId === 'default') return true;
  return pluginId === API_DOCS_ID && !docId.startsWith(`${API_REFERENCE_DIR}/`);
}

/** `/help/jp/docs/x/y` -> `/help/jp/docs/x/y.md`; a folder URL `/help/external-api/` -> `/help/external-api/index.md`. */
export function markdownTwinUrl(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
