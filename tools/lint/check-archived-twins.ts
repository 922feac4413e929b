#!/usr/bin/env node
// Archived translations follow their current twins: when an archived docs page's English text is the current English
// page's (apart from the front matter's `keywords`, which archived pages do not carry), the product did not change
// there, so its Japanese and Chinese text must be the current translation's too. Without this check, every rewrite
// of a current translation had to be ported by hand to the archived copy, and the copies drifted (a review found
// 2.12 pages still reading as the current ones did before their rewrite).
//
// Where the English differs (the archived release described something else), nothing is compared: the archived
// translation is its own text and is reviewed on its own.
//
// Why our own: Docusaurus versions copy the current docs once (docs:version) and never again; no tool keeps the
// translations of unchanged pages in step.
//
// Usage: node tools/lint/check-archived-twins.ts [--root DIR] [--fix] [files...]
// No files: every archived docs page. A named file (English or translated, current or archived) selects its twins.
// Prints `file:line  problem` (the archived translation, at its first differing line) and exits 1 when there is one;
// `--fix` writes the current translation (without its keywords line) into the archived file instead.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import fg from 'fast-glob';
import {contentDir} from '../../site/content.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {readArchivedVersions} from '../../site/versions.ts';
import {PAGE_FILE, placeOf} from '../content/places.ts';

export type Problem = {file: string; line: number; message: string};

/** The front matter's keywords line(s) taken out: a flow list on one line, or a block list under `keywords:`. */
export function withoutKeywords(text: string): string {
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!fm) return text;
  const yaml = fm[1].replace(/^keywords:[^\n]*(?:\n[ \t]+-[^\n]*)*\n?/m, '');
  return `---\n${yaml.replace(/\n$/, '')}\n---\n${text.slice(fm[0].length)}`;
}

/** The first line (1-based) where two texts differ. */
function firstDifference(a: string, b: string): number {
  const x = a.split('\n');
  const y = b.split('\n');
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) return i + 1;
  return 1;
}

/** Every archived docs page (relative path inside its version folder) with its version. */
function archivedPages(root: string): {version: string; path: string}[] {
  return readArchivedVersions(root).flatMap((version) =>
    fg.sync('**/*.{md,mdx}', {cwd: join(root, contentDir('docs', DEFAULT_LOCALE, version))}).map((path) => ({version, path})),
  );
}

/** Compare (or, with `fix`, align) the archived translations of twin pages. `only`: relative paths to select by. */
export function checkArchivedTwins(root: string, options: {fix?: boolean; only?: string[]} = {}): {problems: Problem[]; fixed: string[]} {
  const read = (f: string) => readFileSync(join(root, f), 'utf8');
  // A named English page selects its twins in every locale; a named translation, the twins of its locale only.
  const places = options.only?.map((f) => placeOf(f)).filter((p) => p !== undefined);
  const wanted = (locale: string, path: string) => !places || places.some((p) => p.rel === path && (p.locale === DEFAULT_LOCALE || p.locale === locale));
  const problems: Problem[] = [];
  const fixed: string[] = [];
  for (const {version, path} of archivedPages(root)) {
    if (places && !places.some((p) => p.rel === path)) continue;
    const enArchived = join(contentDir('docs', DEFAULT_LOCALE, version), path);
    const enCurrent = join(contentDir('docs', DEFAULT_LOCALE), path);
    if (!existsSync(join(root, enCurrent)) || withoutKeywords(read(enArchived)) !== withoutKeywords(read(enCurrent))) continue;
    for (const locale of TRANSLATED_LOCALES) {
      if (!wanted(locale.code, path)) continue;
      const archived = join(contentDir('docs', locale.code, version), path);
      const current = join(contentDir('docs', locale.code), path);
      if (!existsSync(join(root, current)) || !existsSync(join(root, archived))) continue; // the pages check reports missing translations
      const want = withoutKeywords(read(current));
      const have = withoutKeywords(read(archived));
      if (want === have) continue;
      if (options.fix) {
        writeFileSync(join(root, archived), want);
        fixed.push(archived);
        continue;
      }
      problems.push({
        file: archived,
        line: firstDifference(have, want),
        message: `its English page is the current one (${enCurrent}), so its text must be the current translation's (${current}); run node tools/lint/check-archived-twins.ts --fix ${archived}`,
      });
    }
  }
  return {problems, fixed};
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = at >= 0 ? resolve(args.splice(at, 2)[1]) : ROOT;
  const fixAt = args.indexOf('--fix');
  const fix = fixAt >= 0 && args.splice(fixAt, 1).length > 0;
  const files = args.map((f) => relative(root, resolve(f)).replace(/\\/g, '/')).filter((f) => PAGE_FILE.test(f));
  const {problems, fixed} = checkArchivedTwins(root, {fix, only: args.length ? files : undefined});
  for (const f of fixed) console.log(`fixed  ${f}`);
  for (const p of problems) console.log(`${p.file}:${p.line}  ${p.message}`);
  if (problems.length) {
    console.log(`\narchived-twins: ${problems.length} archived translation(s) differ from their current twins`);
    process.exit(1);
  }
}
