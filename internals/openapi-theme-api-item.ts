/**
 * Internal: the modules of docusaurus-theme-openapi-docs 5.2 that the site's API page uses in place of the theme's
 * ApiItem, and those the try-it wrappers use; none of them is a documented API, and the theme ships no type
 * declarations for them (src/types/openapi-theme.d.ts declares what the site reads).
 *
 * Used by src/theme/ApiItem/Page.tsx (ApiItem/Layout, SchemaExpansion, and a fixed store with the state MimeTabs
 * and MethodEndpoint read), src/theme/ApiItem/Explorer.tsx (ApiExplorer, ApiItem/store, the Authorization slice, the
 * persistence middleware and storage; the Redux state made as the theme's ApiItem makes it), and
 * src/theme/ApiExplorer/Request and Response (ApiItem/hooks, the Response and ParamOptions slices). Breaks: a moved
 * or renamed module stops the build (a missing import); a changed state shape breaks the try-it panel
 * (tests/browser/api-try-it.spec.ts). Stay in src/theme/: they are theme components.
 */
import type {Guard} from './guard.ts';

const THEME = 'docusaurus-theme-openapi-docs';

/** Each module used, and what of it: an export, or a piece of the state the site's store must give. */
const USES: Record<string, string[]> = {
  'ApiItem/Layout/index.js': ['exports.default'],
  'ApiItem/store.js': ['exports.createStoreWithState'],
  'ApiItem/hooks.js': ['exports.useTypedSelector', 'exports.useTypedDispatch'],
  'SchemaExpansion/index.js': ['exports.SchemaExpansionProvider'],
  'ApiExplorer/index.js': ['exports.default'],
  'ApiExplorer/Request/index.js': ['exports.default'],
  'ApiExplorer/Response/index.js': ['exports.default'],
  'ApiExplorer/Response/slice.js': ['exports.clearResponse', 'exports.clearCode', 'exports.clearHeaders'],
  'ApiExplorer/ParamOptions/slice.js': ['exports.setParam'],
  'ApiExplorer/Authorization/slice.js': ['exports.createAuth'],
  'ApiExplorer/persistenceMiddleware.js': ['exports.createPersistenceMiddleware'],
  'ApiExplorer/storage-utils.js': ['exports.createStorage'],
  // The state the page's own store gives MimeTabs, MethodEndpoint and Schema before the explorer opens.
  'MimeTabs/index.js': ['state.contentType.value', 'state.accept.value'],
  'ApiExplorer/MethodEndpoint/index.js': ['state.server.value'],
  // The ApiItem the page replaces: the try-it column in the browser only, the operation deflated in `api`, and the
  // store it makes (Explorer.tsx makes the same).
  'ApiItem/index.js': ['BrowserOnly_1.default', 'pako_1.ungzip', 'createStoreWithState', 'schemaSelection', 'encodingSelection'],
};

export const guard: Guard = (probe) => [
  ...probe.version(THEME, '5.2.0'),
  ...Object.entries(USES).flatMap(([file, needles]) => probe.file(THEME, `lib/theme/${file}`, needles)),
];
