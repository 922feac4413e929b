import type {Footer} from '@docusaurus/theme-common';
import {ACCESSIBILITY_ROUTE, DOCS_ROUTE, RELEASE_NOTES_ROUTE} from '../site/content.ts';
import {PRODUCT_NAME} from '../site/product.ts';
import {localeBaseUrl, localized} from './locales.ts';
import {sectionsIn, type Section} from './sections.ts';

/** The "Get help" page (src/pages/support.md): whom to ask, what to send support, feedback on this site. */
const SUPPORT_ROUTE = 'support';

/** Labels here are English; `i18n/<locale>/docusaurus-theme-classic/footer.json` translates them. */
const linkTo = (s: Section) => ({label: s.label, to: `/${DOCS_ROUTE}/${s.firstDoc}`});

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
        {label: 'Release notes', to: `/${RELEASE_NOTES_ROUTE}`},
        {label: 'Release notes archive', to: `/${RELEASE_NOTES_ROUTE}/archive`},
        {label: 'RSS feed', href: `pathname://${localeBaseUrl()}${RELEASE_NOTES_ROUTE}/rss.xml`},
      ],
    },
    {
      title: 'This site',
      items: [
        {label: 'Get help', to: `/${SUPPORT_ROUTE}`},
        {label: 'Accessibility', to: `/${ACCESSIBILITY_ROUTE}`},
        {label: 'Accessibility test results', to: `/${ACCESSIBILITY_ROUTE}/report`},
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
