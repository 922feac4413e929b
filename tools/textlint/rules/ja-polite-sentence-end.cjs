// @ts-check
// JavaScript (CommonJS, type-checked through JSDoc): textlint loads its rules with require().
//
// Project rule: in a です・ます page no sentence ends in the plain form (「設定を保存する。」「画面が表示される。」
// 「必要はない。」「完了した。」). Why our own: no-mix-dearu-desumasu and JTF 1.1.1 catch である調 and a few endings
// only; a dictionary-form verb before 。 passes both. The last word before 。 is read with kuromoji (the Japanese
// preset's tokenizer): a verb, adjective or auxiliary in a plain form is reported unless it follows です/ます
// (ました, ません, でしょう). Noun endings (体言止め), questions (〜か。) and requests (〜ください。) pass.
'use strict';
const {tokenize} = require('kuromojin');
const {StringSource} = require('textlint-util-to-string');
const {split, SentenceSplitterSyntax} = require('sentence-splitter');

const POLITE = new Set(['です', 'ます']);

/**
 * True when a sentence's tokens (without its final 。) end in a plain, non-polite predicate.
 * @param {readonly Readonly<import('kuromojin').KuromojiToken>[]} tokens
 * @returns {boolean}
 */
function endsPlain(tokens) {
  const words = tokens.filter((t) => t.pos !== '記号');
  const last = words[words.length - 1];
  if (!last) return false;
  const prev = words[words.length - 2];
  if (last.pos === '動詞' || last.pos === '形容詞') return last.conjugated_form === '基本形';
  if (last.pos === '助動詞') return !POLITE.has(last.basic_form) && !(prev && POLITE.has(prev.basic_form));
  return false;
}

/** @type {import('@textlint/types').TextlintRuleReporter} */
function linter(context) {
  const {Syntax, RuleError, report, locator} = context;
  /** @param {import('@textlint/ast-node-types').TxtParagraphNode | import('@textlint/ast-node-types').TxtTableCellNode} node */
  async function check(node) {
    // textlint types a node's children as read-only; StringSource reads them only (its type asks for a plain array).
    const source = new StringSource(/** @type {ConstructorParameters<typeof StringSource>[0]} */ (/** @type {unknown} */ (node)));
    const text = source.toString();
    if (!text.includes('。')) return;
    for (const sentence of split(text)) {
      if (sentence.type !== SentenceSplitterSyntax.Sentence) continue;
      const raw = sentence.raw.trimEnd();
      if (!raw.endsWith('。')) continue;
      const body = raw.slice(0, -1);
      // A quoted label or a closing bracket before 。 is not a predicate; a sentence without Japanese is not ours.
      if (/[」』）)\]]$/.test(body) || !/[\u3040-\u30ff\u4e00-\u9fff]/.test(body)) continue;
      if (!endsPlain(await tokenize(body))) continue;
      const at = source.originalIndexFromIndex(sentence.range[0] + raw.length - 1);
      if (at === undefined) continue;
      report(
        node,
        new RuleError(`です・ます調で書きます。「…${body.slice(-10)}。」は普通体の文末です（「…します。」「…されます。」に書き換えます）。`, {
          padding: locator.range([at, at + 1]),
        }),
      );
    }
  }
  return {[Syntax.Paragraph]: check, [Syntax.TableCell]: check};
}

module.exports = {linter};
module.exports.endsPlain = endsPlain;
