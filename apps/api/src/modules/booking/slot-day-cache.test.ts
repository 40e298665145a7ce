// The cached day of slots (issue 29 "Slots", slot-day-cache.ts): over a table of selections it answers what
// the uncached computation (slotsForDates, several queries) answers — at the read, from the cache, and later
// the same day when min notice has cut the morning or a hold has run out — with one query on a miss and none
// on a hit; errors stay those of the public call. On PGlite and (with DATABASE_URL) Postgres.
import { addDays, todayInZone } from '@vitrina/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment } from './appointment-rows-repository.js';
import type { NewAppointment } from './appointment-rows-repository.js';
import { resolveSelection } from './booking-selection.js';
import type { SelectionInput } from './booking-selection.js';
import { slotsForDates } from './booking-slots.js';
import { cachedSlotDay } from './slot-day-cache.js';
import { buildService, buildStaff } from '../../testing/booking-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { ZONE, at, bookingSetup, slotsUrl, testDate } from './booking-test-fixture.js';
import type { BookingSetup } from './booking-test-fixture.js';

const HOUR = 3_600_000;

interface Case {
  name: string;
  /** What the day offers at the read: some slots (default), none, or it depends on the time of day. */
  offers?: 'slots' | 'none' | 'depends';
  /** The business and the selection to read; `date` defaults to a day a week ahead. */
  make: (t: TestServer) => Promise<{ clientId: number; input: SelectionInput; date?: string }>;
}

const chosen = (s: BookingSetup, extra: Partial<SelectionInput> = {}): SelectionInput => ({
  serviceType: 0,
  locationId: s.locationId,
  serviceIds: [s.serviceId],
  staffId: s.staffId,
  ...extra,
});

function appointment(s: BookingSetup, date: string, from: string, hours: number, extra: Partial<NewAppointment> = {}): NewAppointment {
  const start = new Date(at(date, from));
  const end = new Date(start.getTime() + hours * HOUR);
  return {
    client_id: s.clientId,
    staff_id: s.staffId,
    location_id: s.locationId,
    service_type: 0,
    status: 'booked',
    starts_at: start,
    ends_at: end,
    blocked_from: start,
    blocked_to: end,
    ...extra,
  };
}

const CASES: Case[] = [
  {
    name: 'one person, a plain day',
    make: async (t) => {
      const s = await bookingSetup(t.database.db);
      return { clientId: s.clientId, input: chosen(s) };
    },
  },
  {
    name: 'any staff: two people, a break and time off',
    make: async (t) => {
      const db = t.database.db;
      const date = testDate();
      const s = await bookingSetup(db, { breaks: [{ from: '12:00', to: '13:00' }] });
      const other = await buildStaff(db, s.clientId, {
        hours: [{ from: '10:00', to: '18:00', locationId: s.locationId }],
        timeOff: [{ starts_at: new Date(at(date, '15:00')), ends_at: new Date(at(date, '16:30')) }],
      });
      const both = await buildService(db, s.clientId, { staffIds: [s.staffId, other.id], buffer_after_minutes: 15 });
      return { clientId: s.clientId, input: chosen(s, { serviceIds: [both.id], staffId: 'any' }), date };
    },
  },
  {
    name: 'a booking with buffers, a live hold, an expired hold and a canceled appointment',
    make: async (t) => {
      const db = t.database.db;
      const date = testDate();
      const s = await bookingSetup(db, {}, { buffer_before_minutes: 15, buffer_after_minutes: 30 });
      const blocked = { blocked_from: new Date(at(date, '11:45')), blocked_to: new Date(at(date, '13:30')) };
      await insertAppointment(db, appointment(s, date, '12:00', 1, blocked), []);
      await insertAppointment(
        db,
        appointment(s, date, '09:00', 1, { status: 'held', hold_expires_at: new Date(Date.now() + 10 * 60_000) }),
        [],
      );
      await insertAppointment(db, appointment(s, date, '14:00', 1, { status: 'held', hold_expires_at: new Date(Date.now() - 1_000) }), []);
      await insertAppointment(db, appointment(s, date, '15:00', 1, { status: 'canceled' }), []);
      return { clientId: s.clientId, input: chosen(s), date };
    },
  },
  {
    name: 'today around the clock: min notice cuts the hours already gone, a hold runs out later',
    offers: 'depends',
    make: async (t) => {
      const db = t.database.db;
      const date = todayInZone(ZONE);
      const s = await bookingSetup(db, { hours: [{ from: '00:00', to: '24:00' }] }, { duration_minutes: 30 });
      const soon = new Date(Date.now() + 2 * HOUR);
      const start = new Date(Math.ceil(soon.getTime() / (15 * 60_000)) * 15 * 60_000);
      const end = new Date(start.getTime() + HOUR);
      const row = { ...appointment(s, date, '00:00', 1), starts_at: start, ends_at: end, blocked_from: start, blocked_to: end };
      await insertAppointment(db, { ...row, status: 'held', hold_expires_at: new Date(Date.now() + HOUR) }, []);
      return { clientId: s.clientId, input: chosen(s), date };
    },
  },
  {
    name: 'mobile: the away hours only',
    make: async (t) => {
      const db = t.database.db;
      const s = await bookingSetup(db, {
        hours: [
          { from: '08:00', to: '11:00', locationId: null },
          { from: '13:00', to: '17:00' },
        ],
      });
      const visit = await buildService(db, s.clientId, { staffIds: [s.staffId], storefront: false, mobile: true });
      return { clientId: s.clientId, input: { serviceType: 1, locationId: null, serviceIds: [visit.id], staffId: s.staffId } };
    },
  },
  {
    name: 'the employee link: any location of the chosen person, two services',
    make: async (t) => {
      const db = t.database.db;
      const s = await bookingSetup(db);
      const second = await buildService(db, s.clientId, { staffIds: [s.staffId], duration_minutes: 45, buffer_before_minutes: 10 });
      return { clientId: s.clientId, input: chosen(s, { locationId: null, serviceIds: [second.id, s.serviceId, second.id] }) };
    },
  },
  {
    name: 'the last day of the horizon',
    make: async (t) => {
      const s = await bookingSetup(t.database.db);
      return { clientId: s.clientId, input: chosen(s), date: addDays(todayInZone(ZONE), 60) };
    },
  },
  {
    name: 'yesterday',
    offers: 'none',
    make: async (t) => {
      const s = await bookingSetup(t.database.db);
      return { clientId: s.clientId, input: chosen(s), date: addDays(todayInZone(ZONE), -1) };
    },
  },
  {
    name: 'a date past the horizon',
    offers: 'none',
    make: async (t) => {
      const s = await bookingSetup(t.database.db);
      return { clientId: s.clientId, input: chosen(s), date: addDays(todayInZone(ZONE), 61) };
    },
  },
];

