/**
 * DocItem/Footer wrapper: "Was this page helpful?" (src/feedback/) after the theme's footer (tags, edit link, last
 * update) of every doc page, the API reference's included (its layout renders this footer). The original is not
 * changed.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {CURRENT_RELEASE} from '@site/site/product';
import FeedbackSlot from '@site/src/feedback/FeedbackSlot';

export default function FooterWrapper(): ReactNode {
  const {version} = useDoc().metadata;
  return (
    <>
      <Footer />
      <FeedbackSlot version={version === 'current' ? CURRENT_RELEASE : version} />
    </>
  );
}
