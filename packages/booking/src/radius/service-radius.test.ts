import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMiles, isWithinServiceRadius } from '@vitrina/booking';

const austin = { lat: 30.2672, lon: -97.7431 };
const roundRock = { lat: 30.5083, lon: -97.6789 }; // ≈ 17 mi north of Austin
const sanAntonio = { lat: 29.4241, lon: -98.4936 }; // ≈ 73.6 mi
const houston = { lat: 29.7604, lon: -95.3698 }; // ≈ 146.2 mi

describe('service radius (spec §3 mobile_lat/mobile_lon/mobile_home_zip_radius, §9 default 50 miles)', () => {
  it.each([
    ['§9 default 50 mi: a nearby city is inside', roundRock, undefined, true],
    ['§9 default 50 mi: a city 73.6 mi away is outside', sanAntonio, undefined, false],
    ['§3 a radius of 100 mi reaches 73.6 mi', sanAntonio, 100, true],
    ['§3 the radius may come as a string', sanAntonio, '80', true],
    ['§9 a null radius means the default', houston, null, false],
    ['§9 a zero radius means the default', roundRock, 0, true],
    ['§3 a radius of 10 mi does not reach 17 mi', roundRock, 10, false],
    ['the home point itself is always inside', austin, 1, true],
    ['an invalid coordinate is never inside', { lat: Number.NaN, lon: 0 }, 50, false],
    ['a latitude beyond ±90 is never inside', { lat: 91, lon: -97.7 }, 5000, false],
  ] as const)('%s', (_name, customer, radius, expected) => {
    expect(isWithinServiceRadius(austin, customer, radius)).toBe(expected);
  });

  // Reference figures from the spherical law of cosines, an independent formula for the same distance.
  it('matches known great-circle distances', () => {
    expect(distanceMiles(austin, sanAntonio)).toBeCloseTo(73.595, 2);
    expect(distanceMiles(austin, houston)).toBeCloseTo(146.241, 2);
    expect(distanceMiles(austin, roundRock)).toBeCloseTo(17.092, 2);
    // New York – London, ≈ 3461 mi.
    expect(Math.abs(distanceMiles({ lat: 40.7128, lon: -74.006 }, { lat: 51.5074, lon: -0.1278 }) - 3461)).toBeLessThan(5);
  });

  const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }) });

  it('distance is symmetric, non-negative, zero to itself and at most half the Earth round', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 3958.7613 + 1e-6);
        expect(Math.abs(d - distanceMiles(b, a))).toBeLessThan(1e-6);
        expect(distanceMiles(a, a)).toBeCloseTo(0, 6);
      }),
    );
  });

  // Haversine loses a few millionths of a mile near antipodal points, hence the 0.01-mile slack.
  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceMiles(a, c)).toBeLessThanOrEqual(distanceMiles(a, b) + distanceMiles(b, c) + 0.01);
      }),
    );
  });
});
