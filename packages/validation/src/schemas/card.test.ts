import type { CardFields } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { createCardSchema } from './card.js';
import type { CardValues } from './card.js';

const schema = createCardSchema({ now: () => new Date('2026-03-15T10:00:00Z') });
const valid = { holderName: 'Ana López', cardNumber: '4242 4242 4242 4242', expiryDate: '03/26', cvv: '123' };

describe('cardSchema (§3 Card fields, §5 card messages)', () => {
  it('accepts a valid card and hands back the number as digits', () => {
    expect(validatePayload(schema, valid)).toEqual({ ok: true, value: { ...valid, cardNumber: '4242424242424242' } });
    expectTypeOf<CardValues>().toEqualTypeOf<CardFields>();
  });

  it.each([
    ['§5 holder name', { holderName: '' }, 'holderName', 'validation:required.cardHolderName'],
    ['§5 card number', { cardNumber: '' }, 'cardNumber', 'validation:required.cardNumber'],
    ['§5 valid card number (Luhn)', { cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'validation:invalid.cardNumber'],
    ['§5 valid card number (length)', { cardNumber: '4242 4242' }, 'cardNumber', 'validation:invalid.cardNumber'],
    ['§5 expiration date', { expiryDate: '' }, 'expiryDate', 'validation:required.expiry'],
    ['§5 valid expiration date (in the past)', { expiryDate: '02/26' }, 'expiryDate', 'validation:invalid.expiry'],
    ['§5 valid expiration date (MM/YY)', { expiryDate: '3/2' }, 'expiryDate', 'validation:invalid.expiry'],
    ['§5 valid expiration date (a month)', { expiryDate: '1326' }, 'expiryDate', 'validation:invalid.expiry'],
    ['§5 CVV', { cvv: '' }, 'cvv', 'validation:required.cvv'],
    ['§5 valid CVV', { cvv: '12' }, 'cvv', 'validation:invalid.cvv'],
  ])('%s', (_name, change, field, key) => {
    const result = validatePayload(schema, { ...valid, ...change });
    expect(result.ok ? {} : result.fields).toEqual({ [field]: key });
  });

  it.each([
    ['1234', '12/34'],
    ['0327', '03/27'],
    ['3/26', '03/26'],
    ['12/2034', '12/34'],
  ])('takes the expiry %j as typed, read MM/YY: %j (issue 26)', (expiryDate, shaped) => {
    expect(validatePayload(schema, { ...valid, expiryDate })).toEqual({
      ok: true,
      value: { ...valid, cardNumber: '4242424242424242', expiryDate: shaped },
    });
  });

  it('reads the clock at validation time, not when the schema is made', () => {
    let now = new Date('2026-03-15T10:00:00Z');
    const clocked = createCardSchema({ now: () => now });
    expect(validatePayload(clocked, valid).ok).toBe(true);
    now = new Date('2026-05-01T00:00:00Z');
    expect(validatePayload(clocked, valid).ok).toBe(false);
  });
});
