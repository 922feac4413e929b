/**
 * The messages between a page and the service worker's feedback queue (./sw-queue.js, plain JavaScript: the
 * service worker's bundler compiles no TypeScript, so it spells them again; tests/unit/feedback-widget.test.ts
 * checks they agree).
 */
/** Page → worker: `{type, endpoint, body}`, with a MessagePort for the reply. */
export const FEEDBACK_QUEUE_MESSAGE = 'help-feedback:queue';
/** Worker → page, on the port: the answer is stored and will be sent. */
export const FEEDBACK_QUEUED_REPLY = 'help-feedback:queued';
/** Page → worker: the network is back, send what is queued. */
export const FEEDBACK_FLUSH_MESSAGE = 'help-feedback:flush';
