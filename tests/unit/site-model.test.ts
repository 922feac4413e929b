/**
 * The code says each fact about the site once (site/), reads each environment variable in one place
 * (site/environment.ts), keeps internals in internals/, is all type-checked, and its comments name what exists and
 * say what and why, not which issue. Each failure lists file:line and what was found; `npm run audit:code -- --list`
 * prints the same.
 */
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {auditCode, type Finding} from '../../tools/audit/code-audit.ts';

const audit = auditCode(join(import.meta.dirname, '..', '..'));
const list = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line} ${f.text}`).join('\n');

describe('the code audit', () => {
  test('reads the whole tree', () => {
    expect(audit.files, 'the audit found too few code files: its globs are wrong').toBeGreaterThan(150);
  });

  test('no locale folder or base URL spelled outside site/', () => {
    expect(list(audit.localeSpellings), 'use site/locales.ts (pageUrl, siteLocale, outputDir, contentDir, ...) instead').toBe('');
  });

  test('every environment variable is read in site/environment.ts only', () => {
    const reads = [...audit.environmentReads].map(([name, files]) => `${name}: ${files.join(', ')}`).join('\n');
    expect(reads, 'read it through site/environment.ts (variable, flag, count) and list it in VARIABLES there').toBe('');
  });

  test('no "issue N" in code: comments say what and why; the history is in git', () => {
    expect(list(audit.issueReferences)).toBe('');
  });

  test('every project file a comment names exists', () => {
    expect(list(audit.staleFileReferences)).toBe('');
  });

  test('all code is type-checked: JavaScript only with // @ts-check, no @ts-nocheck', () => {
    expect(list(audit.untypedLines)).toBe('');
  });

  test("a package's internals are used in internals/ only", () => {
    expect(list(audit.internalsOutsideBoundary), 'move the code into internals/, with its guard').toBe('');
  });

  test('code that Node.js runs itself names the files it imports with their extension', () => {
    expect(list(audit.extensionlessImports)).toBe('');
  });
});

describe('the audit finds what it looks for', () => {
  // A planted file of each kind: the checks above cannot pass by finding nothing.
  const planted = auditCode(join(import.meta.dirname, 'fixtures', 'code-audit'), ['tools/planted.ts']);
  test.each([
    ['localeSpellings', 4],
    ['issueReferences', 1],
    ['staleFileReferences', 1],
    ['internalsOutsideBoundary', 1],
    ['extensionlessImports', 1],
  ] as const)('%s', (key, count) => {
    expect(planted[key], list(planted[key])).toHaveLength(count);
  });
  test('environment reads, in Node.js and through globalThis in code the browser also runs', () => {
    expect([...planted.environmentReads.keys()]).toEqual(['SITE_URL', 'SEARCH_BOOST']);
  });
});
