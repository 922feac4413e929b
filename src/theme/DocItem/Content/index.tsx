/**
 * DocItem/Content wrapper: the "copy page as Markdown" button and the link to the page's Markdown twin
 * beside the title of every doc page that has a twin (src/markdown-twins/twin.ts), and on a translated page the
 * translation's freshness right under the title (src/components/TranslationFreshness). The original is not changed:
 * the line goes in as the first of the children it renders after the title, or, when the title is the `#` heading of
 * the page's Markdown, under that heading (src/theme/MDXComponents.tsx).
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TranslationFreshness, {TitleFreshness, freshnessOf} from '@site/src/components/TranslationFreshness';
import MarkdownActions from './MarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({children, ...props}: Props): ReactNode {
  const {metadata, contentTitle} = useDoc();
  // The metadata's front matter, made anew in every build (the compiled page's own copy may come from a cache).
  const freshness = freshnessOf(metadata.frontMatter);
  const titleInMarkdown = contentTitle !== undefined;
  return (
    <>
      <MarkdownActions />
      <TitleFreshness.Provider value={titleInMarkdown ? freshness : undefined}>
        <Content {...props}>
          {freshness && !titleInMarkdown && <TranslationFreshness freshness={freshness} />}
          {children}
        </Content>
      </TitleFreshness.Provider>
    </>
  );
}
