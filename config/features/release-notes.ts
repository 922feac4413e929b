/**
 * The release notes: a blog instance of their own (config/release-notes.ts), not the preset's blog. Not part of an
 * archived docs version's build.
 */
import {releaseNotesPlugin} from '../release-notes.ts';
import type {SiteFeature} from './feature.ts';

export const releaseNotes: SiteFeature = (plan) => ({
  presetOptions: {blog: false},
  plugins: plan.archiveBuild ? {} : {'release-notes': releaseNotesPlugin},
});
