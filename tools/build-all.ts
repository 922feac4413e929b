// Builds the site into build/ (English at build/, Japanese at build/jp/, Chinese at build/zh/: site/paths.ts):
//   node tools/build-all.ts [--preview] [locale…]      (npm run build, npm run build:preview; default: every locale)
// Why not one `docusaurus build`: the search plugin keeps one tokenizer setup per process, and the Chinese tokenizer
// drops kana words, so each locale is built in its own process with its own search languages. The default locale goes
// first because building it empties build/.
//
// One pipeline of named steps, each named in its lines (`build-all: <step>: …`):
//   diagram predraw   one process draws every locale's diagrams into the cache, beside the steps below (a background
//                     step; DIAGRAM_PREDRAW=0 turns it off and each build draws its own)
//   api pages         the API reference pages generated from openapi/ (never kept in git, so never stale)
//   archived versions each archived docs version built apart and cached (tools/versions/build-archived.ts)
//   then per locale:
//   build <locale>         `docusaurus build --locale <locale>` (tools/docusaurus-build.ts)
//   merged links <locale>  the links between its current pages and the archived ones copied in
//   precompress <locale>   Brotli and gzip siblings for nginx, once the build has written its last file
//   headers file      build/_headers for static hosts, once every locale is in build/
// What to build comes from the build plan (config/build-plan.ts): mode and origin (`--preview`, or SITE_URL for
// production), the archived versions, the switches. The builds get the plan's values in their environment.
import {spawn, spawnSync, type ChildProcessByStdio} from 'node:child_process';
import {accessSync, constants, existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Readable} from 'node:stream';
import {buildPlan, buildVariables, LOCAL_ORIGIN, type BuildPlan} from '../config/build-plan.ts';
import {childEnvironment} from '../site/environment.ts';
import {LOCALES, LOCALE_CODES, isLocaleCode, siteLocale, type LocaleCode} from '../site/locales.ts';
import {BUILD_DIR, ROOT, outputDir} from '../site/paths.ts';
import {DOCUSAURUS_BIN, docusaurusBuild, missingDependencies} from './docusaurus-build.ts';
import {writeHeadersFile} from './headers-file/index.ts';
import {precompress, summary} from './precompress/index.ts';
import {buildArchived, precompressedFromCache} from './versions/build-archived.ts';
import {checkMergedLinks} from './versions/check-merged-links.ts';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const seconds = (since: number): string => ((Date.now() - since) / 1000).toFixed(1);

/** Stops the pipeline with one line: what went wrong, and in which step (none: before the first). */
function stop(step: string | undefined, message: string, code = 1): never {
  console.error(`build-all: ${step ? `${step}: ` : ''}${message}`);
  process.exit(code);
}

// The command line and the plan, checked before any work -------------------------------------------------------------

const args = process.argv.slice(2);
const preview = args.includes('--preview');
const asked = args.filter((a) => a !== '--preview');
const unknown = asked.filter((a) => !isLocaleCode(a));
if (unknown.length) stop(undefined, `unknown locale ${unknown.join(', ')}: the site's locales are ${LOCALE_CODES.join(', ')}`, 2);
const locales: LocaleCode[] = LOCALE_CODES.filter((l) => asked.length === 0 || asked.includes(l));

// `--preview`: a build for this machine, its links pointing at the local origin; a production build needs SITE_URL, the
// public origin. An archived version's build is tools/versions/build-archived.ts's to start, never this one's.
const env = childEnvironment({...(preview ? {HELP_PREVIEW: '1', SITE_URL: undefined} : {}), DOCS_ARCHIVE_BUILD: undefined});
let plan: BuildPlan;
try {
  plan = buildPlan(env, [process.execPath, 'docusaurus', 'build']);
} catch (error) {
  stop(undefined, messageOf(error), 2);
}
/** The environment of every build and tool this pipeline starts: the plan's mode and origin. */
const buildEnv = childEnvironment(buildVariables(plan), {}, env);

const missing = missingDependencies();
if (missing) stop(undefined, missing, 2);
for (const dir of [ROOT, join(ROOT, BUILD_DIR)]) {
  try {
    if (existsSync(dir)) accessSync(dir, constants.W_OK);
  } catch {
    stop(undefined, `${dir} cannot be written: a build writes build/, .docusaurus/ and .cache/ in the project (build in a copy you can write to)`, 2);
  }
}
if (plan.mode === 'preview') console.log(`build-all: preview build: links point at ${LOCAL_ORIGIN} (set SITE_URL and run npm run build for production)`);

// The pipeline ---------------------------------------------------------------------------------------------------------

let current: string | undefined;
/** Runs a step, its name kept for the line of an unexpected failure. */
async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  current = name;
  return await run();
}

type Predraw = {child: ChildProcessByStdio<null, Readable, null>; firstLocaleDrawn: Promise<void>};

/**
 * Diagrams (plugins/diagrams/predraw.ts): one process draws every locale's diagrams into the cache, the first
 * locale's at full speed while the API pages are generated, the others at the lowest CPU priority, with the CPU time
 * the first build leaves idle. The first build waits for its diagrams; a build draws whatever is still missing itself.
 */
