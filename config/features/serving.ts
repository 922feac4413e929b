/**
 * What the server sends besides the files: the Content-Security-Policy computed from each build's inline scripts
 * (plugins/content-security-policy/, from config/serving/headers.ts). The other headers and the static hosts'
 * `_headers` file are written once every locale is built (tools/build-all.ts).
 */
import contentSecurityPolicy from '../../plugins/content-security-policy/index.ts';
import type {SiteFeature} from './feature.ts';

export const serving: SiteFeature = () => ({plugins: {'content-security-policy': contentSecurityPolicy}});
