/** The standalone pages (src/pages: the home page, and /docs opening the first doc page). Not part of an archived docs version's build. */
import rehypeLanguageOfParts from '../../plugins/rehype-language-of-parts/index.ts';
import type {SiteFeature} from './feature.ts';

export const pages: SiteFeature = (plan) => ({presetOptions: {pages: plan.archiveBuild ? false : {rehypePlugins: [rehypeLanguageOfParts]}}});
