/**
 * The external API reference (config/api.ts): its docs instance, the pages generated from openapi/, the OpenAPI theme
 * (loaded on the API pages only: plugins/page-weight/openapi-theme/) and the description as files to download
 * (plugins/openapi-download/). An archived docs version's build has no API pages; the theme stays, as it is part of
 * every build's bundle.
 */
import openapiDownload from '../../plugins/openapi-download/index.ts';
import openapiThemeScoped from '../../plugins/page-weight/openapi-theme/index.ts';
import {apiDocsPlugin, apiGeneratorPlugin, apiThemeConfig, languageTabs} from '../api.ts';
import type {SiteFeature} from './feature.ts';

export const api: SiteFeature = (plan) => ({
  themes: [openapiThemeScoped],
  plugins: plan.archiveBuild ? {} : {'api-docs': apiDocsPlugin, 'api-generator': apiGeneratorPlugin, 'openapi-download': openapiDownload},
  themeConfig: {languageTabs, api: apiThemeConfig},
});
