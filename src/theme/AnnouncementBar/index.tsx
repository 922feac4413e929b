/**
 * Announcement bar wrapper: the original bar inside a labelled region, so screen-reader users can find and skip it.
 * Renders nothing once the reader has closed the bar (the original hook keeps that state with the bar's id), and
 * shows a new bar (new id) at once even when an older one was dismissed.
 */
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  // The theme's inline script hides the bar before hydration when the *previous* bar was dismissed, without
  // looking at the id; once React knows the bar is new (active), lift that early CSS hiding.
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  if (!isActive) return null;
  return (
    <div role="region" className={styles.region} aria-label={translate({id: 'theme.announcementBar.regionLabel', message: 'Announcement'})}>
      <AnnouncementBar {...props} />
    </div>
  );
}
