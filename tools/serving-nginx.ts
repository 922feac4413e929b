// `npm run serving:nginx`: writes the headers and the caching map from config/serving/headers.ts into the generated
// blocks of deploy/nginx/help-server.conf and help-http.conf; `-- --check` only says whether they are up to date
// (tests/unit/serving-headers.test.ts checks the same). Node runs the TypeScript source as is (type stripping).
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {GENERATED_BLOCKS, withGeneratedBlock} from '../config/serving/headers.ts';
import {ROOT} from '../site/paths.ts';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--check');
if (unknown.length) {
  console.error(`serving:nginx: unknown argument ${unknown.join(' ')}: npm run serving:nginx [-- --check]`);
  process.exit(2);
}
const check = args.includes('--check');
let stale = 0;
for (const [file, lines] of Object.entries(GENERATED_BLOCKS)) {
  const path = join(ROOT, 'deploy/nginx', file);
  const text = readFileSync(path, 'utf8');
  const next = withGeneratedBlock(text, lines());
  if (next === text) continue;
  stale++;
  if (check) console.error(`deploy/nginx/${file} is out of date: run npm run serving:nginx`);
  else {
    writeFileSync(path, next);
    console.log(`deploy/nginx/${file}: written`);
  }
}
if (check && stale) process.exit(1);
