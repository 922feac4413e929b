/**
 * The feedback widget's pieces that run outside a page test: the messages between the page and the service worker's
 * queue are the same on both sides (src/feedback/messages.ts and the plain-JavaScript src/feedback/sw-queue.js), and
 * the queue drops an answer only when the receiver has answered it for good. The widget itself, the queue offline
 * and the receiver behind nginx: tests/browser/feedback.spec.ts.
 */
import {expect, test} from 'vitest';
import * as page from '../../src/feedback/messages.ts';
import * as worker from '../../src/feedback/sw-queue.js';

test('the page and the service worker speak the same messages', () => {
  for (const name of ['FEEDBACK_QUEUE_MESSAGE', 'FEEDBACK_QUEUED_REPLY', 'FEEDBACK_FLUSH_MESSAGE'] as const) {
    expect(worker[name], `${name} differs between src/feedback/messages.ts and sw-queue.js`).toBe(page[name]);
  }
});

test('a queued answer leaves the queue once the receiver stored or refused it, and stays while it should be sent again', () => {
  for (const status of [200, 201, 400, 413, 415, 422]) expect(worker.settled(status), `${status}: sending again changes nothing`).toBe(true);
  for (const status of [408, 429, 500, 502, 503]) expect(worker.settled(status), `${status}: the answer must be sent again later`).toBe(false);
});
