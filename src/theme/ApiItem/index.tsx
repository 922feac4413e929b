/**
 * ApiItem wrapper: the page component of the API reference (docs instance `external-api`).
 * - A generated operation or schema page exports its own page component (`ApiPage`, ./Page.tsx, added to each
 *   generated page by tools/api-docs.ts): it loads with the page's content, so the server HTML is complete and the
 *   browser hydrates it without waiting for another chunk.
 * - The hand-written overview and the tag pages are plain doc pages: the classic DocItem. None of the API page's
 *   script or styles load there.
 */
import type {ComponentType, ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';

export default function ApiItemWrapper(props: Props): ReactNode {
  const ApiPage = (props.content as unknown as {ApiPage?: ComponentType<Props>}).ApiPage;
  return ApiPage ? <ApiPage {...props} /> : <DocItem {...props} />;
}
