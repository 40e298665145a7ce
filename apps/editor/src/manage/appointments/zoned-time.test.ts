import { describe, expect, it } from 'vitest';
import { rangeOf, viewDays, weekStart, zonedInstant, zonedParts } from './zoned-time.js';

describe('Schedule dates in the business zone', () => {
  it('reads an instant as the local date and time of the zone, not the browser’s', () => {
    expect(zonedParts('2031-03-10T02:30:00Z', 'America/New_York')).toEqual({ date: '2031-03-09', time: '22:30' });
    expect(zonedParts('2031-07-01T08:30:00Z', 'Europe/Madrid')).toEqual({ date: '2031-07-01', time: '10:30' });
  });

  it('turns a wall time of the zone into its instant, across daylight saving', () => {
    expect(zonedInstant('2026-03-07', '10:00', 'America/New_York').toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(zonedInstant('2026-03-08', '10:00', 'America/New_York').toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInstant('2026-07-01', '10:30', 'Europe/Madrid').toISOString()).toBe('2026-07-01T08:30:00.000Z');
  });

  it('weeks start on Sunday in English and Monday in Spanish; a range covers whole local days', () => {
    expect(weekStart('2031-03-12', 0)).toBe('2031-03-09');
    expect(weekStart('2031-03-12', 1)).toBe('2031-03-10');
    expect(viewDays('week', '2031-03-12', 1)).toHaveLength(7);
    expect(viewDays('day', '2031-03-12', 1)).toEqual(['2031-03-12']);
    expect(rangeOf(['2026-03-08'], 'America/New_York')).toEqual({ from: '2026-03-08T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' });
  });
});
