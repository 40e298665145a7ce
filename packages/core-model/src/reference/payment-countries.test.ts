import { describe, expect, it } from 'vitest';
import { countryByCode } from './countries.js';
import { PAYMENT_COUNTRY_CODES, isPaymentCountry } from './payment-countries.js';

describe('payment countries', () => {
  it('§9 Supported payment-country codes: 45, in the spec order, all known countries', () => {
    expect(PAYMENT_COUNTRY_CODES).toHaveLength(45);
    expect(new Set(PAYMENT_COUNTRY_CODES).size).toBe(45);
    expect(PAYMENT_COUNTRY_CODES.join(' ')).toBe(
      'AU AT BE BR BG CA HR CY CZ DK EE FI FR DE GI GR HK HU IN IE IT JP LV LI LT LU MY MT MX NL NZ NO PL PT RO SG SK SI ES SE CH TH AE GB US',
    );
    for (const code of PAYMENT_COUNTRY_CODES) expect(countryByCode(code)).not.toBeNull();
  });

  it.each([
    ['§9 US is supported', 'US', true],
    ['§9 lower-case mx is supported', 'mx', true],
    ['§9 Argentina is not supported', 'AR', false],
    ['§9 no country is not supported', null, false],
  ])('%s', (_name, code, expected) => {
    expect(isPaymentCountry(code)).toBe(expected);
  });
});
