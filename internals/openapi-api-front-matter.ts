/**
 * Internal: the `api` front matter of the pages docusaurus-plugin-openapi-docs 5.2 generates (`lib/index.js`): an
 * operation page holds its operation as base64 of zlib-deflated JSON (`api: {{{json}}}`, `zlib.deflateSync`,
 * unless `disableCompression`); schema pages hold `schema`, tag pages neither.
 *
 * Used by src/markdown-twins/twin.ts (which pages have a Markdown twin) and, through
 * ./openapi-api-front-matter-decode.ts, plugins/markdown-twins/ (each page's operationId) and
 * src/theme/ApiItem/Explorer.tsx (the operation the try-it explorer sends). Breaks: an operation
 * page whose front matter cannot be read stops the build (markdown-twins); the explorer would not open.
 *
 * Browser code as well as Node.js: no Node.js imports (DecompressionStream and atob are in both).
 */
import type {Guard} from './guard.ts';

/** A generated operation page: its front matter holds the operation (`api`). */
export const isApiOperationPage = (frontMatter: Record<string, unknown> | undefined): boolean => typeof frontMatter?.api === 'string';

// Its decoding is in ./openapi-api-front-matter-decode.ts, a module of its own: the bundler keeps a module's used
// exports in every chunk that holds it, and every doc page's chunk holds this check, which must stay a line.

export const guard: Guard = (probe) => [
  ...probe.version('docusaurus-plugin-openapi-docs', '5.2.0'),
  ...probe.file('docusaurus-plugin-openapi-docs', 'lib/index.js', [
    'api: {{{json}}}',
    /\.deflateSync\(JSON\.stringify\(item\.api\)\)\s*\.toString\("base64"\)/,
  ]),
];
