/**
 * ApiItem wrapper: the page component of the API reference (docs instance `external-api`).
 * The OpenAPI theme registers its stylesheet as a client module, which puts about 150 KB of CSS on every page of the
 * site. config/openapi-theme.ts drops that client module and the stylesheet is imported here instead, so it is
 * bundled with the API pages' chunk and only API pages load it.
 */
import type {ReactNode} from 'react';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './contrast.css';
import ApiItem from '@theme-original/ApiItem';

export default function ApiItemWrapper(props: Record<string, unknown>): ReactNode {
  return <ApiItem {...props} />;
}
