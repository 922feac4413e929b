import type {Navbar} from '@docusaurus/theme-common';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {API_ROUTE, DOCS_ROUTE, RELEASE_NOTES_ROUTE} from '../site/content.ts';
import {ROOT} from '../site/paths.ts';
import {PRODUCT_NAME} from '../site/product.ts';
import {processPlan} from './build-plan.ts';
import {sectionsIn} from './sections.ts';

type NavbarItem = Navbar['items'][number];

/** Labels here are English; `i18n/<locale>/docusaurus-theme-classic/navbar.json` translates them. */
function guideDropdown(label: string, group: 'user' | 'technical'): NavbarItem[] {
  const items: NavbarItem[] = sectionsIn(group).map((s) => ({type: 'docSidebar', sidebarId: s.sidebarId, label: s.label}) as NavbarItem);
  // Installers of on-premises servers upgrade late: the technical guide links each archived version (the "link to a
  // docs version" item), which the version dropdown only offers on docs pages. The item links the version being read
  // unless given `to` (it has no option naming a version): here the version's folder, whose page leads to its first
  // page (plugins/versions-apart/ElsewherePage.tsx).
  if (group === 'technical') {
    for (const version of processPlan().loadedArchivedVersions)
      items.push({type: 'docsVersion', to: `/${DOCS_ROUTE}/${version}/`, label: `Documentation for ${version}`} as NavbarItem);
  }
  return items.length ? [{type: 'dropdown', label, position: 'left', items} as NavbarItem] : [];
}

/** The API reference joins the navbar once its docs instance is configured (config/api.ts). */
const hasApiReference = existsSync(join(ROOT, 'config', 'api.ts'));

export const navbar: Navbar = {
  title: PRODUCT_NAME,
  hideOnScroll: true,
  logo: {
    alt: `${PRODUCT_NAME} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    ...guideDropdown('User guide', 'user'),
    ...guideDropdown('Technical guide', 'technical'),
    {to: `/${RELEASE_NOTES_ROUTE}`, label: 'Release notes', position: 'left', activeBaseRegex: `/${RELEASE_NOTES_ROUTE}`},
    ...(hasApiReference ? [{to: `/${API_ROUTE}/`, label: 'External API', position: 'left'} as NavbarItem] : []),
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ] as NavbarItem[],
} as Navbar;
