/**
 * The plugin's "new version available" popup (shown to offline readers when a new build's service worker waits), in
 * a polite live region: the region is in the page before the text arrives, so screen readers announce it. The text
 * and buttons are the plugin's, translated by @docusaurus/theme-translations (ja, zh-Hant); the styles make it stand
 * out from the page in both colour modes. Hidden in print (src/css/print.css).
 */
import {useEffect, useState, type ReactNode} from 'react';
import PwaReloadPopup from '@theme-original/PwaReloadPopup';
import type {Props} from '@theme/PwaReloadPopup';
import styles from './styles.module.css';

export default function PwaReloadPopupWrapper(props: Props): ReactNode {
  const [announce, setAnnounce] = useState(false);
  useEffect(() => setAnnounce(true), []);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {announce && <PwaReloadPopup {...props} />}
    </div>
  );
}
