import { describe, expect, it } from 'vitest';
import { distanceInUnit, distanceUnitOf } from './distance-unit.js';

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
});
