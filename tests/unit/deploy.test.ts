/**
 * The deploy command (tools/deploy/deploy.ts) on small made-up builds, without a browser or the real build: what it
 * refuses, that a failed deploy loses nothing, which hashed files a release keeps and prunes (by the manifests), hard
 * links for unchanged files, and the CSP map's reload. What a reader sees across a deploy: tests/browser/deploy.spec.ts.
 */
import {afterEach, beforeEach, test, expect} from 'vitest';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {DEFAULT_KEEP, deploy} from '../../tools/deploy/deploy.ts';
import {pageUrl, siteLocale} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';

let dir: string;
/** The Japanese site's folder in a build. */
const jp = siteLocale('ja').urlFolder;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-static-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

/** A build of three pages' worth: its hashed files carry `tag` in their names, its page says `page`. */
function makeBuild(name: string, tag: string, {page = 'page', csp = 'map 1', index = tag.slice(0, 8)} = {}): string {
  const b = join(dir, name);
  const files: Record<string, string> = {
    'index.html': `<script src="${pageUrl('en', `assets/js/main.${tag}.js`)}"></script>${page}`,
    [`${jp}/index.html`]: `<script src="${pageUrl('ja', `assets/js/main.${tag}.js`)}"></script>${page}`,
    'docs/a/index.html': 'unchanged page',
    [`assets/js/main.${tag}.js`]: `main ${tag}`,
    [`assets/js/1.${tag}.js`]: `chunk ${tag}`,
    [`assets/js/1.${tag}.js.br`]: `br ${tag}`,
    [`${jp}/assets/js/main.${tag}.js`]: `jp main ${tag}`,
    'assets/images/logo-0123abcd.png': 'same image',
    [`${jp}/search-index-${index}.json`]: `index ${page}`,
    '.nginx/help-csp.conf': csp,
  };
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(dirname(join(b, f)), {recursive: true});
    writeFileSync(join(b, f), text);
  }
  return b;
}

const run = (buildDir: string, targetDir: string, opts: {keep?: number; reload?: string} = {}) => {
  const log: string[] = [];
  const result = deploy({buildDir, targetDir, ...opts, log: (l) => log.push(l)});
  return {result, log: log.join('\n')};
};

test('refuses a missing build, a build without index.html or CSP map, and a folder that is not a deploy target', () => {
  const target = join(dir, 'target');
  expect(() => run(join(dir, 'nothing'), target), 'a missing build').toThrow(/No build at .*nothing/);
  mkdirSync(join(dir, 'empty'));
  expect(() => run(join(dir, 'empty'), target), 'a build without index.html').toThrow(/has no index\.html/);
  const noCsp = makeBuild('no-csp', 'aaaaaaaa');
  rmSync(join(noCsp, '.nginx'), {recursive: true});
  expect(() => run(noCsp, target), 'a build without its CSP map').toThrow(/help-csp\.conf is missing/);
  const build = makeBuild('a', 'aaaaaaaa');
  const other = join(dir, 'srv-www');
  mkdirSync(other);
  writeFileSync(join(other, 'index.html'), "someone else's site");
  expect(() => run(build, other), 'a folder with files and no marker').toThrow(/not a deploy target/);
  expect(readdirSync(other), 'the refused folder is untouched').toEqual(['index.html']);
  expect(() => run(build, join(build, 'out')), 'a target inside the build').toThrow(/inside the build/);
  expect(existsSync(target), 'no refused deploy created the target').toBe(false);
  // The command line says the same, with exit status 1.
  const cli = spawnSync(process.execPath, [join(ROOT, 'tools/deploy/deploy.ts'), join(dir, 'empty'), target], {encoding: 'utf8'});
  expect(cli.status, 'exit status of a refused deploy').toBe(1);
  expect(cli.stderr).toMatch(/^deploy: .*has no index\.html/);
  // A build folder that does not exist: one sentence naming the command to run first, no stack trace.
  const missing = spawnSync(process.execPath, [join(ROOT, 'tools/deploy/deploy.ts'), join(dir, 'nothing'), target], {encoding: 'utf8'});
  expect(missing.status, 'exit status of a deploy of a missing build').toBe(1);
  expect(missing.stderr.trim(), 'a missing build').toBe(`deploy: No build at ${join(dir, 'nothing')}: run \`npm run build\` first.`);
});

