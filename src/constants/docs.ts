/** The page that a locale's docs route (`/help/jp/docs`) opens: the first doc of the first section (data/sections.json). */
import sections from '@site/data/sections.json';
import {DOCS_ROUTE} from '../../site/content.ts';

export const FIRST_DOC_PATH = `/${DOCS_ROUTE}/${sections.sections[0].firstDoc}`;
