/**
 * Release-notes list pages (the list, its pages and the tag pages): each release as a compact entry
 * (src/components/ReleaseListItem), and the feeds offered above the list.
 * Replaces the theme's component rather than wrapping it: the theme's renders each post's text component, and
 * here the listed posts are data without text (plugins/page-weight/lean-release-lists/ gives each list page one JSON file of
 * the listed posts' metadata). Each entry still gets the theme's post context, as the theme's component gives it.
 * The list and its pages get the blog's title as their h1 (the theme's list page has none; a tag page has its own):
 * a page's one top heading, which screen readers jump to (WCAG 1.3.1, 2.4.6).
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/BlogPostItems';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ReleaseListItem from '@site/src/components/ReleaseListItem';

export default function BlogPostItems({items, component: Item = ReleaseListItem}: Props): ReactNode {
  const rss = useBaseUrl('/release-notes/rss.xml');
  const atom = useBaseUrl('/release-notes/atom.xml');
  const isTagPage = useLocation().pathname.includes('/tags/');
  return (
    <>
      {!isTagPage && (
        <Heading as="h1">
          <Translate id="releaseNotes.list.title" description="The heading of the release-notes list and its pages">
            Release notes
          </Translate>
        </Heading>
      )}
      <p className="release-feeds">
        <Translate id="releaseNotes.feeds.label" description="Before the feed links on the release-notes list">
          Follow new releases:
        </Translate>{' '}
        <a href={rss} type="application/rss+xml">
          RSS
        </a>
        {' · '}
        <a href={atom} type="application/atom+xml">
          Atom
        </a>
      </p>
      {items.map(({content}) => (
        <BlogPostProvider key={content.metadata.permalink} content={content}>
          <Item>{null}</Item>
        </BlogPostProvider>
      ))}
    </>
  );
}
