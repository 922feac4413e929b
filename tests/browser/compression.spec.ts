/**
 * Precompressed files (issue 30, tools/precompress/): the build writes `<file>.br` and `<file>.gz` beside every
 * compressible file, and nginx (deploy/nginx/help-http.conf: brotli_static, gzip_static) sends those bytes as they
 * are. A sibling that does not hold its file's bytes would be served instead of the file, so every one is checked
 * against its file; what nginx sends is compared byte for byte with the sibling (a response compressed on the fly,
 * gzip level 6, would differ), with the same headers as the uncompressed response.
 * Node's http is used, not Playwright's `request`, which decompresses the body before a test can see it.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {join} from 'node:path';
import {brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync} from 'node:zlib';
import {test, expect, BASE_URL} from '../support/fixtures';
import {root} from '../support/content';

const build = join(root, 'build');
type Precompress = {compressibleFiles: (dir: string) => string[]; MIN_BYTES: number};

test('every compressible file of the build has a .br and a .gz sibling holding exactly its bytes', async () => {
  const {compressibleFiles, MIN_BYTES} = (await import('../../tools/precompress/index.mjs')) as unknown as Precompress;
  const problems: string[] = [];
  let checked = 0;
  const files = compressibleFiles(build);
  for (const rel of files) {
    const data = readFileSync(join(build, rel));
    for (const [ext, unpack, pack] of [['.br', brotliDecompressSync, brotliCompressSync], ['.gz', gunzipSync, gzipSync]] as const) {
      const sibling = join(build, rel + ext);
      if (!existsSync(sibling)) {
        // The build leaves a sibling out only for small files and where compressing would not make it smaller.
        if (data.length >= MIN_BYTES && pack(data).length < data.length) {
          problems.push(`build/${rel}${ext} is missing (the file has ${data.length} bytes, compressible): nginx compresses it on every request`);
        }
        continue;
      }
      checked++;
      let unpacked: Buffer;
      try {
        unpacked = unpack(readFileSync(sibling));
      } catch (error) {
        problems.push(`build/${rel}${ext} does not decompress: ${(error as Error).message}`);
        continue;
      }
      if (!unpacked.equals(data)) problems.push(`build/${rel}${ext} does not hold the bytes of build/${rel} (stale: the file changed after it was written)`);
    }
  }
  // A sibling without its file (or of a file that is not compressible) is a leftover no build would write.
  const compressible = new Set(files);
  for (const rel of readdirSync(build, {recursive: true, encoding: 'utf8'})) {
    const m = /^(.*)\.(?:br|gz)$/.exec(rel);
    if (m && !rel.split('/').some((p) => p.startsWith('.')) && !compressible.has(m[1])) {
      problems.push(`build/${rel} belongs to no compressible file of the build`);
    }
  }
  expect(problems, `${problems.length} problems with the precompressed files`).toEqual([]);
  expect(checked, 'siblings checked').toBeGreaterThan(1000);
});

type Answer = {status: number; headers: Record<string, string | string[] | undefined>; body: Buffer};

/** GET with the given Accept-Encoding (none: no header), the body as sent on the wire. */
function get(path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = httpRequest(new URL(path, BASE_URL()), {headers: acceptEncoding ? {'Accept-Encoding': acceptEncoding} : {}}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

test('nginx sends the precompressed file: Brotli, else gzip, else the file, with the same headers', async () => {
  const page = readFileSync(join(build, 'jp/docs/management-console/introduction/index.html'), 'utf8');
  const mainJs = /src=["']?(\/help\/jp\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(page)?.[1];
  expect(mainJs, 'the jp doc page names its main.js').toBeTruthy();
  const searchIndex = readdirSync(join(build, 'jp')).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
  const resources: Record<string, [path: string, file: string]> = {
    'doc page': ['/help/jp/docs/management-console/introduction', 'jp/docs/management-console/introduction/index.html'],
    'main.js': [mainJs!, mainJs!.replace('/help/', '')],
    'search index': [`/help/jp/${searchIndex}`, `jp/${searchIndex}`],
    'API operation page': ['/help/jp/external-api/reference/get-building', 'jp/external-api/reference/get-building/index.html'],
  };
  const problems: string[] = [];
  for (const [kind, [path, file]] of Object.entries(resources)) {
    const where = `${kind} (${path})`;
    const plain = await get(path);
    const built = (name: string) => (existsSync(join(build, name)) ? readFileSync(join(build, name)) : undefined);
    const expected = {identity: built(file), br: built(`${file}.br`), gzip: built(`${file}.gz`)};
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], [undefined, 'identity']] as const) {
      const a = accept ? await get(path, accept) : plain;
      const sent = a.headers['content-encoding'] ?? 'identity';
      if (a.status !== 200) problems.push(`${where}, Accept-Encoding "${accept ?? ''}": status ${a.status}`);
      if (sent !== encoding) problems.push(`${where}, Accept-Encoding "${accept ?? ''}": Content-Encoding "${sent}", expected "${encoding}"`);
      else {
        const name = `build/${file}${{identity: '', br: '.br', gzip: '.gz'}[encoding]}`;
        const want = expected[encoding];
        if (!want) problems.push(`${where}, ${encoding}: ${name} is missing`);
        else if (!a.body.equals(want)) {
          problems.push(`${where}, ${encoding}: the body (${a.body.length} bytes) is not ${name} (${want.length} bytes): compressed on the fly instead of sent as built`);
        }
      }
      if (!/Accept-Encoding/i.test(String(a.headers.vary ?? ''))) problems.push(`${where}, ${encoding}: no "Vary: Accept-Encoding" (a cache would mix encodings)`);
      for (const header of ['cache-control', 'content-security-policy', 'content-type', 'x-content-type-options', 'last-modified']) {
        if (a.headers[header] !== plain.headers[header]) {
          problems.push(`${where}, ${encoding}: ${header} "${a.headers[header]}", uncompressed "${plain.headers[header]}"`);
        }
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
