// @ts-check
// JavaScript (CommonJS, type-checked through JSDoc): textlint loads its rules with require().
//
// Project rule: a Japanese sentence does not open with 「あなた」 (address the reader without a
// pronoun: 「予約を確認します」, not 「あなたは予約を確認します」) or with 「そして」 (a translation of "and" that reads as
// padding; join the sentences or start with the subject). Why our own: the presets have no rule for sentence openers.
'use strict';
const OPENER = /(^|[。！？]|\n)([ \t\u3000]*)(あなた|そして)/g;

/** @type {import('@textlint/types').TextlintRuleReporter} */
function linter(context) {
  const {Syntax, RuleError, report, getSource, locator} = context;
  /** @param {import('@textlint/ast-node-types').TxtNode} node */
  function check(node) {
    const raw = getSource(node);
    for (const m of raw.matchAll(OPENER)) {
      const at = m.index + m[1].length + m[2].length;
      const what =
        m[3] === 'あなた'
          ? '「あなた」で文を始めません。読者を代名詞で呼ばずに書きます（例: 「あなたは予約を確認します」→「予約を確認します」）'
          : '「そして」で文を始めません。前の文とつなぐか、主語から書き始めます';
      report(node, new RuleError(what, {padding: locator.range([at, at + m[3].length])}));
    }
  }
  return {[Syntax.Paragraph]: check, [Syntax.TableCell]: check};
}
module.exports = {linter};
