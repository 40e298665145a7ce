// What a refused quote action says, and whether the screen fetches the quote again.
import { describe, expect, it } from 'vitest';
import { quoteFailureOf } from './quote-errors.js';

const refused = (status: number, error: Record<string, unknown>) => ({ status, data: { error: { message: 'x', ...error } } });

describe('quoteFailureOf', () => {
  it('hands the field messages to the form, the quote unchanged', () => {
    expect(quoteFailureOf(refused(400, { code: 'validation', fields: { 'lines[0].name': 'validation:required.name' } }))).toEqual({
      key: 'manage:quotes.errors.invalid',
      fields: { 'lines[0].name': 'validation:required.name' },
      stale: false,
    });
  });

  it('says the balance and the payments in their own words, and has the changed quote fetched again', () => {
    expect(quoteFailureOf(refused(409, { code: 'amount_exceeds_balance' }))).toEqual({ key: 'manage:quotes.errors.exceeds', stale: true });
    expect(quoteFailureOf(refused(409, { code: 'quote_has_payments' }))).toEqual({ key: 'manage:quotes.errors.hasPayments', stale: true });
    expect(quoteFailureOf(refused(409, { code: 'quote_not_open' }))).toEqual({ key: 'manage:quotes.errors.conflict', stale: true });
    expect(quoteFailureOf(refused(404, { code: 'quote_not_found' }))).toEqual({ key: 'manage:quotes.errors.conflict', stale: true });
  });

  it('names the network, and the rest as "try again"', () => {
    expect(quoteFailureOf({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({ key: 'errors:network', stale: false });
    expect(quoteFailureOf(refused(500, { code: 'internal' }))).toEqual({ key: 'manage:quotes.errors.failed', stale: false });
  });
});
