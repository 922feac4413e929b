/**
 * BlogPostItem/Header wrapper: on a translated release note's own page, the translation's freshness under the title,
 * date and authors (src/components/TranslationFreshness). After the header, not in the post's content: the feeds
 * take a post's text from the content's element, and the line is about the page, not the release.
 */
import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import TranslationFreshness, {freshnessOf} from '@site/src/components/TranslationFreshness';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  // The metadata's front matter, made anew in every build (the compiled post's own copy may come from a cache).
  const freshness = isBlogPostPage ? freshnessOf(metadata.frontMatter) : undefined;
  return (
    <>
      <Header {...props} />
      {freshness && <TranslationFreshness freshness={freshness} />}
    </>
  );
}
