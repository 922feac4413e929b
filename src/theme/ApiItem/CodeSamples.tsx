/**
 * The right column of an API operation page before the reader opens the explorer: the operation's code samples,
 * made at build time (tools/api/code-samples.mjs) and so in the server HTML, a button that opens the try-it explorer,
 * and the links to the OpenAPI description. The tabs share their group with the explorer's code tabs
 * (`code-samples`), so the language the reader picks stays picked in both.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import sampleLanguages from '@site/config/api-code-samples.json';
import {OPENAPI_FILES} from '@site/config/api-paths';

/** Base64 of `YOUR_API_TOKEN:`, the token in the samples. */
const ENCODED_SAMPLE_TOKEN = 'WU9VUl9BUElfVE9LRU46';

type Props = {samples: Record<string, string>; onOpenExplorer: () => void; opening: boolean};

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
          {'Replace {host} with the host name of your server, and {encoded} (the Base64 of {token}) with the Base64 of your API access token followed by a colon: the token is the user name of basic authentication, with an empty password.'}
        </Translate>
      </p>
      <Tabs groupId="code-samples" className="so-api-samples__tabs">
        {languages.map(({language, label, highlight}) => (
          <TabItem key={language} value={language} label={label}>
            <CodeBlock language={highlight}>{samples[language]}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
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
