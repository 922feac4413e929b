/**
 * Where the external API reference lives: its docs instance id and route, and the folder of its generated pages.
 * A module of its own, with no imports, so that the diagram tools and the Markdown twins (also in the browser) can
 * read them without loading the instance's configuration.
 */
export const API_DOCS_ID = 'external-api';
export const API_ROUTE = 'external-api';
/** Folder, inside the docs instance, of the generated pages (same in every locale, so doc ids match). */
export const API_REFERENCE_DIR = 'reference';
/** The OpenAPI description of each locale, beside the reference pages (plugins/openapi-download). */
export const OPENAPI_FILES = {yaml: `${API_ROUTE}/openapi.yaml`, json: `${API_ROUTE}/openapi.json`} as const;
