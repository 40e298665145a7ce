import { describe, expect, it } from 'vitest';
import type { LocationSetup } from './location-setup.js';
import { locationSetupError } from './location-setup.js';

const REQUIRED = 'validation:locationSetupRequired';

describe('locationSetupError (§4 Location design, §5 location settings)', () => {
  it.each<[string, LocationSetup, string | null]>([
    ['§4 the map option needs a zip code', { display: 'map', city: 'Austin', country: 'US' }, REQUIRED],
    ['§4 the map option with a zip code', { display: 'map', zipCode: '78701' }, null],
    ['§4 a blank zip code is none', { display: 'map', zipCode: '   ' }, REQUIRED],
    ['§4 the city option needs city or country: neither', { display: 'city', zipCode: '78701' }, REQUIRED],
    ['§4 the city option with a city', { display: 'city', city: 'Austin' }, null],
    ['§4 the country option with a country', { display: 'country', country: 'US' }, null],
    ['§4 the country option with only a city', { display: 'country', city: 'Austin' }, null],
    ['§4 nothing configured', { display: 'country' }, REQUIRED],
  ])('%s → %s', (_name, setup, expected) => {
    expect(locationSetupError(setup)).toBe(expected);
  });
});
