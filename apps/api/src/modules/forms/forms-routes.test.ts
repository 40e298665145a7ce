// The back office's Forms on a real database (issue 15): the builder's body judged by customerFormSchema
// (400 with fields, nothing written), forms attached to this client's services only, a form sent to a
// customer by e-mail (one pending request however often), the answers read newest first and a file
// downloaded as the same bytes; a form with answers is deactivated, not deleted; every change audited.
import type { OwnerForm } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { customerForms, customers, formRequests } from '../../db/schema.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildAnsweredResponse, buildForm, field, TEST_FORM_FIELDS, TEST_PDF } from '../../testing/form-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { ownerSuite } from '../../testing/owner-test-fixture.js';
import { FORM_AUDIT_ENTITY } from './forms-repository.js';

const intake = (over: Record<string, unknown> = {}) => ({
  name: 'Dietary needs',
  description: 'Tell us before we cook.',
  fields: TEST_FORM_FIELDS,
  active: true,
  service_ids: [] as number[],
  ...over,
});

describe.each(testDatabases())('owner form routes (%s)', (kind) => {
  const s = ownerSuite(kind);
  const { db, call } = s;
  async function create(body: object): Promise<OwnerForm> {
    const res = await call('POST', `${s.base}/owner-forms`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it('builds a form attached to a service, reads it back and lists it; the change is audited', async () => {
    const service = await buildService(db(), s.clientId);
    const created = await create(intake({ service_ids: [service.id] }));
    expect(created).toMatchObject({
      name: 'Dietary needs',
      fields: TEST_FORM_FIELDS,
      active: true,
      service_ids: [service.id],
      responses: 0,
      pending_requests: 0,
    });
    expect((await call('GET', `${s.base}/owner-forms/${created.id}`)).json()).toEqual(created);
    expect((await call('GET', `${s.base}/owner-forms`)).json().forms).toContainEqual(created);
    const entries = await listAuditEntries(db(), s.clientId, { entity: FORM_AUDIT_ENTITY });
    expect(entries.find((e) => e.entity_id === String(created.id))).toMatchObject({ action: 'form.create' });
  });

  it.each([
    ['no name', { name: ' ' }, 'name', 'validation:required.name'],
    ['no fields', { fields: [] }, 'fields', 'validation:forms.fieldsRequired'],
    ['two fields with one id', { fields: [field({ id: 'a' }), field({ id: 'a' })] }, 'fields', 'validation:forms.duplicateField'],
    [
      'a choice of one option',
      { fields: [field({ id: 'c', type: 'choice', options: ['Yes'] })] },
      'fields[0].options',
      'validation:forms.options',
    ],
  ])('refuses a form with %s (400 with the field, nothing written)', async (_label, change, path, message) => {
    const before = await db().select().from(customerForms).where(eq(customerForms.client_id, s.clientId));
    const res = await call('POST', `${s.base}/owner-forms`, intake({ ...change, name: 'name' in change ? change.name : 'Refused' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[path]).toBe(message);
    expect(await db().select().from(customerForms).where(eq(customerForms.client_id, s.clientId))).toHaveLength(before.length);
  });

  it('refuses another business’s service, and changes fields and services in one go', async () => {
    const theirs = await buildService(db(), s.f.clients.other.id);
    const refused = await call('POST', `${s.base}/owner-forms`, intake({ service_ids: [theirs.id] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ service_ids: 'validation:invalid.value' });
    const form = await create(intake());
    const mine = await buildService(db(), s.clientId);
    const changed = await call('PUT', `${s.base}/owner-forms/${form.id}`, intake({ name: 'Allergies', service_ids: [mine.id] }));
    expect(changed.json()).toMatchObject({ name: 'Allergies', service_ids: [mine.id] });
    expect((await call('GET', `/api/client/${s.f.clients.other.id}/owner-forms/${form.id}`)).statusCode).toBe(403);
  });

  it('sends a form to a new customer by e-mail: one pending request however often, and the link', async () => {
    const form = await create(intake());
    const first = await call('POST', `${s.base}/owner-forms/${form.id}/requests`, { email: 'New.Guest@Example.com', first_name: 'Lia' });
    expect(first.statusCode, first.body).toBe(201);
    const { customer_uuid, path } = first.json();
    const [customer] = await db().select().from(customers).where(eq(customers.uuid, customer_uuid));
    // The customer's forms link key, not their id (issue 25).
    expect(path).toBe(`/forms/customer/${customer!.forms_key}/form/${form.uuid}`);
    expect(path).not.toContain(customer_uuid);
    expect(customer).toMatchObject({ email: 'new.guest@example.com', first_name: 'Lia', client_id: s.clientId });
    const again = await call('POST', `${s.base}/owner-forms/${form.id}/requests`, { email: 'new.guest@example.com' });
    expect(again.json().customer_uuid).toBe(customer_uuid);
    expect(await db().select().from(formRequests).where(eq(formRequests.form_id, form.id))).toHaveLength(1);
    expect((await call('GET', `${s.base}/owner-forms/${form.id}`)).json().pending_requests).toBe(1);
    const bad = await call('POST', `${s.base}/owner-forms/${form.id}/requests`, { email: 'nope' });
    expect(bad.json().error.fields).toEqual({ email: 'validation:invalid.email' });
  });

  it('reads the answers newest first by form and customer, one answer with its file, and downloads the same bytes', async () => {
    const form = await buildForm(db(), s.clientId);
    const older = await buildAnsweredResponse(s.f.server.app, db(), s.clientId, form);
    const newer = await buildAnsweredResponse(s.f.server.app, db(), s.clientId, form);
    const page = (await call('GET', `${s.base}/owner-form-responses?form=${form.id}`)).json();
    expect(page.responses.map((r: { uuid: string }) => r.uuid)).toEqual([newer.responseUuid, older.responseUuid]);
    const mine = (await call('GET', `${s.base}/owner-form-responses?customer=${older.customerUuid}`)).json();
    expect(mine.responses).toMatchObject([{ uuid: older.responseUuid, form_name: form.name, customer: { name: 'Ana' } }]);

    const one = (await call('GET', `${s.base}/owner-form-responses/${older.responseUuid}`)).json();
    expect(one).toMatchObject({ fields: form.fields, answers: { name: 'Ana', size: 'M', photo: [older.fileId] } });
    expect(one.files).toEqual([
      { id: older.fileId, field_id: 'photo', filename: 'menu.pdf', mime: 'application/pdf', bytes: TEST_PDF.length },
    ]);

    const file = await call('GET', `${s.base}/owner-form-files/${older.fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TEST_PDF)).toBe(true);
    expect(file.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="menu.pdf"/);
    const stranger = await s.f.inject({
      method: 'GET',
      url: `/api/client/${s.f.clients.other.id}/owner-form-files/${older.fileId}`,
      headers: await s.f.as(s.f.users.otherAdmin),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await s.f.inject({ method: 'GET', url: `${s.base}/owner-form-files/${older.fileId}` })).statusCode).toBe(401);
  });

  it('a form with answers is deactivated, not deleted; one without is deleted', async () => {
    const answered = await buildForm(db(), s.clientId);
    await buildAnsweredResponse(s.f.server.app, db(), s.clientId, answered);
    expect((await call('DELETE', `${s.base}/owner-forms/${answered.id}`)).json()).toEqual({ outcome: 'deactivated' });
    expect((await call('GET', `${s.base}/owner-forms/${answered.id}`)).json()).toMatchObject({ active: false, responses: 1 });
    const sent = await call('POST', `${s.base}/owner-forms/${answered.id}/requests`, { email: 'ana@example.com' });
    expect(sent.json()).toMatchObject({ error: { code: 'form_inactive' } });
    const unused = await buildForm(db(), s.clientId);
    expect((await call('DELETE', `${s.base}/owner-forms/${unused.id}`)).json()).toEqual({ outcome: 'deleted' });
    expect((await call('GET', `${s.base}/owner-forms/${unused.id}`)).statusCode).toBe(404);
  });
});
