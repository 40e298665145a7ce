// Customer forms of the tests (issue 15): a form of a client (attached to services), a customer, the
// visitor's calls, and a customer's answer with one uploaded file made through them.
import type { CustomerFormField } from '@vitrina/core-model';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppDb } from '../db/database.js';
import { upsertCustomerByEmail } from '../modules/orders/customers-repository.js';
import { sendFormRequest } from '../modules/forms/form-requests-repository.js';
import { createOwnerForm } from '../modules/forms/forms-repository.js';
import type { FormFields, OwnerFormRecord } from '../modules/forms/forms-repository.js';
import { nextIp } from '../modules/orders/checkout-test-fixture.js';
import { uniqueLabel } from './builders.js';

export const TEST_ACTOR = { sub: 'test', email: 'test@example.com' };

export const field = (over: Partial<CustomerFormField> & Pick<CustomerFormField, 'id'>): CustomerFormField => ({
  type: 'text',
  label: over.id,
  help: '',
  required: false,
  options: [],
  ...over,
});

/** A required text `name`, a choice `size` (S, M) and an optional file field `photo`. */
export const TEST_FORM_FIELDS: CustomerFormField[] = [
  field({ id: 'name', label: 'Your name', required: true }),
  field({ id: 'size', type: 'choice', label: 'Size', options: ['S', 'M'] }),
  field({ id: 'photo', type: 'file', label: 'Photo' }),
];

export async function buildForm(db: AppDb, clientId: number, over: Partial<FormFields> = {}): Promise<OwnerFormRecord> {
  const result = await createOwnerForm(
    db,
    clientId,
    { name: uniqueLabel('Form'), description: '', fields: TEST_FORM_FIELDS, active: true, service_ids: [], ...over },
    TEST_ACTOR,
  );
  if (!result.ok) throw new Error(`form not built: ${result.error}`);
  return result.form;
}

export const buildCustomer = (db: AppDb, clientId: number, email = `${uniqueLabel('customer')}@example.com`, firstName = 'Ana') =>
  upsertCustomerByEmail(db, clientId, { email, firstName });

export const TEST_PDF = Buffer.from('%PDF-1.4\n% test form file\n');

/** The visitor's calls of a customer's form (a fresh address each, under the rate limits). */
export interface FormCalls {
  base: string;
  upload(fieldId: string, body: Buffer, filename?: string, type?: string): Promise<LightMyRequestResponse>;
  answer(answers: Record<string, unknown>, appointmentUuid?: string | null): Promise<LightMyRequestResponse>;
}

/** `formsKey`: a forms link key (a customer's, or an appointment's), as in /forms/customer/{key}. */
export function formCalls(app: FastifyInstance, clientId: number, formsKey: string, formUuid: string): FormCalls {
  const base = `/api/client/${clientId}/forms/customer/${formsKey}/form/${formUuid}`;
  return {
    base,
    upload: (fieldId: string, body: Buffer, filename = 'menu.pdf', type = 'application/pdf') =>
      app.inject({
        method: 'POST',
        url: `${base}/uploads?field=${encodeURIComponent(fieldId)}`,
        headers: { 'content-type': type, 'x-file-name': encodeURIComponent(filename), 'x-forwarded-for': nextIp() },
        payload: body,
      }),
    answer: (answers: Record<string, unknown>, appointmentUuid: string | null = null) =>
      app.inject({
        method: 'POST',
        url: `${base}/responses`,
        headers: { 'x-forwarded-for': nextIp() },
        payload: { answers, appointment_uuid: appointmentUuid },
      }),
  };
}

/** The customer's forms link key in a link the owner was given (/forms/customer/{key}/…). */
export const formsKeyOf = (path: string): string => /^\/forms\/customer\/([0-9a-f-]{36})\//.exec(path)?.[1] ?? '';

/** `form` sent by the owner to a new customer; returns the customer and their forms link key. */
export async function sendToNewCustomer(
  db: AppDb,
  clientId: number,
  form: OwnerFormRecord,
  email = `${uniqueLabel('customer')}@example.com`,
) {
  const sent = await sendFormRequest(db, clientId, form.id, { email, firstName: 'Ana' }, TEST_ACTOR);
  if (!sent.ok) throw new Error(`form not sent: ${sent.error}`);
  return { customerUuid: sent.customerUuid, formsKey: formsKeyOf(sent.path), path: sent.path };
}

/** A new customer's answer to `form` (made with TEST_FORM_FIELDS, sent to them) with TEST_PDF uploaded for `photo`, through the API. */
export async function buildAnsweredResponse(app: FastifyInstance, db: AppDb, clientId: number, form: OwnerFormRecord) {
  const { customerUuid, formsKey } = await sendToNewCustomer(db, clientId, form);
  const calls = formCalls(app, clientId, formsKey, form.uuid);
  const upload = await calls.upload('photo', TEST_PDF);
  if (upload.statusCode !== 201) throw new Error(`upload refused: ${upload.body}`);
  const fileId = (upload.json() as { id: string }).id;
  const answer = await calls.answer({ name: 'Ana', size: 'M', photo: [fileId] });
  if (answer.statusCode !== 201) throw new Error(`answer refused: ${answer.body}`);
  return { customerUuid, responseUuid: (answer.json() as { response_uuid: string }).response_uuid, fileId };
}
