/** Asset references left exactly as written: the bundler rewrites no hex string in the built files (plugins/exact-asset-references/). */
import exactAssetReferences from '../../plugins/exact-asset-references/index.ts';
import type {SiteFeature} from './feature.ts';

export const assets: SiteFeature = () => ({plugins: {'exact-asset-references': exactAssetReferences}});
