/**
 * A client module: links prefetch their pages while the browser is idle, not in the first second after load, when
 * Docusaurus's prefetch of every link in view took more main thread than anything else the site adds to a bare
 * Docusaurus page. The internal it wraps, and why: internals/docusaurus-link-prefetch.ts.
 */
import {prefetchWhenIdle} from '../../internals/docusaurus-link-prefetch.ts';

if (typeof window !== 'undefined') prefetchWhenIdle(window as unknown as Parameters<typeof prefetchWhenIdle>[0]);
