/**
 * When this build's search indexes are written: the offline service worker's precache lists the files of the build
 * (plugins/offline-after-search/), and the split index's shards only exist once the search plugin's postBuild has
 * rewritten its index (./index.ts). Docusaurus runs the plugins' postBuild steps at the same time, so the one waits
 * for the other. One promise per build: made when the search plugin is set up for it.
 */
let written: {promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void} | undefined;

/** A new build of the search indexes starts (the search plugin is set up). */
export function searchIndexesPending(): void {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A build that fails elsewhere never awaits it: no unhandled rejection.
  promise.catch(() => undefined);
  written = {promise, resolve, reject};
}

export function searchIndexesWritten(error?: unknown): void {
  if (error === undefined) written?.resolve();
  else written?.reject(error);
}

/** Resolves once this build's search indexes are written (at once when the build has no search). */
export function whenSearchIndexesWritten(): Promise<void> {
  return written?.promise ?? Promise.resolve();
}
