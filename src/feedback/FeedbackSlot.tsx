/**
 * "Was this page helpful?" at the end of a page (the DocItem and BlogPostItem footer wrappers in src/theme/), when
 * the build has a feedback endpoint (plugins/feedback/); without one it renders nothing and nothing is sent.
 * The question and its two buttons are part of the page (server-rendered, so nothing moves when the page comes to
 * life; hidden without JavaScript, plugins/without-javascript/). The rest (the reasons, the comment, sending, the
 * thank-you: ./Widget.tsx, its styles and strings) is a chunk of its own, fetched when the reader points at or focuses
 * a button, and shown on a click: a reader who does not answer downloads nothing more.
 */
import {useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import type {FeedbackAnswer} from '@site/site/feedback';
import type {FeedbackGlobalData} from '../../plugins/feedback/index.ts';
import type {WidgetProps} from './Widget';
import styles from './slot.module.css';

function useFeedbackEndpoint(): string | undefined {
  const data = useGlobalData() as Record<string, Record<string, FeedbackGlobalData | undefined> | undefined>;
  return data.feedback?.default?.endpoint;
}

let widget: Promise<ComponentType<WidgetProps>> | undefined;
const loadWidget = () => (widget ??= import('./Widget').then((m) => m.default));

/** `version`: the docs version of the page (`2.13`), null for pages outside the docs. */
export default function FeedbackSlot({version}: {version: string | null}): ReactNode {
  const endpoint = useFeedbackEndpoint();
  const {pathname} = useLocation();
  const id = useId();
  const [alive, setAlive] = useState(false);
  const [answer, setAnswer] = useState<{first: FeedbackAnswer; Widget: ComponentType<WidgetProps>} | null>(null);
  // Until the page has come to life a click would do nothing: the buttons wait, as the theme's colour switch does.
  useEffect(() => setAlive(true), []);
  // A new page asks again.
  useEffect(() => setAnswer(null), [pathname]);
  if (!endpoint) return null;
  const choose = async (first: FeedbackAnswer) => {
    try {
      setAnswer({first, Widget: await loadWidget()});
    } catch {
      // The chunk did not load (offline without the service worker): the buttons stay, the reader can try again.
      widget = undefined;
    }
  };
  const prefetch = () => void loadWidget().catch(() => (widget = undefined));
  return (
    <section className={styles.feedback} aria-labelledby={`${id}-question`} data-feedback-slot="">
      <h2 id={`${id}-question`} className={styles.question}>
        {translate({id: 'feedback.question', message: 'Was this page helpful?', description: 'The question at the end of each page (feedback widget)'})}
      </h2>
      {answer ? (
        <answer.Widget endpoint={endpoint} path={pathname} version={version} first={answer.first} />
      ) : (
        <div className={styles.answers} onPointerEnter={prefetch} onFocus={prefetch}>
          <button type="button" className="button button--outline button--primary" disabled={!alive} onClick={() => void choose('yes')}>
            {translate({id: 'feedback.yes', message: 'Yes', description: 'Feedback widget: the "yes" button'})}
          </button>
          <button type="button" className="button button--outline button--primary" disabled={!alive} onClick={() => void choose('no')}>
            {translate({id: 'feedback.no', message: 'No', description: 'Feedback widget: the "no" button'})}
          </button>
        </div>
      )}
    </section>
  );
}
