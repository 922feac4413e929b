/**
 * The accessibility report at build time: the build stops when accessibility/report.json cannot be published as it
 * is: a criterion of accessibility/criteria.yml missing from it, a criterion shown as met that a test failed, a
 * recorded check (accessibility/recorded-checks.yml) changed since the report was made, a criterion not met without
 * why and by when, or (in a production build) a report of another release than the site's. The report page
 * (src/pages/accessibility/report.tsx) imports the file itself, so no other page carries it.
 * Ours because it checks the project's own files; no plugin reads them.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readCriteria, readRecorded, reportProblems, type Report} from '../../accessibility/report-model.ts';
import {ROOT} from '../../site/paths.ts';

export default function accessibilityReport(_context: LoadContext, options: unknown): Plugin {
  // Production builds also check that the report is of this release (config/features/accessibility.ts).
  const production = (options as {production?: boolean} | undefined)?.production === true;
  return {
    name: 'accessibility-report',
    loadContent() {
      const report = JSON.parse(readFileSync(join(ROOT, 'accessibility/report.json'), 'utf8')) as Report;
      const release = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string}).version;
      const problems = reportProblems(report, readCriteria(), readRecorded(), production ? release : undefined);
      if (problems.length) {
        throw new Error(`accessibility/report.json cannot be published (run npm run a11y:report after npm test):\n  ${problems.join('\n  ')}`);
      }
    },
  };
}
