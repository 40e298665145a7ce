// The back office's Schedule screen on a real database (issue 14): the owner books at any time that does
// not overlap (buffers included), reschedules and cancels (the old time is free at once), keeps notes; each
// change has its audit row; an employee (role 4) sees and changes only their own staff row's appointments.
import type { OwnerAppointment, OwnerAppointmentList } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { insertAppointment } from './appointment-rows-repository.js';
import { APPOINTMENT_AUDIT_ENTITY } from './appointments-repository.js';
import { clients } from '../../db/schema.js';
import { buildLocation, buildService, buildStaff } from '../../testing/booking-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const details = { firstName: 'Ana', lastName: 'López', email: 'ana@example.com', phoneNumber: '5551234567', note: 'Window seat' };

describe.each(testDatabases())('appointment routes (%s)', (kind) => {
  let f: OwnerFixture;
  let base: string;
  let locationId: number;
  let marco: number;
  let dana: number;
  let priya: number;
  let tasting: { id: number };
  let owner: Record<string, string>;
  let employee: Record<string, string>;

  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    const db = f.server.database.db;
    const clientId = f.clients.bistro.id;
    await db.update(clients).set({ timezone: 'America/New_York' }).where(eq(clients.id, clientId));
    base = `/api/client/${clientId}/owner-appointments`;
    locationId = (await buildLocation(db, clientId, { name: 'Harbor Lane' })).id;
    const hours = [{ from: '09:00', to: '17:00', locationId }];
    marco = (await buildStaff(db, clientId, { name: 'Marco', hours })).id;
    dana = (await buildStaff(db, clientId, { name: 'Dana', hours })).id;
    priya = (await buildStaff(db, clientId, { name: 'Priya', hours, user_id: f.users.staff.id })).id;
    // 60 minutes of service, kept busy 15 minutes before and 30 after.
    tasting = await buildService(db, clientId, {
      name: 'Tasting',
      price_cents: 4500,
      buffer_before_minutes: 15,
      buffer_after_minutes: 30,
      staffIds: [marco, dana, priya],
    });
    owner = await f.as(f.users.owner);
    employee = await f.as(f.users.staff);
  }, 60_000);
  afterAll(() => f?.server.close());

  const book = (headers: Record<string, string>, staffId: number, start: string, extra: Record<string, unknown> = {}) =>
    f.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { staffId, serviceIds: [tasting.id], serviceType: 0, locationId, start, details, ...extra },
    });
  const list = async (headers: Record<string, string>, query: string) => {
    const res = await f.inject({ url: `${base}?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OwnerAppointmentList;
  };
  const audit = () => listAuditEntries(f.server.database.db, f.clients.bistro.id, { entity: APPOINTMENT_AUDIT_ENTITY, limit: 200 });

  it('the owner books any time (22:00 is outside hours): services, details, buffers and times in the business zone', async () => {
    const res = await book(owner, marco, '2031-03-10T22:00:00-04:00', { staffNote: '<b>VIP</b>' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as OwnerAppointment;
    expect(made).toMatchObject({
      status: 'booked',
      start: '2031-03-10T22:00:00-04:00',
      end: '2031-03-10T23:00:00-04:00',
      blockedFrom: '2031-03-10T21:45:00-04:00',
      blockedTo: '2031-03-10T23:30:00-04:00',
      timeZone: 'America/New_York',
      staff: { id: marco, name: 'Marco' },
      location: { id: locationId, name: 'Harbor Lane' },
      services: [{ serviceId: tasting.id, name: 'Tasting', price: '45.00', durationMinutes: 60 }],
      total: '45.00',
      customer: { firstName: 'Ana', lastName: 'López', phoneNumber: '5551234567', note: 'Window seat' },
      staffNote: 'VIP',
      source: 'back_office',
    });
    const week = await list(owner, 'from=2031-03-09T00:00:00-05:00&to=2031-03-16T00:00:00-04:00');
    expect(week.timeZone).toBe('America/New_York');
    expect(week.appointments.map((a) => a.id)).toContain(made.id);
    expect((await audit()).find((e) => e.entity_id === String(made.id))).toMatchObject({
      action: 'appointment.create',
      actor_email: f.users.owner.email,
      before: null,
      after: { status: 'booked', staff_id: marco },
    });
  });

  it('an overlap with another appointment of the staff member, buffers included, is 409 slot_taken; another staff member is free', async () => {
    expect((await book(owner, marco, '2031-03-11T10:00:00-04:00')).statusCode).toBe(201);
    // 11:00 + 15 minutes before overlaps the first one's 30 minutes after.
    const clash = await book(owner, marco, '2031-03-11T11:10:00-04:00');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: 'slot_taken', message: expect.stringMatching(/already has an appointment/) });
    expect((await book(owner, marco, '2031-03-11T11:45:00-04:00')).statusCode).toBe(201);
    expect((await book(owner, dana, '2031-03-11T10:00:00-04:00')).statusCode).toBe(201);
  });

  it('refuses details the appointment form refuses (§5 "enter a valid phone number") and a storefront booking without location', async () => {
    const phone = await book(owner, marco, '2031-03-12T10:00:00-04:00', { details: { ...details, phoneNumber: '12' } });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.fields).toMatchObject({ 'details.phoneNumber': expect.any(String) });
    const place = await book(owner, marco, '2031-03-12T10:00:00-04:00', { locationId: null });
    expect(place.statusCode).toBe(400);
    expect(place.json().error.fields).toEqual({ locationId: 'manage:appointments.errors.locationRequired' });
    const range = await f.inject({ url: `${base}?from=2031-03-01T00:00:00Z&to=2031-04-02T00:00:00Z`, headers: owner });
    expect(range.statusCode).toBe(400);
    expect(range.json().error.code).toBe('invalid_range');
  });

  it('reschedule moves time and staff keeping length and buffers; the old time is free at once; a clash is 409', async () => {
    const first = (await book(owner, marco, '2031-03-13T10:00:00-04:00')).json() as OwnerAppointment;
    const moved = await f.inject({
      method: 'PATCH',
      url: `${base}/${first.id}`,
      headers: owner,
      payload: { start: '2031-03-13T14:00:00-04:00', staffId: dana },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      start: '2031-03-13T14:00:00-04:00',
      end: '2031-03-13T15:00:00-04:00',
      blockedTo: '2031-03-13T15:30:00-04:00',
      staff: { id: dana },
    });
    expect((await book(owner, marco, '2031-03-13T10:00:00-04:00')).statusCode).toBe(201);
    const clash = await f.inject({
      method: 'PATCH',
      url: `${base}/${first.id}`,
      headers: owner,
      payload: { staffId: marco, start: '2031-03-13T10:30:00-04:00' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('slot_taken');
    expect((await f.inject({ url: `${base}/${first.id}`, headers: owner })).json()).toMatchObject({
      staff: { id: dana },
      start: '2031-03-13T14:00:00-04:00',
    });
    expect((await audit()).find((e) => e.entity_id === String(first.id) && e.action === 'appointment.reschedule')).toMatchObject({
      before: { staff_id: marco, starts_at: '2031-03-13T14:00:00.000Z' },
      after: { staff_id: dana, starts_at: '2031-03-13T18:00:00.000Z' },
    });
  });

  it('cancel frees the slot at once; the list hides canceled ones unless status=all; notes are kept with an audit row', async () => {
    const first = (await book(owner, marco, '2031-03-14T10:00:00-04:00')).json() as OwnerAppointment;
    const noted = await f.inject({
      method: 'PATCH',
      url: `${base}/${first.id}/notes`,
      headers: owner,
      payload: { staffNote: ' Prefers the terrace ' },
    });
    expect(noted.json()).toMatchObject({ staffNote: 'Prefers the terrace' });
    const canceled = await f.inject({ method: 'POST', url: `${base}/${first.id}/cancel`, headers: owner });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    expect((await book(owner, marco, '2031-03-14T10:00:00-04:00')).statusCode).toBe(201);
    const day = 'from=2031-03-14T00:00:00-04:00&to=2031-03-15T00:00:00-04:00';
    expect((await list(owner, day)).appointments.map((a) => a.status)).toEqual(['booked']);
    expect((await list(owner, `${day}&status=all`)).appointments.map((a) => a.status).sort()).toEqual(['booked', 'canceled']);
    const again = await f.inject({ method: 'POST', url: `${base}/${first.id}/cancel`, headers: owner });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('appointment_not_active');
    const actions = (await audit()).filter((e) => e.entity_id === String(first.id)).map((e) => e.action);
    expect(actions.sort()).toEqual(['appointment.cancel', 'appointment.create', 'appointment.notes']);
  });

  it('a live hold is listed as held and cannot be rescheduled; an expired hold is not listed', async () => {
    const db = f.server.database.db;
    const hold = (start: string, expires: number) =>
      insertAppointment(
        db,
        {
          client_id: f.clients.bistro.id,
          staff_id: dana,
          location_id: locationId,
          service_type: 0,
          status: 'held',
          starts_at: new Date(start),
          ends_at: new Date(new Date(start).getTime() + 3_600_000),
          blocked_from: new Date(start),
          blocked_to: new Date(new Date(start).getTime() + 3_600_000),
          hold_expires_at: new Date(Date.now() + expires),
        },
        [],
      );
    const live = await hold('2031-03-19T10:00:00-04:00', 600_000);
    await hold('2031-03-19T13:00:00-04:00', -60_000);
    const day = 'from=2031-03-19T00:00:00-04:00&to=2031-03-20T00:00:00-04:00';
    expect((await list(owner, day)).appointments.map((a) => [a.id, a.status])).toEqual([[live.id, 'held']]);
    const move = await f.inject({
      method: 'PATCH',
      url: `${base}/${live.id}`,
      headers: owner,
      payload: { start: '2031-03-19T15:00:00-04:00' },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.code).toBe('appointment_not_active');
  });

  it('filters by staff and location', async () => {
    await book(owner, marco, '2031-03-17T10:00:00-04:00');
    await book(owner, dana, '2031-03-17T10:00:00-04:00');
    const day = 'from=2031-03-17T00:00:00-04:00&to=2031-03-18T00:00:00-04:00';
    expect((await list(owner, `${day}&staffId=${dana}`)).appointments.map((a) => a.staff.name)).toEqual(['Dana']);
    expect((await list(owner, `${day}&locationId=${locationId}`)).appointments).toHaveLength(2);
  });

  it('§6 an employee (role 4) sees and changes only their own appointments; another id is 404; they book only for themselves', async () => {
    const others = (await book(owner, marco, '2031-03-18T10:00:00-04:00')).json() as OwnerAppointment;
    const own = (await book(owner, priya, '2031-03-18T10:00:00-04:00')).json() as OwnerAppointment;
    const day = 'from=2031-03-18T00:00:00-04:00&to=2031-03-19T00:00:00-04:00';
    expect((await list(employee, day)).appointments.map((a) => a.id)).toEqual([own.id]);
    expect((await list(employee, `${day}&staffId=${marco}`)).appointments).toEqual([]);
    const options = await f.inject({ url: `${base}/options`, headers: employee });
    expect(options.json().staff.map((s: { id: number }) => s.id)).toEqual([priya]);
    expect((await f.inject({ url: `${base}/${others.id}`, headers: employee })).statusCode).toBe(404);
    expect((await f.inject({ method: 'POST', url: `${base}/${others.id}/cancel`, headers: employee })).statusCode).toBe(404);
    const notes = await f.inject({ method: 'PATCH', url: `${base}/${others.id}/notes`, headers: employee, payload: { staffNote: 'x' } });
    expect(notes.statusCode).toBe(404);
    const move = await f.inject({
      method: 'PATCH',
      url: `${base}/${others.id}`,
      headers: employee,
      payload: { start: '2031-03-18T12:00:00-04:00' },
    });
    expect(move.statusCode).toBe(404);
    const handOver = await f.inject({ method: 'PATCH', url: `${base}/${own.id}`, headers: employee, payload: { staffId: marco } });
    expect(handOver.statusCode).toBe(403);
    expect(handOver.json().error.code).toBe('own_appointments_only');
    const forMarco = await book(employee, marco, '2031-03-18T14:00:00-04:00');
    expect(forMarco.statusCode).toBe(403);
    expect(forMarco.json().error.code).toBe('own_appointments_only');
    expect((await book(employee, priya, '2031-03-18T14:00:00-04:00')).statusCode).toBe(201);
    const mine = await f.inject({
      method: 'PATCH',
      url: `${base}/${own.id}`,
      headers: employee,
      payload: { start: '2031-03-18T16:00:00-04:00' },
    });
    expect(mine.json()).toMatchObject({ start: '2031-03-18T16:00:00-04:00' });
    expect((await f.inject({ url: `${base}/${others.id}`, headers: owner })).json()).toMatchObject({
      status: 'booked',
      start: '2031-03-18T10:00:00-04:00',
    });
    expect((await audit()).find((e) => e.entity_id === String(own.id) && e.action === 'appointment.reschedule')).toMatchObject({
      actor_email: f.users.staff.email,
    });
  });
});
