// Issue 25 finding 3: typing a customer's e-mail proves nothing. A visitor who books with someone else's
// e-mail gets a link to that booking's own forms, and nothing of the customer's: not their other
// appointments, not the forms the business sent them, not their name, not a way to answer or upload for
// them. Customer-wide pages open only with the link the business issues. On PGlite and (with DATABASE_URL)
// Postgres.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, formRequests } from '../../db/schema.js';
import { buildForm, formCalls, TEST_ACTOR, TEST_PDF } from '../../testing/form-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { at, bookingSetup, DETAILS, postBooking, selection, testDate } from '../booking/booking-test-fixture.js';
import { sendFormRequest } from './form-requests-repository.js';

const KEY_PATH = /^\/forms\/customer\/([0-9a-f-]{36})\/appointment\/([0-9a-f-]{36})$/;

describe.each(testDatabases())('%s: a booking’s forms link opens that booking’s forms only', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  const date = testDate(11);

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const book = (clientId: number, body: object) => postBooking(t, clientId, body);

  /** Vera books (a form is asked), the business sends her another form; Mallory then books with her e-mail. */
  async function attack() {
    const s = await bookingSetup(db());
    const intake = await buildForm(db(), s.clientId, { service_ids: [s.serviceId] });
    const sentForm = await buildForm(db(), s.clientId);
    const email = `vera-${intake.uuid.slice(0, 8)}@example.com`;
    const vera = await book(s.clientId, { ...selection(s, at(date, '10:00')), details: { ...DETAILS, firstName: 'Vera', email } });
    expect(vera.statusCode, vera.body).toBe(201);
    const sent = await sendFormRequest(db(), s.clientId, sentForm.id, { email, firstName: 'Vera' }, TEST_ACTOR);
    if (!sent.ok) throw new Error('not sent');
    const mallory = await book(s.clientId, {
      ...selection(s, at(date, '12:00')),
      details: { ...DETAILS, firstName: 'Mallory', email: email.toUpperCase() },
    });
    expect(mallory.statusCode, mallory.body).toBe(201);
    const formsPath = mallory.json().formsPath as string;
    const [, key, appointmentUuid] = KEY_PATH.exec(formsPath) ?? [];
    const base = `/api/client/${s.clientId}/forms/customer/${key}`;
    return { s, intake, sentForm, sent, vera: vera.json(), mallory: mallory.json(), formsPath, key: key!, appointmentUuid, base };
  }

  it('the booking answer names its own appointment and a key that is not the customer’s id', async () => {
    const a = await attack();
    expect(a.formsPath).toMatch(KEY_PATH);
    expect(a.appointmentUuid).toBe(a.mallory.uuid);
    const [customer] = await db().select().from(customers).where(eq(customers.client_id, a.s.clientId));
    expect(a.key).not.toBe(customer!.uuid);
    expect(a.key).not.toBe(a.vera.formsPath?.split('/')[3]);
    // The customer's id is no link.
    expect((await get(`/api/client/${a.s.clientId}/forms/customer/${customer!.uuid}`)).json()).toMatchObject({
      error: { code: 'customer_not_found' },
    });
  });

  it('lists only the booking’s own forms, with the name typed for it, never the customer’s others', async () => {
    const a = await attack();
    for (const url of [`/api/client/${a.s.clientId}${a.formsPath}`, a.base]) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        first_name: 'Mallory',
        forms: [expect.objectContaining({ form_uuid: a.intake.uuid, appointment_uuid: a.mallory.uuid })],
        completed: [],
      });
      expect(res.body).not.toContain(a.vera.uuid);
      expect(res.body).not.toContain(a.sentForm.uuid);
      expect(res.body).not.toContain('Vera');
    }
    expect((await get(`${a.base}/appointment/${a.vera.uuid}`)).statusCode).toBe(404);
    expect((await get(`${a.base}/form/${a.sentForm.uuid}`)).statusCode).toBe(404);
  });

  it('cannot answer or upload for the customer’s other forms; the customer still can', async () => {
    const a = await attack();
    const theirs = formCalls(t.app, a.s.clientId, a.key, a.sentForm.uuid);
    expect((await theirs.upload('photo', TEST_PDF)).statusCode).toBe(404);
    expect((await theirs.answer({ name: 'Mallory' })).statusCode).toBe(404);
    const intake = formCalls(t.app, a.s.clientId, a.key, a.intake.uuid);
    expect((await intake.answer({ name: 'Mallory' }, a.vera.uuid)).statusCode).toBe(404);
    const requests = await db().select().from(formRequests).where(eq(formRequests.client_id, a.s.clientId));
    expect(requests.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);

    // The link the business gave Vera opens her forms, and she answers them.
    const veraLink = /^\/forms\/customer\/([0-9a-f-]{36})\/form\//.exec(a.sent.path)?.[1];
    const list = (await get(`/api/client/${a.s.clientId}/forms/customer/${veraLink}`)).json();
    expect(list.first_name).toBe('Vera');
    expect(list.forms.map((f: { form_uuid: string }) => f.form_uuid)).toContain(a.sentForm.uuid);
    const answer = await formCalls(t.app, a.s.clientId, veraLink!, a.sentForm.uuid).answer({ name: 'Vera' });
    expect(answer.statusCode, answer.body).toBe(201);
    // Mallory answers her own booking's form.
    const own = await intake.answer({ name: 'Mallory' }, a.mallory.uuid);
    expect(own.statusCode, own.body).toBe(201);
  });

  it('the appointment view names the same link while its forms are pending', async () => {
    const a = await attack();
    const view = (await get(`/api/client/${a.s.clientId}/appointments/${a.mallory.uuid}`)).json();
    expect(view.formsPath).toBe(a.formsPath);
  });
});
