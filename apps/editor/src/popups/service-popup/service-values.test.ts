import { defaultLocationInfo, defaultSection } from '@vitrina/core-model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultBookingTypes, newServiceRow, normalizePrice, serviceFormValues, toServiceInfo } from './service-values.js';

describe('service form values (spec §3 serviceinfo)', () => {
  it.each([
    ['empty hides the price', '', null],
    ['whole number', '45', '45.00'],
    ['one decimal', '45.5', '45.50'],
    ['trailing dot', '45.', '45.00'],
    ['leading dot', '.5', '0.50'],
    ['kept as typed', '85.00', '85.00'],
    ['surrounding spaces', ' 45 ', '45.00'],
    ['half a cent rounds up, as the cart and the page show it', '1.005', '1.01'],
  ])('§5 money string: %s (%j → %j)', (_name, typed, stored) => {
    expect(normalizePrice(typed)).toBe(stored);
  });

  it('property: a stored price is a decimal string with exactly 2 decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,7}(\.\d{0,2})?$/), (typed) => {
        expect(normalizePrice(typed)).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });

  it('a service survives the round trip through the form untouched', () => {
    const serviceinfo = [
      { id: 3, name: 'Brunch', description: 'Eggs', price: '28.00', img_url: '/a.jpg', booking_types: [0, 1] as (0 | 1)[] },
    ];
    const values = serviceFormValues(defaultSection('service', { serviceinfo }), 'list');
    expect(values.services.map(toServiceInfo)).toEqual(serviceinfo);
    expect(new Set(values.services.map((s) => s.key)).size).toBe(1);
  });

  it.each([
    ['no locations: at the business', [], [0]],
    ['a physical place', [defaultLocationInfo({ name: 'Shop' })], [0]],
    ['mobile and virtual', [defaultLocationInfo({ is_mobile: true }), defaultLocationInfo({ is_virtual: true })], [1, 2]],
    [
      '§2 every service type',
      [defaultLocationInfo({ is_virtual: true }), defaultLocationInfo({}), defaultLocationInfo({ is_mobile: true })],
      [0, 1, 2],
    ],
  ])('§2 a new service is bookable the ways the business serves: %s', (_name, locations, types) => {
    expect(defaultBookingTypes(locations)).toEqual(types);
    expect(newServiceRow(locations).booking_types).toEqual(types);
  });

  it('new rows get distinct keys', () => {
    expect(newServiceRow([]).key).not.toBe(newServiceRow([]).key);
  });
});
