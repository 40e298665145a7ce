import { describe, expect, it } from 'vitest';
import { isValidTaxRate, orderedPaymentCountries, storeSettingsSchema, validatePayload } from '../index.js';

const check = (values: Record<string, unknown>) => validatePayload(storeSettingsSchema, values);

describe('storeSettingsSchema (Store settings screen and PUT store-settings, spec §3 ecommerce settings, §9)', () => {
  it('accepts a tax rate with decimals, a flat shipping amount and §9 countries', () => {
    expect(check({ taxRate: '8.25', shippingRate: '5', paymentCountries: ['us', 'CA'] })).toEqual({
      ok: true,
      value: { taxRate: '8.25', shippingRate: '5', paymentCountries: ['US', 'CA'] },
    });
  });

  it('reads empty rates as the §9 default "0"', () => {
    const result = check({ taxRate: '', shippingRate: '', paymentCountries: ['US'] });
    expect(result.ok && result.value).toMatchObject({ taxRate: '0', shippingRate: '0' });
  });

  it.each([
    ['0', true],
    ['100', true],
    ['7.1234', true],
    ['100.01', false],
    ['-1', false],
    ['7.12345', false],
    ['7,5', false],
    ['abc', false],
  ])('tax rate %s valid: %s', (rate, ok) => {
    expect(isValidTaxRate(rate)).toBe(ok);
    const result = check({ taxRate: rate, shippingRate: '0', paymentCountries: ['US'] });
    expect(result.ok ? null : result.fields.taxRate).toBe(ok ? null : 'validation:invalid.taxRate');
  });

  it.each([
    ['shipping below 0', { shippingRate: '-5' }, 'shippingRate', 'validation:invalid.shippingRate'],
    ['no country', { paymentCountries: [] }, 'paymentCountries', 'validation:required.paymentCountries'],
    ['a country outside the §9 list', { paymentCountries: ['US', 'AR'] }, 'paymentCountries[1]', 'validation:invalid.country'],
  ])('%s is refused', (_name, patch, field, message) => {
    const result = check({ taxRate: '0', shippingRate: '0', paymentCountries: ['US'], ...patch });
    expect(result.ok ? {} : result.fields).toEqual({ [field]: message });
  });

  it('orders chosen countries as the §9 list does, once each', () => {
    expect(orderedPaymentCountries(['US', 'AU', 'us'])).toEqual(['AU', 'US']);
  });
});
