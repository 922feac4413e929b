/**
 * Internal: the operation held in a generated API page's `api` front matter (./openapi-api-front-matter.ts says its
 * shape and guards it): base64 of zlib-deflated JSON. Apart from the check of that module so that only the chunks
 * that decode (the try-it explorer's) carry it. Browser code as well as Node.js (DecompressionStream and atob are in
 * both).
 */
export {guard} from './openapi-api-front-matter.ts';

/** The operation of an `api` front matter value. */
export async function decodeApiFrontMatter<T>(encoded: string): Promise<T> {
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return JSON.parse(await new Response(stream).text()) as T;
}
