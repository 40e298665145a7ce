// A refusal in a screen's words: the code's own sentence before the status's, field messages before both,
// no answer as the network.
import { describe, expect, it } from 'vitest';
import { refusalTextOf } from './form-refusal.js';
import type { RefusalTexts } from './form-refusal.js';

const TEXTS: RefusalTexts<string> = {
  codes: { quote_has_payments: 'has payments' },
  statuses: { 409: 'changed' },
  fields: 'check fields',
  network: 'offline',
  other: 'try again',
};

const refused = (status: number, error: Record<string, unknown>) => ({ status, data: { error: { message: 'x', ...error } } });

describe('refusalTextOf', () => {
  it("says a code's own sentence before its status's", () => {
    expect(refusalTextOf(refused(409, { code: 'quote_has_payments' }), TEXTS)).toEqual({ key: 'has payments', fields: {} });
    expect(refusalTextOf(refused(409, { code: 'quote_changed' }), TEXTS)).toEqual({ key: 'changed', fields: {} });
  });

  it('hands the field messages over, and reads a status without an error body', () => {
    expect(refusalTextOf(refused(400, { code: 'validation', fields: { name: 'validation:required.name' } }), TEXTS)).toEqual({
      key: 'check fields',
      fields: { name: 'validation:required.name' },
    });
    expect(refusalTextOf({ status: 409, data: '<html>' }, TEXTS).key).toBe('changed');
  });

  it('names no answer as the network, and the rest as "try again"', () => {
    expect(refusalTextOf({ status: 'FETCH_ERROR', error: 'offline' }, TEXTS).key).toBe('offline');
    expect(refusalTextOf(refused(500, { code: 'internal' }), TEXTS).key).toBe('try again');
    expect(refusalTextOf(refused(409, { code: 'slug_taken', field: 'slug' }), { ...TEXTS, statuses: {} }).key).toBe('try again');
  });
});
