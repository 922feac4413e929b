/** Every doc page as Markdown beside it, and llms.txt (plugins/markdown-twins/). */
import markdownTwins from '../../plugins/markdown-twins/index.ts';
import type {SiteFeature} from './feature.ts';

export const markdownTwinPages: SiteFeature = () => ({plugins: {'markdown-twins': markdownTwins}});
