// Issue 30 "Customer": the booking's own page by its secret manage key, on PGlite and (with DATABASE_URL)
// Postgres. Cancel within the policy frees the slot at once (the cached day is dropped); too late or never is
// refused with its code and changes nothing; a move takes one of the same selection's free slots; a move racing
// visitors' bookings of the same slot gives exactly one winner; a wrong key is 404.
import { myBookingCalls } from '@vitrina/api-client/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clients, domainEvents } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { callPath } from '../../testing/call-path.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { nextIp } from '../orders/checkout-test-fixture.js';
import { at, bookingSetup, hhmmOf, postBooking, selection, slotsUrl, testDate } from './booking-test-fixture.js';
import type { BookingSetup } from './booking-test-fixture.js';

describe.each(testDatabases())('%s: the customer’s own booking page (issue 30)', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  /** Books `hhmm` on `date` as a visitor; answers the appointment's manage key. */
  async function book(s: BookingSetup, date: string, hhmm: string, email = 'ana@example.com'): Promise<string> {
    const booked = await postBooking(t, s.clientId, {
      ...selection(s, at(date, hhmm)),
      details: { firstName: 'Ana', lastName: 'López', email, phoneNumber: '+1 555 123 4567' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await db().select({ key: appointments.manage_key }).from(appointments).where(eq(appointments.uuid, booked.json().uuid));
    return row!.key;
  }
  const page = (clientId: number, key: string) => t.app.inject({ method: 'GET', url: callPath(myBookingCalls.get, { id: clientId, key }) });
  const cancel = (clientId: number, key: string) =>
    t.app.inject({ method: 'POST', url: callPath(myBookingCalls.cancel, { id: clientId, key }), headers: { 'x-forwarded-for': nextIp() } });
  const reschedule = (clientId: number, key: string, start: string) =>
    t.app.inject({
      method: 'POST',
      url: callPath(myBookingCalls.reschedule, { id: clientId, key }),
      headers: { 'x-forwarded-for': nextIp() },
      payload: { start },
    });
  const slotTimes = async (s: BookingSetup, date: string) => {
    const r = await t.app.inject({ method: 'GET', url: slotsUrl(s, date) });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().slots as { start: string }[]).map((x) => hhmmOf(x.start));
  };
  const eventsOf = async (clientId: number) =>
    (
      await db()
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.client_id, clientId), inArray(domainEvents.type, ['AppointmentRescheduled', 'AppointmentCancelled'])))
        .orderBy(asc(domainEvents.id))
    ).map((row) => ({ type: row.type, ...row.payload }));

  it('shows the booking by its key with the policy (24 hours by default); a wrong, malformed or other business’s key is 404', async () => {
    const s = await bookingSetup(db());
    const date = testDate();
    const key = await book(s, date, '10:00');
    const r = await page(s.clientId, key);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.appointment.status).toBe('booked');
    expect(body.appointment.start).toBe(at(date, '10:00'));
    expect(body.selection).toEqual({ serviceType: 0, locationId: s.locationId, serviceIds: [s.serviceId], staffId: s.staffId });
    expect(body).toMatchObject({ changeHours: 24, canChange: true, refusal: null });
    expect(Date.parse(body.changeUntil)).toBe(Date.parse(at(date, '10:00')) - 24 * 3_600_000);

    for (const wrong of ['00000000-0000-4000-8000-000000000000', 'not-a-key', body.appointment.uuid]) {
      const missing = await page(s.clientId, wrong);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('appointment_not_found');
      expect((await cancel(s.clientId, wrong)).statusCode).toBe(404);
    }
    const other = (await buildClient(db())).client.id;
    expect((await page(other, key)).statusCode).toBe(404);
    expect((await cancel(other, key)).statusCode).toBe(404);
    expect((await reschedule(other, key, at(date, '12:00'))).statusCode).toBe(404);
  });

  it('cancel within the policy frees the slot at once (the cached day too) and tells who cancelled; again is 409', async () => {
    const s = await bookingSetup(db());
    const date = testDate();
    const key = await book(s, date, '11:00');
    // Read (and cache) the day while the slot is taken.
    expect(await slotTimes(s, date)).not.toContain('11:00');
    const r = await cancel(s.clientId, key);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ canChange: false, refusal: 'appointment_not_active' });
    expect(r.json().appointment.status).toBe('canceled');
    expect(await slotTimes(s, date)).toContain('11:00');
    const [row] = await db().select().from(appointments).where(eq(appointments.manage_key, key));
    expect(row!.status).toBe('canceled');
    expect(await eventsOf(s.clientId)).toEqual([
      { type: 'AppointmentCancelled', clientId: s.clientId, appointmentId: row!.id, by: 'customer' },
    ]);
    const again = await cancel(s.clientId, key);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('appointment_not_active');
  });

  it('too late (inside the policy window) or never: refused with its code, nothing changes, no event', async () => {
    const s = await bookingSetup(db());
    // Two days ahead: inside a 72-hour window.
    const date = testDate(2);
    const key = await book(s, date, '10:00');
    await db().update(clients).set({ booking_change_hours: 72 }).where(eq(clients.id, s.clientId));
    const shown = (await page(s.clientId, key)).json();
    expect(shown).toMatchObject({ changeHours: 72, canChange: false, refusal: 'change_too_late' });
    const late = await cancel(s.clientId, key);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'change_too_late', message: 'booking:myBooking.tooLate' });
    const lateMove = await reschedule(s.clientId, key, at(date, '14:00'));
    expect(lateMove.statusCode).toBe(409);
    expect(lateMove.json().error.code).toBe('change_too_late');

    await db().update(clients).set({ booking_change_hours: 0 }).where(eq(clients.id, s.clientId));
    expect((await page(s.clientId, key)).json()).toMatchObject({ changeHours: 0, changeUntil: null, refusal: 'changes_not_allowed' });
    const never = await cancel(s.clientId, key);
    expect(never.statusCode).toBe(409);
    expect(never.json().error.code).toBe('changes_not_allowed');

    const [row] = await db().select().from(appointments).where(eq(appointments.manage_key, key));
    expect(row!.status).toBe('booked');
    expect(row!.starts_at.getTime()).toBe(Date.parse(at(date, '10:00')));
    expect(await eventsOf(s.clientId)).toEqual([]);
  });

  it('reschedule moves to a free slot of the same selection: the old time is offered again, the new one not; a taken or unknown time is 409', async () => {
    const s = await bookingSetup(db());
    const date = testDate();
    const key = await book(s, date, '10:00');
    await book(s, date, '15:00', 'ben@example.com');
    expect(await slotTimes(s, date)).not.toContain('10:00');
    const taken = await reschedule(s.clientId, key, at(date, '15:00'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('slot_unavailable');
    const offHours = await reschedule(s.clientId, key, at(date, '20:00'));
    expect(offHours.statusCode).toBe(409);

    const moved = await reschedule(s.clientId, key, at(date, '13:00'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().appointment.start).toBe(at(date, '13:00'));
    expect(moved.json().canChange).toBe(true);
    const times = await slotTimes(s, date);
    expect(times).toContain('10:00');
    expect(times).not.toContain('13:00');
    const [row] = await db().select().from(appointments).where(eq(appointments.manage_key, key));
    expect(await eventsOf(s.clientId)).toEqual([
      { type: 'AppointmentRescheduled', clientId: s.clientId, appointmentId: row!.id, by: 'customer' },
    ]);
  });

  it('reschedule offers and takes a time overlapping the booking’s own; the shared slots never see the exclusion', async () => {
    const s = await bookingSetup(db());
    const date = testDate();
    const key = await book(s, date, '10:00');
    // The public day (cached) while the booking is there: 10:00 and the 60-minute service's overlaps are busy.
    const before = await slotTimes(s, date);
    const overlapping = ['09:30', '10:30'].filter((hhmm) => !before.includes(hhmm));
    expect(overlapping.length).toBeGreaterThan(0);
    expect(before).not.toContain('10:00');
    // The booking's own picker (its key): the times overlapping it are offered (its own start is no new time).
    const mine = await t.app.inject({ method: 'GET', url: slotsUrl(s, date, { rescheduling: key }) });
    expect(mine.statusCode, mine.body).toBe(200);
    const mineTimes = (mine.json().slots as { start: string }[]).map((x) => hhmmOf(x.start));
    expect(mineTimes).not.toContain('10:00');
    for (const hhmm of overlapping) expect(mineTimes).toContain(hhmm);
    // Nobody else is served the exclusion: the public day is as it was.
    expect(await slotTimes(s, date)).toEqual(before);
    // A wrong key is no booking.
    const wrong = await t.app.inject({ method: 'GET', url: slotsUrl(s, date, { rescheduling: '00000000-0000-4000-8000-000000000000' }) });
    expect(wrong.statusCode).toBe(404);
    const otherClient = (await buildClient(db())).client.id;
    const foreign = await t.app.inject({ method: 'GET', url: slotsUrl({ ...s, clientId: otherClient }, date, { rescheduling: key }) });
    expect(foreign.statusCode).toBe(404);

    const target = overlapping[overlapping.length - 1]!;
    const moved = await reschedule(s.clientId, key, at(date, target));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().appointment.start).toBe(at(date, target));
    expect(await slotTimes(s, date)).not.toContain(target);
    const [row] = await db().select().from(appointments).where(eq(appointments.manage_key, key));
    expect(row!.starts_at.getTime()).toBe(Date.parse(at(date, target)));
  });

  it('a reschedule racing 10 visitors booking the same slot: exactly one of them gets it', async () => {
    const s = await bookingSetup(db());
    const date = testDate();
    const key = await book(s, date, '09:00');
    const target = at(date, '14:00');
    const [move, ...bookings] = await Promise.all([
      reschedule(s.clientId, key, target),
      ...Array.from({ length: 10 }, (_, i) =>
        postBooking(t, s.clientId, {
          ...selection(s, target),
          details: { firstName: `V${i}`, lastName: 'Race', email: `v${i}@example.com`, phoneNumber: '+1 555 123 4567' },
        }),
      ),
    ]);
    const answers = [move!, ...bookings];
    const others = answers.filter((r) => ![200, 201, 409].includes(r.statusCode)).map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`);
    expect(others, others.join('\n')).toEqual([]);
    expect(answers.filter((r) => r.statusCode === 200 || r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().error.code).toBe('slot_unavailable');
    const atTarget = await db()
      .select()
      .from(appointments)
      .where(and(eq(appointments.client_id, s.clientId), eq(appointments.status, 'booked'), eq(appointments.starts_at, new Date(target))));
    expect(atTarget).toHaveLength(1);
    // The mover keeps their booking either way: moved, or still at 09:00.
    const [mine] = await db().select().from(appointments).where(eq(appointments.manage_key, key));
    expect(mine!.status).toBe('booked');
    expect(mine!.starts_at.getTime()).toBe(Date.parse(move!.statusCode === 200 ? target : at(date, '09:00')));
  }, 90_000);
});
