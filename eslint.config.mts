/**
 * The code linter: ESLint's and typescript-eslint's recommended rules on every TypeScript and JavaScript file of the
 * project (`npm run lint:code`, in the lint tier of `npm test`); layout is Prettier's (.prettierrc.json), so the
 * rules that overlap with it are off (eslint-config-prettier).
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      '.cache/**',
      '.openapi/**',
      '.tools/**',
      'node_modules/**',
      'test-results/**',
      '.test-logs/**',
      '.lint-tmp/**',
      '.perf/**',
      'static/**',
      'i18n/**',
      'docs/**',
      'versioned_docs/**',
      'external-api/reference/**',
      'tools/observatory/stubs/**',
      'tests/unit/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // Unused variables are mistakes, except a leading underscore (a parameter a signature needs) and rest siblings.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none'}],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.tsx', 'plugins/**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  prettier,
);
