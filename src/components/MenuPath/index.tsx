/**
 * <MenuPath items={['リソース', '会議室']} app="console" />: where a screen is. Items are written in the page's
 * language with the glossary's UI labels; the component adds the localized app name and label.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from '../InfoLine/styles.module.css';

type App = 'console' | 'userApp' | 'player' | 'outlook' | 'ios';
type Props = {items: string[]; app?: App};

function appName(app: App): string {
  switch (app) {
    case 'userApp':
      return translate({id: 'component.menuPath.app.userApp', message: 'User app'});
    case 'player':
      return translate({id: 'component.menuPath.app.player', message: 'Player'});
    case 'outlook':
      return translate({id: 'component.menuPath.app.outlook', message: 'Outlook add-in'});
    case 'ios':
      return translate({id: 'component.menuPath.app.ios', message: 'iOS app'});
    default:
      return translate({id: 'component.menuPath.app.console', message: 'Management console'});
  }
}

export default function MenuPath({items, app = 'console'}: Props): ReactNode {
  const label = translate({
    id: 'component.menuPath.label',
    message: 'Where to find it',
    description: 'Label before the menu path of a screen',
  });
  return (
    <div className={styles.line} data-component="menu-path">
      <span className={styles.label}>{label}</span>
      <ol className={styles.path} aria-label={label}>
        {[appName(app), ...items].map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ol>
    </div>
  );
}
