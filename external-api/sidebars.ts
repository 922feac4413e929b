import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {existsSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The API reference sidebar: the overview, then the generated operations grouped by tag.
 * Each locale's generated sidebar carries its own labels (operation summaries and tag names in that language), so
 * the one of the locale being built is used. The generator derives doc ids from its output folder, which for the
 * translations lies under i18n/; the ids are put back to `reference/...`, the same in every locale.
 */
type Item = {type: string; id?: string; label?: string; link?: {type: string; id?: string}; items?: Item[]};

const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
const folder = {en: 'external-api', ja: 'i18n/jp', 'zh-Hant': 'i18n/zh'}[locale];
// The one label the generator writes itself rather than taking from the description.
const schemasLabel = {en: 'Schemas', ja: 'スキーマ', 'zh-Hant': '結構描述'}[locale] ?? 'Schemas';
const generated =
  folder === 'external-api'
    ? join(__dirname, 'reference/sidebar.ts')
    : join(__dirname, '..', folder!, 'docusaurus-plugin-content-docs-external-api/current/reference/sidebar.ts');

const normalizeId = (id: string) => id.replace(/^.*?reference\//, 'reference/');
function normalize(item: Item): Item {
  return {
    ...item,
    ...(item.type === 'category' && item.label === 'Schemas' ? {label: schemasLabel} : {}),
    ...(item.id ? {id: normalizeId(item.id)} : {}),
    ...(item.link?.id ? {link: {...item.link, id: normalizeId(item.link.id)}} : {}),
    ...(item.items ? {items: item.items.map(normalize)} : {}),
  };
}

// Without generated pages (before `npm run api:gen`) the sidebar holds the overview alone.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference: Item[] = existsSync(generated) ? require(generated).default : [];

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

const sidebars: SidebarsConfig = {
  // The generated items are valid sidebar items; `Item` only describes the fields touched here.
  externalApi: [{type: 'doc', id: 'index'}, ...(reference.map(normalize) as unknown as SidebarItems)],
};

export default sidebars;
