// The one-field popups and forms: hyperlink, feedback, reject reason.
import { describe, expect, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { feedbackSchema } from './feedback.js';
import { hyperlinkPopupSchema } from './hyperlink-popup.js';
import { rejectReasonSchema } from './reject-reason.js';

describe('hyperlinkPopupSchema (§5 Hyperlink popup)', () => {
  it.each([
    ['§5 https:// link', 'https://example.com', null],
    ['§5 http:// link', ' http://example.com/a ', null],
    ['§5 no scheme', 'example.com', 'validation:invalid.link'],
    ['§5 empty', '', 'validation:invalid.link'],
    ['§5 a link hidden in tags is stripped first', '<a>https://example.com</a>', null],
  ])('%s: %j', (_name, link, key) => {
    const result = validatePayload(hyperlinkPopupSchema, { link });
    expect(result.ok ? null : result.fields.link).toBe(key);
  });
});

describe.each([
  ['§5 Feedback comment', feedbackSchema, 'comment', { rating: 4 }],
  ['§5 reject reason', rejectReasonSchema, 'reason', {}],
] as const)('%s: "This information is required"', (_name, schema, field, rest) => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['tags only', '<p><br></p>'],
    ['missing', undefined],
  ])('refuses %s', (_case, value) => {
    const result = validatePayload(schema, { ...rest, [field]: value });
    expect(result.ok ? null : result.fields[field]).toBe('validation:informationRequired');
  });

  it('accepts a text, stripped', () => {
    expect(validatePayload(schema, { ...rest, [field]: ' <i>Too expensive</i> ' })).toEqual({
      ok: true,
      value: { ...rest, [field]: 'Too expensive' },
    });
  });
});

describe('feedbackSchema rating: 1 to 5 stars', () => {
  it.each([
    ['no choice yet', '', 'validation:feedback.rating'],
    ['missing', undefined, 'validation:feedback.rating'],
    ['zero', 0, 'validation:feedback.rating'],
    ['six', 6, 'validation:feedback.rating'],
    ['half a star', 3.5, 'validation:feedback.rating'],
    ['not a number', 'five', 'validation:feedback.rating'],
    ['one', 1, null],
    ['five, as a radio sends it', '5', null],
  ])('%s: %j', (_case, rating, key) => {
    const result = validatePayload(feedbackSchema, { rating, comment: 'Great' });
    expect(result.ok ? null : (result.fields.rating ?? null)).toBe(key);
  });

  it('a comment longer than 5000 characters is too long', () => {
    const result = validatePayload(feedbackSchema, { rating: 5, comment: 'a'.repeat(5001) });
    expect(result.ok ? null : result.fields.comment).toBe('validation:invalid.tooLong');
  });
});
