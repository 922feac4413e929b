// @ts-check
// JavaScript (CommonJS, type-checked through JSDoc): textlint loads its rules with require().
//
// Project rule: no space between a bold UI label and the particle after it (「**プロフィール** を開きます」 renders
// as "プロフィール を"). Why our own: the spacing presets look inside one text node and never see the space between
// a Strong node and the next word. Where the label ends in a bracket (「**保存（任意）**を」 would not parse as bold),
// the space is left alone: rephrase the sentence instead.
'use strict';
const BOLD_THEN_SPACE_PARTICLE = /\*\*([^*\n]+?)\*\*([ \t\u3000]+)(?=[\u3041-\u3096])/g;
const ENDS_IN_PUNCTUATION = /[\p{P}\p{S}]$/u;

/** @type {import('@textlint/types').TextlintRuleReporter} */
function linter(context) {
  const {Syntax, RuleError, report, getSource, locator} = context;
  /** @param {import('@textlint/ast-node-types').TxtNode} node */
  function check(node) {
    const raw = getSource(node);
    for (const m of raw.matchAll(BOLD_THEN_SPACE_PARTICLE)) {
      if (ENDS_IN_PUNCTUATION.test(m[1])) continue;
      const at = m.index + m[0].length - m[2].length;
      report(
        node,
        new RuleError(
          `太字のラベルと助詞の間に空白があります: 「**${m[1]}** ${raw.charAt(m.index + m[0].length)}」→「**${m[1]}**${raw.charAt(m.index + m[0].length)}」`,
          {padding: locator.range([at, at + m[2].length])},
        ),
      );
    }
  }
  return {[Syntax.Paragraph]: check, [Syntax.TableCell]: check};
}
module.exports = {linter};
