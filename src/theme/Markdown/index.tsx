/**
 * The OpenAPI theme's Markdown (descriptions of operations, parameters, properties and responses), replaced, not
 * wrapped. Why: the theme renders descriptions with react-markdown, rehype-raw and remark-gfm, about
 * 100 KB gzip in the first scripts of every API page, where they only re-render what the server HTML already shows.
 * Our descriptions (openapi/) are plain CommonMark with GFM: no HTML, no admonitions, no fenced code, which is all the
 * theme's renderer adds. micromark (./render) turns them into HTML and
 * escapes any HTML in them.
 *
 * When it runs, as the code blocks do (src/theme/CodeBlock):
 * - on the server, at once (`__SERVER_RENDER__`, plugins/without-javascript), so the HTML has every description;
 * - in the browser, a description that hydrates keeps the server HTML as it is (an element whose inner HTML React
 *   leaves alone): parsing every description of a long operation page again during hydration was the largest task
 *   of its first load (Lighthouse Total Blocking Time);
 * - a description rendered in the browser only (a client-side navigation, a tab panel remounted after hydration, the
 *   dev server) loads the renderer, a chunk of its own, and shows its text until then.
 */
import {memo, useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {mountsWithoutServerHtml} from '@site/src/client/code-highlighter-gate';

type Render = (source: string) => string;

/** The server render: in the server bundle only (a dead branch in the browser's). */
const serverRender: Render | undefined = __SERVER_RENDER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./render').default
  : undefined;

/** In the browser, once loaded. */
let render: Render | undefined;
let loading: Promise<void> | undefined;
const loadRender = () =>
  (loading ??= import('./render').then((module) => {
    render = module.default;
  }));

function Markdown({children}: {children?: ReactNode}): ReactNode {
  const source = typeof children === 'string' && children.trim() !== '' ? children : undefined;
  // The description this element has server HTML for: only one that hydrates, and only while it stays the same.
  const [serverSource] = useState(() => (ExecutionEnvironment.canUseDOM && !mountsWithoutServerHtml() ? source : undefined));
  const keepsServerHtml = source !== undefined && source === serverSource;
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (source === undefined || keepsServerHtml || render) return undefined;
    let live = true;
    void loadRender().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [source, keepsServerHtml]);

  if (source === undefined) return null;
  if (!ExecutionEnvironment.canUseDOM) return <div className="openapi-markdown" dangerouslySetInnerHTML={{__html: serverRender!(source)}} />;
  if (keepsServerHtml) return <div className="openapi-markdown" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  if (render) return <div className="openapi-markdown" dangerouslySetInnerHTML={{__html: render(source)}} />;
  return <div className="openapi-markdown">{source}</div>;
}

export default memo(Markdown);
