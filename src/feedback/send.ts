/**
 * Sends one answer to the feedback endpoint. No cookie and no referrer go with it (the page's path is in the body,
 * nothing else about the reader). When the network is not there, the answer goes to the service worker's queue
 * (./sw-queue.js), which sends it when the reader is back online; a reader without the service worker (offline
 * reading never turned on) is told it could not be sent, and keeps what they wrote to send again.
 */
import type {FeedbackPost} from '@site/site/feedback';
import {FEEDBACK_QUEUED_REPLY, FEEDBACK_QUEUE_MESSAGE} from './messages';

/** sent: stored; queued: waiting in the service worker for the network; refused: the receiver said no; offline: neither. */
export type SendResult = 'sent' | 'queued' | 'refused' | 'offline';

/** A random id for an answer: the receiver stores an answer sent twice (a retried queue) once. */
export function answerId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Hands the answer to this page's service worker, if there is one; true once it says it is queued. */
async function queueInServiceWorker(endpoint: string, body: string): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const worker = (await navigator.serviceWorker.getRegistration().catch(() => undefined))?.active;
  if (!worker) return false;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 3000);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(event.data === FEEDBACK_QUEUED_REPLY);
    };
    worker.postMessage({type: FEEDBACK_QUEUE_MESSAGE, endpoint: new URL(endpoint, window.location.href).href, body}, [channel.port2]);
  });
}

export async function sendAnswer(endpoint: string, post: FeedbackPost): Promise<SendResult> {
  const body = JSON.stringify(post);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    return response.ok ? 'sent' : 'refused';
  } catch {
    // fetch rejects only when no answer came back: no network (or a blocked address).
    return (await queueInServiceWorker(endpoint, body)) ? 'queued' : 'offline';
  }
}
