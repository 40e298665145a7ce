// A customer's forms on the business's site (issue 15; contract customer-forms.ts; spec §2 /forms/customer/…).
// Visitor calls, no credentials: `customerUuid` is the path's forms link key (a customer's or an appointment's,
// issue 25), never the customer's id.
//   GET  client/{id}/forms/customer/{uuid}                                → PendingForms
//   GET  client/{id}/forms/customer/{uuid}/appointment/{appointmentUuid}  → PendingForms
//   GET  client/{id}/forms/customer/{uuid}/form/{formUuid}                → PublicCustomerForm
//   POST client/{id}/forms/customer/{uuid}/form/{formUuid}/responses      → FormResponseAnswer
// Uploads are not an endpoint: the page sends the raw file to formUploadUrl(…) with XHR (for its progress)
// and reads the answer with readFormFile; a failed answer (400 fields, 409 already_answered) is read with
// readFormFailure.
import type { CustomerFormField } from '@vitrina/core-model';
import type {
  FormFile,
  FormResponseAnswer,
  FormResponseInput,
  PendingFormEntry,
  PendingForms,
  PublicCustomerForm,
} from '../contracts/customer-forms.js';
import { FORM_FIELD_TYPE_VALUES } from '../contracts/customer-forms.js';
import { DEFAULT_API_BASE_URL } from '../config.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';
import { readCheckoutFailure } from './checkout.js';

export type { FormFile, FormResponseAnswer, FormResponseInput, PendingFormEntry, PendingForms, PublicCustomerForm };

export interface CustomerFormsArgs {
  clientId: number;
  customerUuid: string;
}
export interface AppointmentFormsArgs extends CustomerFormsArgs {
  appointmentUuid: string;
}
export interface CustomerFormArgs extends CustomerFormsArgs {
  formUuid: string;
}
export interface SubmitFormResponseArgs extends CustomerFormArgs {
  body: FormResponseInput;
}

