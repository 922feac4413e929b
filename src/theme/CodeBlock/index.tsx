/**
 * CodeBlock wrapper: the highlighter (Prism, its languages and the classic code block, about 38 KB gzip) is a chunk of
 * its own, loaded only when a code block needs it, instead of being in every page's main.js.
 *
 * - The server bundle imports it directly (`__SERVER_RENDER__`, plugins/without-javascript), so the HTML has the
 *   highlighted code in place. A lazy part would make React stream the block at the end of the document, hidden
 *   until a script moves it: without JavaScript the code would be missing.
 * - In the browser the block first keeps that server HTML as it is: an element whose inner HTML React leaves alone
 *   (`dangerouslySetInnerHTML`, which React does not hydrate). A Suspense boundary cannot do this: the theme changes
 *   contexts right after hydration, and a boundary still waiting for its chunk then drops the server HTML for its
 *   fallback. When the reader points at, touches or tabs into a code block, the chunk loads and the classic block
 *   takes the place of the HTML, with its copy and wrap buttons (the theme renders those in the browser only and
 *   shows them on hover). A reader who only reads the code never downloads the highlighter.
 * - A code block rendered in the browser (a client-side navigation, a try-it answer on an API page, the panels of a
 *   tab group, which the theme remounts after hydration, the dev server) has no server HTML: it shows the plain code
 *   and loads the chunk once the block is in view (at once after a navigation, which opens the gate). When to load: src/client/code-highlighter-gate.ts.
 */
import {memo, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Props} from '@theme/CodeBlock';
import {highlighterNeeded, mountsWithoutServerHtml, openHighlighterGate, pageHasServerHtml} from '@site/src/client/code-highlighter-gate';

/** The server render: the classic block, in the server bundle only (a dead branch in the browser's). */
const ServerHighlighted: ComponentType<Props> | undefined = __SERVER_RENDER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./Highlighted').default
  : undefined;

/** In the browser, once loaded. */
let Highlighted: ComponentType<Props> | undefined;
const loadHighlighted = () =>
  import('./Highlighted').then((module) => {
    Highlighted = module.default;
  });

function PlainCode({children, preRef}: Props & {preRef?: RefObject<HTMLPreElement | null>}): ReactNode {
  return (
    // Focusable, as the classic block is: a reader on a keyboard can scroll a long line (axe scrollable-region-focusable).
    <pre ref={preRef} tabIndex={0}>
      <code>{typeof children === 'string' ? children : null}</code>
    </pre>
  );
}

/** Class of the element that keeps the server HTML of a code block until the highlighter is in. */
const SERVER_HTML = 'so-code-server-html';

function CodeBlockWrapper(props: Props): ReactNode {
  const [withoutServerHtml] = useState(() => !ExecutionEnvironment.canUseDOM || mountsWithoutServerHtml());
  const [ready, setReady] = useState(() => Highlighted !== undefined);
  const plain = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void highlighterNeeded.then(loadHighlighted).then(() => live && setReady(true));
    // A block that mounts without server HTML on a server-rendered page opens the gate once the reader can see it: a
    // hidden tab panel (the API pages' response examples, remounted after hydration) waits until its tab is chosen.
    // On a page rendered in the browser only (the dev server) every block opens it at once.
    let observer: IntersectionObserver | undefined;
    if (withoutServerHtml) {
      const element = plain.current;
      if (!pageHasServerHtml() || !element || typeof IntersectionObserver === 'undefined') openHighlighterGate();
      else {
        observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) openHighlighterGate();
        });
        observer.observe(element);
      }
    }
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [ready, withoutServerHtml]);

  if (!ExecutionEnvironment.canUseDOM) {
    return <div className={SERVER_HTML}>{ServerHighlighted ? <ServerHighlighted {...props} /> : <PlainCode {...props} />}</div>;
  }
  if (ready && Highlighted) return <Highlighted {...props} />;
  if (withoutServerHtml) return <PlainCode {...props} preRef={plain} />;
  return <div className={SERVER_HTML} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}

// Memoized: the page re-renders its content after hydration with the same props.
export default memo(CodeBlockWrapper);
