/**
 * Links prefetch in idle time (internals/docusaurus-link-prefetch.ts, the client module src/client/idle-prefetch.ts):
 * nothing runs when a link asks, Docusaurus's own prefetch runs in idle periods while time is left, the promise settles
 * with its result, preload stays immediate, and the global is wrapped whether Docusaurus sets it before or after.
 */
import {test, expect} from 'vitest';
import {idlePrefetching, prefetchWhenIdle, type DocusaurusGlobal} from '../../internals/docusaurus-link-prefetch.ts';

function fakes() {
  const calls: string[] = [];
  const docusaurus: DocusaurusGlobal = {
    prefetch: (p) => {
      calls.push(`prefetch ${p}`);
      return `fetched ${p}`;
    },
    preload: (p) => {
      calls.push(`preload ${p}`);
      return true;
    },
  };
  const idle: ((d: {timeRemaining(): number}) => void)[] = [];
  const host = {requestIdleCallback: (cb: (d: {timeRemaining(): number}) => void) => idle.push(cb), setTimeout: () => 0};
  /** Runs the pending idle callbacks with `ms` left in each period, and how many prefetches fit: a counter. */
  const runIdle = (budgets: number[]) => {
    let i = 0;
    const cb = idle.shift();
    cb?.({timeRemaining: () => budgets[Math.min(i++, budgets.length - 1)]});
  };
  return {calls, docusaurus, host, idle, runIdle};
}

test('a prefetch waits for idle time, runs while time is left, and settles with Docusaurus own result', async () => {
  const {calls, docusaurus, host, idle, runIdle} = fakes();
  const wrapped = idlePrefetching(docusaurus, host);
  const results = ['/a', '/b', '/c'].map((p) => wrapped.prefetch(p));
  expect(calls, 'nothing runs when the link asks').toEqual([]);
  expect(idle.length, 'one idle callback for the queue').toBe(1);
  // The first idle period has time for two prefetches only.
  runIdle([20, 10, 1]);
  expect(calls).toEqual(['prefetch /a', 'prefetch /b']);
  expect(idle.length, 'the rest waits for the next idle period').toBe(1);
  runIdle([20]);
  expect(calls).toEqual(['prefetch /a', 'prefetch /b', 'prefetch /c']);
  expect(await Promise.all(results)).toEqual(['fetched /a', 'fetched /b', 'fetched /c']);
  expect(idle.length, 'no idle callback once the queue is empty').toBe(0);
});

test('preload (pointer over a link) stays immediate', () => {
  const {calls, docusaurus, host} = fakes();
  idlePrefetching(docusaurus, host).preload('/a');
  expect(calls).toEqual(['preload /a']);
});

test('the global is wrapped when Docusaurus sets it after the client module ran, and when it was set before', () => {
  const later = fakes();
  const host: {docusaurus?: DocusaurusGlobal} & typeof later.host = {...later.host};
  prefetchWhenIdle(host);
  host.docusaurus = later.docusaurus;
  void host.docusaurus!.prefetch('/x');
  expect(later.calls, 'set after: deferred').toEqual([]);
  const before = fakes();
  const host2: {docusaurus?: DocusaurusGlobal} & typeof before.host = {...before.host, docusaurus: before.docusaurus};
  prefetchWhenIdle(host2);
  void host2.docusaurus!.prefetch('/y');
  expect(before.calls, 'set before: deferred').toEqual([]);
  before.runIdle([20]);
  expect(before.calls).toEqual(['prefetch /y']);
});
