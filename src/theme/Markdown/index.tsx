/**
 * The OpenAPI theme's Markdown (descriptions of operations, parameters, properties and responses), replaced, not
 * wrapped (issue 27). Why: the theme renders descriptions with react-markdown, rehype-raw and remark-gfm, about
 * 100 KB gzip in the first scripts of every API page, where they only re-render what the server HTML already shows.
 * Our descriptions (openapi/) are plain CommonMark with GFM: no HTML, no admonitions, no fenced code, which is all the
 * theme's renderer adds (tests/static/api.spec.ts keeps them so). micromark turns them into the same HTML on the
 * server and in the browser, and escapes any HTML in them.
 */
import type {ReactNode} from 'react';
import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';

const options = {extensions: [gfm()], htmlExtensions: [gfmHtml()]};

export default function Markdown({children}: {children?: ReactNode}): ReactNode {
  if (typeof children !== 'string' || children.trim() === '') return null;
  return <div className="openapi-markdown" dangerouslySetInnerHTML={{__html: micromark(children, options)}} />;
}
