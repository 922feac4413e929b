// Archives a release's docs (issue 29):  npm run docs:archive -- <x.y>
// Run it when the next release's docs start, with <x.y> the release the docs describe now (src/constants/product.ts,
// CURRENT_RELEASE). It runs Docusaurus's `docs:version <x.y>` (the current docs of every locale copied to
// versioned_docs/version-<x.y>/ and i18n/<locale>/docusaurus-plugin-content-docs/version-<x.y>/, the sidebars, and
// versions.json), then adds what Docusaurus leaves to `write-translations`: each locale's sidebar labels for the
// version (version-<x.y>.json, from current.json) and the technical guide's "Documentation for <x.y>" link label.
// The version is then built apart and cached by tools/build-all.ts (tools/versions/build-archived.ts).
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {I18N_FOLDERS} from '../locale-folders.ts';

const root = process.env.ARCHIVE_ROOT ?? join(import.meta.dirname, '..', '..');
// The translated locales' folders under i18n/ (English is the docs themselves).
const LOCALES = Object.values(I18N_FOLDERS).filter((f) => f !== 'en');

export function archive(version) {
  if (!/^\d+\.\d+$/.test(version ?? '')) throw new Error('docs:archive: give the release as <major>.<minor>, e.g. npm run docs:archive -- 2.13');
  const versionsFile = join(root, 'versions.json');
  const versions = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];
  if (versions.includes(version)) throw new Error(`docs:archive: ${version} is archived already (versions.json)`);
  const current = /CURRENT_RELEASE = '([^']+)'/.exec(readFileSync(join(root, 'src/constants/product.ts'), 'utf8'))?.[1];
  if (current && current !== version)
    console.warn(`docs:archive: the docs describe ${current} (src/constants/product.ts), not ${version}: archiving them as ${version}`);

  const docusaurus = join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const run = spawnSync(process.execPath, [docusaurus, 'docs:version', version], {cwd: root, stdio: 'inherit'});
  if (run.status !== 0) throw new Error(`docs:archive: docusaurus docs:version ${version} failed (exit ${run.status})`);

  for (const locale of LOCALES) {
    const dir = join(root, 'i18n', locale, 'docusaurus-plugin-content-docs');
    const labels = JSON.parse(readFileSync(join(dir, 'current.json'), 'utf8'));
    labels['version.label'] = {message: version, description: `The label for version ${version}`};
    writeFileSync(join(dir, `version-${version}.json`), `${JSON.stringify(labels, null, 2)}\n`);

    const navbarFile = join(root, 'i18n', locale, 'docusaurus-theme-classic', 'navbar.json');
    const navbar = JSON.parse(readFileSync(navbarFile, 'utf8'));
    const previous = Object.keys(navbar).find((k) => k.startsWith('item.label.Documentation for '));
    const previousVersion = previous?.slice('item.label.Documentation for '.length);
    const message = previous ? navbar[previous].message.replace(previousVersion, version) : `Documentation for ${version}`;
    navbar[`item.label.Documentation for ${version}`] = {message, description: `Navbar item with label Documentation for ${version}`};
    writeFileSync(navbarFile, `${JSON.stringify(navbar, null, 2)}\n`);
  }
  return version;
}

if (import.meta.filename === process.argv[1]) {
  try {
    const version = archive(process.argv[2]);
    console.log(
      `docs:archive: ${version} archived. Next: set CURRENT_RELEASE in src/constants/product.ts to the new release, ` +
        'then npm run build (the archived version is built apart once, and cached in .cache/archived/).',
    );
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
