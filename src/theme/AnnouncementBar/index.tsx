/**
 * Announcement bar wrapper: the original bar inside a labelled region, so screen-reader users can find and skip it.
 * Renders nothing once the reader has closed the bar (the original hook keeps that state with the bar's id).
 */
import type {ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  if (!isActive) return null;
  return (
    <div
      role="region"
      className={styles.region}
      aria-label={translate({id: 'theme.announcementBar.regionLabel', message: 'Announcement'})}>
      <AnnouncementBar {...props} />
    </div>
  );
}
