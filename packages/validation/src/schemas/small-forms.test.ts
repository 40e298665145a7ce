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
  ['§5 Feedback comment', feedbackSchema, 'comment'],
  ['§5 reject reason', rejectReasonSchema, 'reason'],
] as const)('%s: "This information is required"', (_name, schema, field) => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['tags only', '<p><br></p>'],
    ['missing', undefined],
  ])('refuses %s', (_case, value) => {
    const result = validatePayload(schema, { [field]: value });
    expect(result.ok ? null : result.fields[field]).toBe('validation:informationRequired');
  });

  it('accepts a text, stripped', () => {
    expect(validatePayload(schema, { [field]: ' <i>Too expensive</i> ' })).toEqual({ ok: true, value: { [field]: 'Too expensive' } });
  });
});
