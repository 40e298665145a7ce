// The owner's no-show mark (issue 31) on a real database: a booked appointment whose start has passed is
// marked and counted by the home dashboard in the period of its start (the real dashboard route), cleared
// back to 0; one still to come or a cancelled one is 409; another business's is 404; an employee marks only
// their own; every mark and clear has its audit row; a no-show moved to a time still to come loses its mark.
import type { DashboardAnswer, OwnerAppointment } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { clients } from '../../db/schema.js';
import { buildLocation, buildService, buildStaff } from '../../testing/booking-builders.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { testDatabases } from '../../testing/test-db.js';
import { insertAppointment } from './appointment-rows-repository.js';
import { APPOINTMENT_AUDIT_ENTITY } from './appointments-repository.js';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
const details = { firstName: 'Ana', lastName: 'López', email: 'ana@example.com', phoneNumber: '5551234567' };

/** 15:00 UTC `days` from now (negative: in the past), on a whole hour so no two of the tests' times overlap. */
function at(days: number, hour = 15): Date {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

/** The business's local date of an instant (YYYY-MM-DD), as the dashboard's periods name days. */
const localDay = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

describe.each(testDatabases())('appointment no-show (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  let base: string;
  let locationId: number;
  let marco: number;
  let priya: number;
  let tasting: { id: number };
  let owner: Record<string, string>;

  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    const db = f.server.database.db;
    clientId = f.clients.bistro.id;
    await db.update(clients).set({ timezone: ZONE }).where(eq(clients.id, clientId));
    base = `/api/client/${clientId}/owner-appointments`;
    locationId = (await buildLocation(db, clientId, { name: 'Harbor Lane' })).id;
    const hours = [{ from: '09:00', to: '17:00', locationId }];
    marco = (await buildStaff(db, clientId, { name: 'Marco', hours })).id;
    priya = (await buildStaff(db, clientId, { name: 'Priya', hours, user_id: f.users.staff.id })).id;
    tasting = await buildService(db, clientId, { name: 'Tasting', price_cents: 4500, staffIds: [marco, priya] });
    owner = await f.as(f.users.owner);
  }, 60_000);
  afterAll(() => f?.server.close());

  /** Books through the Schedule screen's own route (the owner may book any time, a past one too). */
  async function book(start: Date, staffId = marco): Promise<OwnerAppointment> {
    const res = await f.inject({
      method: 'POST',
      url: base,
      headers: owner,
      payload: { staffId, serviceIds: [tasting.id], serviceType: 0, locationId, start: start.toISOString(), details },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OwnerAppointment;
  }
  const mark = (id: number, noShow: boolean, headers = owner, path = base) =>
    f.inject({ method: 'PUT', url: `${path}/${id}/no-show`, headers, payload: { noShow } });
  async function noShows(day: string): Promise<number> {
    const res = await f.inject({ url: `/api/client/${clientId}/insights/dashboard?period=custom&from=${day}&to=${day}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as DashboardAnswer).figures.bookings_no_show.current;
  }
  const audit = () => listAuditEntries(f.server.database.db, clientId, { entity: APPOINTMENT_AUDIT_ENTITY, limit: 200 });

  it("marks a past appointment: the answer carries the mark, the dashboard counts it on its start's day; clear → 0", async () => {
    const start = at(-10);
    const past = await book(start);
    expect(past.noShowAt).toBeNull();
    const day = localDay(start);
    expect(await noShows(day)).toBe(0);

    const marked = await mark(past.id, true);
    expect(marked.statusCode, marked.body).toBe(200);
    const answer = marked.json() as OwnerAppointment;
    expect(answer).toMatchObject({ id: past.id, status: 'booked' });
    expect(answer.noShowAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[-+]\d{2}:\d{2}$/);
    expect(await noShows(day)).toBe(1);
    // Not on the day before or after, nor in the period of the day it was marked.
    expect(await noShows(localDay(at(-11)))).toBe(0);
    expect(await noShows(localDay(new Date()))).toBe(0);
    // The range list shows it too.
    const list = await f.inject({
      url: `${base}?from=${encodeURIComponent(at(-11).toISOString())}&to=${encodeURIComponent(at(-9).toISOString())}`,
      headers: owner,
    });
    expect(list.json().appointments.find((a: OwnerAppointment) => a.id === past.id).noShowAt).toBe(answer.noShowAt);

    // Marking again keeps the first time and writes nothing more.
    expect((await mark(past.id, true)).json()).toMatchObject({ noShowAt: answer.noShowAt });

    const cleared = await mark(past.id, false);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ noShowAt: null, status: 'booked' });
    expect(await noShows(day)).toBe(0);

    const entries = (await audit()).filter((e) => e.entity_id === String(past.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['appointment.create', 'appointment.no_show', 'appointment.no_show_cleared']);
    expect(entries.find((e) => e.action === 'appointment.no_show')).toMatchObject({
      actor_email: f.users.owner.email,
      before: { no_show_at: null },
      after: { no_show_at: expect.any(String) },
    });
  });

  it('an appointment still to come is 409 appointment_not_started; a cancelled one 409 appointment_not_active', async () => {
    const future = await book(at(10));
    const early = await mark(future.id, true);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'appointment_not_started', message: expect.stringMatching(/has not started yet/) });

    const start = at(-12);
    const gone = await book(start);
    expect((await f.inject({ method: 'POST', url: `${base}/${gone.id}/cancel`, headers: owner })).statusCode).toBe(200);
    const canceled = await mark(gone.id, true);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().error).toMatchObject({ code: 'appointment_not_active', message: expect.stringMatching(/no longer booked/) });
    expect(await noShows(localDay(start))).toBe(0);
    const actions = (await audit()).filter((e) => [future.id, gone.id].map(String).includes(e.entity_id ?? '')).map((e) => e.action);
    expect(actions).not.toContain('appointment.no_show');
  });

  it("another business's appointment is 404 on this business's path, and its own business's path is not this owner's", async () => {
    const start = at(-14);
    const theirs = await insertAppointment(
      f.server.database.db,
      {
        client_id: f.clients.other.id,
        staff_id: (await buildStaff(f.server.database.db, f.clients.other.id, { name: 'Olga' })).id,
        service_type: 2,
        status: 'booked',
        starts_at: start,
        ends_at: new Date(start.getTime() + 3_600_000),
        blocked_from: start,
        blocked_to: new Date(start.getTime() + 3_600_000),
      },
      [],
    );
    const res = await mark(theirs.id, true);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('appointment_not_found');
    expect((await mark(theirs.id, true, owner, `/api/client/${f.clients.other.id}/owner-appointments`)).statusCode).toBe(403);
  });

  it('an employee marks their own past appointment, not another staff member’s (404); a manager marks any', async () => {
    const employee = await f.as(f.users.staff);
    const manager = await f.as(f.users.manager);
    const own = await book(at(-16), priya);
    const others = await book(at(-16), marco);
    expect((await mark(others.id, true, employee)).statusCode).toBe(404);
    const mine = await mark(own.id, true, employee);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().noShowAt).not.toBeNull();
    expect((await mark(others.id, true, manager)).statusCode).toBe(200);
    expect(await noShows(localDay(at(-16)))).toBe(2);
    expect((await audit()).find((e) => e.entity_id === String(own.id) && e.action === 'appointment.no_show')).toMatchObject({
      actor_email: f.users.staff.email,
    });
  });

  it('a no-show moved to a time still to come loses its mark; moved to another past time it keeps it', async () => {
    const first = await book(at(-18, 13));
    expect((await mark(first.id, true)).statusCode).toBe(200);
    const earlier = await f.inject({
      method: 'PATCH',
      url: `${base}/${first.id}`,
      headers: owner,
      payload: { start: at(-18, 16).toISOString() },
    });
    expect(earlier.json().noShowAt).not.toBeNull();
    const later = await f.inject({ method: 'PATCH', url: `${base}/${first.id}`, headers: owner, payload: { start: at(12).toISOString() } });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().noShowAt).toBeNull();
    expect(await noShows(localDay(at(-18)))).toBe(0);
  });
});
