// Staff member and bookable service as the back office sends them (issue 14): week rows that may not
// overlap on a day, end after start, time off as local date-times; services need a booking type and,
// online, an https meeting link.
import { bookableServiceSchema, staffMemberSchema, validatePayload } from '@vitrina/validation';
import { describe, expect, it } from 'vitest';

const member = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Gómez',
  title: 'Chef',
  email: '',
  active: true,
  user_id: null,
  service_ids: [3, 3, 4],
  hours: [
    { weekday: 1, start: '09:00', end: '12:00', location_id: 2 },
    { weekday: 1, start: '13:00', end: '17:00', location_id: null },
  ],
  breaks: [{ weekday: 1, start: '12:00', end: '13:00' }],
  time_off: [{ starts: '2026-12-24T00:00', ends: '2026-12-27T00:00', reason: 'Holidays' }],
  ...over,
});
const service = (over: Record<string, unknown> = {}) => ({
  name: 'Tasting',
  slug: '',
  description: '',
  price: '45',
  duration_minutes: '90',
  buffer_before_minutes: 0,
  buffer_after_minutes: 15,
  storefront: true,
  mobile: false,
  virtual: false,
  meeting_url: '',
  bookable: true,
  active: true,
  staff_ids: [],
  ...over,
});

describe('staffMemberSchema', () => {
  it('accepts a week and keeps each service once', () => {
    const checked = validatePayload(staffMemberSchema, member());
    expect(checked.ok && checked.value.service_ids).toEqual([3, 4]);
  });

  it.each([
    [
      'hours overlapping on the same day',
      {
        hours: [
          { weekday: 2, start: '09:00', end: '12:00', location_id: null },
          { weekday: 2, start: '11:30', end: '14:00', location_id: 1 },
        ],
      },
      'hours[1].start',
      'validation:bookingSetup.hoursOverlap',
    ],
    [
      'an end before the start',
      { hours: [{ weekday: 2, start: '15:00', end: '09:00', location_id: null }] },
      'hours[0].end',
      'validation:bookingSetup.endAfterStart',
    ],
    [
      'a time that is not HH:MM',
      { breaks: [{ weekday: 2, start: '9am', end: '10:00' }] },
      'breaks[0].start',
      'validation:bookingSetup.time',
    ],
    [
      'overlapping breaks',
      {
        breaks: [
          { weekday: 3, start: '12:00', end: '13:00' },
          { weekday: 3, start: '12:30', end: '12:45' },
        ],
      },
      'breaks[1].start',
      'validation:bookingSetup.breaksOverlap',
    ],
    [
      'time off ending before it starts',
      { time_off: [{ starts: '2026-12-24T10:00', ends: '2026-12-24T09:00', reason: '' }] },
      'time_off[0].ends',
      'validation:bookingSetup.endAfterStart',
    ],
    [
      'a day that does not exist',
      { time_off: [{ starts: '2026-02-30T10:00', ends: '2026-03-02T09:00', reason: '' }] },
      'time_off[0].starts',
      'validation:bookingSetup.dateTime',
    ],
    ['no name', { name: '  ' }, 'name', 'validation:bookingSetup.staffName'],
  ])('refuses %s', (_label, over, field, message) => {
    const checked = validatePayload(staffMemberSchema, member(over));
    expect(checked.ok ? {} : checked.fields).toMatchObject({ [field]: message });
  });

  it('allows back-to-back hours and the same times on different days', () => {
    const hours = [
      { weekday: 4, start: '09:00', end: '12:00', location_id: 1 },
      { weekday: 4, start: '12:00', end: '24:00', location_id: null },
      { weekday: 5, start: '09:00', end: '12:00', location_id: 1 },
    ];
    expect(validatePayload(staffMemberSchema, member({ hours })).ok).toBe(true);
  });
});

describe('bookableServiceSchema', () => {
  it('accepts a storefront service with its duration typed as digits', () => {
    const checked = validatePayload(bookableServiceSchema, service());
    expect(checked.ok && checked.value.duration_minutes).toBe(90);
  });

  it.each([
    ['a virtual service without a meeting link', { virtual: true }, 'meeting_url', 'validation:bookingSetup.meetingUrlRequired'],
    [
      'a meeting link that is not https',
      { virtual: true, meeting_url: 'http://meet.example.com/x' },
      'meeting_url',
      'validation:bookingSetup.meetingUrl',
    ],
    ['no booking type', { storefront: false }, 'storefront', 'validation:bookingSetup.bookingType'],
    ['a duration under 5 minutes', { duration_minutes: 4 }, 'duration_minutes', 'validation:bookingSetup.duration'],
    ['a duration over 720 minutes', { duration_minutes: 721 }, 'duration_minutes', 'validation:bookingSetup.duration'],
    ['a buffer over 240 minutes', { buffer_before_minutes: 241 }, 'buffer_before_minutes', 'validation:bookingSetup.buffer'],
  ])('refuses %s', (_label, over, field, message) => {
    const checked = validatePayload(bookableServiceSchema, service(over));
    expect(checked.ok ? {} : checked.fields).toMatchObject({ [field]: message });
  });

  it('accepts an online-only service with an https link', () => {
    expect(
      validatePayload(bookableServiceSchema, service({ storefront: false, virtual: true, meeting_url: 'https://meet.example.com/abc' })).ok,
    ).toBe(true);
  });
});