describe.each(testDatabases())('%s: the cached day of slots', (kind) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  /** Statements the driver runs during `run`. */
  async function queriesOf(run: () => Promise<unknown>): Promise<number> {
    const client = t.database.client as unknown as { query: (...args: unknown[]) => unknown };
    const query = client.query;
    let n = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      n += 1;
      return query.apply(this, args);
    };
    try {
      await run();
    } finally {
      client.query = query;
    }
    return n;
  }

  it.each(CASES.map((c) => [c.name, c] as const))('%s: as computed uncached, now and three hours later', async (_name, c) => {
    const db = t.database.db;
    const { clientId, input, date = testDate() } = await c.make(t);
    const uncached = async (now: Date) =>
      (await slotsForDates(db, await resolveSelection(db, clientId, input), [date], now)).get(date) ?? [];
    const now = new Date();
    const later = new Date(now.getTime() + 3 * HOUR);
    const first = await cachedSlotDay(t.database, clientId, input, date, now);
    expect(first).toEqual({ date, timeZone: ZONE, slots: await uncached(now) });
    if (c.offers !== 'depends') expect(first.slots.length > 0).toBe(c.offers !== 'none');
    expect(await cachedSlotDay(t.database, clientId, input, date, now)).toEqual(first);
    expect((await cachedSlotDay(t.database, clientId, input, date, later)).slots).toEqual(await uncached(later));
  });

  it('a read is one query on a miss and none on a hit, the unknown client included', async () => {
    const s = await bookingSetup(t.database.db, { breaks: [{ from: '12:00', to: '13:00' }] });
    const url = slotsUrl(s, testDate(), { staffId: 'any' });
    let res = await t.app.inject(url);
    expect(await queriesOf(async () => (res = await t.app.inject(slotsUrl(s, testDate(5), { staffId: 'any' }))))).toBe(1);
    expect(res.statusCode).toBe(200);
    expect(res.json().slots.length).toBeGreaterThan(0);
    expect(await queriesOf(() => t.app.inject(url))).toBe(0);
    expect(await queriesOf(async () => (res = await t.app.inject(slotsUrl({ ...s, clientId: 2_000_000 }, testDate()))))).toBe(1);
    expect(res.statusCode).toBe(404);
  });

  it('answers the call’s errors as before: unknown client, unknown service, unknown staff, a date that is no day', async () => {
    const s = await bookingSetup(t.database.db);
    const code = async (url: string) => {
      const res = await t.app.inject(url);
      return [res.statusCode, res.json().error?.code];
    };
    expect(await code(slotsUrl({ ...s, clientId: 2_000_000 }, testDate()))).toEqual([404, 'not_found']);
    expect(await code(slotsUrl(s, testDate(), { serviceIds: '999999' }))).toEqual([400, 'unknown_service']);
    expect(await code(slotsUrl(s, testDate(), { staffId: 999_999 }))).toEqual([400, 'unknown_staff']);
    expect(await code(slotsUrl(s, '2031-02-30'))).toEqual([400, 'invalid_date']);
    expect(await code(slotsUrl(s, '2031-02-30', { serviceIds: '999999' }))).toEqual([400, 'unknown_service']);
    // An error is never kept: the same key answers once the data is there.
    expect((await t.app.inject(slotsUrl(s, testDate()))).statusCode).toBe(200);
  });
});
