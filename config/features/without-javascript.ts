/** Pages readable without JavaScript: every page shows its whole content in place (plugins/without-javascript/). */
import withoutJavaScript from '../../plugins/without-javascript/index.ts';
import type {SiteFeature} from './feature.ts';

export const readableWithoutJavaScript: SiteFeature = () => ({plugins: {'without-javascript': withoutJavaScript}});
