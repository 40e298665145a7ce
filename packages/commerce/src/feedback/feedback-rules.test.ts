import { describe, expect, it } from 'vitest';
import { acceptsFeedback } from '@vitrina/commerce';

describe('acceptsFeedback (issue 25 "Feedback only on paid or fulfilled orders"; issue 15 closed states)', () => {
  it.each([
    ['paid', 'unfulfilled', true],
    ['paid', 'shipped', true],
    ['refunded', 'unfulfilled', true],
    // Still to be paid: a validation step not done, a quote sent or approved but not paid.
    ['awaiting_payment', 'unfulfilled', false],
    ['requested', 'unfulfilled', false],
    ['pending', 'unfulfilled', false],
    ['approved', 'unfulfilled', false],
    // Delivered counts as bought, even when paying is not over (a quote fulfilled on a deposit).
    ['approved', 'fulfilled', true],
    // Came to nothing: never, even if it had been shipped before.
    ['canceled', 'shipped', false],
    ['rejected', 'unfulfilled', false],
    ['payment_failed', 'unfulfilled', false],
    ['something-new', 'unfulfilled', false],
  ])('%s, %s → %s', (state, fulfillment, expected) => {
    expect(acceptsFeedback({ state, fulfillment })).toBe(expected);
  });

  it('an order read without its fulfilment is judged by its state', () => {
    expect(acceptsFeedback({ state: 'paid' })).toBe(true);
    expect(acceptsFeedback({ state: 'awaiting_payment' })).toBe(false);
  });
});