test('keeps the hashed files of the previous N deploys, prunes older ones exactly, links unchanged files', () => {
  const target = join(dir, 'target');
  const a = run(makeBuild('a', 'aaaaaaaa'), target, {keep: 1}).result;
  const b = run(makeBuild('b', 'bbbbbbbb'), target, {keep: 1}).result;
  const current = () => join(target, readlinkSync(join(target, 'current')));
  expect(readlinkSync(join(target, 'current')), 'current names the latest release').toBe(`releases/${b.id}`);
  expect(existsSync(join(current(), 'assets/js/1.aaaaaaaa.js.br')), "release b carries a's chunk and its .br").toBe(true);
  expect(existsSync(join(current(), `${jp}/search-index-aaaaaaaa.json`)), "release b carries a's search index").toBe(true);
  expect(b.carried[a.id].sort(), "b's manifest lists what it carries from a").toEqual([...a.own].filter((f) => !f.includes('logo')).sort());
  expect(statSync(join(current(), 'docs/a/index.html')).ino, 'an unchanged page is a hard link to the previous release').toBe(
    statSync(join(target, 'releases', a.id, 'docs/a/index.html')).ino,
  );
  const {result: c, log} = run(makeBuild('c', 'cccccccc'), target, {keep: 1});
  expect(c.pruned, 'deploy a is pruned (keep 1)').toEqual([a.id]);
  expect(log).toMatch(/Pruned the hashed files of 1 deploy/);
  expect(readdirSync(join(target, 'releases')).sort(), 'releases b and c with their manifests').toEqual([b.id, `${b.id}.json`, c.id, `${c.id}.json`].sort());
  // With --keep 2, a fourth deploy keeps the manifests of b and c, and the folders of c (to roll back to) and d only.
  const d = run(makeBuild('d', 'dddddddd'), target, {keep: 2}).result;
  expect(d.pruned, 'nothing beyond --keep 2 yet').toEqual([]);
  expect(readdirSync(join(target, 'releases')).sort(), 'folders of c and d, manifests of b, c and d').toEqual(
    [`${b.id}.json`, c.id, `${c.id}.json`, d.id, `${d.id}.json`].sort(),
  );
  expect(
    readdirSync(current(), {recursive: true})
      .map(String)
      .filter((f) => /bbbbbbbb|cccccccc/.test(f)).length,
    'd carries the hashed files of b (from c, where they are links) and of c',
  ).toBe(10);
  const files = readdirSync(current(), {recursive: true}).map(String);
  expect(
    files.filter((f) => f.includes('aaaaaaaa')),
    'no file of build a is left in the served release',
  ).toEqual([]);
  expect(files.filter((f) => f.includes('bbbbbbbb')).length, "build b's hashed files are kept").toBe(5);
  expect(existsSync(join(current(), 'assets/images/logo-0123abcd.png')), 'a hashed file of every build stays').toBe(true);
  expect(DEFAULT_KEEP, 'the default retention the READMEs name').toBe(3);
});

