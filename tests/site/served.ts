/**
 * What nginx sends, for the site tier: an HTTP client on the server the tier's global setup started. `get` answers
 * with the bytes as sent on the wire (no decompression), so a check can compare them with the build's precompressed
 * files; `request` is Playwright's API client (no browser), for checks written against its response API.
 */
import {request as httpRequest} from 'node:http';
import {inject} from 'vitest';
import {request as playwrightRequest, type APIRequestContext} from '@playwright/test';

export const siteBaseUrl = (): string => inject('siteBaseUrl');

export type Answer = {status: number; headers: Record<string, string | string[] | undefined>; body: Buffer};

/** GET with the given request headers; the body as sent on the wire. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = httpRequest(new URL(path, siteBaseUrl()), {headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** Runs `work` on every item, `concurrency` at a time; resolves to the results in the items' order. */
export async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(concurrency, items.length)}, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

let context: APIRequestContext | undefined;
/** Playwright's API client on the tier's nginx (closed when the worker ends). */
export async function request(): Promise<APIRequestContext> {
  context ??= await playwrightRequest.newContext({baseURL: siteBaseUrl()});
  return context;
}
