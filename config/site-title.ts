import type {LocaleCode} from '../site/locales.ts';
import {PRODUCT_NAME} from '../site/product.ts';

/** The site's name in each locale: the end of every page title ("Page | Smart Office ヘルプ"), and the home title. */
export const SITE_TITLE: Record<LocaleCode, string> = {
  en: `${PRODUCT_NAME} Help`,
  ja: `${PRODUCT_NAME} ヘルプ`,
  'zh-Hant': `${PRODUCT_NAME} 說明`,
};
