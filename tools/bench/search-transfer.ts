#!/usr/bin/env node
// What a reader's first search downloads from a split search index (src/search/index-split.ts): for each question of
// the sets (tests/search-eval/), on a cold cache, the manifest and every shard the search bar's first results need
// (ShardedSearch with the worker's settings, reading the built files), gzip bytes as nginx sends them. Prints per
// locale the median, 90th percentile and largest first answer, and the queries over the 150 KB budget.
// `node tools/bench/search-transfer.ts [--build DIR] [--grow 5]` (--grow: the Japanese index as if the docs were five
// times as large, built and split in a temporary folder); `npm run bench:search` prints it too; tests/site/search-
// transfer.test.ts holds the budget.
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {ShardedSearch} from '../../src/search/sharded-search.ts';
import {isManifest} from '../../src/search/index-split.ts';
import {readersWordsFor} from '../../src/search/engine.ts';
import {buildIndexFile, stemEnglish} from '../../plugins/search-index/build-index.ts';
import {readIndexFile, writeSplitIndex} from '../../plugins/search-index/split-files.ts';
import {withPageUrls} from '../../src/search/index-format.ts';
import {MAX_SEARCH_RESULTS} from '../../config/search.ts';
import {siteLocale, type LocaleCode} from '../../site/locales.ts';
import {ARCHIVED_VERSIONS} from '../../site/versions.ts';
import {BUILD_DIR, ROOT, outputDir} from '../../site/paths.ts';
import {loadSet, roundFiles, type EvalQuestion} from '../../tests/search-eval/evaluate.ts';

/** The first answer's budget, gzip: the search bar's first results of any query. */
export const FIRST_ANSWER_BUDGET_KB = 150;

const LANG_WORDS = JSON.parse(readFileSync(join(ROOT, 'data', 'search-synonyms.json'), 'utf8')) as Record<string, Record<string, string>>;

export type Transfer = {query: string; kb: number; files: number};

