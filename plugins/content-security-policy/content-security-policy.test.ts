/**
 * The Content-Security-Policy the build computes (./index.ts): it never allows inline scripts by anything but their
 * hash, and the hashes are those the browser computes. That nginx accepts the map it writes is checked by
 * tests/unit/serving.test.ts; what nginx actually sends by tests/browser/security.spec.ts on the running server.
 */
import {test, expect} from 'vitest';
import {createHash} from 'node:crypto';
import {inlineScriptHashes, policies} from './index';
import {feedbackConnectSource} from '../../config/serving/headers.ts';
import {SAME_ORIGIN_ENDPOINT} from '../../site/feedback.ts';

test('the policy allows scripts from the site and listed hashes only, and frames from the site only', () => {
  const {site, api} = policies(['AAA=', 'BBB=', 'AAA='], false);
  for (const [name, policy] of [
    ['site', site],
    ['API reference', api],
  ]) {
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1];
    expect(scriptSrc, `${name}: script-src`).toBe("'self' 'sha256-AAA=' 'sha256-BBB='");
    expect(policy, `${name}: frame-ancestors`).toContain("frame-ancestors 'self'");
  }
  expect(/connect-src ([^;]*)/.exec(site)![1], 'the site connects to itself only').toBe("'self'");
  expect(/connect-src ([^;]*)/.exec(api)![1], "try-it may call the reader's server, over HTTPS").toBe("'self' https:");
  expect(/connect-src ([^;]*)/.exec(policies([], false, true).api)![1], 'a build for an http:// origin (the local preview): also the local mock').toBe(
    "'self' https: http://localhost:* http://127.0.0.1:*",
  );
  expect(policies([], true).site, 'analytics adds its host when configured').toContain('https://www.googletagmanager.com');
  expect(policies([], false).site, 'and only then').not.toContain('google');
});

test('inline script hashes are those the browser computes; data blocks and external scripts are not listed', () => {
  const html = '<script>alert(1)</script><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>';
  const expected = createHash('sha256').update('alert(1)').digest('base64');
  expect(inlineScriptHashes(html)).toEqual([expected]);
});

test('a feedback endpoint on another origin is allowed exactly, and only when configured; one on the site is not a new source', () => {
  const site = 'https://help.example.com';
  const unchanged = policies(['AAA='], false);
  for (const endpoint of [undefined, SAME_ORIGIN_ENDPOINT, `https://help.example.com${SAME_ORIGIN_ENDPOINT}`]) {
    const source = feedbackConnectSource(endpoint, site);
    expect(source, `FEEDBACK_ENDPOINT=${endpoint}: 'self' covers it`).toBeUndefined();
    expect(policies(['AAA='], false, false, source), `FEEDBACK_ENDPOINT=${endpoint}: the policy is unchanged`).toEqual(unchanged);
  }
  const source = feedbackConnectSource('https://feedback.example.net/api/answers?x', site);
  expect(source, 'the one address, without its query').toBe('https://feedback.example.net/api/answers');
  const withFeedback = policies(['AAA='], false, false, source);
  expect(/connect-src ([^;]*)/.exec(withFeedback.site)![1], 'the site connects to itself and the endpoint').toBe(
    "'self' https://feedback.example.net/api/answers",
  );
  expect(withFeedback.site.replace(' https://feedback.example.net/api/answers', ''), 'nothing else changes').toBe(unchanged.site);
});
