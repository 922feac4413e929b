/** Offline full-text search of the docs and the API pages (config/search.ts), in every build: an archived version has its own index. */
import {searchPlugin} from '../search.ts';
import type {SiteFeature} from './feature.ts';

export const search: SiteFeature = () => ({plugins: {search: searchPlugin}});
