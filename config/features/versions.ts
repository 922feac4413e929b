/**
 * Archived docs versions built apart (config/docs-versions.ts): a current build copies in each archived version's
 * pages, built before it by tools/versions/build-archived.ts and cached, as static folders. The build plan says which
 * versions a build copies in (none in the dev server, in an archived version's own build, with DOCS_ARCHIVED=0 or
 * with DOCS_VERSIONS_TOGETHER=1).
 */
import {existsSync} from 'node:fs';
import {archivedPublishDir} from '../../site/paths.ts';
import type {SiteFeature} from './feature.ts';

export const versions: SiteFeature = (plan) => {
  const dirs = plan.copiedArchivedVersions.map((v) => archivedPublishDir(v, plan.locale));
  const missing = dirs.filter((d) => !existsSync(d));
  // Docusaurus reads the configuration once before it names the locale: only the locale's own reading warns.
  if (missing.length && plan.localeNamed) {
    console.warn(`[docs-versions] archived versions not built yet (run tools/build-all.ts, or DOCS_ARCHIVED=0): ${missing.join(', ')}`);
  }
  return {staticDirectories: dirs.filter((d) => existsSync(d))};
};
