// @ts-check
// JavaScript (CommonJS, type-checked through JSDoc): textlint loads its rules with require().
//
// Project rule: a Japanese or Chinese paragraph is one source line. Why our own: a line break inside a CJK
// paragraph renders as a stray space in the browser (browsers put a space where the source breaks a line), and no
// maintained textlint rule reports soft breaks; markdownlint sees only line length. Reported at the break.
'use strict';
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/** @type {import('@textlint/types').TextlintRuleReporter} */
function linter(context) {
  const {Syntax, RuleError, report, getSource, locator} = context;
  return {
    [Syntax.Paragraph](node) {
      const raw = getSource(node);
      for (let i = raw.indexOf('\n'); i !== -1; i = raw.indexOf('\n', i + 1)) {
        const lineBefore = raw.slice(raw.lastIndexOf('\n', i - 1) + 1, i);
        const lineAfter = raw.slice(i + 1).split('\n')[0];
        // Admonition fences (:::note … :::) are parsed as part of the paragraph here; MDX keeps them on lines of their own.
        if (/^\s*:{3,}/.test(lineBefore) || /^\s*:{3,}/.test(lineAfter)) continue;
        const before = lineBefore.replace(/[ \t]+$/, '').slice(-1);
        const after = lineAfter.replace(/^[ \t>]+/, '').charAt(0);
        if (CJK.test(before) || CJK.test(after)) {
          report(
            node,
            new RuleError('段落の途中で改行しています（表示では余分な空白になります）。段落は 1 行に書きます。/ 段落中有換行，請寫成一行。', {
              padding: locator.range([i, i + 1]),
            }),
          );
        }
      }
    },
  };
}
module.exports = {linter};
