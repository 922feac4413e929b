/**
 * CodeBlock wrapper: the highlighter (Prism, its languages and the classic code block) is a chunk of its own, loaded
 * by the pages that have a code block (19 of 110 Japanese docs), instead of being in every page's main.js.
 * The server render waits for it, so the HTML keeps its highlighted code; in the browser React keeps that HTML until
 * the chunk is in, then hydrates it. On a client-side navigation the plain code shows for that moment.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

function PlainCode({children}: Props): ReactNode {
  return (
    <pre>
      <code>{typeof children === 'string' ? children : null}</code>
    </pre>
  );
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
