import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_RADIUS_MILES, serviceRadiusMiles } from '@vitrina/core-model';

describe('service radius (spec §3 mobile_home_zip_radius, §9 default 50 miles)', () => {
  it.each([
    ['the client’s own radius', 15, 15],
    ['a radius sent as text', '20', 20],
    ['§9 none set → 50', null, 50],
    ['§9 undefined → 50', undefined, 50],
    ['§9 zero → 50', 0, 50],
    ['§9 negative → 50', -5, 50],
    ['§9 blank text → 50', ' ', 50],
    ['§9 not a number → 50', 'far', 50],
    ['§9 infinite → 50', Number.POSITIVE_INFINITY, 50],
  ])('%s', (_name, radius, expected) => {
    expect(serviceRadiusMiles(radius)).toBe(expected);
  });

  it('§9 the default is 50 miles', () => {
    expect(DEFAULT_SERVICE_RADIUS_MILES).toBe(50);
  });
});
