// Issue 14 "Done when": a daylight-saving matrix (America/New_York, Europe/Berlin, Australia/Sydney; the day
// before, of and after each 2026 change, both directions; hours starting 09:00 and 14:30, and a window
// spanning the change hour; a visitor in another zone): 0 slots outside the hours, the first slot exactly at
// the local start, every slot exactly its duration in real minutes. Local times are read back with Intl
// (src/testing/local-wall.ts), not with the package's own zone arithmetic.
import { describe, expect, it } from 'vitest';
import { addDays, computeSlots, localDayRange, slotLabels, weekdayOf } from '@vitrina/booking';
import type { StaffSchedule } from '@vitrina/booking';
import { localWall, minuteOfDate } from '../testing/local-wall.js';

type Direction = 'spring forward' | 'fall back';

const changes: Array<{ zone: string; date: string; direction: Direction }> = [
  { zone: 'America/New_York', date: '2026-03-08', direction: 'spring forward' }, // 02:00 → 03:00
  { zone: 'America/New_York', date: '2026-11-01', direction: 'fall back' }, // 02:00 → 01:00
  { zone: 'Europe/Berlin', date: '2026-03-29', direction: 'spring forward' }, // 02:00 → 03:00
  { zone: 'Europe/Berlin', date: '2026-10-25', direction: 'fall back' }, // 03:00 → 02:00
  { zone: 'Australia/Sydney', date: '2026-04-05', direction: 'fall back' }, // 03:00 → 02:00
  { zone: 'Australia/Sydney', date: '2026-10-04', direction: 'spring forward' }, // 02:00 → 03:00
];

const windows = [
  { label: '09:00–17:00', startMinute: 9 * 60, endMinute: 17 * 60, spansChange: false },
  { label: '14:30–18:30', startMinute: 14 * 60 + 30, endMinute: 18 * 60 + 30, spansChange: false },
  { label: '01:00–04:00 (spans the change hour)', startMinute: 60, endMinute: 4 * 60, spansChange: true },
];

const durations = [30, 60, 45];
const offsets = [
  { label: 'the day before', days: -1 },
  { label: 'the day of', days: 0 },
  { label: 'the day after', days: 1 },
];

const cases = changes.flatMap((change) =>
  offsets.flatMap((offset) =>
    windows.flatMap((window) =>
      durations.map((duration) => ({
        ...change,
        day: addDays(change.date, offset.days),
        dayLabel: offset.label,
        isChangeDay: offset.days === 0,
        window,
        duration,
      })),
    ),
  ),
);

function everyDayStaff(startMinute: number, endMinute: number): StaffSchedule {
  return {
    staffId: 7,
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute, endMinute, locationId: null })),
    breaks: [],
    timeOff: [],
    busy: [],
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** "h:mm AM" of a wall minute, written by hand for the expectations. */
function twelveHour(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('slots across daylight-saving changes (issue 14 DST matrix)', () => {
  it.each(cases)(
    '$zone $dayLabel $direction ($day), hours $window.label, $duration min',
    ({ zone, day, direction, isChangeDay, window, duration }) => {
      const slots = computeSlots(
        {
          date: day,
          timeZone: zone,
          span: { durationMinutes: duration, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
          location: null,
        },
        [everyDayStaff(window.startMinute, window.endMinute)],
      );

      // The window lasts one hour less (spring forward) or more (fall back) in real time on the change day.
      const shift = isChangeDay && window.spansChange ? (direction === 'spring forward' ? -60 : 60) : 0;
      const realWindow = window.endMinute - window.startMinute + shift;
      expect(slots).toHaveLength(Math.floor((realWindow - duration) / 15) + 1);

      // First slot exactly at the local start.
      const first = slots[0]!;
      expect(localWall(first.start, zone).date).toBe(day);
      expect(localWall(first.start, zone).minute).toBe(window.startMinute);

      const starts = new Set<number>();
      for (const slot of slots) {
        const start = Date.parse(slot.start);
        const end = Date.parse(slot.end);
        starts.add(start);
        // Exactly the duration in real minutes.
        expect(end - start).toBe(duration * 60_000);
        // The written offset is the zone's real offset at that instant.
        const offset = localWall(slot.start, zone).offsetMinutes;
        const sign = offset < 0 ? '-' : '+';
        expect(slot.start.endsWith(`${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`)).toBe(true);
        // 0 slots outside the hours: every 5 minutes of the service read inside the window, on that date.
        for (let at = start; at < end; at += 5 * 60_000) {
          const minute = minuteOfDate(new Date(at), zone, day);
          expect(minute).toBeGreaterThanOrEqual(window.startMinute);
          expect(minute).toBeLessThan(window.endMinute);
        }
        expect(minuteOfDate(slot.end, zone, day)).toBeLessThanOrEqual(window.endMinute);
      }
      // Each real instant once, in order.
      expect(starts.size).toBe(slots.length);
      expect([...starts]).toEqual([...starts].sort((a, b) => a - b));
    },
  );

  it.each(changes)('$zone $direction ($date): a skipped wall time is never offered, a repeated one twice', (change) => {
    const slots = computeSlots(
      {
        date: change.date,
        timeZone: change.zone,
        span: { durationMinutes: 15, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
        location: null,
      },
      [everyDayStaff(0, 24 * 60)],
    );
    const wallMinutes = slots.map((slot) => localWall(slot.start, change.zone).minute);
    // 02:15 does not exist on a spring-forward day in these zones; on fall-back days the repeated hour is
    // 01:xx (New York) or 02:xx (Berlin, Sydney).
    const probe = change.direction === 'spring forward' ? 2 * 60 + 15 : change.zone === 'America/New_York' ? 75 : 135;
    expect(wallMinutes.filter((m) => m === probe)).toHaveLength(change.direction === 'spring forward' ? 0 : 2);
    const { start, end } = localDayRange(change.date, change.zone);
    const hours = (end.getTime() - start.getTime()) / 3_600_000;
    expect(hours).toBe(change.direction === 'spring forward' ? 23 : 25);
    expect(slots).toHaveLength(hours * 4);
  });

  const visitors = cases.filter((c) => c.duration === 60 && !c.window.spansChange);
  it.each(visitors)('a visitor in Asia/Tokyo sees the business time and their own: $zone $day $window.label', ({ zone, day, window }) => {
    const [first] = computeSlots(
      {
        date: day,
        timeZone: zone,
        span: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
        location: null,
      },
      [everyDayStaff(window.startMinute, window.endMinute)],
    );
    const labels = slotLabels(first!.start, { businessZone: zone, visitorZone: 'Asia/Tokyo', locale: 'en-US' });
    expect(labels.business).toBe(twelveHour(window.startMinute));
    // Tokyo is UTC+9 all year.
    const tokyo = new Date(Date.parse(first!.start) + 9 * 3_600_000);
    const tokyoMinute = tokyo.getUTCHours() * 60 + tokyo.getUTCMinutes();
    const tokyoDate = tokyo.toISOString().slice(0, 10);
    const weekday = tokyoDate === day ? '' : `${WEEKDAYS[tokyo.getUTCDay()]} `;
    expect(labels.visitor).toBe(`${weekday}${twelveHour(tokyoMinute)}`);
    expect(weekdayOf(day)).toBe(new Date(`${day}T12:00:00Z`).getUTCDay());
  });
});
