/**
 * One release in the release-notes list: a compact entry (title with the version, date, one-line summary, tags)
 * instead of the post's opening paragraphs under a large heading, so a reader planning an upgrade can scan 40
 * releases. The post page keeps the full content. Rendered by the BlogPostItems wrapper for every list page.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export default function ReleaseListItem(): ReactNode {
  const {metadata} = useBlogPost();
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  // The post's date is its day in the file name (UTC midnight): format it in UTC so no time zone moves it.
  const date = new Intl.DateTimeFormat(lang, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}).format(new Date(metadata.date));
  return (
    <article className={styles.item}>
      <h2 className={styles.title}>
        <Link to={metadata.permalink}>{metadata.title}</Link>
      </h2>
      <p className={styles.meta}>
        <time dateTime={metadata.date}>{date}</time>
        {metadata.tags.length > 0 && (
          <span className={styles.tags}>
            {metadata.tags.map((tag) => (
              <Link key={tag.permalink} to={tag.permalink} className={styles.tag}>
                {tag.label}
              </Link>
            ))}
          </span>
        )}
      </p>
      {metadata.description && <p className={styles.summary}>{metadata.description}</p>}
    </article>
  );
}
