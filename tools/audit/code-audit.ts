/**
 * The code audit behind tests/unit/site-model.test.ts and `npm run audit:code` (`-- --list` names every finding): what the code spells that the site
 * model (site/) owns, which files read which environment variable, history in comments ("issue N"), comments that
 * name a project file that does not exist, code outside the type checker, and dependencies on a package's internals
 * outside internals/. It reads the source with the TypeScript compiler (string, template and regular-expression
 * literals; comments), so an example URL in a comment is fine and the same URL in a string is not.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

export type Finding = {file: string; line: number; text: string};

export type Audit = {
  files: number;
  /** A locale folder or base URL spelled outside site/. */
  localeSpellings: Finding[];
  /** `process.env.NAME` read outside site/environment.ts: variable name → the files that read it. */
  environmentReads: Map<string, string[]>;
  /** "issue N" in code. */
  issueReferences: Finding[];
  /** A comment naming a project file that does not exist. */
  staleFileReferences: Finding[];
  /** Lines of JavaScript the type checker does not read (no `// @ts-check`), or TypeScript with `@ts-nocheck`. */
  untypedLines: Finding[];
  /** A package's internal (its `lib/` files, Docusaurus's generated files, the bundler's runtime) used outside internals/. */
  internalsOutsideBoundary: Finding[];
  /** A relative import without its file extension in code Node.js runs itself (tools/, site/). */
  extensionlessImports: Finding[];
};

/** The project's code: everything the audit reads. */
export const CODE_GLOBS = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}', '.textlintrc.cjs'];
const IGNORED = [
  'node_modules/**',
  'build/**',
  '.docusaurus/**',
  '.cache/**',
  '.openapi/**',
  '.tools/**',
  '.lint-tmp/**',
  '.perf/**',
  'static/**',
  'i18n/**',
  'docs/**',
  'versioned_docs/**',
  'release-notes/**',
  'external-api/reference/**',
  'tools/observatory/stubs/**',
  'test-results/**',
  'tests/unit/fixtures/**',
];

/** Files that may spell what they spell: the site model itself, and this audit (its patterns). */
const MODEL = (file: string) => file.startsWith('site/') || file === 'tools/audit/code-audit.ts';
/** Search-language codes are not folders: the search engine and index builder compare `'zh'` as a `SearchLanguage`. */
const SEARCH_LANGUAGE_CODE = (file: string) => file.startsWith('src/search/') || file.startsWith('plugins/search-index/');

