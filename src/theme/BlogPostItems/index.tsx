/**
 * Release-notes list pages (the list, its pages and the tag pages): each release as a compact entry
 * (src/components/ReleaseListItem), and the feeds offered above the list. The original component still renders
 * the list and provides each post's data; only the item component is ours.
 */
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type {Props} from '@theme/BlogPostItems';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ReleaseListItem from '@site/src/components/ReleaseListItem';

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const rss = useBaseUrl('/release-notes/rss.xml');
  const atom = useBaseUrl('/release-notes/atom.xml');
  return (
    <>
      <p className="release-feeds">
        <Translate id="releaseNotes.feeds.label" description="Before the feed links on the release-notes list">
          Follow new releases:
        </Translate>{' '}
        <a href={rss} type="application/rss+xml">RSS</a>
        {' · '}
        <a href={atom} type="application/atom+xml">Atom</a>
      </p>
      <BlogPostItems {...props} component={props.component ?? ReleaseListItem} />
    </>
  );
}
