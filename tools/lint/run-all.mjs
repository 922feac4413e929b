#!/usr/bin/env node
// `npm run lint`: the writers' fast check, no build. Runs the five checks side by side (they are independent and
// the Japanese one, with its morphological analysis, is the long pole) and prints each one's findings, its time,
// and a last line naming the checks that failed. Each check also runs alone: npm run lint:md | lint:ja | lint:zh |
// lint:en | lint:links.
import {spawn} from 'node:child_process';

const CHECKS = [
  ['markdown (markdownlint, every locale)', 'lint:md'],
  ['Japanese prose and terms (textlint)', 'lint:ja'],
  ['Chinese prose and terms (textlint)', 'lint:zh'],
  ['English terms (textlint)', 'lint:en'],
  ['links and anchors (every locale)', 'lint:links'],
];

const started = Date.now();
const results = await Promise.all(
  CHECKS.map(
    ([label, script]) =>
      new Promise((done) => {
        const t0 = Date.now();
        const child = spawn('npm', ['run', '--silent', script], {stdio: ['ignore', 'pipe', 'pipe']});
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (code) => done({label, script, code, out, seconds: (Date.now() - t0) / 1000}));
      }),
  ),
);

for (const r of results) {
  console.log(`\n--- ${r.label}: ${r.code === 0 ? 'ok' : 'FAILED'} (${r.seconds.toFixed(1)} s, npm run ${r.script})`);
  const text = r.out.split('\n').filter((l) => !/Unknown (user|env) config "nodedir"/.test(l)).join('\n').trim();
  if (r.code !== 0 && text) console.log(text);
}
const failed = results.filter((r) => r.code !== 0);
console.log(`\nlint: ${results.length - failed.length} of ${results.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s${failed.length ? `; failed: ${failed.map((r) => r.script).join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
