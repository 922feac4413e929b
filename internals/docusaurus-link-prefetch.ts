/**
 * Internal: how a link prefetches its page. @docusaurus/core (3.10): `lib/client/clientEntry.js` sets
 * `window.docusaurus = docusaurus` (a frozen `{prefetch, preload}`), and `lib/client/exports/Link.js` calls
 * `window.docusaurus.prefetch(targetLink)` as soon as a link scrolls into view. Each call matches the path against
 * every route and scans every route's chunk names (`lib/client/docusaurus.js`), then adds a `<link rel="prefetch">`
 * per chunk. With about 450 routes and a sidebar of 60 links in view, that was about 150 ms of main thread under
 * Lighthouse's 4x slowdown right after the page came to life: the largest part of a doc page's Total Blocking Time
 * above the bare Docusaurus template's, which has 20 routes.
 *
 * Used by src/client/idle-prefetch.ts (a client module): `window.docusaurus` is replaced, when Docusaurus sets it, by
 * an object whose `prefetch` queues the path and runs Docusaurus's own prefetch while the browser is idle, a few at a
 * time (each slice shorter than a long task); `preload` (pointer over or focus on a link) stays immediate. The promise
 * it returns settles when Docusaurus's prefetch has run. Breaks: links prefetch at once again (no error), or
 * `window.docusaurus` is never set and nothing prefetches; the guard checks both places in the installed package.
 *
 * Browser code: no Node.js imports; the guard reads node_modules through the probe it is given.
 */
import type {Guard} from './guard.ts';

export type DocusaurusGlobal = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};
type IdleDeadline = {timeRemaining(): number};
type Host = {
  docusaurus?: DocusaurusGlobal;
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/** Time left in an idle period below which no further prefetch starts (one prefetch takes a few ms at 4x slowdown). */
const MIN_SLICE_MS = 4;

/** Runs before a path's prefetch (the route shards it needs: src/client/route-shards.ts). */
export type BeforePrefetch = (routePath: string) => Promise<unknown>;

/** Docusaurus's global with its prefetch run in idle time (after `before`, when given). */
export function idlePrefetching(docusaurus: DocusaurusGlobal, host: Host, before?: BeforePrefetch): DocusaurusGlobal {
  const queue: {path: string; done: (result: unknown) => void}[] = [];
  let scheduled = false;
  const whenIdle = (run: (deadline: IdleDeadline) => void) => {
    if (host.requestIdleCallback) host.requestIdleCallback(run);
    else host.setTimeout(() => run({timeRemaining: () => 2 * MIN_SLICE_MS}), 50);
  };
  const drain = (deadline: IdleDeadline) => {
    while (queue.length && deadline.timeRemaining() > MIN_SLICE_MS) {
      const {path, done} = queue.shift()!;
      // A shard that cannot load (offline) prefetches nothing; the navigation will try again.
      done(
        before
          ? before(path).then(
              () => docusaurus.prefetch(path),
              () => false,
            )
          : docusaurus.prefetch(path),
      );
    }
    if (queue.length) whenIdle(drain);
    else scheduled = false;
  };
  return Object.freeze({
    prefetch: (path: string) =>
      new Promise((done) => {
        queue.push({path, done});
        if (!scheduled) {
          scheduled = true;
          whenIdle(drain);
        }
      }),
    preload: (path: string) => docusaurus.preload(path),
  });
}

/** Replaces `window.docusaurus` with its idle-prefetching version, now or when Docusaurus sets it. */
export function prefetchWhenIdle(host: Host & object, before?: BeforePrefetch): void {
  if (host.docusaurus) {
    host.docusaurus = idlePrefetching(host.docusaurus, host, before);
    return;
  }
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(host, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = value && typeof value.prefetch === 'function' ? idlePrefetching(value, host, before) : value;
    },
  });
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/client/clientEntry.js', ['window.docusaurus = docusaurus;']),
  ...probe.file('@docusaurus/core', 'lib/client/exports/Link.js', ['window.docusaurus.prefetch(targetLink);', 'window.docusaurus.preload(targetLink);']),
];
