import type {PluginConfig} from '@docusaurus/types';
import {RELEASE_NOTES_ID, RELEASE_NOTES_ROUTE, contentDir} from '../site/content.ts';
import {DEFAULT_LOCALE, siteLocale} from '../site/locales.ts';
import {PRODUCT_NAME} from '../site/product.ts';
import {currentLocale, localized} from './locales.ts';
import leanReleaseListsPlugin from '../plugins/page-weight/lean-release-lists/index.ts';
import rehypeLanguageOfParts from '../plugins/rehype-language-of-parts/index.ts';

/**
 * Release notes: a blog instance. File names carry the date (`YYYY-MM-DD-<slug>.md`), which gives the
 * date-based URLs `/release-notes/<year>/<month>/<day>/<slug>`.
 */
export const releaseNotesPlugin: PluginConfig = [
  // The blog plugin, its list pages lighter (plugins/page-weight/lean-release-lists/).
  leanReleaseListsPlugin,
  {
    id: RELEASE_NOTES_ID,
    path: contentDir('release-notes', DEFAULT_LOCALE),
    routeBasePath: RELEASE_NOTES_ROUTE,
    blogTitle: localized({en: 'Release notes', ja: 'リリースノート', 'zh-Hant': '版本資訊'}),
    blogDescription: localized({
      en: `What changed in each ${PRODUCT_NAME} release`,
      ja: `${PRODUCT_NAME} の各リリースの変更点`,
      'zh-Hant': `${PRODUCT_NAME} 各版本的變更內容`,
    }),
    blogSidebarTitle: localized({en: 'Recent releases', ja: '最近のリリース', 'zh-Hant': '最近的版本'}),
    blogSidebarCount: 10,
    postsPerPage: 10,
    showReadingTime: false,
    rehypePlugins: [rehypeLanguageOfParts],
    onUntruncatedBlogPosts: 'ignore',
    // Tags help readers filter (new features, fixes, security, API changes): defined once per locale in tags.yml
    // (labels translated); a tag that is not defined there fails the build.
    tags: 'tags.yml',
    onInlineTags: 'throw',
    feedOptions: {
      type: ['rss', 'atom'],
      title: localized({
        en: `${PRODUCT_NAME} release notes`,
        ja: `${PRODUCT_NAME} リリースノート`,
        'zh-Hant': `${PRODUCT_NAME} 版本資訊`,
      }),
      copyright: `© ${PRODUCT_NAME}`,
      language: siteLocale(currentLocale()).htmlLang,
    },
  },
];
