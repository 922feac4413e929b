import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {contentDir} from '../site/content.ts';
import {DEFAULT_LOCALE} from '../site/locales.ts';
import {ROOT} from '../site/paths.ts';
import data from '../data/sections.json' with {type: 'json'};

export type Section = (typeof data.sections)[number];

const docsDir = join(ROOT, contentDir('docs', DEFAULT_LOCALE));

/**
 * The documentation sections whose folder exists under docs/. A section without pages gets no sidebar and no
 * navbar entry: a sidebar with no link is a configuration error, and a link to it would be broken.
 */
export const sections: Section[] = data.sections.filter((s) => existsSync(join(docsDir, s.dir)));

export const sectionsIn = (group: 'user' | 'technical'): Section[] => sections.filter((s) => s.group === group);
