/**
 * <RequiredRoles roles={['globalAdministrator', 'resourceManager']} />: the "who may do this" line of a feature page.
 * Role keys come from data/roles.json, which holds each role's name in the three locales, so every page names a
 * role the same way. An unknown key fails the build (a typo must not reach readers).
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import roles from '@site/data/roles.json';
// Types only: this component is in the chunk of every page that lists roles, and the locale table would go with it.
import type {LocaleCode} from '../../../site/locales.ts';
import styles from '../InfoLine/styles.module.css';

type RoleKey = Exclude<keyof typeof roles, '$comment'>;
/** Between the names of several roles. */
const SEPARATOR: Record<LocaleCode, string> = {en: ', ', ja: '、', 'zh-Hant': '、'};
type Props = {roles: RoleKey[]};

export default function RequiredRoles({roles: keys}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale as LocaleCode;
  const names = keys.map((key) => {
    const role = roles[key] as Record<string, string> | undefined;
    if (!role) throw new Error(`RequiredRoles: unknown role "${key}"; add it to data/roles.json`);
    return role[locale] ?? role[i18n.defaultLocale];
  });
  const separator = SEPARATOR[locale];
  return (
    <div className={styles.line} data-component="required-roles">
      <span className={styles.label}>
        <Translate id="component.requiredRoles.label" description="Label before the list of roles a page requires">
          Required roles
        </Translate>
      </span>
      <span>{names.join(separator)}</span>
    </div>
  );
}
