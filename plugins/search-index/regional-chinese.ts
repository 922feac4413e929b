/**
 * Regional Chinese words for the Traditional Chinese index: the pages write Taiwan's words (軟體, 網路, 伺服器,
 * 印表機); a reader in Hong Kong types 軟件, 網絡, 服務器, 打印機, and one used to simplified input types 软件. Each
 * word of the pages gets its Hong Kong, OpenCC-standard Traditional and Mainland forms as synonyms, from OpenCC's
 * phrase and variant dictionaries (the maintained `opencc-js`, Apache-2.0 data), so no hand list is needed.
 */
import * as OpenCC from 'opencc-js';

/** Weight of a regional form in tenths: the same word as written in another region. */
const WEIGHT = 9;

/** Synonyms of a Chinese index: another region's form of a page word → [term number, weight]. */
export function regionalSynonyms(vocabulary: Map<string, number>): Record<string, number[]> {
  const converters = [OpenCC.Converter({from: 'twp', to: 'hk'}), OpenCC.Converter({from: 'twp', to: 't'}), OpenCC.Converter({from: 'twp', to: 'cn'})];
  const out: Record<string, number[]> = {};
  for (const [word, term] of vocabulary) {
    if (!/^[\p{Script=Han}]{2,}$/u.test(word)) continue;
    for (const convert of converters) {
      const form = convert(word);
      if (form === word || vocabulary.has(form)) continue;
      const list = (out[form] ??= []);
      if (!list.some((value, k) => k % 2 === 0 && value === term)) list.push(term, WEIGHT);
    }
  }
  return out;
}
