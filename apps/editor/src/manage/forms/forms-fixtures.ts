// A fake owner API for the Forms screen answering like the real one (contract customer-forms.ts): forms, the
// services they can be attached to, responses (one with a file) and the file's bytes.
import type { OwnerForm, OwnerFormResponse, OwnerService } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';

export const formsUrl = `/api/client/${CLIENT_ID}/owner-forms`;
export const responsesUrl = `/api/client/${CLIENT_ID}/owner-form-responses`;
export const servicesUrl = `/api/client/${CLIENT_ID}/owner-services`;
export const fileUrl = (id: string) => `/api/client/${CLIENT_ID}/owner-form-files/${id}`;

export const CUSTOMER_UUID = '3f1c9a2e-1b2c-4d5e-8f90-112233445566';
export const RESPONSE_UUID = '9b8a7c6d-5e4f-4a3b-9c2d-1e0f99887766';
export const FILE_ID = 'c0ffee00-1234-4abc-8def-001122334455';

export const service = (id: number, name: string, active = true): OwnerService =>
  ({ id, name, active, slug: name.toLowerCase(), description: '', price: '40.00', duration_minutes: 60 }) as OwnerService;

export const ownerForm = (id: number, name: string, over: Partial<OwnerForm> = {}): OwnerForm => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  description: '',
  fields: [{ id: 'allergies', type: 'long_text', label: 'Allergies', help: '', required: true, options: [] }],
  active: true,
  service_ids: [],
  responses: 0,
  pending_requests: 0,
  updated_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

export const dietForm = () =>
  ownerForm(1, 'Dietary needs', {
    fields: [
      { id: 'diet', type: 'choice', label: 'Diet', help: '', required: true, options: ['None', 'Vegetarian', 'Vegan'] },
      { id: 'allergies', type: 'long_text', label: 'Allergies', help: 'Anything we should avoid', required: false, options: [] },
      { id: 'confirm', type: 'checkbox', label: 'I confirm the details', help: '', required: true, options: [] },
      { id: 'day', type: 'date', label: 'Preferred day', help: '', required: false, options: [] },
      { id: 'photo', type: 'file', label: 'Photo of the kitchen', help: '', required: false, options: [] },
    ],
    service_ids: [5],
    responses: 3,
    pending_requests: 2,
  });

export const response = (): OwnerFormResponse => ({
  uuid: RESPONSE_UUID,
  form_id: 1,
  form_name: 'Dietary needs',
  customer: { uuid: CUSTOMER_UUID, name: 'Ana Pérez', email: 'ana@example.com' },
  appointment_uuid: null,
  appointment_starts_at: null,
  created_at: '2026-03-02T15:30:00.000Z',
  fields: dietForm().fields,
  answers: { diet: 'Vegan', allergies: 'Peanuts\nShellfish', confirm: true, day: '2026-04-05', photo: [FILE_ID] },
  files: [{ id: FILE_ID, field_id: 'photo', filename: 'kitchen.jpg', mime: 'image/jpeg', bytes: 250_000 }],
});

export function formsServer(forms: OwnerForm[], over: Record<string, Handler> = {}): Record<string, Handler> {
  const r = response();
  const { fields: _fields, answers: _answers, files: _files, ...entry } = r;
  return {
    [`GET ${formsUrl}`]: () => json({ forms }),
    ...Object.fromEntries(forms.map((f) => [`GET ${formsUrl}/${f.id}`, () => json(f)])),
    [`GET ${servicesUrl}`]: () => json({ services: [service(5, 'Private chef'), service(6, 'Tasting'), service(7, 'Old class', false)] }),
    [`POST ${formsUrl}`]: async (request) => {
      const body = (await request.json()) as Partial<OwnerForm>;
      return json(ownerForm(100, String(body.name), { ...body, id: 100 }), 201);
    },
    [`POST ${formsUrl}/1/requests`]: () =>
      json({ customer_uuid: CUSTOMER_UUID, path: `/forms/customer/${CUSTOMER_UUID}/form/${forms[0]?.uuid}` }, 201),
    [`GET ${responsesUrl}`]: (request) => {
      const customer = new URL(request.url).searchParams.get('customer');
      return json({ responses: !customer || customer === CUSTOMER_UUID ? [entry] : [], next_cursor: null });
    },
    [`GET ${responsesUrl}/${RESPONSE_UUID}`]: () => json(r),
    [`GET ${fileUrl(FILE_ID)}`]: () => new Response('jpeg bytes', { status: 200, headers: { 'content-type': 'image/jpeg' } }),
    ...over,
  };
}
