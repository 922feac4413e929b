// @ts-check
// JavaScript (CommonJS, type-checked through JSDoc): textlint loads its rules with require().
//
// Project rule: Traditional Chinese prose uses full-width punctuation （，。：；？！（）） next to Chinese text.
// Why our own: textlint has no Chinese preset, and zhlint brings its own opinion on spacing that this site does not
// follow and reports outside textlint. Code, URLs and purely Latin runs are not prose and are left alone (only
// text nodes are read, and only punctuation touching a Han character, or brackets that enclose one, is reported).
'use strict';
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff';
const PATTERNS = [
  {re: new RegExp(`[${HAN}]([,.:;?!])`, 'gu'), offset: 1},
  {re: new RegExp(`([,;:?!])[ ]?[${HAN}]`, 'gu'), offset: 0},
  {re: new RegExp(`(\\()[^()\\n]*[${HAN}][^()\\n]*\\)`, 'gu'), offset: 0},
];
/** @type {Record<string, string>} */
const FULL = {',': '，', '.': '。', ':': '：', ';': '；', '?': '？', '!': '！', '(': '（）'};

/** @type {import('@textlint/types').TextlintRuleReporter} */
function linter(context) {
  const {Syntax, RuleError, report, locator} = context;
  return {
    [Syntax.Str](node) {
      const text = node.value;
      const seen = new Set();
      for (const {re, offset} of PATTERNS) {
        for (const m of text.matchAll(re)) {
          const at = m.index + offset;
          if (seen.has(at)) continue;
          seen.add(at);
          report(node, new RuleError(`中文內文請使用全形標點：「${m[1]}」→「${FULL[m[1]]}」`, {padding: locator.range([at, at + 1])}));
        }
      }
    },
  };
}
module.exports = {linter};
