import { describe, expect, it } from 'vitest';
import { holdFailureOf } from './hold-failure.js';

describe('holdFailureOf (Confirm could not hold the slot)', () => {
  it.each([
    ['409: taken by someone else', { status: 409, data: { error: { code: 'slot_unavailable' } } }, { kind: 'taken' }],
    [
      '429 too_many_holds: the issue 25 message',
      { status: 429, data: { error: { code: 'too_many_holds', message: 'errors:booking.tooManyHolds' } } },
      { kind: 'message', message: 'errors:booking.tooManyHolds' },
    ],
    [
      '429 rate limited',
      { status: 429, data: { error: { code: 'rate_limited' } } },
      { kind: 'message', message: 'booking:kit.rateLimited' },
    ],
    ['no answer', { status: 'FETCH_ERROR', error: 'offline' }, { kind: 'message', message: 'errors:network' }],
    ['500', { status: 500, data: {} }, { kind: 'message', message: 'errors:generic' }],
  ])('%s', (_name, error, expected) => {
    expect(holdFailureOf(error)).toEqual(expected);
  });
});
