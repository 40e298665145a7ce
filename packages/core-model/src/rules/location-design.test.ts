import { describe, expect, it } from 'vitest';
import { defaultClient } from '../model/client.js';
import { locationDesign, missingLocationSetup } from './location-design.js';

const physical = { is_mobile: false, is_virtual: false, is_online_store: false };
const mobile = { is_mobile: true, is_virtual: false, is_online_store: false };
const virtual = { is_mobile: false, is_virtual: true, is_online_store: false };
const online = { is_mobile: false, is_virtual: false, is_online_store: true };

describe('locationDesign', () => {
  it.each([
    ['§4 Location design: 0 if there is nothing', [], 0, { design: 0, physical: false }],
    ['§4 Location design: any physical → physical true, design stays at the default', [mobile, physical], 0, { design: 0, physical: true }],
    ['§4 Location design: physical keeps a non-zero default', [physical], 2, { design: 2, physical: true }],
    ['§4 Location design: 1 mobile only', [mobile, mobile], 0, { design: 1, physical: false }],
    ['§4 Location design: 2 virtual only', [virtual], 0, { design: 2, physical: false }],
    ['§4 Location design: 3 both mobile and virtual', [mobile, virtual], 0, { design: 3, physical: false }],
    ['§4 Location design: one location both mobile and virtual → 3', [{ ...mobile, is_virtual: true }], 0, { design: 3, physical: false }],
    ['§4 Location design: an online store alone is not a place to show', [online], 0, { design: 0, physical: false }],
  ] as const)('%s', (_name, locations, defaultDesign, expected) => {
    expect(locationDesign(locations, defaultDesign)).toEqual(expected);
  });
});

describe('missingLocationSetup', () => {
  const ready = defaultClient({ mobile_home_zip: '78701', mobile_home_city_id: 12, country: { country_code: 'US' } });
  const empty = defaultClient({ mobile_home_zip: ' ', mobile_home_city_id: null, country: { country_code: '' } });
  it.each([
    ['§4 Location design: the map option needs a zip code', 'map', empty, 'zipCode'],
    ['§4 Location design: the city option needs a city', 'city', empty, 'city'],
    ['§4 Location design: the country option needs a country', 'country', empty, 'country'],
    ['§4 Location design: map ready', 'map', ready, null],
    ['§4 Location design: city ready', 'city', ready, null],
    ['§4 Location design: country ready', 'country', ready, null],
  ] as const)('%s', (_name, option, client, expected) => {
    expect(missingLocationSetup(option, client)).toBe(expected);
  });
});