/** The first answer of each query on a cold cache, in `dir` (a locale's folder with its index). */
export async function firstAnswers(dir: string, queries: string[], limit = MAX_SEARCH_RESULTS): Promise<Transfer[]> {
  const name = readdirSync(dir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
  if (!name) throw new Error(`${dir}: no search index (run npm run build first)`);
  const gz = new Map<string, number>();
  const size = (path: string) => gz.get(path) ?? gz.set(path, gzipSync(readFileSync(join(dir, path))).length).get(path)!;
  const manifest: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if (!isManifest(manifest)) throw new Error(`${join(dir, name)}: not a split index's manifest`);
  // Each query starts from a cold cache (its own manifest and engine) and counts what it fetches; a shard's file is
  // read and parsed once for all of them, as the engine only reads the shards it is given.
  const files = new Map<string, unknown>();
  const read = (path: string) => files.get(path) ?? files.set(path, JSON.parse(readFileSync(join(dir, path), 'utf8'))).get(path);
  const readersWords = readersWordsFor(LANG_WORDS, manifest.lang);
  const out: Transfer[] = [];
  for (const query of queries) {
    const fetched = new Set<string>();
    const search = new ShardedSearch(structuredClone(manifest), {readersWords, stem: stemEnglish}, async (path) => {
      fetched.add(path);
      return read(path);
    });
    await search.search(query, limit);
    const bytes = size(name) + [...fetched].reduce((sum, path) => sum + size(path), 0);
    out.push({query, kb: bytes / 1024, files: fetched.size + 1});
  }
  return out;
}

/** The questions of a locale's sets (round 1, the later rounds it has, and the regression set). */
export function questionsOf(locale: LocaleCode): string[] {
  const language = siteLocale(locale).searchLanguages[0];
  const sets: EvalQuestion[][] = [loadSet(`${language}.json`), ...roundFiles(language).map(([, file]) => loadSet(file))];
  const regression = loadSet('regression.json') as unknown as Record<string, EvalQuestion[]>;
  return [...sets.flat(), ...(regression[language] ?? [])].map((q) => q.q);
}

/** English has no question set: a few readers' queries of different shapes. */
export const EN_QUERIES = [
  'book a room',
  'visitor badge printer',
  'LDAP sync certificate error',
  'hot desking quota',
  'how do I extend a booking from the room display',
];

/** The queries measured on a locale: its question sets, or for English the readers' queries above. */
export function queriesOf(locale: LocaleCode): string[] {
  return locale === 'en' ? EN_QUERIES : questionsOf(locale);
}

/** The folders of a locale's indexes: the current docs', then each archived version's (`docs/2.12/`). */
export function indexFolders(locale: LocaleCode, buildDir: string = join(ROOT, BUILD_DIR)): {version: string; dir: string}[] {
  return [
    {version: 'current', dir: outputDir(locale, buildDir)},
    ...ARCHIVED_VERSIONS.map((version) => ({version, dir: join(outputDir(locale, buildDir), 'docs', version)})),
  ];
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

export async function printTransfer(buildDir: string = join(ROOT, BUILD_DIR)): Promise<void> {
  console.log(`search: what the first results of a query download (cold cache, gzip; budget ${FIRST_ANSWER_BUDGET_KB} KB)`);
  console.log('locale      docs      queries  median KB  p90 KB  max KB  files (median)  over budget');
  for (const locale of ['ja', 'zh-Hant', 'en'] as LocaleCode[]) {
    for (const {version, dir} of indexFolders(locale, buildDir)) {
      const rows = await firstAnswers(dir, queriesOf(locale));
      const kb = rows.map((r) => r.kb);
      const over = rows.filter((r) => r.kb > FIRST_ANSWER_BUDGET_KB);
      console.log(
        `${locale.padEnd(10)}  ${version.padEnd(8)}  ${String(rows.length).padStart(7)}  ${percentile(kb, 0.5).toFixed(1).padStart(9)}  ${percentile(kb, 0.9).toFixed(1).padStart(6)}  ${Math.max(
          ...kb,
        )
          .toFixed(1)
          .padStart(6)}  ${String(
          percentile(
            rows.map((r) => r.files),
            0.5,
          ),
        ).padStart(14)}  ${over.length}`,
      );
    }
  }
}

/**
 * The Japanese index as if the docs were `copies` times as large (each page copied under another URL, as
 * `npm run perf:growth` copies the sections), built, split and written to a temporary folder: its first answers.
 */
export async function grownFirstAnswers(copies: number, buildDir: string = join(ROOT, BUILD_DIR)): Promise<Transfer[]> {
  const dir = outputDir('ja', buildDir);
  const name = readdirSync(dir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f))!;
  const index = readIndexFile(join(dir, name));
  const parts = withPageUrls(index.parts);
  const offset = Math.max(...parts.flat().map((d) => d.i)) + 1;
  const base = siteLocale('ja').baseUrl;
  const grown = parts.map((docs) =>
    Array.from({length: copies}, (_, c) =>
      docs.map((doc) => ({
        ...doc,
        i: doc.i + c * offset,
        ...(doc.p !== undefined ? {p: doc.p + c * offset} : {}),
        ...(doc.u && c > 0 ? {u: doc.u.replace(base, `${base}copy-${c}/`)} : {}),
      })),
    ).flat(),
  );
  const out = mkdtempSync(join(tmpdir(), 'search-grown-'));
  try {
    writeSplitIndex(join(out, name), await buildIndexFile(grown, 'ja'));
    return await firstAnswers(out, questionsOf('ja'));
  } finally {
    rmSync(out, {recursive: true, force: true});
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const at = process.argv.indexOf('--build');
  const buildDir = at >= 0 ? resolve(process.argv[at + 1]) : undefined;
  await printTransfer(buildDir);
  const grow = process.argv.indexOf('--grow');
  if (grow >= 0) {
    const copies = Number(process.argv[grow + 1] ?? 5);
    const kb = (await grownFirstAnswers(copies, buildDir)).map((r) => r.kb);
    const over = kb.filter((k) => k > FIRST_ANSWER_BUDGET_KB).length;
    console.log(
      `ja, docs ${copies} times as large: median ${percentile(kb, 0.5).toFixed(1)} KB, p90 ${percentile(kb, 0.9).toFixed(1)}, max ${Math.max(...kb).toFixed(1)}, over budget ${over}`,
    );
  }
}
