// The slot rules of the issue 14 design ("Rules decided"), one row per rule.
import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_MIN_NOTICE_MINUTES,
  SLOT_STEP_MINUTES,
  addDays,
  bookingSpan,
  computeSlots,
  localDayRange,
  todayInZone,
} from '@vitrina/booking';
import type { SlotRequest, StaffSchedule } from '@vitrina/booking';

const zone = 'America/New_York';
const day = '2026-06-10'; // a Wednesday (weekday 3), EDT (-04:00)
const at = (hhmm: string): string => `${day}T${hhmm}:00-04:00`;
const hour = (h: number, m = 0): number => h * 60 + m;

function request(overrides: Partial<SlotRequest> = {}): SlotRequest {
  return {
    date: day,
    timeZone: zone,
    span: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
    location: null,
    ...overrides,
  };
}

function staff(overrides: Partial<StaffSchedule> = {}): StaffSchedule {
  return {
    staffId: 1,
    hours: [{ weekday: 3, startMinute: hour(9), endMinute: hour(12), locationId: null }],
    breaks: [],
    timeOff: [],
    busy: [],
    ...overrides,
  };
}

const starts = (req: SlotRequest, list: StaffSchedule[]): string[] => computeSlots(req, list).map((slot) => slot.start);

describe('computeSlots (issue 14 design rules)', () => {
  it('starts every 15 minutes from the window start; the service ends by the window end', () => {
    const list = starts(request(), [staff()]);
    expect(SLOT_STEP_MINUTES).toBe(15);
    expect(list[0]).toBe(at('09:00'));
    expect(list[1]).toBe(at('09:15'));
    expect(list.at(-1)).toBe(at('11:00'));
    expect(list).toHaveLength(9);
    expect(computeSlots(request(), [staff()])[0]!.end).toBe(at('10:00'));
  });

  it('counts steps from the window start (14:30 start → :30 / :45 / :00 / :15)', () => {
    const hours = [{ weekday: 3, startMinute: hour(14, 30), endMinute: hour(16), locationId: null }];
    expect(starts(request(), [staff({ hours })])).toEqual([at('14:30'), at('14:45'), at('15:00')]);
  });

  it('only uses hours of the local weekday', () => {
    const hours = [{ weekday: 4, startMinute: hour(9), endMinute: hour(12), locationId: null }];
    expect(computeSlots(request(), [staff({ hours })])).toEqual([]);
  });

  it('keeps the service time out of breaks; a slot may end when the break starts', () => {
    const breaks = [{ weekday: 3, startMinute: hour(10, 30), endMinute: hour(11) }];
    expect(
      starts(request({ span: bookingSpan([{ durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }]) }), [staff({ breaks })]),
    ).toEqual([at('09:00'), at('09:15'), at('09:30'), at('09:45'), at('10:00'), at('11:00'), at('11:15'), at('11:30')]);
  });

  it('keeps the blocked range (with buffers) off busy times; buffers may reach outside the hours', () => {
    const busy = [{ start: at('11:00'), end: at('11:30') }];
    const span = { durationMinutes: 30, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
    const list = starts(request({ span }), [staff({ busy })]);
    // 09:00: the buffer before starts at 08:45, outside the hours — allowed. 10:15: blocked 10:00–11:00
    // only touches the busy start. 10:30 on: the blocked range overlaps; 11:30: its buffer before does.
    expect(list).toEqual([at('09:00'), at('09:15'), at('09:30'), at('09:45'), at('10:00'), at('10:15')]);
  });

  it('time off blocks absolutely', () => {
    const timeOff = [{ start: new Date(at('09:30')), end: new Date(at('10:30')) }];
    expect(starts(request(), [staff({ timeOff })])).toEqual([at('10:30'), at('10:45'), at('11:00')]);
  });

  it('offers nothing sooner than now + 60 minutes of notice', () => {
    const now = new Date(at('09:20'));
    const list = starts(request({ now, minNoticeMinutes: BOOKING_MIN_NOTICE_MINUTES }), [staff()]);
    expect(list[0]).toBe(at('10:30'));
  });

  it('filters hours by location: a location id, null (mobile/virtual) or any', () => {
    const hours = [
      { weekday: 3, startMinute: hour(9), endMinute: hour(10), locationId: 2 },
      { weekday: 3, startMinute: hour(9), endMinute: hour(10), locationId: 1 },
      { weekday: 3, startMinute: hour(11), endMinute: hour(12), locationId: null },
    ];
    const member = staff({ hours });
    expect(computeSlots(request({ location: 2 }), [member]).map((s) => [s.start, s.locationId])).toEqual([[at('09:00'), 2]]);
    expect(computeSlots(request({ location: null }), [member]).map((s) => [s.start, s.locationId])).toEqual([[at('11:00'), null]]);
    // Sorted by start, then location.
    expect(computeSlots(request({ location: 'any' }), [member]).map((s) => [s.start, s.locationId])).toEqual([
      [at('09:00'), 1],
      [at('09:00'), 2],
      [at('11:00'), null],
    ]);
  });

  it('"any staff": each start lists every free staff member, in the order given', () => {
    const dana = staff({ staffId: 5, busy: [{ start: at('10:00'), end: at('11:00') }] });
    const marco = staff({ staffId: 3 });
    const slots = computeSlots(request(), [dana, marco]);
    expect(slots.find((s) => s.start === at('09:00'))!.staffIds).toEqual([5, 3]);
    expect(slots.find((s) => s.start === at('10:00'))!.staffIds).toEqual([3]);
  });

  it('a service must fit in one window (split shifts are not joined)', () => {
    const hours = [
      { weekday: 3, startMinute: hour(9), endMinute: hour(10), locationId: null },
      { weekday: 3, startMinute: hour(10), endMinute: hour(11), locationId: null },
    ];
    const list = starts(request(), [staff({ hours })]);
    expect(list).toEqual([at('09:00'), at('10:00')]);
  });

  it('fall back: a window starting inside the repeated hour never runs into the earlier 01:xx', () => {
    // 2026-11-01 New York: 01:00–02:00 happens twice. Hours 01:30–02:30, 30-minute service.
    const hours = [{ weekday: 0, startMinute: hour(1, 30), endMinute: hour(2, 30), locationId: null }];
    const list = starts(request({ date: '2026-11-01', span: { durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 } }), [
      staff({ hours }),
    ]);
    expect(list).toEqual([
      '2026-11-01T01:30:00-04:00',
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T01:45:00-05:00',
      '2026-11-01T02:00:00-05:00',
    ]);
  });

  it('spring forward: a window starting in the skipped hour starts when the clocks jump', () => {
    const hours = [{ weekday: 0, startMinute: hour(2, 30), endMinute: hour(4), locationId: null }];
    const list = starts(request({ date: '2026-03-08' }), [staff({ hours })]);
    expect(list).toEqual(['2026-03-08T03:00:00-04:00']);
  });

  it('no services, no slots', () => {
    expect(computeSlots(request({ span: bookingSpan([]) }), [staff()])).toEqual([]);
  });
});

describe('bookingSpan (several services)', () => {
  it('sums durations and takes the largest buffers', () => {
    expect(
      bookingSpan([
        { durationMinutes: 30, bufferBeforeMinutes: 10, bufferAfterMinutes: 0 },
        { durationMinutes: 45, bufferBeforeMinutes: 5, bufferAfterMinutes: 15 },
      ]),
    ).toEqual({ durationMinutes: 75, bufferBeforeMinutes: 10, bufferAfterMinutes: 15 });
  });
});

describe('local dates', () => {
  it('localDayRange spans the local day (24 h on an ordinary day)', () => {
    const { start, end } = localDayRange(day, zone);
    expect(start.toISOString()).toBe('2026-06-10T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-06-11T04:00:00.000Z');
  });

  it('todayInZone reads the date where the business is', () => {
    const now = new Date('2026-06-11T02:30:00Z'); // 22:30 on the 10th in New York, 11:30 on the 11th in Tokyo
    expect(todayInZone(zone, now)).toBe('2026-06-10');
    expect(todayInZone('Asia/Tokyo', now)).toBe('2026-06-11');
  });

  it('addDays crosses months and years; the horizon is 60 days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-26', BOOKING_HORIZON_DAYS)).toBe('2027-01-25');
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => computeSlots(request({ date: '2026-02-30' }), [staff()])).toThrow(RangeError);
  });
});
