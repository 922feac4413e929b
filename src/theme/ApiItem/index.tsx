/**
 * ApiItem wrapper: the page component of the API reference (docs instance `external-api`).
 * - The hand-written overview (no `api` or `schema` front matter) is a plain doc page: it renders with the classic
 *   DocItem. The OpenAPI theme's ApiItem imports the whole API explorer (one chunk of about 1.8 MB gzip: code-sample
 *   generators, faker, lodash, iconv-lite), which the overview never uses.
 * - The generated operation and schema pages load that ApiItem lazily (./Full, with the API stylesheet). The server
 *   HTML is complete (the server render waits for lazy components); in the browser React keeps that HTML until the
 *   chunk has loaded, then hydrates it.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';

const FullApiItem = lazy(() => import('./Full'));

export default function ApiItemWrapper(props: Props): ReactNode {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  if (!frontMatter.api && !frontMatter.schema) return <DocItem {...props} />;
  return (
    <Suspense fallback={null}>
      <FullApiItem {...props} />
    </Suspense>
  );
}
