/**
 * Home page: entry points for the four audiences (administrators, end users, installers, developers), a search
 * form, every documentation section, and the newest release notes.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {API_ROUTE, DOCS_ROUTE, RELEASE_NOTES_ROUTE} from '../../site/content.ts';
import {PRODUCT_NAME} from '@site/site/product';
import {SEARCH_INPUT_MAX_LENGTH} from '@site/src/constants/search';
import type {HomeData} from '@site/config/home';
import homeStrings from '@generated/split-translations/default/home.json';
import homeJson from '@generated/lean-site-config/default/home.json';
import {addTranslations} from '@site/src/i18n/add-translations';
import {audienceText, docLinkLabel, sectionText} from '@site/src/components/HomePage/strings';
import styles from './index.module.css';

// The home page's UI strings are not in main.js (plugins/page-weight/split-translations/).
addTranslations(homeStrings);

function SearchForm(): ReactNode {
  const action = useBaseUrl('/search');
  const placeholder = translate({id: 'home.search.placeholder', message: 'Search the documentation, e.g. floor plan'});
  return (
    <form className={styles.search} action={action} method="get" role="search">
      <label htmlFor="home-search" className={styles.visuallyHidden}>
        {translate({id: 'home.search.label', message: 'Search the documentation'})}
      </label>
      <input id="home-search" name="q" type="search" placeholder={placeholder} maxLength={SEARCH_INPUT_MAX_LENGTH} />
      <button type="submit" className="button button--primary">
        <Translate id="home.search.submit">Search</Translate>
      </button>
    </form>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Build-time data of the home page (plugins/page-weight/lean-site-config/).
  const home = homeJson as HomeData;
  return (
    <Layout title={translate({id: 'home.title', message: 'Help center'})} description={siteConfig.tagline}>
      <header className={styles.header}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            <Translate id="home.heading" values={{product: PRODUCT_NAME}}>
              {'{product} help center'}
            </Translate>
          </Heading>
          <p className={styles.lead}>{siteConfig.tagline}</p>
          <SearchForm />
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-labelledby="audiences">
          <Heading as="h2" id="audiences" className={styles.sectionHeading}>
            {translate({id: 'home.audiences.heading', message: 'Start with what you need to do'})}
          </Heading>
          <div className={styles.grid}>
            {home.audiences.map((a) => {
              const text = audienceText(a.id);
              return (
                <article key={a.id} className={styles.card}>
                  <Heading as="h3" className={styles.cardTitle}>
                    {text.title}
                  </Heading>
                  <p className={styles.cardText}>{text.description}</p>
                  <ul className={styles.links}>
                    {a.id === 'developers' && home.apiReference && (
                      <li>
                        <Link to={`/${API_ROUTE}/`}>{translate({id: 'home.link.external-api', message: 'External API reference'})}</Link>
                      </li>
                    )}
                    {a.docs.map((id) => (
                      <li key={id}>
                        <Link to={`/${DOCS_ROUTE}/${id}`}>{docLinkLabel(id)}</Link>
                      </li>
                    ))}
                  </ul>
                </article>
              );
            })}
          </div>
        </section>

        <div className={styles.columns}>
          <section aria-labelledby="sections" className={styles.sectionsColumn}>
            <Heading as="h2" id="sections" className={styles.sectionHeading}>
              {translate({id: 'home.sections.heading', message: 'All guides'})}
            </Heading>
            <ul className={styles.sectionList}>
              {home.sections.map((s) => {
                const text = sectionText(s.dir, s.label);
                return (
                  <li key={s.dir}>
                    <Link to={`/${DOCS_ROUTE}/${s.firstDoc}`} className={styles.sectionLink}>
                      <strong>{text.title}</strong>
                      <span>{text.description}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="releases" className={styles.releasesColumn}>
            <Heading as="h2" id="releases" className={styles.sectionHeading}>
              {translate({id: 'home.releases.heading', message: 'Latest release notes'})}
            </Heading>
            <ul className={styles.releaseList}>
              {home.latestReleases.map((r) => (
                <li key={r.permalink}>
                  <Link to={r.permalink}>{r.title}</Link>
                  <time dateTime={r.date}>{r.date}</time>
                </li>
              ))}
            </ul>
            <Link to={`/${RELEASE_NOTES_ROUTE}`} className={styles.more}>
              <Translate id="home.releases.all">All release notes</Translate>
            </Link>
          </section>
        </div>
      </main>
    </Layout>
  );
}
