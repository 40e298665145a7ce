import { describe, expect, it } from 'vitest';
import { KM_PER_MILE, distanceInUnit, distanceUnitOf, milesFromUnit } from './distance-unit.js';

describe('distance unit by the business country (issue 26)', () => {
  it.each([
    ['ES', 'km'],
    ['MX', 'km'],
    ['es', 'km'],
    ['US', 'mi'],
    ['GB', 'mi'],
    ['LR', 'mi'],
    ['MM', 'mi'],
    [null, 'mi'],
  ] as const)('%s → %s', (country, unit) => {
    expect(distanceUnitOf(country)).toBe(unit);
  });

  it('shows a stored radius in whole kilometres, miles as stored', () => {
    expect(distanceInUnit(50, 'km')).toBe(80);
    expect(distanceInUnit(500, 'km')).toBe(805);
    expect(distanceInUnit(12.5, 'mi')).toBe(12.5);
  });

  it('stores a radius given in the unit as miles, and shows it back as given', () => {
    expect(milesFromUnit(80, 'km')).toBeCloseTo(49.71, 2);
    expect(milesFromUnit(15, 'km')).toBeCloseTo(15 / KM_PER_MILE, 10);
    expect(distanceInUnit(milesFromUnit(15, 'km'), 'km')).toBe(15);
    expect(milesFromUnit(25, 'mi')).toBe(25);
  });
});
