// @ts-check
/**
 * The service worker's queue of feedback answers that could not be sent (no network): @docusaurus/plugin-pwa runs
 * this module in its service worker (`swCustom`, config/pwa.ts, only when the build has a feedback endpoint).
 * Plain JavaScript because the plugin's service-worker bundler compiles .js only.
 *
 * A page that could not send an answer (src/feedback/send.ts) posts it here; it is kept in IndexedDB and sent when
 * the network is back: on Background Sync where the browser has it, when a page says it is online again (the
 * `online` event, src/pwa/register-sw.ts), and whenever the worker starts. An answer leaves the queue once the
 * receiver answered (stored, or refused: sending it again would be refused again); it stays while there is no
 * answer or the receiver asks to wait (408, 429, 5xx). Each answer has its own random id: the receiver stores an
 * answer sent twice once.
 */

// The same messages as src/feedback/messages.ts.
export const FEEDBACK_QUEUE_MESSAGE = 'help-feedback:queue';
export const FEEDBACK_QUEUED_REPLY = 'help-feedback:queued';
export const FEEDBACK_FLUSH_MESSAGE = 'help-feedback:flush';
const SYNC_TAG = 'help-feedback';
const DB_NAME = 'help-feedback';
const STORE = 'queue';

/** @typedef {{endpoint: string, body: string}} Queued */

/** @returns {Promise<IDBDatabase>} */
function openQueue() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, {autoIncrement: true});
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * @template T
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest<T>} use
 * @returns {Promise<T>}
 */
async function inQueue(mode, use) {
  const db = await openQueue();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = use(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Whether a receiver's status means "do not send this again". */
export const settled = (/** @type {number} */ status) => status < 500 && status !== 408 && status !== 429;

/** @type {Promise<boolean> | undefined} */
let flushing;

/** Sends the queued answers in order; stops at the first one that gets no answer (still offline). True: all sent. */
function flush() {
  flushing ??= (async () => {
    try {
      const keys = /** @type {IDBValidKey[]} */ (await inQueue('readonly', (s) => s.getAllKeys()));
      for (const key of keys) {
        const item = /** @type {Queued | undefined} */ (await inQueue('readonly', (s) => s.get(key)));
        if (!item) continue;
        let response;
        try {
          response = await fetch(item.endpoint, {
            method: 'POST',
            headers: {'Content-Type': 'application/json'},
            body: item.body,
            credentials: 'omit',
            cache: 'no-store',
            referrerPolicy: 'no-referrer',
          });
        } catch {
          return false;
        }
        if (!settled(response.status)) return false;
        await inQueue('readwrite', (s) => s.delete(key));
      }
      return true;
    } finally {
      flushing = undefined;
    }
  })();
  return flushing;
}

/** @param {Queued} item */
async function enqueue(item) {
  await inQueue('readwrite', (s) => s.add(item));
  // Background Sync (Chromium): the browser wakes the worker when the network is back, even with no page open.
  const sync = /** @type {{registration: {sync?: {register(tag: string): Promise<void>}}}} */ (/** @type {unknown} */ (self)).registration.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

/** @param {unknown} params */
export default function feedbackQueue(params) {
  void params;
  const worker = /** @type {any} */ (self);
  worker.addEventListener('message', (/** @type {{data: unknown, ports: MessagePort[], waitUntil(p: Promise<unknown>): void}} */ event) => {
    const data = /** @type {{type?: string, endpoint?: unknown, body?: unknown}} */ (event.data ?? {});
    if (data.type === FEEDBACK_FLUSH_MESSAGE) {
      event.waitUntil(flush());
      return;
    }
    if (data.type !== FEEDBACK_QUEUE_MESSAGE || typeof data.endpoint !== 'string' || typeof data.body !== 'string') return;
    const reply = event.ports[0];
    event.waitUntil(
      enqueue({endpoint: data.endpoint, body: data.body}).then(
        () => reply?.postMessage(FEEDBACK_QUEUED_REPLY),
        () => reply?.postMessage('help-feedback:failed'),
      ),
    );
  });
  worker.addEventListener('sync', (/** @type {{tag: string, waitUntil(p: Promise<unknown>): void}} */ event) => {
    // A sync that ends in a rejection is tried again later by the browser.
    if (event.tag !== SYNC_TAG) return;
    event.waitUntil(
      flush().then((done) => {
        if (!done) throw new Error('feedback answers still queued');
      }),
    );
  });
  // Whatever an earlier run of the worker could not send.
  void flush().catch(() => undefined);
}
