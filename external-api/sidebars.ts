import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {processPlan} from '../config/build-plan.ts';
import {API_REFERENCE_DIR, apiReferenceDir} from '../site/content.ts';
import type {LocaleCode} from '../site/locales.ts';
import {ROOT} from '../site/paths.ts';

/**
 * The API reference sidebar: the overview, then the generated operations grouped by tag.
 * Each locale's generated sidebar carries its own labels (operation summaries and tag names in that language), so
 * the one of the locale being built is used. The generator derives doc ids from its output folder, which for the
 * translations lies under i18n/; the ids are put back to `reference/...`, the same in every locale.
 */
type Item = {type: string; id?: string; label?: string; link?: {type: string; id?: string}; items?: Item[]};

const locale = processPlan().locale;
// The one label the generator writes itself rather than taking from the description.
const SCHEMAS_LABEL: Record<LocaleCode, string> = {en: 'Schemas', ja: 'スキーマ', 'zh-Hant': '結構描述'};
const generated = join(ROOT, apiReferenceDir(locale), 'sidebar.ts');

const normalizeId = (id: string) => id.replace(new RegExp(`^.*?${API_REFERENCE_DIR}/`), `${API_REFERENCE_DIR}/`);
function normalize(item: Item): Item {
  return {
    ...item,
    ...(item.type === 'category' && item.label === SCHEMAS_LABEL.en ? {label: SCHEMAS_LABEL[locale]} : {}),
    ...(item.id ? {id: normalizeId(item.id)} : {}),
    ...(item.link?.id ? {link: {...item.link, id: normalizeId(item.link.id)}} : {}),
    ...(item.items ? {items: item.items.map(normalize)} : {}),
  };
}

// Without generated pages (before `npm run api:gen`) the sidebar holds the overview alone. Docusaurus's loader (jiti)
// gives this file a `require` that reads the generated TypeScript afresh each time (a module cache would keep the
// dev server on the sidebar of its start).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference: Item[] = existsSync(generated) ? (require(generated) as {default: Item[]}).default : [];

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

const sidebars: SidebarsConfig = {
  // The generated items are valid sidebar items; `Item` only describes the fields touched here.
  externalApi: [{type: 'doc', id: 'index'}, ...(reference.map(normalize) as unknown as SidebarItems)],
};

export default sidebars;
