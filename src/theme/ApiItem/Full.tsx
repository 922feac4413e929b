/**
 * The OpenAPI theme's ApiItem with its stylesheet (about 150 KB of CSS, a separate CSS chunk: see
 * plugins/page-weight/openapi-theme/), loaded by the ApiItem wrapper (./index.tsx) only for generated API pages.
 */
import type {ReactNode} from 'react';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './contrast.css';
import ApiItem from '@theme-original/ApiItem';
import apiStrings from '@generated/split-translations/default/api.json';
import {addTranslations} from '@site/src/i18n/add-translations';

// The API reference's UI strings are not in main.js (plugins/page-weight/split-translations/).
addTranslations(apiStrings);

export default function FullApiItem(props: Record<string, unknown>): ReactNode {
  return <ApiItem {...props} />;
}
