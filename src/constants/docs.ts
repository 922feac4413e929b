/** The page that /help/<locale>/docs opens: the first doc of the first section (data/sections.json). */
import sections from '@site/data/sections.json';

export const FIRST_DOC_PATH = `/docs/${sections.sections[0].firstDoc}`;
