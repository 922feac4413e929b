/**
 * The accessibility policy and test-results pages (src/pages/accessibility/) and the build's check of the report
 * they show (plugins/accessibility-report/). Not part of an archived docs version's build.
 */
import accessibilityReport from '../../plugins/accessibility-report/index.ts';
import type {SiteFeature} from './feature.ts';

export const accessibility: SiteFeature = (plan) =>
  plan.archiveBuild ? {} : {plugins: {'accessibility-report': [accessibilityReport, {production: plan.mode === 'production'}]}};
