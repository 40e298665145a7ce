// Customer forms calls (issue 15): the visitor's pending forms and one form without credentials, the answer
// posted and the lists fetched again; the upload URL; the owner's builder, responses pages and file URL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerFormsApi, formUploadUrl, formFailureOf } from '@vitrina/api-client';
import { ownerFormFileUrl, ownerFormsApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const C = '11111111-1111-4111-8111-111111111111';
const F = '22222222-2222-4222-8222-222222222222';
const field = { id: 'allergies', type: 'long_text', label: 'Allergies', help: '', required: true, options: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customer forms endpoints (the site)', () => {
  it('reads the pending forms without a token', async () => {
    const { requests } = stubFetch(() =>
      json({
        first_name: 'Ana',
        forms: [{ form_uuid: F, name: 'Allergies', description: '', appointment_uuid: null, appointment_starts_at: null }],
        completed: [],
      }),
    );
    const store = createTestStore({ apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' });
    const result = await store.dispatch(customerFormsApi.endpoints.customerPendingForms.initiate({ clientId: 7, customerUuid: C }));
    expect(result.data?.forms.map((f) => f.form_uuid)).toEqual([F]);
    expect(requests[0]!.url).toBe(`http://api.test/api/client/7/forms/customer/${C}`);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('reads a form with its fields, then an answer refetches it', async () => {
    let answered = false;
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        answered = true;
        return json({ response_uuid: C, next_form_uuid: null, next_appointment_uuid: null }, 201);
      }
      return json({
        form_uuid: F,
        name: 'Allergies',
        description: '',
        fields: [field],
        appointment_uuid: null,
        answered,
      });
    });
    const store = createTestStore({ apiBaseUrl: 'http://api.test/api' });
    const args = { clientId: 7, customerUuid: C, formUuid: F };
    const first = await store.dispatch(customerFormsApi.endpoints.customerForm.initiate(args));
    expect(first.data?.fields).toEqual([field]);
    const body = { answers: { allergies: 'Nuts' }, appointment_uuid: null };
    await store.dispatch(customerFormsApi.endpoints.submitFormResponse.initiate({ ...args, body }));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe(`http://api.test/api/client/7/forms/customer/${C}/form/${F}/responses`);
    expect(await post.clone().json()).toEqual(body);
    const select = customerFormsApi.endpoints.customerForm.select(args);
    await vi.waitFor(() => expect(select(store.getState()).data?.answered).toBe(true));
  });

  it('reads a refused answer: field messages and the code', async () => {
    stubFetch(() =>
      json(
        {
          error: {
            code: 'validation',
            message: 'validation:forms.completeRequired',
            fields: { allergies: 'validation:forms.answerRequired' },
          },
        },
        400,
      ),
    );
    const store = createTestStore({ apiBaseUrl: 'http://api.test/api' });
    const result = await store.dispatch(
      customerFormsApi.endpoints.submitFormResponse.initiate({
        clientId: 7,
        customerUuid: C,
        formUuid: F,
        body: { answers: {}, appointment_uuid: null },
      }),
    );
    expect(formFailureOf(result.error)).toEqual({
      status: 400,
      code: 'validation',
      fields: { allergies: 'validation:forms.answerRequired' },
    });
  });

  it('builds the upload and file URLs', () => {
    expect(formUploadUrl(7, C, F, 'photo')).toBe(`/api/client/7/forms/customer/${C}/form/${F}/uploads?field=photo`);
    expect(ownerFormFileUrl(7, F, 'http://api.test/api/')).toBe(`http://api.test/api/client/7/owner-form-files/${F}`);
  });
});

describe('owner forms endpoints (the back office)', () => {
  const form = (id: number, responses = 0) => ({
    id,
    uuid: F,
    name: 'Intake',
    description: '',
    fields: [field],
    active: true,
    service_ids: [3],
    responses,
    pending_requests: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
  });

  it('creates a form with the bearer token, sending only the builder fields, then the list is fetched again', async () => {
    let created = false;
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        created = true;
        return json(form(5), 201);
      }
      return json({ forms: created ? [form(5)] : [] });
    });
    const store = createTestStore({ apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' });
    await store.dispatch(ownerFormsApi.endpoints.ownerForms.initiate({ clientId: 7 }));
    const body = { name: 'Intake', description: '', fields: [field], active: true, service_ids: [3], extra: 1 } as never;
    await store.dispatch(ownerFormsApi.endpoints.createOwnerForm.initiate({ clientId: 7, body }));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ name: 'Intake', description: '', fields: [field], active: true, service_ids: [3] });
    expect(post.headers.get('authorization')).toBe('Bearer tok');
    const select = ownerFormsApi.endpoints.ownerForms.select({ clientId: 7 });
    await vi.waitFor(() => expect(select(store.getState()).data?.map((f) => f.id)).toEqual([5]));
  });

  it('pages responses with the customer and form filters', async () => {
    const entry = (uuid: string) => ({
      uuid,
      form_id: 5,
      form_name: 'Intake',
      customer: { uuid: C, name: 'Ana', email: 'ana@example.com' },
      appointment_uuid: null,
      appointment_starts_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const { requests } = stubFetch((request) =>
      new URL(request.url).searchParams.get('cursor') === null
        ? json({ responses: [entry(F)], next_cursor: 'abc' })
        : json({ responses: [entry(C)], next_cursor: null }),
    );
    const store = createTestStore({ apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' });
    const args = { clientId: 7, customer: C, formId: 5 };
    await store.dispatch(ownerFormsApi.endpoints.ownerFormResponses.initiate(args));
    const more = await store.dispatch(ownerFormsApi.endpoints.ownerFormResponses.initiate(args, { direction: 'forward' }));
    expect(more.data?.pages.map((p) => p.responses.map((r) => r.uuid))).toEqual([[F], [C]]);
    expect(requests.map((r) => r.url)).toEqual([
      `http://api.test/api/client/7/owner-form-responses?customer=${C}&form=5`,
      `http://api.test/api/client/7/owner-form-responses?customer=${C}&form=5&cursor=abc`,
    ]);
  });
});
