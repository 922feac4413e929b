/**
 * The production TLS configuration (deploy/nginx/nginx.conf: HTTP to HTTPS redirect, HSTS, the headers of
 * help-server.conf) graded by the MDN HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind MDN's public
 * service), on this machine: nginx.conf with only its host paths replaced, on 127.0.0.1:80 and :443, serving build/
 * with a certificate for `localhost` from a test authority the scanner trusts (tools/observatory/scan.ts). A doc page,
 * the home page and an API page must each get A+; the grades and scores are printed. A second test removes HSTS from
 * the scanned copy and sees the grade drop, so the scan can fail. It needs the build: it runs in the site tier. Both
 * tests use ports 80 and 443: they run one after the other (describe.sequential, in the tier's one worker; the
 * second one runs even when the first fails).
 */
import {describe, expect, test} from 'vitest';
import {PAGES, report, scanPages, startTlsExample, type ScanResult} from '../../tools/observatory/scan.ts';
import {BUILD} from './built-site';

/** Starts the configuration (changed by `edit`), scans `pages`, stops it. */
async function scan(edit?: (conf: string) => string, pages?: Record<string, string>): Promise<{results: ScanResult[]; text: string}> {
  const server = await startTlsExample({buildDir: BUILD, edit});
  try {
    const results = await scanPages(server.ca, pages);
    return {results, text: report(results)};
  } finally {
    await server.stop();
  }
}

describe.sequential('the production TLS configuration, graded by the MDN HTTP Observatory', () => {
  test('the TLS configuration gets A+ from the MDN HTTP Observatory on a doc page, the home page and an API page', async () => {
    const {results, text} = await scan();
    console.log(`MDN HTTP Observatory, deploy/nginx/nginx.conf:\n${text}`);
    const below = results.filter((r) => r.grade !== 'A+');
    expect(
      below.map((r) => `${r.name} ${r.path}: ${r.grade} (${r.score}), failing: ${r.failing.join('; ') || 'none'}`),
      'pages graded below A+',
    ).toEqual([]);
    // The redirect and HSTS were scanned, not skipped: with no answer on port 80 the scanner passes "redirection"
    // (redirection-not-needed-no-http), and an untrusted certificate fails both as "invalid-cert".
    for (const r of results) {
      expect(r.results.redirection, `${r.path}: the scanner's redirection result`).toBe('redirection-to-https');
      expect(r.results['strict-transport-security'], `${r.path}: the scanner's HSTS result`).toBe('hsts-implemented-max-age-at-least-six-months');
    }
  }, 60_000);

  test('the scan fails a copy of the configuration without HSTS, naming the page, the grade and the scanner test', async () => {
    const withoutHsts = (conf: string) => {
      const changed = conf.replace(/^\s*add_header Strict-Transport-Security .*$/m, '');
      expect(changed, 'nginx.conf has an HSTS line to remove').not.toBe(conf);
      return changed;
    };
    const {results, text} = await scan(withoutHsts, {'doc page': PAGES['doc page']});
    console.log(`Without HSTS (expected to fail):\n${text}`);
    expect(results[0].grade, text).not.toBe('A+');
    expect(results[0].failing.join('; '), text).toContain('strict-transport-security: hsts-not-implemented');
  }, 60_000);
});
