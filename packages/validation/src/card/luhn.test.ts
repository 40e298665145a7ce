import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn.js';

// Public test card numbers of the payment gateways (spec §5 "valid card number").
const TEST_CARDS = ['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005', '6011111111111117'];

describe('passesLuhn (§5 valid card number)', () => {
  it.each(TEST_CARDS)('§5 accepts the public test card %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each([
    ['§5 last digit changed', '4242424242424241'],
    ['§5 two digits swapped', '4242424242424224'],
    ['§5 not digits', '4242-4242'],
    ['§5 empty', ''],
  ])('%s: %j fails', (_name, digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });

  it('§5 property: changing any single digit of a test card breaks the check', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEST_CARDS), fc.nat(), fc.integer({ min: 1, max: 9 }), (card, at, delta) => {
        const i = at % card.length;
        const changed = card.slice(0, i) + String((Number(card[i]) + delta) % 10) + card.slice(i + 1);
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });

  it('§5 property: exactly one check digit completes any digit string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (body) => {
        const passing = [...'0123456789'].filter((d) => passesLuhn(body + d));
        expect(passing).toHaveLength(1);
      }),
    );
  });
});
