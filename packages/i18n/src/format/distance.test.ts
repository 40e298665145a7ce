import { formatDistance } from '../index.js';
import { describe, expect, it } from 'vitest';

// Issue 26: the salon in Madrid showed its service area in miles.
describe('formatDistance', () => {
  it.each([
    [50, 'ES', 'es', '80 kilómetros'],
    [50, 'ES', 'en', '80 kilometers'],
    [50, 'US', 'en', '50 miles'],
    [1, 'US', 'en', '1 mile'],
    [25, 'US', 'es', '25 millas'],
    [10, 'GB', 'en', '10 miles'],
    [50, null, 'en', '50 miles'],
  ] as const)('%s mi in %s, %s → %s', (miles, country, locale, text) => {
    expect(formatDistance(miles, country, locale)).toBe(text);
  });
});
