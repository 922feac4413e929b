/**
 * Precompressed files (tools/precompress/): the build writes `<file>.br` and `<file>.gz` beside every compressible
 * file, and nginx (deploy/nginx/help-http.conf: brotli_static, gzip_static) sends those bytes as they are. A sibling
 * that does not hold its file's bytes would be served instead of the file, so every one is checked against its file;
 * what nginx sends is compared byte for byte with the sibling (a response compressed on the fly would differ), with
 * the same headers as the uncompressed response.
 */
import {describe, expect, test} from 'vitest';
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync} from 'node:zlib';
import {BASE_URL, pageUrl} from '../../site/locales.ts';
import {outputDir} from '../../site/paths.ts';
import {MAIN_SCRIPT, firstLoadScripts} from '../../site/page-scripts.ts';
import {BUILD, builtFiles, builtLocale, isBuilt, readBuilt, textOf} from './built-site';
import {get} from './served';

type Precompress = {compressibleFiles: (dir: string) => string[]; MIN_BYTES: number};

describe('precompressed files', () => {
  test('every compressible file of the build has a .br and a .gz sibling holding exactly its bytes', async () => {
    const {compressibleFiles, MIN_BYTES} = (await import('../../tools/precompress/index.ts')) as unknown as Precompress;
    const files = compressibleFiles(BUILD).map((f) => f.replace(/\\/g, '/'));
    const problems: string[] = [];
    let checked = 0;
    // Whether compressing would make a file smaller (the build leaves a sibling out otherwise): a fast quality suffices.
    const brotliFast = (d: Buffer) => brotliCompressSync(d, {params: {[constants.BROTLI_PARAM_QUALITY]: 5}});
    for (const rel of files) {
      const data = readBuilt(rel);
      for (const [ext, unpack, pack] of [
        ['.br', brotliDecompressSync, brotliFast],
        ['.gz', gunzipSync, gzipSync],
      ] as const) {
        const sibling = rel + ext;
        if (!isBuilt(sibling)) {
          if (data.length >= MIN_BYTES && pack(data).length < data.length) {
            problems.push(`build/${sibling} is missing (the file has ${data.length} bytes, compressible): nginx compresses it on every request`);
          }
          continue;
        }
        checked++;
        let unpacked: Buffer;
        try {
          unpacked = unpack(readBuilt(sibling));
        } catch (error) {
          problems.push(`build/${sibling} does not decompress: ${(error as Error).message}`);
          continue;
        }
        if (!unpacked.equals(data)) problems.push(`build/${sibling} does not hold the bytes of build/${rel} (stale: the file changed after it was written)`);
      }
    }
    // A sibling without its file (or of a file that is not compressible) is a leftover no build would write.
    const compressible = new Set(files);
    for (const rel of builtFiles()) {
      const m = /^(.*)\.(?:br|gz)$/.exec(rel);
      if (m && !compressible.has(m[1])) problems.push(`build/${rel} belongs to no compressible file of the build`);
    }
    expect(problems, `${problems.length} problems with the precompressed files`).toEqual([]);
    expect(checked, 'siblings checked').toBeGreaterThan(1000);
  });

  test('nginx sends the precompressed file: Brotli, else gzip, else the file, with the same headers', async () => {
    const ja = builtLocale('ja');
    const page = textOf(`${ja.folder}docs/management-console/introduction/index.html`);
    const mainJs = firstLoadScripts(page).find((src) => src.startsWith(pageUrl('ja', 'assets/js/')) && MAIN_SCRIPT.test(src));
    expect(mainJs, `the ${ja.urlFolder} doc page names its main.js`).toBeTruthy();
    const searchIndex = builtFiles().find((f) => f.startsWith(ja.folder) && /^search-index-[0-9a-f]+\.json$/.test(f.slice(ja.folder.length)));
    expect(searchIndex, `${outputDir('ja')} has a search index`).toBeTruthy();
    const resources: Record<string, [path: string, file: string]> = {
      'doc page': [pageUrl('ja', 'docs/management-console/introduction'), `${ja.folder}docs/management-console/introduction/index.html`],
      'main.js': [mainJs!, mainJs!.slice(BASE_URL.length)],
      'search index': [`${BASE_URL}${searchIndex}`, searchIndex!],
      'API operation page': [pageUrl('ja', 'external-api/reference/get-building'), `${ja.folder}external-api/reference/get-building/index.html`],
    };
    const problems: string[] = [];
    for (const [kind, [path, file]] of Object.entries(resources)) {
      const where = `${kind} (${path})`;
      const plain = await get(path);
      const built = (name: string) => (isBuilt(name) ? readBuilt(name) : undefined);
      const expected = {identity: built(file), br: built(`${file}.br`), gzip: built(`${file}.gz`)};
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        [undefined, 'identity'],
      ] as const) {
        const a = accept ? await get(path, {'Accept-Encoding': accept}) : plain;
        const sent = a.headers['content-encoding'] ?? 'identity';
        if (a.status !== 200) problems.push(`${where}, Accept-Encoding "${accept ?? ''}": status ${a.status}`);
        if (sent !== encoding) problems.push(`${where}, Accept-Encoding "${accept ?? ''}": Content-Encoding "${sent}", expected "${encoding}"`);
        else {
          const name = `build/${file}${{identity: '', br: '.br', gzip: '.gz'}[encoding]}`;
          const want = expected[encoding];
          if (!want) problems.push(`${where}, ${encoding}: ${name} is missing`);
          else if (!a.body.equals(want))
            problems.push(
              `${where}, ${encoding}: the body (${a.body.length} bytes) is not ${name} (${want.length} bytes): compressed on the fly instead of sent as built`,
            );
        }
        if (!/Accept-Encoding/i.test(String(a.headers.vary ?? '')))
          problems.push(`${where}, ${encoding}: no "Vary: Accept-Encoding" (a cache would mix encodings)`);
        for (const header of ['cache-control', 'content-security-policy', 'content-type', 'x-content-type-options', 'last-modified']) {
          if (a.headers[header] !== plain.headers[header])
            problems.push(`${where}, ${encoding}: ${header} "${a.headers[header]}", uncompressed "${plain.headers[header]}"`);
        }
      }
    }
    // The siblings themselves are not pages: refused by name like other non-site files (deploy/nginx/help-server.conf).
    for (const ext of ['.br', '.gz']) {
      const direct = await get(`${mainJs}${ext}`);
      if (direct.status !== 404) problems.push(`${mainJs}${ext} asked for by name: status ${direct.status}, expected 404`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
