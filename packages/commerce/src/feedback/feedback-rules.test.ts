import { describe, expect, it } from 'vitest';
import { acceptsFeedback } from '@vitrina/commerce';

describe('acceptsFeedback (issue 15 "Feedback: not for canceled, rejected or payment_failed orders")', () => {
  it.each([
    ['paid', true],
    ['awaiting_payment', true],
    ['refunded', true],
    ['approved', true],
    ['pending', true],
    ['canceled', false],
    ['rejected', false],
    ['payment_failed', false],
  ])('%s → %s', (state, expected) => {
    expect(acceptsFeedback(state)).toBe(expected);
  });
});
