import { describe, expect, it } from 'vitest';
import { addCalendarDays, dayStartInZone, daysOf, localToday, resolveDashboardPeriod, zoneOffsetMinutes } from './dashboard-period.js';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('the business zone (issue 31: every day is a calendar day of the business)', () => {
  it('offsets: Madrid +60/+120, New York -300/-240, UTC 0', () => {
    expect(zoneOffsetMinutes('Europe/Madrid', Date.parse('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Madrid', Date.parse('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('UTC', Date.parse('2026-07-15T12:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.parse('2026-07-15T12:00:00Z'))).toBe(330);
  });

  it("today is the zone's: 23:30 in New York is already tomorrow in UTC and Madrid", () => {
    const now = at('2026-03-11T03:30:00Z'); // 23:30 on the 10th in New York (EDT), 04:30 on the 11th in Madrid
    expect(localToday('America/New_York', now)).toBe('2026-03-10');
    expect(localToday('Europe/Madrid', now)).toBe('2026-03-11');
  });

  it('a day starts at local midnight; DST days last 23 and 25 hours', () => {
    expect(dayStartInZone('2026-01-15', 'Europe/Madrid').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(dayStartInZone('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    const length = (day: string, zone: string) =>
      (dayStartInZone(addCalendarDays(day, 1), zone).getTime() - dayStartInZone(day, zone).getTime()) / HOUR;
    expect(length('2026-03-29', 'Europe/Madrid')).toBe(23);
    expect(length('2026-10-25', 'Europe/Madrid')).toBe(25);
    expect(length('2026-03-08', 'America/New_York')).toBe(23);
    expect(length('2026-11-01', 'America/New_York')).toBe(25);
    expect(length('2026-06-01', 'America/New_York')).toBe(24);
  });

  it('where the clocks jump over midnight the day starts when they jump (Santiago, September)', () => {
    // Chile springs forward at 24:00 → 01:00 on the first Saturday night of September.
    const start = dayStartInZone('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localToday('America/Santiago', start)).toBe('2026-09-06');
    expect(localToday('America/Santiago', new Date(start.getTime() - 1))).toBe('2026-09-05');
  });

  it('calendar days cross months and leap years', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('resolveDashboardPeriod', () => {
  const zone = 'Europe/Madrid';
  const now = at('2026-03-31T21:30:00Z'); // 23:30 on March 31 in Madrid (CEST)

  it('today and its previous day', () => {
    const p = resolveDashboardPeriod({ period: 'today' }, zone, now);
    expect([p.current.from, p.current.to, p.previous.from, p.previous.to]).toEqual([
      '2026-03-31',
      '2026-03-31',
      '2026-03-30',
      '2026-03-30',
    ]);
    expect(p.current.start.toISOString()).toBe('2026-03-30T22:00:00.000Z');
    expect(p.current.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(p.days).toEqual(['2026-03-31']);
  });

  it('7 and 30 days include today; the previous period is as long, just before (across the DST change)', () => {
    const week = resolveDashboardPeriod({ period: '7d' }, zone, now);
    expect(week.current).toMatchObject({ from: '2026-03-25', to: '2026-03-31' });
    expect(week.previous).toMatchObject({ from: '2026-03-18', to: '2026-03-24' });
    expect(week.days).toHaveLength(7);
    expect(week.previousDays).toHaveLength(7);
    // The week holds March 29, 23 hours long: 7 × 24 − 1 hours.
    expect((week.current.end.getTime() - week.current.start.getTime()) / HOUR).toBe(167);
    expect(week.previous.end.getTime()).toBe(week.current.start.getTime());

    const month = resolveDashboardPeriod({ period: '30d' }, zone, now);
    expect(month.current).toMatchObject({ from: '2026-03-02', to: '2026-03-31' });
    expect(month.previous).toMatchObject({ from: '2026-01-31', to: '2026-03-01' });
    expect(month.days).toHaveLength(30);
  });

  it('this month: from the 1st; previous: the same days of the previous month, clipped to its length', () => {
    const march = resolveDashboardPeriod({ period: 'month' }, zone, now);
    expect(march.current).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(march.previous).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    const mid = resolveDashboardPeriod({ period: 'month' }, zone, at('2026-01-15T12:00:00Z'));
    expect(mid.current).toMatchObject({ from: '2026-01-01', to: '2026-01-15' });
    expect(mid.previous).toMatchObject({ from: '2025-12-01', to: '2025-12-15' });
    expect(mid.days).toHaveLength(15);
  });

  it('custom: the given days; previous: as many days just before', () => {
    const p = resolveDashboardPeriod({ period: 'custom', from: '2026-10-20', to: '2026-11-02' }, 'America/New_York', now);
    expect(p.current).toMatchObject({ from: '2026-10-20', to: '2026-11-02' });
    expect(p.previous).toMatchObject({ from: '2026-10-06', to: '2026-10-19' });
    expect(p.days).toHaveLength(14);
    expect(p.current.start.toISOString()).toBe('2026-10-20T04:00:00.000Z');
    expect(p.current.end.toISOString()).toBe('2026-11-03T05:00:00.000Z');
    expect(() => resolveDashboardPeriod({ period: 'custom' }, zone, now)).toThrow(RangeError);
  });
});
