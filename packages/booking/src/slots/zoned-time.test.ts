import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_ZONE, businessTimeZone, instantToLocal, localToInstant } from '@vitrina/booking';

describe('local date-time ↔ instant in a zone (forms that take a date and a time)', () => {
  it('a normal time in New York and Madrid', () => {
    expect(localToInstant('America/New_York', '2026-07-01T09:30').toISOString()).toBe('2026-07-01T13:30:00.000Z');
    expect(localToInstant('Europe/Madrid', '2026-01-15T18:00').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(instantToLocal('Europe/Madrid', new Date('2026-01-15T17:00:00Z'))).toBe('2026-01-15T18:00');
  });

  it('a time the clocks skip (New York, 8 March 2026, 02:30) moves forward to the jump', () => {
    expect(localToInstant('America/New_York', '2026-03-08T02:30').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(instantToLocal('America/New_York', '2026-03-08T07:00:00Z')).toBe('2026-03-08T03:00');
  });

  it('a time that happens twice (New York, 1 November 2026, 01:30) is the earlier one', () => {
    expect(localToInstant('America/New_York', '2026-11-01T01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantToLocal('America/New_York', '2026-11-01T06:30:00Z')).toBe('2026-11-01T01:30');
  });

  it('refuses what is not a local date-time', () => {
    expect(() => localToInstant('America/New_York', '2026-02-30T10:00')).toThrow(RangeError);
    expect(() => localToInstant('America/New_York', 'soon')).toThrow(RangeError);
  });
});

describe('the business zone', () => {
  it('is its own when known, New York when unset or unknown', () => {
    expect(businessTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(businessTimeZone(null)).toBe(DEFAULT_BUSINESS_ZONE);
    expect(businessTimeZone('Mars/Olympus')).toBe('America/New_York');
  });
});
