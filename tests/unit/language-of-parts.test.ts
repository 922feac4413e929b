/**
 * The rehype plugin that marks English screen labels on Japanese and Chinese pages (WCAG 3.1.2): which words it
 * marks, and what it does to a page's tree. The browser test (tests/browser/wcag.spec.ts) checks the built pages.
 */
import {describe, expect, test} from 'vitest';
import rehypeLanguageOfParts, {isEnglishLabel} from '../../plugins/rehype-language-of-parts/index.ts';
import {i18nDir} from '../../site/locales.ts';

type Node = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};
const text = (value: string): Node => ({type: 'text', value});
const el = (tagName: string, ...children: Node[]): Node => ({type: 'element', tagName, properties: {}, children});

describe('isEnglishLabel', () => {
  test.each(['Boot on source', 'Display over other apps', 'Signage Display', 'Reference ID', 'Fuji'])('marks %s', (label) => {
    expect(isEnglishLabel(label)).toBe(true);
  });
  test.each(['Microsoft 365', 'Smart Office', 'OK', 'SSO', 'API', 'id', 'isSuccess', 'admin', '会議室', 'Wi-Fi', 'Outlook', '2.13'])('leaves %s', (label) => {
    expect(isEnglishLabel(label)).toBe(false);
  });
});

describe('rehypeLanguageOfParts', () => {
  const run = (tree: Node, path: string) => (rehypeLanguageOfParts() as (t: Node, f: {path?: string}) => void)(tree, {path});
  const page = () =>
    el(
      'root',
      el('p', el('strong', text('Boot on source')), text('を選びます。')),
      el('p', el('strong', text('他のアプリの上に重ねて表示')), text('（Display over other apps）を許可します。')),
      el('pre', el('code', text('（Not this）'))),
    );

  test('a Japanese page: the bold English label and the bracketed one get lang="en"; code does not', () => {
    const tree = page();
    run(tree, `/x/${i18nDir('ja')}/docusaurus-plugin-content-docs/current/a.md`);
    const [first, second, code] = tree.children!;
    expect(first.children![0].properties).toEqual({lang: 'en'});
    const shown = (c: Node) => (c.type === 'text' ? c.value : `<${c.tagName} lang=${String(c.properties?.lang)}>${c.children![0].value}`);
    expect(second.children!.map(shown)).toEqual([
      '<strong lang=undefined>他のアプリの上に重ねて表示',
      '（',
      '<span lang=en>Display over other apps',
      '）を許可します。',
    ]);
    expect(code.children![0].children![0]).toEqual(text('（Not this）'));
  });

  test('an English page is left as it is', () => {
    const tree = page();
    run(tree, '/x/docs/a.md');
    expect(tree).toEqual(page());
  });
});
