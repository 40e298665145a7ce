import { DEFAULT_BUSINESS_ZONE, businessTimeZone } from './business-time-zone.js';
import { describe, expect, it } from 'vitest';

describe('businessTimeZone', () => {
  it.each([
    ['its own known zone', 'Europe/Madrid', 'Europe/Madrid'],
    ['UTC', 'UTC', 'UTC'],
    ['none set', null, DEFAULT_BUSINESS_ZONE],
    ['empty', '', DEFAULT_BUSINESS_ZONE],
    ['an unknown zone', 'Mars/Olympus_Mons', DEFAULT_BUSINESS_ZONE],
  ] as const)('%s', (_name, zone, expected) => {
    expect(businessTimeZone(zone)).toBe(expected);
  });
});
