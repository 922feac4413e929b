// Archives a release's docs:  npm run docs:archive -- <x.y>
// Run it when the next release's docs start, with <x.y> the release the docs describe now (site/product.ts,
// CURRENT_RELEASE). It runs Docusaurus's `docs:version <x.y>` (the current docs of every locale copied to
// versioned_docs/version-<x.y>/ and i18n/<locale>/docusaurus-plugin-content-docs/version-<x.y>/, the sidebars, and
// versions.json), then adds what Docusaurus leaves to `write-translations`: each locale's sidebar labels for the
// version (version-<x.y>.json, from current.json) and the technical guide's "Documentation for <x.y>" link label.
// The version is then built apart and cached by tools/build-all.ts (tools/versions/build-archived.ts).
// ARCHIVE_ROOT names another project root to work on (its test works on a copy).
import {spawnSync} from 'node:child_process';
import {accessSync, constants, existsSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {contentDir} from '../../site/content.ts';
import {variable} from '../../site/environment.ts';
import {TRANSLATED_LOCALES, i18nDir} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';
import {readArchivedVersions} from '../../site/versions.ts';

const root = variable('ARCHIVE_ROOT') ?? ROOT;

type Translations = Record<string, {message: string; description?: string}>;
const readJson = (file: string): Translations => JSON.parse(readFileSync(file, 'utf8'));

/** Archives the current docs as `version`; throws a sentence when it cannot. */
export function archive(version: string | undefined): string {
  if (!version || !/^\d+\.\d+$/.test(version)) throw new Error('docs:archive: give the release as <major>.<minor>, e.g. npm run docs:archive -- 2.13');
  if (readArchivedVersions(root).includes(version)) throw new Error(`docs:archive: ${version} is archived already (versions.json)`);
  const productFile = join(root, 'site/product.ts');
  const current = existsSync(productFile) ? /CURRENT_RELEASE = '([^']+)'/.exec(readFileSync(productFile, 'utf8'))?.[1] : undefined;
  if (current && current !== version)
    console.warn(`docs:archive: the docs describe ${current} (site/product.ts), not ${version}: archiving them as ${version}`);

  try {
    accessSync(root, constants.W_OK);
  } catch {
    throw new Error(`docs:archive: ${root} cannot be written (a read-only tree): archive the version in a writable checkout`);
  }
  const docusaurus = join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  if (!existsSync(docusaurus)) throw new Error(`docs:archive: ${docusaurus} is missing: install the dependencies first (npm ci)`);
  const run = spawnSync(process.execPath, [docusaurus, 'docs:version', version], {cwd: root, stdio: 'inherit'});
  if (run.status !== 0) throw new Error(`docs:archive: docusaurus docs:version ${version} failed (exit ${run.status})`);

  for (const locale of TRANSLATED_LOCALES) {
    // i18n/<folder>/docusaurus-plugin-content-docs/: current.json beside current/.
    const dir = dirname(join(root, contentDir('docs', locale.code)));
    const labels = readJson(join(dir, 'current.json'));
    labels['version.label'] = {message: version, description: `The label for version ${version}`};
    writeFileSync(join(dir, `version-${version}.json`), `${JSON.stringify(labels, null, 2)}\n`);

    const navbarFile = join(root, i18nDir(locale.code), 'docusaurus-theme-classic', 'navbar.json');
    const navbar = readJson(navbarFile);
    const previous = Object.keys(navbar).find((k) => k.startsWith('item.label.Documentation for '));
    const previousVersion = previous?.slice('item.label.Documentation for '.length);
    const message = previous && previousVersion ? navbar[previous].message.replace(previousVersion, version) : `Documentation for ${version}`;
    navbar[`item.label.Documentation for ${version}`] = {message, description: `Navbar item with label Documentation for ${version}`};
    writeFileSync(navbarFile, `${JSON.stringify(navbar, null, 2)}\n`);
  }
  return version;
}

if (import.meta.filename === process.argv[1]) {
  try {
    const version = archive(process.argv[2]);
    console.log(
      `docs:archive: ${version} archived. Next: set CURRENT_RELEASE in site/product.ts to the new release, ` +
        'then npm run build (the archived version is built apart once, and cached in .cache/archived/).',
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