const LOCALE_PATTERNS: [RegExp, string][] = [
  [/\/help(\/|$)/, 'the base URL'],
  [/(^|[/\\])(jp|zh)([/\\]|$)/, 'a locale folder in a path'],
  [/(^|[^\w.-])versions\.json$/, 'versions.json (read it through site/versions.ts)'],
];
const REGEX_PATTERNS: [RegExp, string][] = [
  [/help\\?\//, 'the base URL'],
  [/(^|[/\\(|])(jp|zh)([/\\)|]|$)/, 'a locale folder in a pattern'],
];

const ISSUE = /\bissues?\s+#?\d+\b|\bissue-\d+\b/i;
const FILE_IN_COMMENT =
  /(?<![\w@./-])((?:src|tools|plugins|config|tests|site|internals|deploy|patches|data|facts|openapi)\/[\w./-]*?\.(?:tsx?|mts|mjs|cjs|js|json|md|ya?ml|css|conf|patch))(?![\w*<{-])/g;
const INTERNAL_STRING = /^(?:@[\w.-]+\/)?[\w.-]+\/lib\/|\.docusaurus\/[\w-]+\.m?js|^@docusaurus\/[\w-]+\/(?:src|lib)\b/;
/** Variables only handed on to another program (a child's PATH), not read for a setting of the project. */
const PASSED_THROUGH = new Set(['PATH', 'HOME']);

function lineOf(source: ts.SourceFile, pos: number): number {
  return source.getLineAndCharacterOfPosition(pos).line + 1;
}

export function listCodeFiles(root: string): string[] {
  return fg.sync(CODE_GLOBS, {cwd: root, ignore: IGNORED, dot: true}).sort();
}

export function auditCode(root: string, files: string[] = listCodeFiles(root)): Audit {
  const audit: Audit = {
    files: files.length,
    localeSpellings: [],
    environmentReads: new Map(),
    issueReferences: [],
    staleFileReferences: [],
    untypedLines: [],
    internalsOutsideBoundary: [],
    extensionlessImports: [],
  };
  for (const file of files) auditFile(root, file, audit);
  return audit;
}

function auditFile(root: string, file: string, audit: Audit): void {
  const text = readFileSync(join(root, file), 'utf8');
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(m|c)?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const find = (node: ts.Node | number, what: string): Finding => ({
    file,
    line: lineOf(source, typeof node === 'number' ? node : node.getStart(source)),
    text: what,
  });

  if (kind === ts.ScriptKind.JS && !/^(#![^\n]*\n)?\s*\/\/ @ts-check\b/.test(text))
    audit.untypedLines.push({file, line: text.split('\n').length, text: 'JavaScript without // @ts-check'});
  if (/^\s*(\/\/|\/\*+)\s*@ts-nocheck/m.test(text)) audit.untypedLines.push({file, line: text.split('\n').length, text: '@ts-nocheck'});

  const comments = new Set<string>();
  const visit = (node: ts.Node): void => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      const key = `${range.pos}:${range.end}`;
      if (comments.has(key)) continue;
      comments.add(key);
      checkComment(text.slice(range.pos, range.end), range.pos);
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) checkString(node, node.text);
    else if (ts.isRegularExpressionLiteral(node)) checkRegex(node);
    else if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) checkEnvironment(node);
    else if (ts.isIdentifier(node) && /^__webpack_require__$|^__webpack_/.test(node.text) && !file.startsWith('internals/'))
      audit.internalsOutsideBoundary.push(find(node, node.text));
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      checkImport(node.moduleSpecifier);
    ts.forEachChild(node, visit);
  };

  const checkComment = (comment: string, pos: number) => {
    const issue = ISSUE.exec(comment);
    if (issue) audit.issueReferences.push(find(pos + issue.index, issue[0]));
    for (const m of comment.matchAll(FILE_IN_COMMENT)) {
      const path = m[1].replace(/[.,:;)]+$/, '');
      if (!existsSync(join(root, path))) audit.staleFileReferences.push(find(pos + (m.index ?? 0), path));
    }
  };

  const checkString = (node: ts.Node, value: string) => {
    if (ISSUE.test(value)) audit.issueReferences.push(find(node, value.slice(0, 80)));
    if (INTERNAL_STRING.test(value) && !file.startsWith('internals/')) audit.internalsOutsideBoundary.push(find(node, value));
    if (MODEL(file)) return;
    if (value === 'zh' && SEARCH_LANGUAGE_CODE(file)) return;
    if (value === 'jp' || value === 'zh') {
      audit.localeSpellings.push(find(node, `'${value}': a locale folder`));
      return;
    }
    for (const [pattern, what] of LOCALE_PATTERNS) {
      if (pattern.test(value)) {
        audit.localeSpellings.push(find(node, `${JSON.stringify(value.slice(0, 80))}: ${what}`));
        return;
      }
    }
  };

  const checkRegex = (node: ts.RegularExpressionLiteral) => {
    if (MODEL(file)) return;
    for (const [pattern, what] of REGEX_PATTERNS) {
      if (pattern.test(node.text)) {
        audit.localeSpellings.push(find(node, `${node.text.slice(0, 80)}: ${what}`));
        return;
      }
    }
  };

  const checkEnvironment = (node: ts.PropertyAccessExpression | ts.ElementAccessExpression) => {
    const target = node.expression;
    // process.env.X, and globalThis.process?.env?.X (code that also runs in the browser, where process is undefined).
    const isProcess = (e: ts.Expression) =>
      (ts.isIdentifier(e) && e.text === 'process') ||
      (ts.isPropertyAccessExpression(e) && e.name.text === 'process' && ts.isIdentifier(e.expression) && e.expression.text === 'globalThis');
    if (!(ts.isPropertyAccessExpression(target) && target.name.text === 'env' && isProcess(target.expression))) return;
    const name = ts.isPropertyAccessExpression(node)
      ? node.name.text
      : ts.isStringLiteralLike(node.argumentExpression)
        ? node.argumentExpression.text
        : `[${node.argumentExpression.getText(source)}]`;
    if (file === 'site/environment.ts' || PASSED_THROUGH.has(name)) return;
    // Rspack replaces these in the browser code at build time (@docusaurus/plugin-pwa's DefinePlugin): constants, not the environment.
    if (file.startsWith('src/') && name.startsWith('PWA_')) return;
    const readers = audit.environmentReads.get(name) ?? [];
    if (!readers.includes(file)) readers.push(file);
    audit.environmentReads.set(name, readers);
  };

  const checkImport = (specifier: ts.StringLiteral) => {
    const runByNode = file.startsWith('tools/') || file.startsWith('site/');
    if (runByNode && specifier.text.startsWith('.') && !/\.(ts|mts|cts|js|mjs|cjs|json)$/.test(specifier.text))
      audit.extensionlessImports.push(find(specifier, specifier.text));
  };

  visit(source);
}

/** The figures of an audit, one line each (the closing notes' before and after). */
export function summary(audit: Audit): string[] {
  const files = (findings: Finding[]) => new Set(findings.map((f) => f.file)).size;
  const envFiles = new Set([...audit.environmentReads.values()].flat());
  return [
    `code files: ${audit.files}`,
    `locale folder or base URL spelled outside site/: ${audit.localeSpellings.length} times in ${files(audit.localeSpellings)} files`,
    `environment variables read outside site/environment.ts: ${audit.environmentReads.size}, in ${envFiles.size} files`,
    `"issue N" references: ${audit.issueReferences.length} in ${files(audit.issueReferences)} files`,
    `comments naming a file that does not exist: ${audit.staleFileReferences.length}`,
    `untyped code: ${audit.untypedLines.reduce((n, f) => n + f.line, 0)} lines in ${files(audit.untypedLines)} files`,
    `internals outside internals/: ${audit.internalsOutsideBoundary.length} in ${files(audit.internalsOutsideBoundary)} files`,
    `relative imports without extension in tools/ and site/: ${audit.extensionlessImports.length}`,
  ];
}

if (import.meta.filename === process.argv[1]) {
  const root = process.argv[2] ?? join(import.meta.dirname, '..', '..');
  if (!existsSync(join(root, 'package.json'))) {
    console.error(`audit:code: ${root} is not the project's root (no package.json there)`);
    process.exit(2);
  }
  const audit = auditCode(root);
  console.log(summary(audit).join('\n'));
  if (process.argv.includes('--list')) {
    const show = (title: string, findings: Finding[]) =>
      findings.length && console.log(`\n${title}\n${findings.map((f) => `  ${f.file}:${f.line} ${f.text}`).join('\n')}`);
    show('locale spellings', audit.localeSpellings);
    show('issue references', audit.issueReferences);
    show('stale file references', audit.staleFileReferences);
    show('untyped', audit.untypedLines);
    show('internals', audit.internalsOutsideBoundary);
    show('extensionless imports', audit.extensionlessImports);
    for (const [name, readers] of audit.environmentReads) console.log(`  env ${name}: ${readers.join(' ')}`);
  }
}
