import { defaultClient, defaultLocationInfo } from '@vitrina/core-model';
import type { LocationInfo } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { applyLocationOptions, displaySetupMessage, locationOptionsOf } from './location-options.js';

const place = defaultLocationInfo({ id: 1, name: 'Shop', address1: '1 Main St', city: 'Austin', country: 'US' });
const mobile = defaultLocationInfo({ id: 2, is_mobile: true, city: 'Austin', postal_code: '78701', country: 'US' });
const virtual = defaultLocationInfo({ id: 3, is_virtual: true });
const online = defaultLocationInfo({ id: 4, is_online_store: true });
const both = defaultLocationInfo({ id: 5, is_mobile: true, is_virtual: true });
const client = defaultClient({ country: { country_code: 'US' }, mobile_home_zip: '78701' });
const ids = (entries: LocationInfo[]) => entries.map((e) => e.id);

describe('location options (spec §3 locationinfo, §4 "Location design")', () => {
  it('reads which ways the business serves', () => {
    expect(locationOptionsOf([place, virtual])).toEqual({ physical: true, mobile: false, virtual: true });
    expect(locationOptionsOf([online])).toEqual({ physical: false, mobile: false, virtual: false });
  });

  it.each([
    ['unchanged options keep the entries', [place, mobile, virtual], { physical: true, mobile: true, virtual: true }, [1, 2, 3]],
    ['physical off removes the places', [place, mobile], { physical: false, mobile: true, virtual: false }, [2]],
    ['mobile off removes the mobile entry', [place, mobile], { physical: true, mobile: false, virtual: false }, [1]],
    ['virtual off keeps the mobile side of a mobile-and-virtual entry', [both], { physical: false, mobile: true, virtual: false }, [5]],
    ['online-store entries stay', [online, virtual], { physical: false, mobile: false, virtual: false }, [4]],
    ['mobile on adds an entry', [place], { physical: true, mobile: true, virtual: false }, [1, null]],
  ])('%s', (_name, entries, options, expected) => {
    expect(ids(applyLocationOptions(entries, options, client))).toEqual(expected);
  });

  it('a new mobile entry takes the client’s country and service-area ZIP; a virtual one the country', () => {
    const added = applyLocationOptions([], { physical: false, mobile: true, virtual: true }, client);
    expect(added).toEqual([
      defaultLocationInfo({ is_mobile: true, country: 'US', postal_code: '78701' }),
      defaultLocationInfo({ is_virtual: true, country: 'US' }),
    ]);
    expect(applyLocationOptions([both], { physical: false, mobile: true, virtual: false }, client)[0]).toMatchObject({
      is_mobile: true,
      is_virtual: false,
    });
  });

  it.each([
    ['§4 map needs a ZIP code: none anywhere', 'map', defaultClient({ mobile_home_zip: null }), [], 'validation:locationSetupRequired'],
    ['§4 map: the client’s ZIP', 'map', defaultClient({ mobile_home_zip: '78701' }), [], null],
    ['§4 map: the ZIP of the mobile entry', 'map', defaultClient({ mobile_home_zip: null }), [mobile], null],
    ['§4 city: none set up', 'city', defaultClient({ country: { country_code: '' } }), [], 'validation:locationSetupRequired'],
    ['§4 city: the mobile entry’s city', 'city', defaultClient({ country: { country_code: '' } }), [mobile], null],
    ['§4 country: the client’s country', 'country', defaultClient({ country: { country_code: 'ES' } }), [], null],
    [
      '§4 country: none anywhere',
      'country',
      defaultClient({ country: { country_code: '' } }),
      [virtual],
      'validation:locationSetupRequired',
    ],
  ] as const)('%s', (_name, option, who, entries, message) => {
    expect(displaySetupMessage(option, who, entries)).toBe(message);
  });
});
