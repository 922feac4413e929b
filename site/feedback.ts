/**
 * Reader feedback ("Was this page helpful?"): what the widget sends and what the receiver accepts, decided once.
 * The widget (src/feedback/), the build's switch (plugins/feedback/) and the reference receiver
 * (deploy/feedback-receiver/) all read this file. Pure data and functions: the browser bundle imports it, and Node.js
 * runs it as it is (type stripping).
 */
import {BASE_URL} from './locales.ts';

/**
 * The endpoint on the site's own origin that deploy/nginx/help-feedback.conf proxies to the reference receiver
 * (deploy/feedback-receiver/): `FEEDBACK_ENDPOINT=/help/feedback`. The test suite's build uses it.
 */
export const SAME_ORIGIN_ENDPOINT = `${BASE_URL}feedback`;

/** Why a page did not help, in the order the widget lists them (labels: i18n code.json, `feedback.reason.<code>`). */
export const FEEDBACK_REASONS = ['outdated', 'missing', 'unclear', 'steps-fail', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** The longest comment a reader can write (characters, as the browser counts them: UTF-16 code units). */
export const COMMENT_MAX = 1000;
/** The largest body the receiver reads: a full comment of 4-byte characters and the other fields fit. */
export const BODY_MAX_BYTES = 8 * 1024;

export type FeedbackAnswer = 'yes' | 'no';

/**
 * One answer, as posted (JSON, `Content-Type: application/json`). Nothing identifies the reader: `id` is drawn at
 * random for each answer, so that an answer sent twice (the offline queue retrying) is stored once.
 */
export type FeedbackPost = {
  /** A random UUID, new for every answer. */
  id: string;
  /** The page's path, as in the address bar without query or fragment (`/help/jp/docs/user-app/introduction`). */
  path: string;
  /** The site locale code (`en`, `ja`, `zh-Hant`). */
  locale: string;
  /** The docs version the page belongs to (`2.13`, `2.12`), or null for a page outside the docs (release notes). */
  version: string | null;
  answer: FeedbackAnswer;
  /** Reasons, for `no` only (each at most once). */
  reasons: FeedbackReason[];
  /** Optional comment, for `no` only ('' when none). */
  comment: string;
};

export const FEEDBACK_FIELDS = ['id', 'path', 'locale', 'version', 'answer', 'reasons', 'comment'] as const satisfies ReadonlyArray<keyof FeedbackPost>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VERSION = /^\d+\.\d+$/;

/**
 * Why a parsed body is not an answer the site can have sent, in one sentence; null when it is one. `knownLocales`
 * are the site's locale codes. Whether the path is one of the site's pages is the receiver's check (it knows the
 * page list).
 */
export function feedbackProblem(body: unknown, knownLocales: readonly string[]): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !(FEEDBACK_FIELDS as readonly string[]).includes(k));
  if (unknown.length) return `unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}`;
  const missing = FEEDBACK_FIELDS.filter((k) => !(k in record));
  if (missing.length) return `missing field${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
  const {id, path, locale, version, answer, reasons, comment} = record;
  if (typeof id !== 'string' || !UUID.test(id)) return 'id must be a random UUID (lower case)';
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 512 || /[?#\s]/.test(path)) {
    return 'path must be the page path, without query or fragment';
  }
  if (typeof locale !== 'string' || !knownLocales.includes(locale)) return `locale must be one of ${knownLocales.join(', ')}`;
  if (version !== null && (typeof version !== 'string' || !VERSION.test(version))) return 'version must be a docs version like 2.13, or null';
  if (answer !== 'yes' && answer !== 'no') return 'answer must be "yes" or "no"';
  if (!Array.isArray(reasons) || !reasons.every((r) => (FEEDBACK_REASONS as readonly unknown[]).includes(r))) {
    return `reasons must be a list of ${FEEDBACK_REASONS.join(', ')}`;
  }
  if (new Set(reasons).size !== reasons.length) return 'a reason is given twice';
  if (typeof comment !== 'string') return 'comment must be text';
  if (comment.length > COMMENT_MAX) return `comment is longer than ${COMMENT_MAX} characters`;
  if (answer === 'yes' && (reasons.length || comment)) return 'reasons and comment are for a "no" answer';
  return null;
}
