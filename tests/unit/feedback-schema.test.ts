/**
 * The shared rules for a reader's answer (site/feedback.ts): what feedbackProblem() accepts, what it refuses with
 * which sentence, and that the largest answer it accepts fits the receiver's body limit.
 */
import {describe, expect, test} from 'vitest';
import {BODY_MAX_BYTES, COMMENT_MAX, FEEDBACK_FIELDS, FEEDBACK_REASONS, feedbackProblem, type FeedbackPost} from '../../site/feedback.ts';
import {LOCALE_CODES, pageUrl} from '../../site/locales.ts';

const yes: FeedbackPost = {
  id: '0b7a3f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  path: pageUrl('ja', 'docs/management-console/introduction'),
  locale: 'ja',
  version: '2.13',
  answer: 'yes',
  reasons: [],
  comment: '',
};
const no: FeedbackPost = {...yes, answer: 'no', reasons: ['outdated', 'unclear'], comment: 'Step 3 fails.'};
const problem = (body: unknown) => feedbackProblem(body, LOCALE_CODES);
/** The answer with one field changed (undefined: left out). */
const changed = (base: FeedbackPost, field: string, value: unknown) => {
  const body: Record<string, unknown> = {...base, [field]: value};
  if (value === undefined) delete body[field];
  return body;
};

describe('feedbackProblem', () => {
  test('accepts the answers the widget sends', () => {
    expect(problem(yes), 'a "yes"').toBeNull();
    expect(problem(no), 'a "no" with reasons and a comment').toBeNull();
    expect(problem({...no, reasons: [], comment: ''}), 'a "no" without reasons or comment').toBeNull();
    expect(problem({...yes, version: null, path: pageUrl('en', 'release-notes')}), 'a page outside the docs (version null)').toBeNull();
    for (const locale of LOCALE_CODES) expect(problem({...yes, locale}), `the locale ${locale}`).toBeNull();
    expect(problem({...no, reasons: [...FEEDBACK_REASONS]}), 'every reason once').toBeNull();
    expect(problem({...no, comment: 'x'.repeat(COMMENT_MAX)}), 'a comment of COMMENT_MAX characters').toBeNull();
  });

  test('refuses a body that is not an object', () => {
    for (const body of [null, [], 'yes', 1, true]) expect(problem(body), `the body ${JSON.stringify(body)}`).toBe('the body must be a JSON object');
  });

  test('refuses unknown and missing fields, naming them', () => {
    expect(problem({...yes, referrer: 'x'}), 'one unknown field').toBe('unknown field: referrer');
    expect(problem({...yes, ip: 'x', ua: 'y'}), 'two unknown fields').toBe('unknown fields: ip, ua');
    expect(problem(changed(yes, 'comment', undefined)), 'one missing field').toBe('missing field: comment');
    expect(problem({}), 'every field missing').toBe(`missing fields: ${FEEDBACK_FIELDS.join(', ')}`);
  });

  test('refuses each field of the wrong form', () => {
    const refused: [string, unknown, RegExp][] = [
      ['id', 'not-a-uuid', /^id must be/],
      ['id', yes.id.toUpperCase(), /^id must be/],
      ['id', 42, /^id must be/],
      ['path', 'help/docs/x', /^path must be/],
      ['path', `${yes.path}?q=1`, /^path must be/],
      ['path', `${yes.path}#top`, /^path must be/],
      ['path', `${yes.path} x`, /^path must be/],
      ['path', `/${'x'.repeat(512)}`, /^path must be/],
      ['locale', 'fr', new RegExp(`^locale must be one of ${LOCALE_CODES.join(', ')}$`)],
      ['locale', null, /^locale must be/],
      ['version', '2', /^version must be/],
      ['version', 2.13, /^version must be/],
      ['version', 'current', /^version must be/],
      ['answer', 'maybe', /^answer must be/],
      ['answer', true, /^answer must be/],
    ];
    for (const [field, value, message] of refused) {
      expect(problem(changed(yes, field, value)), `${field} = ${JSON.stringify(value)}`).toMatch(message);
    }
    const refusedNo: [string, unknown, RegExp][] = [
      ['reasons', 'outdated', /^reasons must be a list/],
      ['reasons', ['outdated', 'boring'], /^reasons must be a list/],
      ['reasons', ['unclear', 'unclear'], /^a reason is given twice$/],
      ['comment', null, /^comment must be text$/],
      ['comment', 'x'.repeat(COMMENT_MAX + 1), new RegExp(`^comment is longer than ${COMMENT_MAX} characters$`)],
      // The browser counts UTF-16 code units: an emoji is two.
      ['comment', '😀'.repeat(COMMENT_MAX / 2 + 1), /^comment is longer than/],
    ];
    for (const [field, value, message] of refusedNo) {
      expect(problem(changed(no, field, value)), `a "no" with ${field} = ${JSON.stringify(value).slice(0, 40)}`).toMatch(message);
    }
  });

  test('refuses reasons or a comment on a "yes"', () => {
    expect(problem({...yes, reasons: ['other']}), 'a "yes" with a reason').toBe('reasons and comment are for a "no" answer');
    expect(problem({...yes, comment: 'great'}), 'a "yes" with a comment').toBe('reasons and comment are for a "no" answer');
  });

  test('the largest answer it accepts fits in BODY_MAX_BYTES, however its comment is written', () => {
    const largest = (comment: string) => ({...no, path: `/${'x'.repeat(511)}`, locale: 'zh-Hant', reasons: [...FEEDBACK_REASONS], comment});
    const comments = {
      'CJK (3 bytes each)': '説'.repeat(COMMENT_MAX),
      'emoji (4 bytes, 2 code units each)': '😀'.repeat(COMMENT_MAX / 2),
      'control characters (6 bytes each in JSON)': '\u0001'.repeat(COMMENT_MAX),
      'quotes (2 bytes each in JSON)': '"'.repeat(COMMENT_MAX),
    };
    for (const [kind, comment] of Object.entries(comments)) {
      const body = largest(comment);
      expect(problem(body), `the largest answer with a comment of ${kind} is accepted`).toBeNull();
      const bytes = Buffer.byteLength(JSON.stringify(body));
      expect(bytes, `the largest answer with a comment of ${kind} is ${bytes} bytes, over BODY_MAX_BYTES`).toBeLessThanOrEqual(BODY_MAX_BYTES);
    }
  });
});
