/**
 * Archiving a release (`npm run docs:archive -- <x.y>`, tools/versions/archive.ts), run in a throwaway copy of the
 * work tree: the current docs of every locale become version <x.y> with their sidebar labels and the technical
 * guide's link label, and a name that is not a release, or one archived already, is refused without a change.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test, expect} from 'vitest';
import {root} from '../support/content';
import {contentDir} from '../../site/content.ts';
import {childEnvironment} from '../../site/environment.ts';
import {TRANSLATED_LOCALES, i18nDir} from '../../site/locales.ts';
import {VERSIONS_FILE, readArchivedVersions} from '../../site/versions.ts';

test('npm run docs:archive archives the current docs of every locale as a new version', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'archive-'));
  try {
    const {copyTree} = (await import('../../tools/versions/copy-tree.ts')) as unknown as {
      copyTree: (root: string, to: string, options: {keep: (path: string) => boolean}) => void;
    };
    // What docs:version reads and writes: the pages, sidebars, translations and everything the site's configuration
    // loads; not the tests.
    copyTree(root, copy, {keep: (f) => !/^(tests|deploy)\//.test(f)});
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [join(root, 'tools/versions/archive.ts'), ...args], {
        cwd: copy,
        env: childEnvironment({ARCHIVE_ROOT: copy}),
        encoding: 'utf8',
      });
    const versionsFile = join(copy, VERSIONS_FILE);
    const versionsBefore = readFileSync(versionsFile, 'utf8');

    const refused = run('next');
    expect(refused.status, `not a release: ${refused.stderr}`).toBe(2);
    expect(refused.stderr).toContain('<major>.<minor>');
    const again = run(readArchivedVersions(copy)[0]);
    expect(again.status, 'archived already').toBe(2);
    expect(readFileSync(versionsFile, 'utf8'), 'versions.json unchanged after a refusal').toBe(versionsBefore);

    const ok = run('9.9');
    expect(ok.status, `docs:archive 9.9: ${ok.stdout}\n${ok.stderr}`).toBe(0);
    expect(readArchivedVersions(copy)[0], 'versions.json lists 9.9 first').toBe('9.9');
    expect(readFileSync(join(copy, 'versioned_docs/version-9.9/management-console/introduction.md'), 'utf8')).toBe(
      readFileSync(join(copy, 'docs/management-console/introduction.md'), 'utf8'),
    );
    expect(existsSync(join(copy, 'versioned_sidebars/version-9.9-sidebars.json')), 'the sidebars').toBe(true);
    for (const {code: locale} of TRANSLATED_LOCALES) {
      expect(existsSync(join(copy, contentDir('docs', locale, '9.9'), 'management-console/introduction.md')), `${locale}: the translated pages`).toBe(true);
      const dir = join(copy, dirname(contentDir('docs', locale)));
      const labels = JSON.parse(readFileSync(join(dir, 'version-9.9.json'), 'utf8'));
      const current = JSON.parse(readFileSync(join(dir, 'current.json'), 'utf8'));
      expect(labels['version.label'].message, `${locale}: the version label`).toBe('9.9');
      expect(Object.keys(labels).sort(), `${locale}: every sidebar label`).toEqual(Object.keys(current).sort());
      const navbar = JSON.parse(readFileSync(join(copy, i18nDir(locale), 'docusaurus-theme-classic/navbar.json'), 'utf8'));
      expect(navbar['item.label.Documentation for 9.9']?.message, `${locale}: the technical guide's link label`).toContain('9.9');
      expect(navbar['item.label.Documentation for 9.9']?.message).not.toMatch(/Documentation/);
    }
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
}, 120_000);
