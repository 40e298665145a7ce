import type { ServiceArea } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { ownerServiceAreaSchema, serviceAreaSchema } from './service-area.js';
import type { ServiceAreaValues } from './service-area.js';

const valid = { zipCode: '78701', country: 'US', city: 'Austin', radiusMiles: 25 };

describe('serviceAreaSchema (§3 Service area, §9 radius)', () => {
  it('accepts a service area', () => {
    expect(validatePayload(serviceAreaSchema, valid)).toEqual({ ok: true, value: valid });
    expectTypeOf<ServiceAreaValues>().toEqualTypeOf<ServiceArea>();
  });

  it.each([
    ['missing', undefined],
    ['an empty form field', ''],
    ['null', null],
  ])('§9 radius default 50 miles when %s', (_name, radiusMiles) => {
    expect(validatePayload(serviceAreaSchema, { ...valid, radiusMiles })).toMatchObject({ ok: true, value: { radiusMiles: 50 } });
  });

  it('reads a radius typed into a form field', () => {
    expect(validatePayload(serviceAreaSchema, { ...valid, radiusMiles: '12.5' })).toMatchObject({ value: { radiusMiles: 12.5 } });
  });

  it.each([
    ['§5 zip code', { zipCode: '' }, 'zipCode', 'validation:required.postalCode'],
    ['§5 valid postal code (zip code)', { zipCode: '787' }, 'zipCode', 'validation:invalid.postalCode'],
    ['country', { country: '' }, 'country', 'validation:required.country'],
    ['a radius of 0 miles', { radiusMiles: 0 }, 'radiusMiles', 'validation:invalid.radius'],
    ['a negative radius', { radiusMiles: -5 }, 'radiusMiles', 'validation:invalid.radius'],
    ['a radius that is not a number', { radiusMiles: 'far' }, 'radiusMiles', 'validation:invalid.radius'],
  ])('%s', (_name, change, field, key) => {
    const result = validatePayload(serviceAreaSchema, { ...valid, ...change });
    expect(result.ok ? {} : result.fields).toEqual({ [field]: key });
  });

  it('the city is optional', () => {
    expect(validatePayload(serviceAreaSchema, { ...valid, city: '' }).ok).toBe(true);
  });
});

describe('ownerServiceAreaSchema (a row of the back office service areas: at most 500 miles)', () => {
  it.each([
    [500, true],
    [501, false],
  ])('a radius of %s miles is accepted: %s', (radiusMiles, ok) => {
    const result = validatePayload(ownerServiceAreaSchema, { ...valid, radiusMiles });
    expect(result.ok ? {} : result.fields).toEqual(ok ? {} : { radiusMiles: 'validation:invalid.areaRadius' });
  });

  it('keeps the other rules and the §9 default', () => {
    expect(validatePayload(ownerServiceAreaSchema, { ...valid, radiusMiles: '' })).toMatchObject({ ok: true, value: { radiusMiles: 50 } });
    expect(validatePayload(ownerServiceAreaSchema, { ...valid, radiusMiles: 0 })).toMatchObject({
      ok: false,
      fields: { radiusMiles: 'validation:invalid.radius' },
    });
  });
});
