/**
 * Docusaurus prefetches the chunks of linked pages by name through `__webpack_require__.gca(chunkName)`, and skips a
 * chunk that the bundler merged into another because its URL then held "undefined" (no content hash for it). Chunk
 * files here are named by id and build hash (plugins/page-weight/lean-route-tables/), so that URL looks valid and would 404. A
 * name that maps to no chunk id comes back in the URL as the file's own name (ids are numbers of at most five digits,
 * names eight hex digits): answer `undefined` for it, which Docusaurus skips.
 */
declare const __webpack_require__: {gca?: (name: string) => string | undefined};

if (typeof __webpack_require__ !== 'undefined' && __webpack_require__.gca) {
  const chunkAssetUrl = __webpack_require__.gca;
  __webpack_require__.gca = (name) => {
    const url = chunkAssetUrl(name);
    return url && url.includes(`/${name}.`) ? undefined : url;
  };
}

export {};
