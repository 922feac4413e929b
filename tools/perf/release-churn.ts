#!/usr/bin/env node
// What a small release costs a returning reader: builds the Japanese site, changes one sentence of one Japanese doc
// page, builds again, puts the sentence back, and compares the two builds file by file. Prints how many files got a
// new name or new bytes, by kind, and the gzip bytes that a returning reader (the changed page and the scripts and
// styles it loads) and the offline service worker (every changed file it precaches) download again.
//   npm run perf:churn          (two Japanese builds without the persistent cache: about 2 minutes on 2 cores)
// CHURN_JSON=file writes the figures. The page and sentence: CHANGED (below). The sources must not change while it
// runs, other than the sentence it changes itself (on a shared checkout, measure a copy: see plugin-savings.ts).
// Ours because no tool compares two builds of a static site by what a returning reader downloads.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {gzipSync} from 'node:zlib';
import {contentDir} from '../../site/content.ts';
import {childEnvironment, variable} from '../../site/environment.ts';
import {outputDir, ROOT} from '../../site/paths.ts';

/** The page whose sentence changes, and the change. */
export const CHANGED = {
  page: join(contentDir('docs', 'ja'), 'user-app/schedule.md'),
  from: '次の予定の確認、チェックイン、変更に使います。',
  to: '次の予定の確認、チェックイン、予約の変更に使います。',
  url: 'docs/user-app/schedule',
};

/** A build's files (precompressed siblings aside): path → content hash and gzip size. */
type Snapshot = Map<string, {sha: string; gz: number}>;

function snapshot(dir: string): Snapshot {
  const out: Snapshot = new Map();
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    out.set(relative(dir, file), {sha: createHash('sha1').update(bytes).digest('hex'), gz: gzipSync(bytes).length});
  }
  return out;
}

function build(): void {
  // Without Rspack's persistent cache, as a release build on a clean clone runs: a build that reuses the cache names
  // some chunks differently from one that does not (measured: 325 scripts renamed between a cold and a warm build of
  // the same sources), which is not what a release changes.
  const env = childEnvironment({}, {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'});
  const r = spawnSync(process.execPath, ['tools/build-all.ts', '--preview', 'ja'], {cwd: ROOT, env, encoding: 'utf8'});
  if (r.status !== 0) throw new Error(`the build failed:\n${(r.stdout + r.stderr).slice(-2000)}`);
}

/** Which kind a changed file is, for the summary. */
const kindOf = (path: string): string =>
  /^assets\/js\/runtime~main\.js$/.test(path)
    ? 'runtime'
    : /^assets\/(?:js|css)\//.test(path)
      ? 'script or style'
      : /\.html$/.test(path)
        ? 'page'
        : /^search-index-/.test(path)
          ? 'search index'
          : 'other';

export type Churn = {
  files: number;
  renamed: {count: number; kb: number; byKind: Record<string, number>};
  changedBytes: {count: number; kb: number; byKind: Record<string, number>; files: string[]};
  returningReaderKb: number;
  serviceWorkerKb: number;
};

export function compare(a: Snapshot, b: Snapshot, changedPageHtml: string): Churn {
  const kb = (paths: string[]) => Math.round((paths.reduce((sum, p) => sum + (b.get(p)?.gz ?? 0), 0) / 1024) * 10) / 10;
  const count = (paths: string[]) => paths.reduce<Record<string, number>>((acc, p) => ({...acc, [kindOf(p)]: (acc[kindOf(p)] ?? 0) + 1}), {});
  const renamed = [...b.keys()].filter((p) => !a.has(p));
  const changed = [...b.keys()].filter((p) => a.has(p) && a.get(p)!.sha !== b.get(p)!.sha);
  // A returning reader opens the changed page: its HTML, and any script or style (or the runtime) it must fetch again.
  const reader = [changedPageHtml, ...[...renamed, ...changed].filter((p) => /^assets\/(?:js|css)\//.test(p))];
  // The service worker fetches every new or changed file it precaches (config/pwa.ts: all but feeds and sitemap).
  const precached = [...renamed, ...changed].filter((p) => !/(?:^|\/)(?:rss|atom)\.xml$|^sitemap\.xml$|^img\/pwa\//.test(p));
  return {
    files: b.size,
    renamed: {count: renamed.length, kb: kb(renamed), byKind: count(renamed)},
    changedBytes: {count: changed.length, kb: kb(changed), byKind: count(changed), files: changed.slice(0, 30)},
    returningReaderKb: kb([...new Set(reader)]),
    serviceWorkerKb: kb(precached),
  };
}

if (import.meta.main) {
  const page = join(ROOT, CHANGED.page);
  const original = readFileSync(page, 'utf8');
  if (!original.includes(CHANGED.from)) throw new Error(`${CHANGED.page} no longer has the sentence to change: 「${CHANGED.from}」 (update CHANGED)`);
  const out = outputDir('ja');
  console.log('release-churn: build 1 of 2 (Japanese)');
  build();
  const before = snapshot(join(ROOT, out));
  let after: Snapshot;
  try {
    writeFileSync(page, original.replace(CHANGED.from, CHANGED.to));
    console.log(`release-churn: build 2 of 2, with one sentence of ${CHANGED.page} changed`);
    build();
    after = snapshot(join(ROOT, out));
  } finally {
    writeFileSync(page, original);
  }
  const churn = compare(before, after, `${CHANGED.url}/index.html`);
  const kinds = (byKind: Record<string, number>) =>
    Object.entries(byKind)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ') || 'none';
  console.log(`release-churn: ${churn.files} files in ${out}/`);
  console.log(`  new names:              ${churn.renamed.count} (${churn.renamed.kb} KB gzip): ${kinds(churn.renamed.byKind)}`);
  console.log(`  same name, new bytes:   ${churn.changedBytes.count} (${churn.changedBytes.kb} KB gzip): ${kinds(churn.changedBytes.byKind)}`);
  console.log(`  a returning reader of the changed page downloads again: ${churn.returningReaderKb} KB gzip`);
  console.log(`  the offline service worker downloads again: ${churn.serviceWorkerKb} KB gzip`);
  const json = variable('CHURN_JSON');
  if (json) writeFileSync(json, JSON.stringify(churn, null, 2));
}
