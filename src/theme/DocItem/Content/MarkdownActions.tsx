/**
 * "Copy page as Markdown" and "View as Markdown". Small on purpose (it is on every doc page): no library, and the
 * Markdown is fetched from the page's `.md` twin only when the button is clicked, never embedded in the page.
 * The copy uses a ClipboardItem with a promise where the browser has it, so that Safari still counts the click as
 * the user's gesture while the fetch runs; elsewhere it writes the text once fetched.
 */
import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {useDoc, useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {hasMarkdownTwin, markdownTwinUrl} from '@site/src/markdown-twins/twin';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

async function copyFrom(url: string): Promise<void> {
  const text = fetch(url, {headers: {Accept: 'text/markdown'}}).then((r) => {
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    return r.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function MarkdownActions(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const plugin = useActivePlugin();
  const [status, setStatus] = useState<Status>('idle');
  if (!plugin || !hasMarkdownTwin(plugin.pluginId, metadata.id, frontMatter as Record<string, unknown>)) return null;
  const url = markdownTwinUrl(metadata.permalink);
  const copy = () =>
    copyFrom(url).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  const message =
    status === 'copied'
      ? translate({id: 'markdownActions.copied', message: 'Copied', description: 'Shown after the page was copied as Markdown'})
      : status === 'failed'
        ? translate({id: 'markdownActions.failed', message: 'Copy failed', description: 'Shown when copying the page as Markdown failed'})
        : '';
  return (
    <div className={styles.actions}>
      <Head>
        <link rel="alternate" type="text/markdown" href={url} />
      </Head>
      <button type="button" className={styles.copy} onClick={copy} data-markdown-copy="">
        {translate({id: 'markdownActions.copy', message: 'Copy as Markdown', description: 'Button beside a doc title: copies the page as Markdown'})}
      </button>
      <a className={styles.view} href={url} type="text/markdown" data-markdown-link="">
        {translate({id: 'markdownActions.view', message: 'View as Markdown', description: 'Link beside a doc title to the page as Markdown'})}
      </a>
      <span className={styles.status} role="status">
        {message}
      </span>
    </div>
  );
}
