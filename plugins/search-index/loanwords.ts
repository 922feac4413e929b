/**
 * Katakana ⇄ Latin for the words of the Japanese pages: a reader types アウトルック where the page writes Outlook,
 * or dashboard where it writes ダッシュボード. The table is built with each index from two sources, never a hand
 * list of search examples:
 * - the pages' own pairs: a katakana word with its Latin form in brackets, or the reverse (ネットワーク（Network）,
 *   フェデレーションサービス（AD FS）), kept only when the two sound alike (below), since a bracket also holds
 *   abbreviations and English UI labels of a longer Japanese phrase;
 * - data/glossary.yml: every term whose English is Latin and whose Japanese is katakana (Dashboard / ダッシュボード),
 *   and the katakana readers type for the Latin names the pages keep (`jaKana`: Outlook / アウトルック).
 * Each pair becomes synonyms in the index (src/search/index-format.ts): the katakana's key → the Latin words, and a
 * Latin word → the katakana word, each where the other side is a word of the pages. wanakana (kana → romaji) decides
 * whether a pair sounds alike.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import {toRomaji} from 'wanakana';
import {ROOT} from '../../site/paths.ts';
import {latinWords, normalizeText, wordKey} from '../../src/search/text.ts';

export type LoanwordPair = {kana: string; latin: string; from: 'pages' | 'glossary'};

const KATAKANA = /^[\u30a1-\u30fa\u30fc・\s]+$/;
const LATIN = /^[A-Za-z][A-Za-z0-9 .-]*$/;
/** Weight of a loanword synonym in tenths: the same word in the other script. */
const WEIGHT = 9;

/** A word's consonants as a Japanese ear hears them (l → r, v → b, th → s, c and q → k, doubled letters once). */
function skeleton(romaji: string): string {
  return romaji
    .toLowerCase()
    .replace(/th/g, 's')
    .replace(/ph/g, 'f')
    .replace(/ck|c|q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/l/g, 'r')
    .replace(/v/g, 'b')
    .replace(/[^a-z]/g, '')
    .replace(/[aeiouyhw]/g, '')
    .replace(/(.)\1+/g, '$1');
}

function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** Whether a katakana word and a Latin word sound alike: their consonants differ in less than half their letters. */
export function soundsAlike(kana: string, latin: string): boolean {
  const a = skeleton(toRomaji(kana.replace(/[\s・]/g, '')));
  const b = skeleton(latin);
  if (a.length < 2 || b.length < 2) return a === b && a.length > 0;
  return editDistance(a, b) / Math.max(a.length, b.length) < 0.5;
}

/** Pairs the pages write themselves: katakana（Latin） and Latin（katakana）, one word on each side. */
export function pagePairs(texts: Iterable<string>): LoanwordPair[] {
  const found = new Map<string, LoanwordPair>();
  const pattern = /([\u30a1-\u30fa\u30fc]{2,})\s*[（(]([A-Za-z][A-Za-z0-9.-]*)[)）]|([A-Za-z][A-Za-z0-9.-]*)\s*[（(]([\u30a1-\u30fa\u30fc]{2,})[)）]/g;
  for (const text of texts) {
    for (const m of text.matchAll(pattern)) {
      const kana = m[1] ?? m[4];
      const latin = m[2] ?? m[3];
      if (soundsAlike(kana, latin)) found.set(`${kana}\t${latin.toLowerCase()}`, {kana, latin, from: 'pages'});
    }
  }
  return [...found.values()];
}

type GlossaryTerm = {en?: string; ja?: string | null; jaKana?: string};

/** Pairs of the glossary: Latin English with katakana Japanese that sound alike, and the Latin names' `jaKana`. */
export function glossaryPairs(file: string = join(ROOT, 'data', 'glossary.yml')): LoanwordPair[] {
  const {terms} = yaml.load(readFileSync(file, 'utf8')) as {terms: GlossaryTerm[]};
  const pairs: LoanwordPair[] = [];
  for (const term of terms) {
    const english = (term.en ?? '').split(' / ');
    const japanese = (term.ja ?? '').split(' / ');
    if (term.jaKana && term.ja) pairs.push({kana: term.jaKana, latin: term.ja, from: 'glossary'});
    english.forEach((en, k) => {
      const ja = japanese[k];
      if (ja && LATIN.test(en) && KATAKANA.test(ja) && soundsAlike(ja, en)) pairs.push({kana: ja, latin: en, from: 'glossary'});
    });
  }
  return pairs;
}

/**
 * The pairs as synonyms of an index: word key → [term number, weight in tenths, …], for each side whose other side
 * the pages hold (`vocabulary`: word key → term number). Multi-word names also pair word by word when both sides
 * have as many words (エクスチェンジ オンライン, Exchange Online).
 */
export function loanwordSynonyms(pairs: LoanwordPair[], vocabulary: Map<string, number>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  const add = (key: string, term: number | undefined) => {
    if (!key || term === undefined || vocabulary.get(key) === term) return;
    const list = (out[key] ??= []);
    if (!list.some((value, k) => k % 2 === 0 && value === term)) list.push(term, WEIGHT);
  };
  const kanaKey = (kana: string) => wordKey(normalizeText(kana.replace(/[\s・]/g, '')));
  for (const {kana, latin} of pairs) {
    const words = latinWords(normalizeText(latin));
    const whole = kanaKey(kana);
    for (const word of words) add(whole, vocabulary.get(word));
    if (words.length === 1) add(words[0], vocabulary.get(whole));
    const kanaWords = kana.split(/[\s・]+/).filter(Boolean);
    if (kanaWords.length > 1 && kanaWords.length === words.length) {
      kanaWords.forEach((k, i) => {
        add(kanaKey(k), vocabulary.get(words[i]));
        add(words[i], vocabulary.get(kanaKey(k)));
      });
    }
  }
  return out;
}