/** What a failed answer tells the page: 400 `fields` (field id → validation key), 409 already_answered, 404. */
export interface FormFailure {
  status: number | null;
  code: string | null;
  fields: Record<string, string>;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const textOr = (value: unknown, fallback = ''): string => (isText(value) ? value : fallback);
const textOrNull = (value: unknown): string | null => (isText(value) && value !== '' ? value : null);
const seg = (value: string | number) => encodeURIComponent(String(value));

const customerPath = ({ clientId, customerUuid }: CustomerFormsArgs) => `client/${seg(clientId)}/forms/customer/${seg(customerUuid)}`;
const formPath = (args: CustomerFormArgs) => `${customerPath(args)}/form/${seg(args.formUuid)}`;

/** A form field of an answer, or null when it is not one. */
export function readFormField(raw: unknown): CustomerFormField | null {
  const f = unchecked<CustomerFormField>(raw);
  if (!f || !isText(f.id) || !isText(f.label) || !FORM_FIELD_TYPE_VALUES.includes(f.type as CustomerFormField['type'])) return null;
  return {
    id: f.id,
    type: f.type as CustomerFormField['type'],
    label: f.label,
    help: textOr(f.help),
    required: f.required === true,
    options: Array.isArray(f.options) ? f.options.filter(isText) : [],
  };
}

export const readFormFields = (raw: unknown): CustomerFormField[] =>
  Array.isArray(raw) ? raw.map(readFormField).filter((f): f is CustomerFormField => f !== null) : [];

/** An uploaded file (the upload's answer, or a file of an owner's response), or null. */
export function readFormFile(raw: unknown): FormFile | null {
  const f = unchecked<FormFile>(raw);
  if (!f || !isText(f.id) || !isText(f.field_id) || typeof f.bytes !== 'number') return null;
  return { id: f.id, field_id: f.field_id, filename: textOr(f.filename, f.id), mime: textOr(f.mime), bytes: f.bytes };
}

function readPendingEntry(raw: unknown): PendingFormEntry | null {
  const e = unchecked<PendingFormEntry>(raw);
  if (!e || !isText(e.form_uuid) || !isText(e.name)) return null;
  return {
    form_uuid: e.form_uuid,
    name: e.name,
    description: textOr(e.description),
    appointment_uuid: textOrNull(e.appointment_uuid),
    appointment_starts_at: textOrNull(e.appointment_starts_at),
  };
}

export function readPendingForms(raw: unknown): PendingForms {
  const p = unchecked<PendingForms>(raw);
  const completed = Array.isArray(p?.completed) ? (p.completed as unknown[]) : [];
  return {
    first_name: textOr(p?.first_name),
    forms: Array.isArray(p?.forms) ? p.forms.map(readPendingEntry).filter((e): e is PendingFormEntry => e !== null) : [],
    completed: completed.flatMap((raw) => {
      const c = unchecked<PendingForms['completed'][number]>(raw);
      return c && isText(c.form_uuid) && isText(c.name) && isText(c.created_at)
        ? [{ form_uuid: c.form_uuid, name: c.name, created_at: c.created_at }]
        : [];
    }),
  };
}

export function readPublicCustomerForm(raw: unknown): PublicCustomerForm {
  const f = unchecked<PublicCustomerForm>(raw);
  if (!f || !isText(f.form_uuid) || !isText(f.name)) throw new Error('The API answered without the form');
  return {
    form_uuid: f.form_uuid,
    name: f.name,
    description: textOr(f.description),
    fields: readFormFields(f.fields),
    appointment_uuid: textOrNull(f.appointment_uuid),
    answered: f.answered === true,
  };
}

function readResponseAnswer(raw: unknown): FormResponseAnswer {
  const a = unchecked<FormResponseAnswer>(raw);
  if (!a || !isText(a.response_uuid)) throw new Error('The API answered without the response');
  return {
    response_uuid: a.response_uuid,
    next_form_uuid: textOrNull(a.next_form_uuid),
    next_appointment_uuid: textOrNull(a.next_appointment_uuid),
  };
}

/** Reads a failed call's error (an RTK error or an upload's { status, data }). */
export function readFormFailure(error: unknown): FormFailure {
  const { status, code, fields } = readCheckoutFailure(error);
  return { status, code, fields };
}

/**
 * Where the page POSTs one file for a file field: the raw file as the body with its own Content-Type and an
 * `X-File-Name` header (encodeURIComponent of its name) → 201 FormFile (read with readFormFile) · 413 · 415 · 429.
 */
export function formUploadUrl(
  clientId: number,
  customerUuid: string,
  formUuid: string,
  fieldId: string,
  apiBaseUrl: string = DEFAULT_API_BASE_URL,
): string {
  const path = formPath({ clientId, customerUuid, formUuid });
  return `${apiBaseUrl.replace(/\/+$/, '')}/${path}/uploads?field=${encodeURIComponent(fieldId)}`;
}

const customerTag = ({ clientId, customerUuid }: CustomerFormsArgs) => ({
  type: 'Forms' as const,
  id: `customer-${clientId}-${customerUuid}`,
});

export const customerFormsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's pending forms (oldest first) and the ones answered. 404 customer_not_found. */
    customerPendingForms: build.query<PendingForms, CustomerFormsArgs>({
      query: (args) => customerPath(args),
      transformResponse: readPendingForms,
      providesTags: (_result, _error, args) => [customerTag(args)],
    }),
    /** The pending forms of one appointment. 404 appointment_not_found. */
    appointmentPendingForms: build.query<PendingForms, AppointmentFormsArgs>({
      query: (args) => `${customerPath(args)}/appointment/${seg(args.appointmentUuid)}`,
      transformResponse: readPendingForms,
      providesTags: (_result, _error, args) => [customerTag(args)],
    }),
    /** One form to answer (`answered`: already done). 404 form_not_found. */
    customerForm: build.query<PublicCustomerForm, CustomerFormArgs>({
      query: (args) => formPath(args),
      transformResponse: readPublicCustomerForm,
      providesTags: (_result, _error, args) => [customerTag(args)],
    }),
    /** Answers the form; the customer's lists and forms are fetched again. */
    submitFormResponse: build.mutation<FormResponseAnswer, SubmitFormResponseArgs>({
      query: ({ body, ...args }) => ({ url: `${formPath(args)}/responses`, method: 'POST', body }),
      transformResponse: readResponseAnswer,
      invalidatesTags: (_result, _error, args) => [customerTag(args)],
    }),
  }),
});

export const { useCustomerPendingFormsQuery, useAppointmentPendingFormsQuery, useCustomerFormQuery, useSubmitFormResponseMutation } =
  customerFormsApi;
