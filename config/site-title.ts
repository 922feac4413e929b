import {PRODUCT_NAME} from '../src/constants/product';
import type {SiteLocale} from './locales';

/** The site's name in each locale: the end of every page title ("Page | Smart Office ヘルプ"), and the home title. */
export const SITE_TITLE: Record<SiteLocale, string> = {
  en: `${PRODUCT_NAME} Help`,
  ja: `${PRODUCT_NAME} ヘルプ`,
  'zh-Hant': `${PRODUCT_NAME} 說明`,
};