test('a deploy that fails leaves current and the served release as they were', () => {
  const target = join(dir, 'target');
  const a = run(makeBuild('a', 'aaaaaaaa'), target).result;
  const b = run(makeBuild('b', 'bbbbbbbb'), target).result;
  // Hand-edited releases: a file a's manifest lists is gone from a and from b, so the next deploy cannot carry it.
  rmSync(join(target, 'releases', a.id, 'assets/js/1.aaaaaaaa.js'));
  rmSync(join(target, 'releases', b.id, 'assets/js/1.aaaaaaaa.js'));
  const before = readdirSync(join(target, 'releases')).sort();
  expect(() => run(makeBuild('c', 'cccccccc'), target), 'a release missing a file its manifest lists').toThrow(/1\.aaaaaaaa\.js is missing/);
  expect(readlinkSync(join(target, 'current')), 'current after the failed deploy').toBe(`releases/${b.id}`);
  expect(readdirSync(join(target, 'releases')).sort(), 'no half-made release is left').toEqual(before);
  expect(existsSync(join(target, '.lock')), 'the lock is released').toBe(false);
  // A `current` that is a folder (someone copied a build there): not this command's target.
  const other = join(dir, 'other');
  mkdirSync(join(other, 'current'), {recursive: true});
  writeFileSync(join(other, '.help-deploy.json'), '{}');
  expect(() => run(makeBuild('d', 'dddddddd'), other), 'a current that is not a link').toThrow(/not a symbolic link/);
});

test('says when the CSP map changed and runs the reload command only then; warns on a hashed name with new content', () => {
  const target = join(dir, 'target');
  const marker = join(dir, 'reloaded');
  const reload = `echo x >> ${marker}`;
  const first = run(makeBuild('a', 'aaaaaaaa'), target, {reload});
  expect(first.log, 'first deploy').toMatch(/CSP map .* changed \(first deploy\).*reload nginx/);
  expect(first.result.reloaded).toBe(true);
  const same = run(makeBuild('b', 'bbbbbbbb'), target, {reload});
  expect(same.log).toMatch(/CSP map is unchanged: no nginx reload needed/);
  expect(readFileSync(marker, 'utf8'), 'the reload command ran once so far').toBe('x\n');
  const changed = run(makeBuild('c', 'cccccccc', {csp: 'map 2'}), target, {reload});
  expect(changed.result.cspChanged, 'a new CSP map').toBe(true);
  expect(readFileSync(marker, 'utf8'), 'the reload command ran for the new map').toBe('x\nx\n');
  // The search index's name hashes the English sources only: a translation change keeps the name, new content.
  const renamedNot = run(makeBuild('d', 'dddddddd', {page: 'new text', index: 'cccccccc', csp: 'map 2'}), target);
  expect(renamedNot.result.sameNameChanged, 'the warning names the file').toEqual([`${jp}/search-index-cccccccc.json`]);
  expect(renamedNot.log).toContain(`${jp}/search-index-cccccccc.json changed content under the same hashed name`);
  const failing = () => run(makeBuild('e', 'eeeeeeee', {csp: 'map 3'}), target, {reload: 'exit 3'});
  expect(failing, 'a failed reload is reported').toThrow(/release is live, but the reload command failed \(exit 3\)/);
  expect(readFileSync(join(target, 'current', '.nginx/help-csp.conf'), 'utf8'), 'the release is live all the same').toBe('map 3');
});

test("the bundler's runtime, the one asset without a hash, is replaced like a page even when its size is the same", () => {
  const target = join(dir, 'target');
  const withRuntime = (name: string, tag: string, map: string) => {
    const b = makeBuild(name, tag);
    mkdirSync(join(b, jp, 'assets/js'), {recursive: true});
    // Same length in both builds: only the chunk hashes in its map differ.
    writeFileSync(join(b, jp, 'assets/js/runtime~main.js'), `map={1:"${map}"}`);
    return b;
  };
  run(withRuntime('a', 'aaaaaaaa', '11111111'), target);
  const second = run(withRuntime('b', 'bbbbbbbb', '22222222'), target);
  expect(readFileSync(join(target, 'current', jp, 'assets/js/runtime~main.js'), 'utf8'), 'the new runtime is served').toBe('map={1:"22222222"}');
  expect(second.result.sameNameChanged, 'no warning: the runtime is not a hashed file').toEqual([]);
});
