import type { ShippingFields } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { createShippingInformationSchema } from './shipping-information.js';

const shippingInformationSchema = createShippingInformationSchema({ country: 'US' });
import type { ShippingInformationValues } from './shipping-information.js';

const valid: ShippingFields = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'López',
  country: 'US',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  province: '',
  postalCode: '78701',
  phone: '+1 555 123 4567',
};

describe('shippingInformationSchema (§3 Shipping fields, §5)', () => {
  it('accepts a complete address without address 2', () => {
    expect(validatePayload(shippingInformationSchema, valid)).toEqual({ ok: true, value: valid });
    expectTypeOf<ShippingInformationValues>().toEqualTypeOf<ShippingFields>();
  });

  it.each([
    ['§5 e-mail', { email: '' }, 'email', 'validation:required.email'],
    ['§5 valid e-mail', { email: 'ana@@example.com' }, 'email', 'validation:invalid.email'],
    ['§5 first name', { firstName: '' }, 'firstName', 'validation:required.firstName'],
    ['§5 last name', { lastName: '' }, 'lastName', 'validation:required.lastName'],
    ['§5 address', { address1: '' }, 'address1', 'validation:required.address'],
    ['§5 city', { city: '' }, 'city', 'validation:required.city'],
    ['§5 state', { state: '' }, 'state', 'validation:required.state'],
    ['§5 postal code', { postalCode: '' }, 'postalCode', 'validation:required.postalCode'],
    ['§5 valid postal code (zip code)', { postalCode: '7#' }, 'postalCode', 'validation:invalid.postalCode'],
    ['country', { country: '' }, 'country', 'validation:required.country'],
    [
      '§5 province outside the US',
      { country: 'CA', state: '', province: '', postalCode: 'K1A 0B1' },
      'province',
      'validation:required.province',
    ],
    [
      '§5 valid postal code of the country',
      { country: 'CA', province: 'ON', postalCode: '78701' },
      'postalCode',
      'validation:invalid.postalCode',
    ],
    ['§5 contact number', { phone: '' }, 'phone', 'validation:required.phone'],
    ['§5 valid contact number', { phone: '555-1234' }, 'phone', 'validation:invalid.phone'],
  ])('%s', (_name, change, field, key) => {
    const result = validatePayload(shippingInformationSchema, { ...valid, ...change });
    expect(result.ok ? {} : result.fields).toEqual({ [field]: key });
  });

  it('a Canadian address needs its province, not a state', () => {
    const canada = { ...valid, country: 'ca', state: '', province: 'ON', postalCode: 'K1A 0B1' };
    expect(validatePayload(shippingInformationSchema, canada)).toEqual({ ok: true, value: { ...canada, country: 'CA' } });
  });

  it('reports every missing field at once for an empty form', () => {
    const result = validatePayload(shippingInformationSchema, {});
    expect(result.ok ? [] : Object.keys(result.fields).sort()).toEqual(
      ['address1', 'city', 'country', 'email', 'firstName', 'lastName', 'phone', 'postalCode'].sort(),
    );
  });
});
