// @ts-check
// Browser stand-in for iconv-lite in the API explorer's chunk (aliased in ./index.ts).
// postman-collection, its only user there, calls encodingExists() and decode() to turn a response body into text;
// the browser's TextDecoder knows the same web encodings (UTF-8, Shift_JIS, EUC-JP, GBK, Big5...), so iconv-lite's
// code tables (about 170 KB gzip) stay out of the page.
/**
 * @param {unknown} charset
 * @returns {TextDecoder | null}
 */
function decoderFor(charset) {
  try {
    return new TextDecoder(String(charset).trim().toLowerCase());
  } catch {
    return null;
  }
}

/**
 * @param {unknown} charset
 * @returns {boolean}
 */
function encodingExists(charset) {
  return decoderFor(charset) !== null;
}

/**
 * @param {ArrayBuffer | ArrayBufferView | ArrayLike<number>} buffer
 * @param {unknown} charset
 * @returns {string}
 */
function decode(buffer, charset) {
  const decoder = decoderFor(charset);
  if (!decoder) throw new Error(`Encoding not recognized: '${charset}'`);
  return decoder.decode(ArrayBuffer.isView(buffer) || buffer instanceof ArrayBuffer ? buffer : new Uint8Array(buffer));
}

module.exports = {encodingExists, decode};
