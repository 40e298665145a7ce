// Properties of computeSlots over random hours, breaks, busy times and time off, in zones with and without
// daylight saving (issue 14): no slot overlaps busy / time off (with buffers) or a break, every slot lies in
// the staff member's hours at its location, lasts exactly its duration, and respects the notice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, computeSlots, localDayRange, weekdayOf } from '@vitrina/booking';
import type { SlotRequest, StaffSchedule, WeeklyWindow, WorkingHours } from '@vitrina/booking';
import { minuteOfDate } from '../testing/local-wall.js';

const MINUTE = 60_000;
const zones = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
const dstDays = ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-04-05', '2026-10-04'];

const dateArb = fc.oneof(
  fc.constantFrom(...dstDays),
  fc.integer({ min: 0, max: 729 }).map((n) => addDays('2026-01-01', n)),
);

/** A wall window in 5-minute units, at least 5 minutes long, ending by midnight. */
const windowArb = fc
  .tuple(fc.integer({ min: 0, max: 286 }), fc.integer({ min: 1, max: 144 }))
  .map(([start, length]) => ({ startMinute: start * 5, endMinute: Math.min(1440, (start + length) * 5) }));

function scheduleArb(date: string): fc.Arbitrary<Omit<StaffSchedule, 'staffId'>> {
  const weekday = weekdayOf(date);
  const { start } = localDayRange(date, 'UTC');
  const rangeArb = fc.tuple(fc.integer({ min: -180, max: 27 * 60 }), fc.integer({ min: 5, max: 240 })).map(([from, length]) => ({
    start: new Date(start.getTime() + from * MINUTE).toISOString(),
    end: new Date(start.getTime() + (from + length) * MINUTE),
  }));
  return fc.record({
    hours: fc.array(
      fc
        .tuple(windowArb, fc.constantFrom(null, 1, 2), fc.constantFrom(weekday, weekday, (weekday + 1) % 7))
        .map(([w, locationId, day]): WorkingHours => ({ ...w, weekday: day, locationId })),
      { minLength: 1, maxLength: 3 },
    ),
    breaks: fc.array(
      windowArb.map((w): WeeklyWindow => ({ ...w, weekday })),
      { maxLength: 2 },
    ),
    timeOff: fc.array(rangeArb, { maxLength: 2 }),
    busy: fc.array(rangeArb, { maxLength: 4 }),
  });
}

const caseArb = fc.tuple(fc.constantFrom(...zones), dateArb).chain(([timeZone, date]) =>
  fc.record({
    request: fc.record({
      date: fc.constant(date),
      timeZone: fc.constant(timeZone),
      span: fc.record({
        durationMinutes: fc.integer({ min: 1, max: 48 }).map((n) => n * 5),
        bufferBeforeMinutes: fc.integer({ min: 0, max: 12 }).map((n) => n * 5),
        bufferAfterMinutes: fc.integer({ min: 0, max: 12 }).map((n) => n * 5),
      }),
      location: fc.constantFrom<SlotRequest['location']>(null, 1, 'any'),
      now: fc.option(
        fc.integer({ min: -6 * 60, max: 30 * 60 }).map((m) => new Date(Date.parse(`${date}T00:00:00Z`) + m * MINUTE)),
        { nil: undefined },
      ),
      minNoticeMinutes: fc.constantFrom(0, 60),
    }),
    staff: fc
      .array(scheduleArb(date), { minLength: 1, maxLength: 3 })
      .map((list) => list.map((s, i): StaffSchedule => ({ ...s, staffId: 10 + i }))),
  }),
);

/** Wall minutes (relative to the date's midnight) of the service, every 5 minutes; all bounds are 5-aligned. */
function serviceMinutes(start: number, end: number, timeZone: string, date: string): number[] {
  const minutes: number[] = [];
  for (let t = start; t < end; t += 5 * MINUTE) minutes.push(minuteOfDate(new Date(t), timeZone, date));
  return minutes;
}

describe('computeSlots properties', () => {
  it('every slot is inside the hours, outside breaks, busy and time off, and lasts its duration', () => {
    fc.assert(
      fc.property(caseArb, ({ request, staff }) => {
        const slots = computeSlots(request, staff);
        const { span, timeZone, date } = request;
        const keys = slots.map((s) => `${Date.parse(s.start)}|${s.locationId}`);
        expect(new Set(keys).size).toBe(slots.length);
        for (let i = 1; i < slots.length; i += 1) {
          expect(Date.parse(slots[i]!.start)).toBeGreaterThanOrEqual(Date.parse(slots[i - 1]!.start));
        }
        for (const slot of slots) {
          const start = Date.parse(slot.start);
          const end = Date.parse(slot.end);
          expect(end - start).toBe(span.durationMinutes * MINUTE);
          if (request.now) expect(start).toBeGreaterThanOrEqual(request.now.getTime() + request.minNoticeMinutes! * MINUTE);
          if (request.location !== 'any') expect(slot.locationId).toBe(request.location);
          const minutes = serviceMinutes(start, end, timeZone, date);
          const endMinute = minuteOfDate(slot.end, timeZone, date);
          expect(slot.staffIds.length).toBeGreaterThan(0);
          for (const id of slot.staffIds) {
            const member = staff.find((s) => s.staffId === id)!;
            const inOneWindow = member.hours.some(
              (h) =>
                h.weekday === weekdayOf(date) &&
                h.locationId === slot.locationId &&
                endMinute <= h.endMinute &&
                minutes.every((m) => m >= h.startMinute && m < h.endMinute),
            );
            expect(inOneWindow).toBe(true);
            for (const b of member.breaks) {
              expect(minutes.some((m) => m >= b.startMinute && m < b.endMinute)).toBe(false);
            }
            const blockedFrom = start - span.bufferBeforeMinutes * MINUTE;
            const blockedTo = end + span.bufferAfterMinutes * MINUTE;
            for (const range of [...member.busy, ...member.timeOff]) {
              const overlaps = blockedFrom < new Date(range.end).getTime() && new Date(range.start).getTime() < blockedTo;
              expect(overlaps).toBe(false);
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('another busy range never adds a slot', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 24 * 60 }), ({ request, staff }, from) => {
        const before = computeSlots(request, staff);
        const dayStart = localDayRange(request.date, request.timeZone).start.getTime();
        const extra = { start: new Date(dayStart + from * MINUTE), end: new Date(dayStart + (from + 60) * MINUTE) };
        const busier = staff.map((s, i) => (i === 0 ? { ...s, busy: [...s.busy, extra] } : s));
        const after = computeSlots(request, busier);
        for (const slot of after) {
          const same = before.find((b) => b.start === slot.start && b.locationId === slot.locationId);
          expect(same).toBeDefined();
          expect(slot.staffIds.every((id) => same!.staffIds.includes(id))).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
