/**
 * The docs categories, tools/categories.json: every category folder with its English label, its place in its parent
 * and its label in each translated language. tools/sync-categories.ts writes the folders' _category_.json and the
 * sidebar translations from it; tests/unit/content-rules.test.ts checks that they agree.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {SearchLanguage} from '../../site/locales.ts';

/** One category folder. Its label in a translated language is keyed as the data files key languages (ja, zh). */
export type Category = {sidebarId: string; dir: string; label: string; position: number} & Partial<Record<Exclude<SearchLanguage, 'en'>, string>>;

export const CATEGORIES_FILE = 'tools/categories.json';

/** The categories of a project root. */
export function readCategories(root: string): Category[] {
  return (JSON.parse(readFileSync(join(root, CATEGORIES_FILE), 'utf8')) as {categories: Category[]}).categories;
}