function startPredraw(toDraw: readonly LocaleCode[]): Predraw | undefined {
  if (!toDraw.length || !plan.diagramPredraw) return undefined;
  const child = spawn(process.execPath, [DOCUSAURUS_BIN, 'draw-diagrams', ...toDraw, '--lower-priority-after-first'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: buildEnv,
    cwd: ROOT,
  });
  let signal: () => void = () => undefined;
  // Its report lines pass through; the first locale's line (or the predraw ending, however) lets the first build go.
  const firstLocaleDrawn = new Promise<void>((resolve) => {
    signal = resolve;
    setTimeout(resolve, 180_000).unref();
  });
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (String(chunk).includes(`[diagrams] ${toDraw[0]}:`)) signal();
  });
  child.on('exit', () => signal());
  child.on('error', (error) => {
    console.log(`build-all: diagram predraw: did not start (${error.message}): each build draws its own diagrams`);
    signal();
  });
  return {child, firstLocaleDrawn};
}

const started = Date.now();
try {
  const predraw = await step('diagram predraw', () => startPredraw(locales));
  process.on('exit', () => predraw?.child.kill());

  await step('api pages', () => {
    const t0 = Date.now();
    const gen = spawnSync(process.execPath, [join(ROOT, 'tools/api-docs.ts')], {stdio: 'inherit', env: buildEnv, cwd: ROOT});
    if (gen.status !== 0) stop('api pages', `tools/api-docs.ts failed (exit ${gen.status ?? gen.signal})`, gen.status ?? 1);
    console.log(`build-all: api pages: generated in ${seconds(t0)} s`);
  });
  if (predraw) await predraw.firstLocaleDrawn;

  // The current build of each locale copies the archived versions in (config/features/versions.ts).
  const archived = plan.copiedArchivedVersions;
  if (archived.length) {
    await step('archived versions', async () => {
      const t0 = Date.now();
      try {
        await buildArchived(locales, plan, {env: buildEnv});
      } catch (error) {
        stop('archived versions', messageOf(error));
      }
      console.log(`build-all: archived versions: ${archived.join(', ')} ready in ${seconds(t0)} s`);
    });
  }

  for (const locale of locales) {
    const dir = join(ROOT, outputDir(locale));
    // The other locales' folders inside this one's (the default locale's folder holds them all).
    const inside = LOCALES.filter((l) => l.code !== locale && l.urlFolder && outputDir(l.code).startsWith(`${outputDir(locale)}/`)).map((l) => l.urlFolder);

    await step(`build ${locale}`, async () => {
      const t0 = Date.now();
      // Not spawnSync: the predraw's report lines keep passing through while a build runs.
      const status = await docusaurusBuild(['--locale', locale], {label: locale, env: buildEnv});
      if (status !== 0) stop(`build ${locale}`, `docusaurus build failed (exit ${status})`, status);
      console.log(`build-all: build ${locale}: built in ${seconds(t0)} s`);
    });

    if (archived.length) {
      await step(`merged links ${locale}`, () => {
        // The links between the current pages and the archived ones copied in, which each build left to this check.
        const {checked, pages, problems} = checkMergedLinks(dir, siteLocale(locale).baseUrl, archived, inside);
        if (problems.length) {
          stop(
            `merged links ${locale}`,
            `${problems.length} broken link(s) between the current and the archived docs:\n  ${problems.slice(0, 50).join('\n  ')}`,
          );
        }
        console.log(`build-all: merged links ${locale}: ${checked} links between the current and archived docs checked in ${pages} pages`);
      });
    }

    await step(`precompress ${locale}`, async () => {
      const t0 = Date.now();
      // The archived versions' files copied in came with their siblings (compressed once, with their cached build).
      const done = archived.length ? precompressedFromCache(locale, dir, archived) : new Set<string>();
      const totals = await precompress(dir, {skip: inside, done});
      console.log(
        `build-all: precompress ${locale}: ${summary(dir, totals, Date.now() - t0)}` +
          (done.size ? ` (${done.size} archived files compressed with their cached build)` : ''),
      );
    });
  }

  await step('headers file', () => {
    // The static hosts' headers file lists the files at the top of each locale.
    const line = writeHeadersFile(join(ROOT, BUILD_DIR), {
      siteUrl: plan.siteUrl,
      analytics: plan.analyticsId !== undefined,
      feedbackEndpoint: plan.feedbackEndpoint,
    });
    console.log(`build-all: headers file: ${line}`);
  });

  await step('docs mcp', async () => {
    // The local docs MCP server for assistants (mcp/): its manifests and one-file bundle into build/.mcp/.
    const {buildDocsMcp} = await import('./mcp/bundle.ts');
    console.log(`build-all: docs mcp: ${await buildDocsMcp(join(ROOT, BUILD_DIR))}`);
  });

  console.log(
    `build-all: ${locales.join(', ')} built in ${seconds(started)} s` +
      (plan.mode === 'preview' ? ` (preview: links point at ${LOCAL_ORIGIN})` : ` for ${plan.siteUrl}`),
  );
  // A predraw still busy has nothing left to draw for these builds.
  predraw?.child.kill();
} catch (error) {
  stop(current, messageOf(error));
}
