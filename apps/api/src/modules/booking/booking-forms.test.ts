// Forms required by a booked service (issue 15): the booking asks them in its own transaction and the
// success page links to them (formsPath) until they are answered; canceling the appointment withdraws them.
// On PGlite and (with DATABASE_URL) Postgres.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/database.js';
import { cancelAppointment } from './appointment-rows-repository.js';
import { appointments, formRequests } from '../../db/schema.js';
import { buildForm, formCalls } from '../../testing/form-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { at, bookingSetup, postBooking, selection, testDate } from './booking-test-fixture.js';

describe.each(testDatabases())('%s: forms asked by a booking', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  const date = testDate(9);

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  async function bookWithForm(time: string, active = true) {
    const s = await bookingSetup(db());
    const form = await buildForm(db(), s.clientId, { service_ids: [s.serviceId], active });
    const res = await postBooking(t, s.clientId, selection(s, at(date, time)));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(appointments).where(eq(appointments.uuid, res.json().uuid));
    return { s, form, booked: res.json(), appointment: row! };
  }
  const requestsOf = (appointmentId: number) => db().select().from(formRequests).where(eq(formRequests.appointment_id, appointmentId));
  const view = (clientId: number, uuid: string) => t.app.inject({ url: `/api/client/${clientId}/appointments/${uuid}` });

  it('booking a service with a form asks it and links to the appointment’s forms until answered', async () => {
    const { s, form, booked, appointment } = await bookWithForm('10:00');
    const [request] = await requestsOf(appointment.id);
    expect(request).toMatchObject({ form_id: form.id, customer_id: appointment.customer_id, status: 'pending' });
    // The appointment's own forms link key (issue 25).
    expect(booked.formsPath).toBe(`/forms/customer/${appointment.forms_key}/appointment/${booked.uuid}`);

    const pending = await t.app.inject({ url: `/api/client/${s.clientId}${booked.formsPath}` });
    expect(pending.json()).toMatchObject({ first_name: 'Ana', forms: [{ form_uuid: form.uuid, appointment_uuid: booked.uuid }] });
    const answer = await formCalls(t.app, s.clientId, appointment.forms_key, form.uuid).answer({ name: 'Ana' }, booked.uuid);
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await requestsOf(appointment.id))[0]!.status).toBe('completed');
    expect((await view(s.clientId, booked.uuid)).json().formsPath).toBeNull();
  });

  it('canceling the appointment withdraws its pending forms', async () => {
    const { s, booked, appointment } = await bookWithForm('12:00');
    await db().transaction(async (tx) => {
      await cancelAppointment(tx as unknown as AppDb, s.clientId, appointment.id, new Date());
    });
    expect(await requestsOf(appointment.id)).toMatchObject([{ status: 'canceled' }]);
    expect((await view(s.clientId, booked.uuid)).json().formsPath).toBeNull();
  });

  it('an inactive form is not asked', async () => {
    const { booked, appointment } = await bookWithForm('14:00', false);
    expect(await requestsOf(appointment.id)).toEqual([]);
    expect(booked.formsPath).toBeNull();
  });
});
