import type {Footer} from '@docusaurus/theme-common';
import {PRODUCT_NAME} from '../src/constants/product';
import {localeBaseUrl, localized} from './locales';
import {sectionsIn, type Section} from './sections';

/** Labels here are English; `i18n/<locale>/docusaurus-theme-classic/footer.json` translates them. */
const linkTo = (s: Section) => ({label: s.label, to: `/docs/${s.firstDoc}`});

export const footer: Footer = {
  style: 'dark',
  logo: {
    alt: `${PRODUCT_NAME} logo`,
    src: 'img/logo-dark.svg',
    srcDark: 'img/logo-dark.svg',
    href: localeBaseUrl(),
    width: 40,
    height: 40,
  },
  links: [
    {title: 'User guide', items: sectionsIn('user').map(linkTo)},
    {title: 'Technical guide', items: sectionsIn('technical').map(linkTo)},
    {
      title: 'What is new',
      items: [
        {label: 'Release notes', to: '/release-notes'},
        {label: 'Release notes archive', to: '/release-notes/archive'},
        {label: 'RSS feed', href: `pathname://${localeBaseUrl()}release-notes/rss.xml`},
      ],
    },
  ].filter((column) => column.items.length > 0),
  // Localized here rather than in footer.json, so the year stays current.
  copyright: localized({
    en: `Copyright © ${new Date().getFullYear()} ${PRODUCT_NAME}. All rights reserved.`,
    ja: `© ${new Date().getFullYear()} ${PRODUCT_NAME}. 無断転載を禁じます。`,
    'zh-Hant': `© ${new Date().getFullYear()} ${PRODUCT_NAME}. 保留所有權利。`,
  }),
} as Footer;
