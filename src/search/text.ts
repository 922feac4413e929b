/**
 * Text normalization shared by the index builder (plugins/search-index/, Node) and the search worker (browser), so
 * that a word is written the same way on both sides. No imports: both bundles load it.
 *
 * A word's key:
 * - Unicode NFKC (half-width katakana → full-width, full-width Latin and digits → ASCII), lower case;
 * - hiragana folded to katakana, the long-vowel mark dropped (サーバ = サーバー, ディスプレイ spelled ディスプレー is
 *   in the variants list), ヴ and old kana folded;
 * - a word with kanji keeps only its kanji and katakana: okurigana variants meet (申し込み = 申込み = 申込 → 申込).
 */

/** Spelling variants folded before the key is made (both sides): the form on the left becomes the form on the right. */
const VARIANTS: [RegExp, string][] = [
  [/ディスプレー/g, 'ディスプレイ'],
  [/ヴァ/g, 'バ'],
  [/ヴィ/g, 'ビ'],
  [/ヴェ/g, 'ベ'],
  [/ヴォ/g, 'ボ'],
  [/ヴ/g, 'ブ'],
  [/ヰ/g, 'イ'],
  [/ヱ/g, 'エ'],
  [/ヶ/g, 'ケ'],
  [/ウィンドウズ/g, 'windows'],
];

const HAN_RE = /[\p{Script=Han}々〆]/u;

/** NFKC, lower case, spelling variants: what every piece of text goes through first. */
export function normalizeText(text: string): string {
  let out = text.normalize('NFKC').toLowerCase();
  for (const [pattern, replacement] of VARIANTS) out = out.replace(pattern, replacement);
  return out;
}

/** Hiragana → katakana, long-vowel mark and middle dots dropped. */
export function toKatakanaKey(text: string): string {
  return text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60)).replace(/[ー・\u30fc\uff70-]/g, '');
}

export const isHan = (text: string) => HAN_RE.test(text);
const isLatin = (text: string) => /^[a-z0-9]/.test(text);

/** English words that carry no topic (a question's frame): not indexed, and dropped from queries. */
export const EN_STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its me my of on or so that the their then there these this to was what when where which who why will with you your cannot cant doesnt dont not'.split(
    ' ',
  ),
);

/** The key of one word (already normalized with normalizeText). */
export function wordKey(word: string): string {
  if (isLatin(word)) return word;
  // Okurigana (hiragana inside or after a word with kanji) is dropped: 申し込み, 申込み and 申込 meet. A leading
  // honorific お or ご stays (お知らせ is not 知らせ).
  const core = isHan(word) ? word.replace(/[\u3041-\u3096]/g, (kana, at: number) => (at === 0 && (kana === 'お' || kana === 'ご') ? kana : '')) : word;
  return toKatakanaKey(core);
}

/** Latin words with the characters that hold API paths and names together (e-paper-controller, v1.2, c#). */
const LATIN_WORD_SOURCE = '[a-z0-9][a-z0-9_+#]*(?:[.\\-/][a-z0-9_+#]+)*';
/** A fresh global pattern for each use: a shared one keeps `lastIndex` between callers (matchAll copies it). */
export const latinWords = (text: string): string[] => [...text.matchAll(new RegExp(LATIN_WORD_SOURCE, 'g'))].map((m) => m[0]);
const LATIN_AT = new RegExp(LATIN_WORD_SOURCE, 'y');

/** The parts of a Latin word joined by - . / (e-paper-controller → e, paper, controller), besides the whole. */
export function latinParts(word: string): string[] {
  const parts = word.split(/[.\-/]/).filter((p) => p.length > 0);
  return parts.length > 1 ? parts : [];
}

/** Character bigrams of a CJK key (one character alone when it has one). */
export function bigrams(key: string): string[] {
  const chars = [...key];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i] + chars[i + 1]);
  return out;
}

// Okurigana kept inside a run of kanji (申し込み is one word); particles end it (会議室の予約 is two, and so is
// 来訪者に関する: に is a particle far more often than the okurigana of 死に方).
const OKURIGANA = /^[いきぎしじちひびみりけげせてべめれえ]$/;
const HIRAGANA = /[\u3041-\u3096]/;
const KANJI_OR_KATAKANA = /[\p{Script=Han}々〆\p{Script=Katakana}ー]/u;

export type QueryPiece = {text: string; kind: 'latin' | 'cjk' | 'hiragana'};

/**
 * A normalized query cut into pieces: Latin words, runs of kanji and katakana (okurigana between kanji kept with
 * them, so 申し込み and 打ち合わせ stay whole; a particle between kanji ends the run), and hiragana runs (particles
 * and endings, or a word typed before conversion: the worker decides).
 */
export function queryPieces(text: string): QueryPiece[] {
  const pieces: QueryPiece[] = [];
  const chars = [...text];
  let i = 0;
  while (i < chars.length) {
    const c = chars[i];
    if (/[a-z0-9]/.test(c)) {
      LATIN_AT.lastIndex = 0;
      const m = LATIN_AT.exec(chars.slice(i).join(''));
      const word = m ? m[0] : c;
      pieces.push({text: word, kind: 'latin'});
      i += [...word].length;
    } else if (KANJI_OR_KATAKANA.test(c)) {
      let j = i + 1;
      while (j < chars.length) {
        if (KANJI_OR_KATAKANA.test(chars[j])) {
          j += 1;
          continue;
        }
        // Okurigana: one kana of the i or e row between kanji (申し込み, 打ち合わせ, 取り消し, 割り当て).
        if (OKURIGANA.test(chars[j]) && j + 1 < chars.length && isHan(chars[j + 1]) && isHan(chars[j - 1])) {
          j += 1;
          continue;
        }
        break;
      }
      pieces.push({text: chars.slice(i, j).join(''), kind: 'cjk'});
      i = j;
    } else if ((c === 'お' || c === 'ご') && i + 1 < chars.length && isHan(chars[i + 1])) {
      // An honorific prefix belongs to its word (お知らせ, ご利用): the next run starts here.
      const next = queryPieces(chars.slice(i + 1).join(''));
      if (next.length && next[0].kind === 'cjk') {
        pieces.push({text: c + next[0].text, kind: 'cjk'}, ...next.slice(1));
        return pieces;
      }
      pieces.push({text: c, kind: 'hiragana'});
      i += 1;
    } else if (HIRAGANA.test(c)) {
      let j = i + 1;
      while (j < chars.length && /[\u3041-\u3096ー]/.test(chars[j])) j += 1;
      pieces.push({text: chars.slice(i, j).join(''), kind: 'hiragana'});
      i = j;
    } else {
      i += 1;
    }
  }
  return pieces;
}
