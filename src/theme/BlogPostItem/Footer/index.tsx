/**
 * BlogPostItem/Footer wrapper: "Was this page helpful?" (src/feedback/) under a release note on its own page, not in
 * the lists. The original is not changed.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import FeedbackSlot from '@site/src/feedback/FeedbackSlot';

export default function FooterWrapper(): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && <FeedbackSlot version={null} />}
    </>
  );
}
