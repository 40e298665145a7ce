import { defaultClient, defaultLocationInfo, usStateByAbbreviation } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { applyLocationUpdate, locationUpdateValues } from './location-update-values.js';
import type { LocationUpdateValues } from './location-update-values.js';

const shop = defaultLocationInfo({
  id: 1,
  name: 'Shop',
  address1: '214 Harbor Lane',
  city: 'Boston',
  state: 'MA',
  postal_code: '02110',
  country: 'US',
  lat: 42.3,
  lon: -71,
});
const mobile = defaultLocationInfo({ id: 2, is_mobile: true, city: 'Madrid', postal_code: '28004', country: 'ES', lat: 40.4, lon: -3.7 });
const virtual = defaultLocationInfo({ id: 3, is_virtual: true, country: 'ES' });
const client = defaultClient({ country: { country_code: 'US' } });
const MA = String(usStateByAbbreviation('MA')?.id);

describe('location update values (spec §3 Location, Service area; §9 radius default 50)', () => {
  it('edits the first physical place; a US state is chosen by id and stored as its abbreviation', () => {
    const values = locationUpdateValues([shop], client);
    expect(values.target).toBe('0');
    expect(values.address).toMatchObject({ name: 'Shop', country: 'US', state: MA, postalCode: '02110' });
    expect(applyLocationUpdate([shop], values, false)).toEqual([shop]);
  });

  it.each([
    ['a business with places', [shop, mobile], '0'],
    ['§4 mobile or virtual only: addresses are left alone', [mobile, virtual], 'none'],
    ['nothing yet: a new place', [], 'new'],
  ] as const)('target: %s', (_name, entries, target) => {
    expect(locationUpdateValues(entries, client).target).toBe(target);
  });

  it('§9 the service area comes from the mobile entry, the radius from the client (default 50 miles)', () => {
    expect(locationUpdateValues([mobile], defaultClient({ mobile_home_zip_radius: 15 })).area).toEqual({
      zipCode: '28004',
      country: 'ES',
      city: 'Madrid',
      radiusMiles: 15,
    });
    expect(locationUpdateValues([], defaultClient({ mobile_home_zip: '78701' })).area).toEqual({
      zipCode: '78701',
      country: 'US',
      city: '',
      radiusMiles: 50,
    });
  });

  it('a moved place loses its stale coordinates; a new place is appended', () => {
    const values: LocationUpdateValues = { ...locationUpdateValues([shop], client) };
    values.address = { ...values.address, address1: '1 Main St', state: MA };
    expect(applyLocationUpdate([shop], values, false)[0]).toEqual({ ...shop, address1: '1 Main St', lat: null, lon: null });
    const added = applyLocationUpdate(
      [shop],
      { ...values, target: 'new', address: { ...values.address, name: 'Second', country: 'CA', state: 'Ontario' } },
      false,
    );
    expect(added).toHaveLength(2);
    expect(added[1]).toMatchObject({ id: null, name: 'Second', country: 'CA', state: 'Ontario', is_mobile: false });
  });

  it('the service area is written on the mobile entry; without a mobile entry nothing is written', () => {
    const values = locationUpdateValues([mobile, virtual], client);
    values.area = { ...values.area, zipCode: '28010', city: 'Madrid' };
    expect(applyLocationUpdate([mobile, virtual], values, true)).toEqual([
      { ...mobile, postal_code: '28010', lat: null, lon: null },
      virtual,
    ]);
    expect(applyLocationUpdate([virtual], values, true)).toEqual([virtual]);
  });
});
