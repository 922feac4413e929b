/**
 * The line at the top of a translated page: the date of the English text the translation follows and a link to the
 * English page; when the English page changed after the translation, a notice with the English page's date instead.
 * The dates come from the page's metadata (site/translation-freshness.ts: computed from git at build time); where
 * the build could not read the history (a shallow clone, a copy without .git) only the link is shown.
 * On every translated page: no library, and the dates are formatted in UTC, so the server HTML and the browser agree.
 */
import {createContext, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {
  TRANSLATION_FRESHNESS_CLASS as FRESHNESS_CLASS,
  TRANSLATION_FRESHNESS_KEY,
  type TranslationFreshness as Freshness,
} from '../../../site/translation-freshness.ts';
import styles from './styles.module.css';

/** A page's freshness from its front matter (metadata.frontMatter), or undefined on a page that is no translation. */
export function freshnessOf(frontMatter: object): Freshness | undefined {
  return (frontMatter as Record<string, Freshness | undefined>)[TRANSLATION_FRESHNESS_KEY];
}

/**
 * The freshness that a `#` title in a page's Markdown shows under itself (src/theme/MDXComponents.tsx): a standalone
 * page's title is always there (src/theme/MDXPage provides it), a doc's only when its Markdown starts with one
 * (src/theme/DocItem/Content). The page components have no place under such a title to wrap.
 */
export const TitleFreshness = createContext<Freshness | undefined>(undefined);

export default function TranslationFreshness({freshness}: {freshness: Freshness | undefined}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  if (!freshness || i18n.currentLocale === i18n.defaultLocale) return null;
  // Written by the build in the page's locale (config/front-matter.ts): formatting here would cost the page the
  // browser's first Intl.DateTimeFormat.
  const date = (day: string, text: string | undefined) => <time dateTime={day}>{text ?? day}</time>;
  // hreflang, not lang: the link leads to the English page, but its text is in the page's language.
  const english = (
    <a href={createUrl({locale: i18n.defaultLocale, fullyQualified: false})} hrefLang={i18n.localeConfigs[i18n.defaultLocale]?.htmlLang}>
      <Translate id="translationFreshness.readInEnglish" description="Link on a translated page to the same page in English">
        Read in English
      </Translate>
    </a>
  );
  const {state, englishDate, followedDate, englishDateText, followedDateText} = freshness;
  const basedOn = followedDate && (
    <span>
      <Translate
        id="translationFreshness.basedOn"
        description="On a translated page: the date of the English text it translates"
        values={{date: date(followedDate, followedDateText)}}>
        {'This translation is based on the English page of {date}.'}
      </Translate>
    </span>
  );
  if (state === 'behind' && englishDate) {
    return (
      <aside role="note" className={`${FRESHNESS_CLASS} alert alert--info ${styles.notice}`} data-freshness="behind">
        <p>
          <span>
            <Translate
              id="translationFreshness.englishUpdated"
              description="On a translated page whose English page changed after the translation: when the English page changed"
              values={{date: date(englishDate, englishDateText)}}>
              {'The English page was updated on {date}, after this translation.'}
            </Translate>
          </span>
          {basedOn}
          <span>
            <Translate
              id="translationFreshness.latest"
              description="After the notice that the English page changed: {link} is “Read in English”"
              values={{link: english}}>
              {'{link} for the latest content.'}
            </Translate>
          </span>
        </p>
      </aside>
    );
  }
  return (
    <p className={`${FRESHNESS_CLASS} ${styles.line}`} data-freshness={state === 'current' ? 'current' : 'unknown'}>
      {state === 'current' && basedOn}
      <span>{english}</span>
    </p>
  );
}
