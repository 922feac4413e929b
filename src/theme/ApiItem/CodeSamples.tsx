/**
 * The right column of an API operation page before the reader opens the explorer: the operation's code samples,
 * made at build time (tools/api/code-samples.ts) and so in the server HTML, a button that opens the try-it explorer,
 * and the links to the OpenAPI description.
 *
 * Tabs of our own rather than the classic theme's: those remount their panels once the page has hydrated, so the
 * code blocks would lose their server HTML and load the highlighter at once (src/theme/CodeBlock). These keep their
 * panels, and share the explorer's remembered language (`docusaurus.tab.code-samples`), so the language the reader
 * picks stays picked in both.
 */
import {useId, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useStorageSlot} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import sampleLanguages from '@site/config/api-code-samples.json';
import {OPENAPI_FILES} from '../../../site/content.ts';

/** Base64 of `YOUR_API_TOKEN:`, the token in the samples. */
const ENCODED_SAMPLE_TOKEN = 'WU9VUl9BUElfVE9LRU46';

type Props = {samples: Record<string, string>; onOpenExplorer: () => void; opening: boolean};

type Language = (typeof sampleLanguages.languages)[number];

function SampleTabs({samples, languages}: {samples: Record<string, string>; languages: Language[]}): ReactNode {
  const id = useId();
  const [remembered, rememberedSlot] = useStorageSlot('docusaurus.tab.code-samples');
  const [chosen, setChosen] = useState<string>();
  const selected = [chosen, remembered, languages[0]?.language].find((l) => languages.some((x) => x.language === l));
  const choose = (language: string) => {
    setChosen(language);
    rememberedSlot.set(language);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = {ArrowRight: 1, ArrowLeft: -1}[event.key];
    if (!step) return;
    const next = languages[(index + step + languages.length) % languages.length].language;
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="tabs-container so-api-samples__tabs">
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {languages.map(({language, label}, index) => (
          <button
            key={language}
            type="button"
            role="tab"
            id={`${id}-tab-${language}`}
            aria-controls={`${id}-panel-${language}`}
            aria-selected={language === selected}
            tabIndex={language === selected ? 0 : -1}
            className={clsx('tabs__item', language === selected && 'tabs__item--active')}
            onClick={() => choose(language)}
            onKeyDown={(event) => onKeyDown(event, index)}>
            {label}
          </button>
        ))}
      </div>
      {languages.map(({language, highlight}) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          className="margin-top--md"
          hidden={language !== selected}>
          <CodeBlock language={highlight}>{samples[language]}</CodeBlock>
        </div>
      ))}
    </div>
  );
}

export default function CodeSamples({samples, onOpenExplorer, opening}: Props): ReactNode {
  const yaml = useBaseUrl(OPENAPI_FILES.yaml);
  const json = useBaseUrl(OPENAPI_FILES.json);
  const languages = sampleLanguages.languages.filter(({language}) => samples[language]);
  return (
    <section className="so-api-samples" aria-labelledby="code-samples">
      <h2 id="code-samples" className="so-api-samples__title">
        <Translate id="api.samples.title" description="Heading of the code samples on an API operation page">
          Code samples
        </Translate>
      </h2>
      <p className="so-api-samples__note">
        <Translate
          id="api.samples.note"
          description="Under the code samples heading: what to replace in the samples"
          values={{host: <code>booking.example.com</code>, encoded: <code>{ENCODED_SAMPLE_TOKEN}</code>, token: <code>YOUR_API_TOKEN:</code>}}>
          {
            'Replace {host} with the host name of your server, and {encoded} (the Base64 of {token}) with the Base64 of your API access token followed by a colon: the token is the user name of basic authentication, with an empty password.'
          }
        </Translate>
      </p>
      <SampleTabs samples={samples} languages={languages} />
      <div className="so-api-samples__actions">
        <button type="button" className="button button--primary" onClick={onOpenExplorer} disabled={opening}>
          <Translate id="api.samples.tryIt" description="Button that opens the try-it panel of an API operation page">
            Try it
          </Translate>
        </button>
        <span className="so-api-samples__download">
          <Translate id="api.samples.download" description="Before the links to the OpenAPI files on an API operation page">
            OpenAPI description:
          </Translate>{' '}
          <a href={yaml} download>
            YAML
          </a>
          {' · '}
          <a href={json} download>
            JSON
          </a>
        </span>
      </div>
    </section>
  );
}
