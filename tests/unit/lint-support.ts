/**
 * The writers' linters, in this process, for the unit tests that plant a mistake in a string or a small fixture: each
 * runs the project's own configuration through the linter's programmatic API (the same code its command runs), and
 * reports as the command does, one `file:line:column message` line per problem, the file relative to the work tree.
 */
import {fileURLToPath} from 'node:url';
import {join, relative} from 'node:path';
import {createLinter, loadTextlintrc} from 'textlint';
import {lint as cspellLint} from 'cspell';
import {root} from '../support/content';

/** The textlint configurations of `npm run lint` (steps ja, zh, en, ja-openers), by the locale whose pages each reads. */
export const TEXTLINT_CONFIGS = {
  ja: '.textlintrc.cjs',
  'zh-Hant': 'tools/textlint/zh.cjs',
  en: 'tools/textlint/en.cjs',
  'ja-openers': 'tools/textlint/ja-openers.cjs',
} as const;
export type TextlintConfig = keyof typeof TEXTLINT_CONFIGS;

const linters = new Map<TextlintConfig, Promise<ReturnType<typeof createLinter>>>();
function linter(config: TextlintConfig) {
  if (!linters.has(config)) {
    // No node_modulesDir: the configs name the project's own rules by absolute path, which textlint resolves only
    // without a base directory (as its command line does).
    linters.set(
      config,
      loadTextlintrc({configFilePath: join(root, TEXTLINT_CONFIGS[config])}).then((descriptor) => {
        if (!descriptor.rule.descriptors.length) throw new Error(`textlint: ${TEXTLINT_CONFIGS[config]} loaded no rule (a rule module is missing?)`);
        return createLinter({descriptor});
      }),
    );
  }
  return linters.get(config)!;
}

export type LintReport = {
  /** The command's exit status would be non-zero (a problem of severity error). */
  failed: boolean;
  /** `file:line:column message (rule)`, one a problem. */
  lines: string[];
  /** The lines, joined: for a failure message. */
  output: string;
};

/** textlint with one of the project's configurations on `text`, as the page `file` (relative to the work tree). */
export async function textlint(config: TextlintConfig, text: string, file = 'probe.md'): Promise<LintReport> {
  const result = await (await linter(config)).lintText(text, join(root, file));
  const lines = result.messages.map((m) => `${file}:${m.line}:${m.column} ${m.message} (${m.ruleId})`);
  return {failed: result.messages.some((m) => m.severity === 2), lines, output: lines.join('\n')};
}

/**
 * cspell as `npm run lint:spelling -- <files>` runs it (`--no-progress --no-summary --no-must-find-files` and the
 * config cspell finds beside the files: cspell.config.yaml), with `options` as its command-line flags would set them.
 * `cwd`: the work tree the files are named in (a fixture with a copy of the config, or the repository).
 */
export async function spelling(files: string[], options: {languageId?: string; disableDictionary?: string[]} = {}, cwd = root) {
  const issues: string[] = [];
  const errors: string[] = [];
  const noop = () => {};
  const result = await cspellLint(
    files.map((f) => join(cwd, f)),
    {root: cwd, mustFindFiles: false, progress: false, summary: false, ...options},
    {
      issue: (i) => {
        // As the command's reporter writes it, with the correction of a known misspelling ("fix: (...)").
        const preferred = (i.suggestionsEx ?? []).filter((s) => s.isPreferred).map((s) => s.wordAdjustedToMatchCase || s.word);
        issues.push(
          `${relative(cwd, fileURLToPath(i.uri!))}:${i.row}:${i.col} - Unknown word (${i.text})${preferred.length ? ` fix: (${preferred.join(', ')})` : ''}`,
        );
      },
      error: (message, error) => errors.push(`${message}: ${error.message}`),
      info: noop,
      debug: noop,
      progress: noop,
      result: noop,
    },
  );
  if (errors.length) throw new Error(`cspell: ${errors.join('\n')}`);
  return {
    /** The command's exit status: 1 when an issue was found. */
    status: result.issues ? 1 : 0,
    /** How many files cspell read (a file its config ignores is not read). */
    files: result.files,
    stdout: issues.join('\n'),
    output: issues.join('\n'),
  };
}
