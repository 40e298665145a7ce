// A customer answers the business's forms (issue 15; spec §2 /forms/customer/…, §5 "complete all required
// fields before continuing", §8 "failed to upload file"), on PGlite and (with DATABASE_URL) Postgres: the
// customer is reached only by a forms link key; uploads are judged by their bytes and kept private; an answer
// binds its files and completes its request in one transaction, once.
import { FORM_UPLOAD_MAX_BYTES } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formRequests, formResponses, formUploads } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildCustomer, buildForm, field, formCalls, formsKeyOf, TEST_PDF, TEST_ACTOR } from '../../testing/form-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { sendFormRequest } from './form-requests-repository.js';

describe.each(testDatabases())('%s: a customer’s forms', (kind) => {
  let t: TestServer;
  let clientId: number;
  let otherClientId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
    otherClientId = (await buildClient(db())).client.id;
  }, 60_000);
  afterAll(() => t?.close());

  /** A form sent to a new customer by the owner; returns the customer's forms link key (as `customerUuid`) and the form. */
  async function sent(over: Parameters<typeof buildForm>[2] = {}) {
    const form = await buildForm(db(), clientId, over);
    const email = `${form.uuid.slice(0, 8)}@example.com`;
    const result = await sendFormRequest(db(), clientId, form.id, { email, firstName: 'Ana' }, TEST_ACTOR);
    if (!result.ok) throw new Error('not sent');
    const key = formsKeyOf(result.path);
    return { form, customerUuid: key, calls: formCalls(t.app, clientId, key, form.uuid) };
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the pending form with the customer’s first name, and reads the form', async () => {
    const { form, customerUuid, calls } = await sent();
    const list = await get(`/api/client/${clientId}/forms/customer/${customerUuid}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      first_name: 'Ana',
      forms: [{ form_uuid: form.uuid, name: form.name, appointment_uuid: null }],
      completed: [],
    });
    const one = await get(calls.base);
    expect(one.json()).toMatchObject({ form_uuid: form.uuid, fields: form.fields, appointment_uuid: null, answered: false });
  });

  it('answers 404 for another business’s customer, another business’s form, and an unknown appointment', async () => {
    const { customerUuid } = await sent();
    const stranger = await buildCustomer(db(), otherClientId);
    const theirs = await buildForm(db(), otherClientId);
    expect((await get(`/api/client/${clientId}/forms/customer/${stranger.forms_key}`)).json()).toMatchObject({
      error: { code: 'customer_not_found' },
    });
    expect((await get(`/api/client/${clientId}/forms/customer/${customerUuid}/form/${theirs.uuid}`)).statusCode).toBe(404);
    const upload = await formCalls(t.app, clientId, customerUuid, theirs.uuid).upload('photo', TEST_PDF);
    expect(upload.json()).toMatchObject({ error: { code: 'form_not_found' } });
    const appointment = await get(`/api/client/${clientId}/forms/customer/${customerUuid}/appointment/${theirs.uuid}`);
    expect(appointment.json()).toMatchObject({ error: { code: 'appointment_not_found' } });
  });

  it('§5 refuses missing required answers with completeRequired and writes nothing', async () => {
    const { form, calls } = await sent({
      fields: [field({ id: 'name', required: true }), field({ id: 'ok', type: 'checkbox', required: true })],
    });
    const res = await calls.answer({ name: '  <b></b> ', ok: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'validation:forms.completeRequired',
        fields: { name: 'validation:forms.answerRequired', ok: 'validation:forms.confirmRequired' },
      },
    });
    expect(await db().select().from(formResponses).where(eq(formResponses.form_id, form.id))).toEqual([]);
    expect((await db().select().from(formRequests).where(eq(formRequests.form_id, form.id)))[0]!.status).toBe('pending');
  });

  it('§8 refuses a file over the limit (413) and bytes of another type whatever the name (415)', async () => {
    const { calls } = await sent();
    const big = await calls.upload('photo', Buffer.alloc(FORM_UPLOAD_MAX_BYTES + 1, 0x61), 'notes.txt', 'text/plain');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: { code: 'file_too_large', message: 'errors:forms.fileTooLarge' } });
    const exe = await calls.upload('photo', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0xff, 0xfe]), 'photo.jpg', 'image/jpeg');
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ error: { code: 'file_type' } });
    expect((await calls.upload('name', TEST_PDF)).json()).toMatchObject({ error: { code: 'failed_upload' } });
  });

  it('answering binds the uploads, completes the request, keeps the file private; a second answer is 409', async () => {
    const { form, customerUuid, calls } = await sent();
    const upload = await calls.upload('photo', TEST_PDF, '../Menú final.pdf', 'application/octet-stream');
    expect(upload.statusCode).toBe(201);
    const file = upload.json();
    expect(file).toMatchObject({ field_id: 'photo', filename: 'Menú final.pdf', mime: 'application/pdf', bytes: TEST_PDF.length });
    const [row] = await db().select().from(formUploads).where(eq(formUploads.id, file.id));
    expect(row).toMatchObject({ response_id: null });
    expect(row!.key.startsWith('private/')).toBe(true);
    expect((await get(`/assets/${row!.key}`)).statusCode).toBe(404);

    const answer = await calls.answer({ name: 'Ana', size: 'M', photo: [file.id], unknown: 'dropped' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ next_form_uuid: null, next_appointment_uuid: null });
    const [response] = await db().select().from(formResponses).where(eq(formResponses.uuid, answer.json().response_uuid));
    expect(response).toMatchObject({ form_name: form.name, fields: form.fields, answers: { name: 'Ana', size: 'M', photo: [file.id] } });
    expect((await db().select().from(formUploads).where(eq(formUploads.id, file.id)))[0]!.response_id).toBe(response!.id);
    const requests = await db().select().from(formRequests).where(eq(formRequests.form_id, form.id));
    expect(requests).toMatchObject([{ status: 'completed' }]);

    const list = (await get(`/api/client/${clientId}/forms/customer/${customerUuid}`)).json();
    expect(list).toMatchObject({ forms: [], completed: [{ form_uuid: form.uuid }] });
    expect((await get(calls.base)).json()).toMatchObject({ answered: true });
    const again = await calls.answer({ name: 'Ana' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'already_answered' } });
  });

  it('refuses a file id that is not this customer’s upload for the field, and writes nothing', async () => {
    const first = await sent();
    const other = await sent();
    const theirs = (await other.calls.upload('photo', TEST_PDF)).json();
    const res = await first.calls.answer({ name: 'Ana', photo: [theirs.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { photo: 'validation:invalid.value' } } });
    expect(await db().select().from(formResponses).where(eq(formResponses.form_id, first.form.id))).toEqual([]);
    expect((await db().select().from(formRequests).where(eq(formRequests.form_id, first.form.id)))[0]!.status).toBe('pending');
  });

  it('answers with the next pending form', async () => {
    const { form, customerUuid, calls } = await sent();
    const second = await buildForm(db(), clientId);
    await sendFormRequest(db(), clientId, second.id, { email: `${form.uuid.slice(0, 8)}@example.com` }, TEST_ACTOR);
    const list = (await get(`/api/client/${clientId}/forms/customer/${customerUuid}`)).json();
    expect(list.forms.map((f: { form_uuid: string }) => f.form_uuid)).toEqual([form.uuid, second.uuid]);
    const res = await calls.answer({ name: 'Ana' });
    expect(res.json()).toMatchObject({ next_form_uuid: second.uuid, next_appointment_uuid: null });
  });

  it('rate-limits answers per address and client (429)', async () => {
    const { calls } = await sent();
    const answer = () =>
      t.app.inject({
        method: 'POST',
        url: `${calls.base}/responses`,
        headers: { 'x-forwarded-for': '10.250.0.1' },
        payload: { answers: {} },
      });
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await answer()).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
