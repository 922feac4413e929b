/**
 * Rehype plugin: WCAG 3.1.2 (Language of Parts) on the Japanese and Chinese pages. A screen reader reads a page in
 * its language; an English screen label left in English (a third-party device's menu, **Boot on source**, or the
 * English label in brackets after its translation, **他のアプリの上に重ねて表示**（Display over other apps）) is read
 * with Japanese or Chinese sounds unless it is marked `lang="en"`. This marks them: a bold run, or a run in full-width
 * brackets, written in English words. Proper names (the glossary's `kind: name` entries and the product's name),
 * capitals (API, SSO, OK) and identifiers (id, isSuccess, admin) are the exceptions WCAG allows and stay unmarked.
 * Ours because no maintained plugin marks language runs from a project's own list of names.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import {PRODUCT_NAME} from '../../site/product.ts';
import {localeOfFolder, DEFAULT_LOCALE} from '../../site/locales.ts';
import {ROOT} from '../../site/paths.ts';

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

let names: Set<string> | undefined;
/** The words that name something: the glossary's proper names and the product's, lower-cased. */
function properNames(): Set<string> {
  if (!names) {
    const glossary = yaml.load(readFileSync(join(ROOT, 'data/glossary.yml'), 'utf8')) as {terms: {kind?: string; en: string}[]};
    names = new Set([PRODUCT_NAME, ...glossary.terms.filter((t) => t.kind === 'name').map((t) => t.en)].map((n) => n.toLowerCase()));
  }
  return names;
}

/** English words that need marking: not a proper name, not capitals only, not an identifier. */
export function isEnglishLabel(text: string, known: Set<string> = properNames()): boolean {
  const t = text.trim();
  if (!/^[A-Za-z][A-Za-z0-9 '’.,/&()+?:-]*$/.test(t) || !/[a-z]{2}/.test(t)) return false;
  if (known.has(t.toLowerCase())) return false;
  // An identifier: one word that starts in lower case (id, host, isSuccess).
  if (/^[a-z][A-Za-z0-9_.-]*$/.test(t)) return false;
  const words = t.split(/[\s/]+/).filter(Boolean);
  return !words.every((w) => known.has(w.toLowerCase()) || /^[A-Z0-9-]+$/.test(w) || /^\d/.test(w));
}

const textOf = (node: Node): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));
const BRACKETED = /（([^（）]+)）/g;

/** The page's language from its file: a page under i18n/<folder>/ is in that locale's language. */
function pageIsEnglish(path: string | undefined): boolean {
  const folder = path ? /[\\/]i18n[\\/]([^\\/]+)[\\/]/.exec(path)?.[1] : undefined;
  return (folder ? localeOfFolder(folder)?.code : DEFAULT_LOCALE) === DEFAULT_LOCALE;
}

export default function rehypeLanguageOfParts() {
  return (tree: Node, file: {path?: string}) => {
    if (pageIsEnglish(file.path)) return;
    const walk = (node: Node) => {
      if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return;
      if (node.type === 'element' && (node.tagName === 'strong' || node.tagName === 'b') && isEnglishLabel(textOf(node))) {
        node.properties = {...node.properties, lang: 'en'};
        return;
      }
      if (!node.children) return;
      const children: Node[] = [];
      for (const child of node.children) {
        if (child.type !== 'text' || !child.value?.includes('（')) {
          walk(child);
          children.push(child);
          continue;
        }
        // （English label） → （<span lang="en">English label</span>）
        let last = 0;
        const value = child.value;
        for (const m of value.matchAll(BRACKETED)) {
          if (!isEnglishLabel(m[1])) continue;
          const start = (m.index ?? 0) + 1;
          children.push({type: 'text', value: value.slice(last, start)});
          children.push({type: 'element', tagName: 'span', properties: {lang: 'en'}, children: [{type: 'text', value: m[1]}]});
          last = start + m[1].length;
        }
        children.push(last ? {type: 'text', value: value.slice(last)} : child);
      }
      node.children = children;
    };
    walk(tree);
  };
}
