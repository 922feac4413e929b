/**
 * The answer to "Was this page helpful?" once the reader chose (./FeedbackSlot.tsx asks, and loads this on a
 * click): "yes" is sent at once; "no" asks for the reasons and an optional comment first; then a thank-you, and on
 * "no" the ways on (the site search, the support page).
 * What is sent: site/feedback.ts; how: ./send.ts. Keyboard: after each step the focus moves to what came next (the
 * first reason, the thank-you), never left on a button that is gone. A failed send keeps what the reader wrote and
 * offers to send again.
 */
import {useId, useRef, useState, useEffect, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import strings from '@generated/split-translations/default/feedback.json';
import {addTranslations} from '@site/src/i18n/add-translations';
import {COMMENT_MAX, FEEDBACK_REASONS, type FeedbackAnswer, type FeedbackPost, type FeedbackReason} from '@site/site/feedback';
import {answerId, sendAnswer, type SendResult} from './send';
import styles from './widget.module.css';

addTranslations(strings);

export type WidgetProps = {endpoint: string; path: string; version: string | null; first: FeedbackAnswer};

type Step = 'reasons' | 'sending' | SendResult;

const reasonLabel = (reason: FeedbackReason): string =>
  ({
    outdated: translate({id: 'feedback.widget.reason.outdated', message: 'The information is out of date or wrong'}),
    missing: translate({id: 'feedback.widget.reason.missing', message: 'It does not have what I was looking for'}),
    unclear: translate({id: 'feedback.widget.reason.unclear', message: 'It is hard to understand'}),
    'steps-fail': translate({id: 'feedback.widget.reason.steps-fail', message: 'The steps did not work'}),
    other: translate({id: 'feedback.widget.reason.other', message: 'Other'}),
  })[reason];

export default function Widget({endpoint, path, version, first}: WidgetProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const id = useId();
  const searchUrl = useBaseUrl('/search');
  const supportUrl = useBaseUrl('/support');
  const [step, setStep] = useState<Step>(first === 'no' ? 'reasons' : 'sending');
  const answer = first;
  const [reasons, setReasons] = useState<FeedbackReason[]>([]);
  const [comment, setComment] = useState('');
  const firstReason = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  // One id per answer, kept across retries: the receiver stores an answer sent twice once.
  const answerKey = useRef('');

  useEffect(() => {
    if (step === 'reasons') firstReason.current?.focus();
    if (step === 'sent' || step === 'queued' || step === 'refused' || step === 'offline') outcome.current?.focus();
  }, [step]);

  const send = async (given: FeedbackAnswer) => {
    answerKey.current ||= answerId();
    setStep('sending');
    const post: FeedbackPost = {
      id: answerKey.current,
      path,
      locale: i18n.currentLocale,
      version,
      answer: given,
      reasons: given === 'no' ? FEEDBACK_REASONS.filter((r) => reasons.includes(r)) : [],
      comment: given === 'no' ? comment.trim() : '',
    };
    setStep(await sendAnswer(endpoint, post));
  };

  // "Yes" needs nothing more: sent as soon as it is chosen.
  useEffect(() => {
    if (first === 'yes') void send('yes');
    // Once, when the reader chose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('no');
  };

  const toggle = (reason: FeedbackReason, on: boolean) => setReasons((now) => (on ? [...now, reason] : now.filter((r) => r !== reason)));
  const failed = step === 'refused' || step === 'offline';
  const showForm = answer === 'no' && (step === 'reasons' || step === 'sending' || failed);

  return (
    <>
      {showForm && (
        <form className={styles.form} onSubmit={submit}>
          <fieldset className={styles.reasons}>
            <legend>{translate({id: 'feedback.widget.reasons.legend', message: 'What was wrong? Choose any that apply.'})}</legend>
            {FEEDBACK_REASONS.map((reason, i) => (
              <label key={reason} className={styles.reason}>
                <input
                  ref={i === 0 ? firstReason : undefined}
                  type="checkbox"
                  name="reason"
                  value={reason}
                  checked={reasons.includes(reason)}
                  onChange={(e) => toggle(reason, e.currentTarget.checked)}
                />
                {reasonLabel(reason)}
              </label>
            ))}
          </fieldset>
          <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
            {translate({id: 'feedback.widget.comment.label', message: 'Comment (optional)'})}
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            aria-describedby={`${id}-count ${id}-privacy`}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <p id={`${id}-count`} className={styles.note}>
            {translate(
              {id: 'feedback.widget.comment.count', message: '{count} of {max} characters'},
              {count: comment.length.toLocaleString(i18n.currentLocale), max: COMMENT_MAX.toLocaleString(i18n.currentLocale)},
            )}
          </p>
          <p id={`${id}-privacy`} className={styles.note}>
            {translate({
              id: 'feedback.widget.privacy',
              message: 'We send your answer, the reasons, your comment and the address of this page: nothing that identifies you.',
            })}
          </p>
          <button type="submit" className="button button--primary" disabled={step === 'sending'}>
            {failed ? translate({id: 'feedback.widget.retry', message: 'Send again'}) : translate({id: 'feedback.widget.submit', message: 'Send'})}
          </button>
        </form>
      )}
      <div ref={outcome} tabIndex={-1} className={styles.outcome}>
        <div role="status">
          {step === 'sending' && translate({id: 'feedback.widget.sending', message: 'Sending…'})}
          {(step === 'sent' || step === 'queued') && (
            <p className={styles.thanks}>
              {step === 'sent'
                ? translate({id: 'feedback.widget.thanks', message: 'Thank you for your feedback.'})
                : translate({
                    id: 'feedback.widget.queued',
                    message: 'Thank you. You are offline: your answer will be sent when you are back online.',
                  })}
            </p>
          )}
        </div>
        <div role="alert">
          {failed && (
            <p className={styles.failed}>
              {step === 'offline'
                ? translate({
                    id: 'feedback.widget.failed.offline',
                    message: 'Your answer could not be sent: you seem to be offline. Check your connection and send it again.',
                  })
                : translate({id: 'feedback.widget.failed.refused', message: 'Your answer could not be sent. Please try again later.'})}
            </p>
          )}
        </div>
        {failed && answer === 'yes' && (
          <button type="button" className="button button--primary" onClick={() => void send('yes')}>
            {translate({id: 'feedback.widget.retry', message: 'Send again'})}
          </button>
        )}
        {answer === 'no' && (step === 'sent' || step === 'queued') && (
          <>
            <p className={styles.next}>{translate({id: 'feedback.widget.next', message: 'If you still need help:'})}</p>
            <ul className={styles.nextLinks}>
              <li>
                <Link to={searchUrl}>{translate({id: 'feedback.widget.next.search', message: 'Search this site'})}</Link>
              </li>
              <li>
                <Link to={supportUrl}>{translate({id: 'feedback.widget.next.support', message: 'Get help: whom to ask and how to contact support'})}</Link>
              </li>
            </ul>
          </>
        )}
      </div>
    </>
  );
}
