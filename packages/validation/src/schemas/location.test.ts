import type { Location } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { locationSchema } from './location.js';
import type { LocationValues } from './location.js';

const valid = {
  name: 'Downtown studio',
  country: 'US',
  address1: '1 Main St',
  address2: 'Suite 5',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  phone: '',
};

describe('locationSchema (§3 Location, §5)', () => {
  it('accepts a complete location; its values are a Location without id', () => {
    expect(validatePayload(locationSchema, valid)).toEqual({ ok: true, value: valid });
    expectTypeOf<LocationValues>().toEqualTypeOf<Omit<Location, 'id'>>();
  });

  it.each([
    ['name', { name: '' }, 'name', 'validation:required.locationName'],
    ['country', { country: '' }, 'country', 'validation:required.country'],
    ['§5 address', { address1: '' }, 'address1', 'validation:required.address'],
    ['§5 city', { city: '' }, 'city', 'validation:required.city'],
    ['§5 state (US location)', { state: '' }, 'state', 'validation:required.state'],
    ['§5 province (location outside the US)', { country: 'CA', state: '', postalCode: 'K1A 0B1' }, 'state', 'validation:required.province'],
    ['§5 postal code', { postalCode: '' }, 'postalCode', 'validation:required.postalCode'],
    [
      '§5 valid postal code (zip code) for the country',
      { country: 'CA', state: 'ON', postalCode: '78701' },
      'postalCode',
      'validation:invalid.postalCode',
    ],
    ['§5 valid contact number', { phone: '555' }, 'phone', 'validation:invalid.phone'],
  ])('%s', (_name, change, field, key) => {
    const result = validatePayload(locationSchema, { ...valid, ...change });
    expect(result.ok ? {} : result.fields).toEqual({ [field]: key });
  });
});
