/**
 * The project's part of the search query pipeline, used by the search plugin's worker (patched in
 * patches/@easyops-cn+docusaurus-search-local+*.patch): what the plugin cannot be configured to do.
 * - readers' words: a synonym list of our own (data/search-synonyms.json) replaces the words readers type with the
 *   glossary's terms the pages use (フリーアドレス → ホットデスク), in every locale;
 * - a bounded query: at most 512 characters and at most eight words reach the index, whatever is typed or pasted;
 * - no particles: Japanese particles and auxiliaries (は, を, に, した, たい …) and question fillers (方法, 教えて …)
 *   are dropped, so a question finds the pages its content words are on.
 */
import synonyms from '@site/data/search-synonyms.json';
import {SEARCH_INPUT_MAX_LENGTH} from '@site/src/constants/search';

export const MAX_QUERY_WORDS = 8;

type Synonym = [RegExp, string];
/** A reader's word as a pattern that does not match inside the glossary term itself (高可用 inside 高可用性). */
function synonym(word: string, term: string): Synonym {
  const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = term.indexOf(word);
  const before = at > 0 ? `(?<!${escape(term.slice(0, at))})` : '';
  const after = at >= 0 && at + word.length < term.length ? `(?!${escape(term.slice(at + word.length))})` : '';
  return [new RegExp(`${before}${escape(word)}${after}`, /^[\x00-\x7f]+$/.test(word) ? 'gi' : 'g'), term];
}
const LISTS = synonyms as unknown as Record<string, Record<string, string>>;
const synonymsFor = (lang: string): Synonym[] =>
  Object.entries({...(LISTS[lang] ?? {}), ...(lang === 'en' ? {} : LISTS.en)})
    // Longer readers' words first, so that フロアマップ wins over マップ.
    .sort(([a], [b]) => b.length - a.length)
    .map(([word, term]) => synonym(word, term));
const BY_LANGUAGE: Record<string, Synonym[]> = {ja: synonymsFor('ja'), zh: synonymsFor('zh'), en: synonymsFor('en')};

/**
 * The query as the index should see it: cut to 512 characters, readers' words replaced by the glossary's terms of
 * the site's language (`ja`, `zh` or `en`, from the search plugin's languages).
 */
export function normalizeQuery(input: string, languages: string[] = ['en']): string {
  const lang = languages.includes('ja') ? 'ja' : languages.includes('zh') ? 'zh' : 'en';
  let text = input.slice(0, SEARCH_INPUT_MAX_LENGTH);
  for (const [pattern, term] of BY_LANGUAGE[lang]) text = text.replace(pattern, ` ${term} `);
  // A Chinese question is one run of characters that the plugin splits later: its question words go here.
  if (lang === 'zh') text = text.replace(ZH_QUESTION_WORDS, ' ');
  return text;
}

const ZH_QUESTION_WORDS = /如何|怎麼|怎樣|請問|什麼|哪裡|為什麼|是否|可以|能否|嗎|呢|的方法|方法/g;

// Words that carry no topic: hiragana-only tokens (particles, auxiliaries, okurigana) and question fillers.
const HIRAGANA_ONLY = /^[\u3041-\u309fー]+$/;
const FILLERS = new Set(['方法', '教え', '場合', '仕方', 'やり方', '何', 'どう', 'どこ', 'いつ', '知り', 'でき', '出来', '如何', '怎麼', '什麼', '哪裡', '方式', '請問', '可以', '是否', '嗎', 'how', 'do', 'i', 'to', 'the', 'a', 'an', 'can', 'what', 'why', 'where']);

/** Topic words of a tokenized query, in order, without duplicates, at most eight. */
export function refineTokens(tokens: string[]): string[] {
  const seen = new Set<string>();
  const words = tokens.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key) || HIRAGANA_ONLY.test(t) || FILLERS.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (words.length ? words : tokens.slice(0, 1)).slice(0, MAX_QUERY_WORDS);
}

// Japanese content words are written in kanji and katakana; hiragana mostly carries particles and endings.
const CONTENT_RUN = /[\p{Script=Han}\p{Script=Katakana}ー々〆ヵヶ]+|[\p{L}\p{N}][\p{L}\p{N}._+#-]*/gu;

/**
 * The kanji, katakana and Latin runs of a Japanese query (「ルームディスプレイがオフラインになる」 → ルームディスプレイ,
 * オフライン), without fillers, at most eight. The index's segmenter splits a word differently by its context (高可用性
 * alone → 高可 | 用性; in a title, 高可用性), so the whole run is tried first, as a prefix, before the segmenter's words.
 */
export function contentRuns(text: string): string[] {
  return refineTokens((text.match(CONTENT_RUN) ?? []).map((run) => run.toLowerCase())).filter((run) => !FILLERS.has(run));
}
