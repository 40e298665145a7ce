// A fake of the visitor's customer-forms API (contract customer-forms.ts) for the page tests: one customer
// with two pending forms (the first tied to an appointment), answers that complete them in order.
import type { PendingForms, PublicCustomerForm } from '@vitrina/api-client';
import { json } from '../../testing/fixtures.js';

export const CUSTOMER = '3f1c2a9e-5b7d-4c1e-9a2b-1d2e3f4a5b6c';
export const APPOINTMENT = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
export const INTAKE = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const WAIVER = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

export const intake: PublicCustomerForm = {
  form_uuid: INTAKE,
  name: 'Dietary needs',
  description: 'Tell us what to cook.',
  appointment_uuid: APPOINTMENT,
  answered: false,
  fields: [
    { id: 'name', type: 'text', label: 'Your name', help: 'As on your ID.', required: true, options: [] },
    { id: 'notes', type: 'long_text', label: 'Allergies', help: '', required: false, options: [] },
    { id: 'diet', type: 'choice', label: 'Diet', help: 'Pick one.', required: true, options: ['Vegan', 'Omnivore'] },
    { id: 'ok', type: 'checkbox', label: 'I confirm the details', help: '', required: true, options: [] },
    { id: 'day', type: 'date', label: 'Preferred day', help: '', required: false, options: [] },
    { id: 'photo', type: 'file', label: 'Photo of your kitchen', help: 'A wide shot.', required: false, options: [] },
  ],
};

export const waiver: PublicCustomerForm = {
  form_uuid: WAIVER,
  name: 'Waiver',
  description: '',
  appointment_uuid: null,
  answered: false,
  fields: [{ id: 'sign', type: 'text', label: 'Full name', help: '', required: true, options: [] }],
};

export interface FakeFormsApi {
  api: (path: string, init: RequestInit | undefined) => Response | null;
  posts: { form: string; body: unknown }[];
  /** Answers every forms call with this status (a failing API). */
  failWith: (status: number | null) => void;
}

export function fakeFormsApi({ firstName = 'Ana', answered = [] as string[] } = {}): FakeFormsApi {
  const done = new Set(answered);
  const posts: FakeFormsApi['posts'] = [];
  let failing: number | null = null;
  const forms = [intake, waiver];
  const pending = (onlyAppointment: boolean): PendingForms => ({
    first_name: firstName,
    forms: forms
      .filter((f) => !done.has(f.form_uuid) && (!onlyAppointment || f.appointment_uuid === APPOINTMENT))
      .map((f) => ({
        form_uuid: f.form_uuid,
        name: f.name,
        description: f.description,
        appointment_uuid: f.appointment_uuid,
        appointment_starts_at: f.appointment_uuid ? '2026-03-14T18:00:00.000Z' : null,
      })),
    completed: forms
      .filter((f) => done.has(f.form_uuid))
      .map((f) => ({ form_uuid: f.form_uuid, name: f.name, created_at: '2026-03-02T12:00:00.000Z' })),
  });
  const notFound = (code: string) => json({ error: { code, message: 'not found' } }, 404);

  const api = (path: string, init: RequestInit | undefined): Response | null => {
    const m = /^\/api\/client\/7\/forms\/customer\/([^/]+)(?:\/(appointment|form)\/([^/]+)(\/responses)?)?$/.exec(path);
    if (!m) return null;
    if (failing) return json({ error: { code: 'internal' } }, failing);
    const [, customer, kind, id, responses] = m;
    if (customer !== CUSTOMER) return notFound('customer_not_found');
    if (!kind) return json(pending(false));
    if (kind === 'appointment') return id === APPOINTMENT ? json(pending(true)) : notFound('appointment_not_found');
    const form = forms.find((f) => f.form_uuid === id);
    if (!form) return notFound('form_not_found');
    if (!responses) return json({ ...form, answered: done.has(form.form_uuid) });
    posts.push({ form: form.form_uuid, body: JSON.parse(String(init?.body)) as unknown });
    if (done.has(form.form_uuid)) return json({ error: { code: 'already_answered' } }, 409);
    done.add(form.form_uuid);
    const next = forms.find((f) => !done.has(f.form_uuid));
    return json(
      {
        response_uuid: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
        next_form_uuid: next?.form_uuid ?? null,
        next_appointment_uuid: next?.appointment_uuid ?? null,
      },
      201,
    );
  };
  return { api, posts, failWith: (status) => (failing = status) };
}
