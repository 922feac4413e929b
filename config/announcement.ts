import type {ThemeConfig} from '@docusaurus/preset-classic';
import {localeBaseUrl, localized} from './locales.ts';
import {latestReleases} from './releases.ts';

/**
 * The announcement bar: the newest release-note post, in the page's language (its title and one-line summary). Its
 * id is the post's date, so a reader who closed the bar for one release sees it again for the next one (the
 * dismissal is stored together with the id).
 */
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);
const [newest] = latestReleases(1);
const read = localized({en: 'Read the release notes', ja: 'リリースノートを読む', 'zh-Hant': '閱讀版本資訊'});
const colon = localized({en: ': ', ja: '：', 'zh-Hant': '：'});

export const announcementBar: NonNullable<ThemeConfig['announcementBar']> | undefined = newest && {
  id: `release-${newest.date}`,
  content: `<b>${escape(newest.title)}</b>${colon}${escape(newest.description)} <a href="${localeBaseUrl()}${newest.permalink.slice(1)}">${read}</a>`,
  backgroundColor: '#0b4f6c',
  textColor: '#ffffff',
  isCloseable: true,
};
